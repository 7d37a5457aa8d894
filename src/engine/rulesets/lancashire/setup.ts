/** A new Lancashire game for 2–4 players from a seed (start values: data/game.json). */
import { shuffle } from '../../core/random.ts';
import { fullDeck, game } from './data/index.ts';
import type { Kind } from './data/index.ts';
import type { Colour, LOptions, LPlayer, LState } from './state.ts';
import { COLOURS } from './state.ts';
import { track } from './tx.ts';

export type PlayerCount = 2 | 3 | 4;

export function rounds(players: number): number {
  return game.roundsPerPeriod.value[String(players) as '2' | '3' | '4'];
}

/** Cards one player plays in a period: two per round, one fewer in the Canal period (its first round has one action). */
export function cardsPerPlayer(players: number, period: 'canal' | 'rail'): number {
  return 2 * rounds(players) - (period === 'canal' ? 2 - game.firstRoundActions.value : 0);
}

/** Shuffle the whole deck, keep the cards the period needs and deal the hands. */
export function dealPeriod(s: LState, period: 'canal' | 'rail'): void {
  const n = s.players.length;
  const sh = shuffle(fullDeck(), s.rngSeed);
  s.rngSeed = sh.seed;
  const cards = sh.items.slice(0, n * cardsPerPlayer(n, period));
  const hand = game.handSize.value;
  s.players.forEach((p, i) => {
    p.hand = cards.slice(i * hand, (i + 1) * hand);
  });
  s.deck = cards.slice(n * hand);
  s.discard = [];
}

export function distantTiles(s: LState): number[] {
  const sh = shuffle(game.distantMarket.value.tiles[String(s.players.length) as '2' | '3' | '4'], s.rngSeed);
  s.rngSeed = sh.seed;
  return sh.items;
}

const noneTaken = (): Record<Kind, number> => ({ cotton: 0, coal: 0, iron: 0, port: 0, shipyard: 0 });

export function newLancashireGame(opts: { players: PlayerCount; seed: number; options?: Partial<LOptions> }): LState {
  const colours = COLOURS.slice(0, opts.players);
  const players: LPlayer[] = colours.map((colour: Colour) => ({
    colour,
    cash: game.startCash.value,
    incomeSpace: track.startSpace,
    vp: 0,
    hand: [],
    taken: noneTaken(),
    spent: 0,
    hasBuilt: false,
  }));
  const order = shuffle(colours, opts.seed);
  const s: LState = {
    ruleset: 'lancashire',
    players,
    order: order.items,
    turn: 0,
    actionsLeft: game.firstRoundActions.value,
    period: 'canal',
    round: 1,
    deck: [],
    discard: [],
    tiles: {},
    links: [],
    coalDemand: game.demandStart.value.coal,
    ironDemand: game.demandStart.value.iron,
    distant: { marker: 0, tiles: [], closed: false },
    options: { distantBonus: 'income', ...opts.options },
    rngSeed: order.seed,
  };
  dealPeriod(s, 'canal');
  s.distant.tiles = distantTiles(s);
  return s;
}
