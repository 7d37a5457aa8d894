/**
 * The coach's judgement, asked of a Web Worker (coach.worker.ts) so the page keeps taking input:
 * `judgeInBackground(view, action)` → how good `action` was for the one who acts in `view` (rank
 * among the legal actions, estimated VP behind the best, a label, the best move and its reasons);
 * without an action, the best move alone (the hint ladder). `view` must be `viewFor(state, mover)`
 * of the position BEFORE the move: the coach never knows more than the mover did.
 * Where Workers are missing (the unit tests' jsdom) the same engine function runs after a task.
 */
import type { QuickJudgement } from '../../engine/rulesets/pittsburgh/bot/quickJudge';
import { quickJudge } from '../../engine/rulesets/pittsburgh/bot/quickJudge';
import type { Action, GameState } from '../../engine/rulesets/pittsburgh';

export type Judgement = QuickJudgement;
export type { MoveLabel } from '../../engine/rulesets/pittsburgh/bot/quickJudge';

export interface JudgeRequest {
  id: number;
  view: GameState;
  action?: Action;
}
export interface JudgeResponse {
  id: number;
  judgement: Judgement | null;
}

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (j: Judgement | null) => void>();

function theWorker(): Worker | null {
  if (worker) return worker;
  if (typeof Worker === 'undefined') return null;
  try {
    worker = new Worker(new URL('./coach.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  worker.onmessage = (e: MessageEvent<JudgeResponse>) => {
    const done = waiting.get(e.data.id);
    waiting.delete(e.data.id);
    done?.(e.data.judgement);
  };
  worker.onerror = () => {
    // a worker that failed: every question waiting gets "no judgement", the next one starts afresh
    for (const done of waiting.values()) done(null);
    waiting.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

/** The judgement of `action` in `view` (or the best move when no action), null when there is none. */
export function judgeInBackground(view: GameState, action?: Action): Promise<Judgement | null> {
  const w = theWorker();
  if (!w)
    return new Promise((resolve) => {
      setTimeout(() => resolve(quickJudge(view, action) ?? null), 0);
    });
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    w.postMessage({ id, view, ...(action ? { action } : {}) } satisfies JudgeRequest);
  });
}
