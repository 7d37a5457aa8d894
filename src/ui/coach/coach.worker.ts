/**
 * The coach's Web Worker: judges a move (or finds the best one) away from the page, so the page
 * never freezes while the coach thinks. A request is `{ id, view, action? }`; the answer
 * `{ id, judgement }` (null when the position has nothing to judge). See judge.ts.
 */
import { quickJudge } from '../../engine/rulesets/pittsburgh/bot/quickJudge';
import type { JudgeRequest, JudgeResponse } from './judge';

/** The worker's own scope (the app's TypeScript setup knows the page's globals, not a worker's). */
const scope = self as unknown as { onmessage: ((e: MessageEvent<JudgeRequest>) => void) | null; postMessage: (m: JudgeResponse) => void };

scope.onmessage = (e) => {
  const { id, view, action } = e.data;
  scope.postMessage({ id, judgement: quickJudge(view, action) ?? null });
};
