/**
 * A new game (p.4–5), with every random choice drawn from the seeded generator, in this order:
 * first turn order (the character tiles), merchant tiles, oil-field tiles, quality tiles, deck.
 *
 * - Board: the 2-player side for 2 players (a TEACHING board: assumed), the 3–4 side otherwise.
 * - Cards: those whose `minPlayers` ≤ players (a TEACHING deck: assumed), shuffled; each player
 *   takes 8 (in turn order), then 1 more face down to the bottom of their own discard pile
 *   (era 1 only; not a 9th card).
 * - Each player: $30, VP 0, income space 10 (level 0), no whiskey, every tile on the mat, the
 *   starting link supply of the mat data (types assumed).
 * - Markets: as printed (`atSetup`: full, coke 1 cube on its top space only).
 * - 2 players: the tiles marked `removedForTwoPlayers` (the $15 merchant, the 3-oil field) are
 *   removed; the rest are placed at random. 3 of the 6 quality tiles at random, face up.
 * - Era 1, round 1: 1 action each.
 */
import type { RulesData } from '../context.ts';
import { contextFor } from '../context.ts';
import { shuffle } from '../../../core/random.ts';
import { fullMat, unlockLinks } from '../rules/mat.ts';
import { defaultRules } from '../rules-data.ts';
import type { BoardId, GameState, MerchantState, OilFieldState, PlayerState, RuleOptions } from '../state.ts';
import { defaultRuleOptions } from '../state.ts';
import { actionsForTurn } from '../flow/start.ts';

/** The four player colours of the game, in seating order (a position may hold other colour words). */
export const PLAYER_COLOURS = ['blue', 'orange', 'green', 'purple'] as const;
export type PlayerColour = (typeof PLAYER_COLOURS)[number];

export interface NewGameOptions {
  players: 2 | 3 | 4;
  /** Any integer: the same seed gives the same game. */
  seed: number;
  /** One unique colour per player, in seat order (default: blue, orange, green, purple). */
  colours?: readonly string[];
  options?: Partial<RuleOptions>;
}

/** A new game. Throws on a bad player count or bad colours (a programming error, not user input). */
export function newGame(opts: NewGameOptions, rules: RulesData = defaultRules): GameState {
  const n = opts.players;
  if (n !== 2 && n !== 3 && n !== 4) throw new RangeError(`players must be 2, 3 or 4, not ${String(n)}`);
  const colours = [...(opts.colours ?? PLAYER_COLOURS.slice(0, n))];
  if (colours.length !== n || new Set(colours).size !== n || colours.some((c) => typeof c !== 'string' || c === '')) {
    throw new RangeError(`need ${n} unique colours`);
  }
  const board: BoardId = n === 2 ? 'two' : 'three-four';
  const ctx = contextFor(rules, board);
  let seed = Math.trunc(opts.seed) | 0;
  const draw = <T>(items: readonly T[]): T[] => {
    const r = shuffle(items, seed);
    seed = r.seed;
    return r.items;
  };

  const turnOrder = draw(colours);

  const merchants: Record<string, MerchantState> = {};
  const merchantTiles = draw(rules.merchantTiles.filter((t) => n > 2 || !t.removedForTwoPlayers));
  const merchantSpots = ctx.board.locations.filter((l) => l.kind === 'merchant' && !l.linkOnly);
  merchantSpots.forEach((loc, i) => {
    const t = merchantTiles[i];
    if (t) merchants[loc.id] = { tile: t.id, faceUp: true };
  });

  const oilFields: Record<string, OilFieldState> = {};
  const oilTiles = draw(rules.oilFieldTiles.filter((t) => n > 2 || !t.removedForTwoPlayers));
  ctx.board.oilFields.forEach((f, i) => {
    oilFields[f.id] = { tile: oilTiles[i]?.id ?? null, revealed: false, oil: 0, pendingOil: 0 };
  });

  const quality = draw(rules.qualityTiles)
    .slice(0, ctx.board.qualitySlots.length)
    .map((t) => t.id);

  const markets: GameState['markets'] = {};
  for (const m of ctx.board.markets) {
    const stock: Partial<Record<string, number>> = {};
    for (const st of m.stock) stock[st.resource] = st.atSetup === 'full' ? st.slots : Math.min(st.atSetup, st.slots);
    markets[m.id] = stock;
  }

  const deck = draw(rules.cards.filter((c) => c.minPlayers <= n).map((c) => c.id));

  const start = rules.mat.startingSupply;
  const players: PlayerState[] = colours.map((colour) => {
    const p: PlayerState = {
      colour,
      cash: rules.game.startingCash.value,
      incomeSpace: rules.incomeTrack.startSpace,
      vp: 0,
      whiskey: 0,
      spentThisRound: 0,
      hand: [],
      discard: [],
      mat: fullMat(ctx),
      supply: {
        lightRails: start.lightRails,
        heavyRails: start.heavyRails.map((t) => ({ ...t })),
        pipelines: start.pipelines.map((t) => ({ ...t })),
      },
      heavyRailsBuilt: 0,
    };
    unlockLinks(ctx, p); // none on a full mat; kept so that a mat with open links stays right
    return p;
  });
  const seat = (c: string) => players.find((p) => p.colour === c) as PlayerState;
  const { handSize, hiddenSetupCards } = rules.game; // 8 in hand, then 1 face down under the discards (era 1 only)
  for (const c of turnOrder) seat(c).hand.push(...deck.splice(0, handSize.value));
  for (const c of turnOrder) seat(c).discard.push(...deck.splice(0, hiddenSetupCards.value));

  const state: GameState = {
    board,
    era: 1,
    round: 1,
    actionsLeft: 0,
    current: 0,
    turnOrder,
    players,
    industries: [],
    links: [],
    markets,
    merchants,
    oilFields,
    quality,
    deck,
    rngSeed: seed,
    options: { ...defaultRuleOptions, ...(opts.options ?? {}) },
  };
  state.actionsLeft = actionsForTurn(rules.game, state, seat(turnOrder[0] as string).hand.length);
  return state;
}
