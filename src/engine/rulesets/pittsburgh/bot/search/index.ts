/** The strong bot and the move judgement (docs/bots.md "Strong bot"). */
export { chooseStrongAction, searchActions } from './search.ts';
export type { ActionValue, SearchOptions, SearchResult } from './search.ts';
export { judgeBest, judgeMove, judgePosition, labelFor, LABEL_THRESHOLDS } from './judge.ts';
export type { Judgement, MoveLabel } from './judge.ts';
