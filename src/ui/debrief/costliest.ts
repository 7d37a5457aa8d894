/**
 * The debrief's costliest moves, pure: moves judged by the coach, ordered by their cost (the VP
 * they were behind the best move), the earlier move first on a tie. A move that cost nothing, or
 * whose label is "best" (within half a VP of the best), is not a costly move.
 */
import type { Judgement, Look } from '../coach/judge';

/** One judged move of the log. */
export interface JudgedMove {
  /** Its log entry (0-based). */
  entry: number;
  judgement: Judgement;
  /** Which look judged it (the quick one where the deeper look failed). */
  look: Look;
}

/** The moves by cost, the costliest first; ties: the earlier move first. */
export function byCost<T extends Pick<JudgedMove, 'entry' | 'judgement'>>(moves: readonly T[]): T[] {
  return [...moves].sort((a, b) => b.judgement.costVp - a.judgement.costVp || a.entry - b.entry);
}

/** The `count` costliest moves that cost anything (see the file comment). */
export function costliest<T extends Pick<JudgedMove, 'entry' | 'judgement'>>(moves: readonly T[], count = 3): T[] {
  return byCost(moves.filter((m) => m.judgement.costVp > 0 && m.judgement.label !== 'best')).slice(0, count);
}
