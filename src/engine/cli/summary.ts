/**
 * The final summary of a CLI run: whose turn, the turn order, any decision pending, every player
 * (with hand and deck sizes), the board, merchant faces, Quality Reward slots, and the result once
 * the game is over.
 */
import { incomeTrack } from '../rulesets/pittsburgh/data/index.ts';
import { level } from '../brass/income.ts';
import type { GameState } from '../rulesets/pittsburgh/state.ts';

export function summary(s: GameState) {
  return {
    era: s.era,
    round: s.round,
    actionsLeft: s.actionsLeft,
    current: s.turnOrder[s.current],
    turnOrder: s.turnOrder,
    ...(s.pending !== undefined ? { pending: `${s.pending.kind} by ${s.pending.player}` } : {}),
    deck: s.deck.length,
    players: s.players.map((p) => ({
      colour: p.colour,
      cash: p.cash,
      incomeSpace: p.incomeSpace,
      incomeLevel: level(incomeTrack, p.incomeSpace),
      vp: p.vp,
      whiskey: p.whiskey,
      spentThisRound: p.spentThisRound,
      handSize: p.hand.length,
      hand: p.hand,
      supply: {
        lightRails: p.supply.lightRails,
        heavyRails: p.supply.heavyRails.map((h) => h.type),
        pipelines: p.supply.pipelines.map((h) => h.type),
      },
      matEmptied: Object.entries(p.mat)
        .filter(([, n]) => n === 0)
        .map(([id]) => id),
    })),
    industries: s.industries,
    links: s.links.map((l) => ({
      owner: l.owner,
      kind: l.kind,
      ...(l.type ? { type: l.type } : {}),
      route: l.route,
      ...(l.cubes ? { cubes: l.cubes } : {}),
    })),
    markets: s.markets,
    merchants: Object.fromEntries(
      Object.entries(s.merchants).map(([loc, m]) => [loc, { tile: m.tile, face: m.faceUp ? 'up' : 'flipped' }]),
    ),
    /** One entry per slot: the face-up tile, or null once taken. */
    quality: s.quality,
    oilFields: s.oilFields,
    ...(s.gameOver ? { result: s.gameOver } : {}),
  };
}
