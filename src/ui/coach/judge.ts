/**
 * The coach's judgement in two looks, both asked of the page's one bot worker (workers/strongBot.ts,
 * a Web Worker, so the page keeps taking input; on the page after a yield where Workers are missing):
 *
 * - the quick look (`judgeQuick`): engine/rulesets/pittsburgh/bot/quickJudge.ts, one move ahead by
 *   the greedy bot's points, in a few ms: the instant first answer;
 * - the deeper look (`judgeDeep`): the search's values (bot/search/judge.ts, judgeMove / judgeBest)
 *   with COACH_SEARCH, an iteration budget (reproducible: the same move gets the same verdict) that
 *   takes about 0.5–2 s a judgement on a busy 2-core machine; it replaces the quick look.
 *
 * `judge*(thinker, view, action)` → how good `action` was for the one who acts in `view` (rank
 * among the legal actions, estimated VP behind the best, a label, the best move and its reasons);
 * without an action, the best move alone (the hint ladder). `view` must be `viewFor(state, mover)`
 * of the position BEFORE the move: the coach never knows more than the mover did. A failure is null.
 */
import type { QuickJudgement } from '../../engine/rulesets/pittsburgh/bot/quickJudge';
import type { Action, GameState } from '../../engine/rulesets/pittsburgh';
import type { JudgeOptions } from '../../workers/botProtocol';
import type { BotThinker } from '../../workers/strongBot';

/** What the panel shows of a judgement (both looks give it). */
export type Judgement = QuickJudgement;
export type { MoveLabel } from '../../engine/rulesets/pittsburgh/bot/labels';

/** Which look a judgement comes from. */
export type Look = 'quick' | 'deep';

/** The deeper look's search budget: 4 rounds of the 4 best actions by prior and the move judged. */
export const COACH_SEARCH: JudgeOptions = { iterations: 20, seed: 1 };

const orNull = <T>(p: Promise<T | undefined>): Promise<T | null> => p.then((x) => x ?? null).catch(() => null);

export function judgeQuick(thinker: BotThinker, view: GameState, action?: Action): Promise<Judgement | null> {
  return orNull(thinker.quick(view, action));
}

export function judgeDeep(thinker: BotThinker, view: GameState, action?: Action): Promise<Judgement | null> {
  return orNull(thinker.judge(view, action, COACH_SEARCH));
}
