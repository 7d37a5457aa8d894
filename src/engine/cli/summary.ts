/** The final summary of a CLI run: every player and the board, compactly. */
import { incomeTrack } from '../data/index.ts';
import { level } from '../rules/income.ts';
import type { GameState } from '../state.ts';

export function summary(s: GameState) {
  return {
    era: s.era,
    round: s.round,
    actionsLeft: s.actionsLeft,
    current: s.turnOrder[s.current],
    players: s.players.map((p) => ({
      colour: p.colour,
      cash: p.cash,
      incomeSpace: p.incomeSpace,
      incomeLevel: level(incomeTrack, p.incomeSpace),
      vp: p.vp,
      whiskey: p.whiskey,
      spentThisRound: p.spentThisRound,
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
    oilFields: s.oilFields,
  };
}
