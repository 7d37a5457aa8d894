/**
 * The winner (p.11): most VP after two eras; a tie goes to the higher income-track SPACE (not
 * level), then to more cash. Players still equal on all three share the win (the draft names
 * no further tie-break).
 */
import type { GameResult, GameState } from '../state.ts';

/** The order of comparison after VP (the contract's RulesetResult.tieBreaks). */
export const TIE_BREAKS = ['incomeSpace', 'cash'] as const;

export function gameResult(state: GameState): GameResult {
  const ranking = state.players
    .map((p) => ({ colour: p.colour, vp: p.vp, incomeSpace: p.incomeSpace, cash: p.cash }))
    .sort((a, b) => b.vp - a.vp || b.incomeSpace - a.incomeSpace || b.cash - a.cash);
  const first = ranking[0];
  const winners = first
    ? ranking.filter((r) => r.vp === first.vp && r.incomeSpace === first.incomeSpace && r.cash === first.cash).map((r) => r.colour)
    : [];
  return { ranking, winners };
}
