/**
 * The coach's labels of a move by its cost in VP against the best move, shared by both
 * judgements (quickJudge.ts, one move ahead; search/judge.ts, the search's values).
 */
export type MoveLabel = 'best' | 'good' | 'inaccuracy' | 'mistake';

/** Upper bounds of each label's cost in VP (a cost above the last is a mistake). */
export const LABEL_THRESHOLDS = { best: 0.5, good: 2, inaccuracy: 5 } as const;

export function labelFor(costVp: number): MoveLabel {
  if (costVp <= LABEL_THRESHOLDS.best) return 'best';
  if (costVp <= LABEL_THRESHOLDS.good) return 'good';
  if (costVp <= LABEL_THRESHOLDS.inaccuracy) return 'inaccuracy';
  return 'mistake';
}
