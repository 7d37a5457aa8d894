/**
 * The page's side of the strong bot and the coach: `choose`, `judge` and `quick` answered by a
 * Web Worker (strongBot.worker.ts, one for the page, started on first use), so the search never
 * blocks input. Where no Worker exists (tests, an old browser) or it fails to start, the same
 * answer is computed on the page after a yield. A worker error rejects the pending requests.
 */
import type { Action, GameState } from '../engine/rulesets/pittsburgh/index.ts';
import type { QuickJudgement } from '../engine/rulesets/pittsburgh/bot/quickJudge.ts';
import type { Judgement } from '../engine/rulesets/pittsburgh/bot/search/index.ts';
import { answerBotRequest, type BotRequest, type BotResponse, type JudgeOptions } from './botProtocol.ts';

export interface BotThinker {
  choose(view: GameState, seed: number, move: number): Promise<Action | undefined>;
  /** The search's judgement of `action` (without one: the best move alone). */
  judge(view: GameState, action?: Action, opts?: JudgeOptions): Promise<Judgement | undefined>;
  /** The quick one-move-ahead judgement (quickJudge). */
  quick(view: GameState, action?: Action): Promise<QuickJudgement | undefined>;
}

/** A request before it gets its id (Omit on each member of the union). */
type Unnumbered = BotRequest extends infer R ? (R extends BotRequest ? Omit<R, 'id'> : never) : never;

type Pending = { resolve: (r: BotResponse) => void; reject: (e: Error) => void };

type Answer = Action | Judgement | QuickJudgement | undefined;

function answerOf(r: BotResponse): Answer {
  if (r.kind === 'error') throw new Error(r.message);
  return (r.kind === 'choose' ? r.action : r.judgement) ?? undefined;
}

/** A thinker over one way of asking (the worker, or the page itself). */
function thinkerOver(ask: (req: Unnumbered) => Promise<BotResponse>): BotThinker {
  const get = (req: Unnumbered) => ask(req).then(answerOf);
  return {
    choose: (view, seed, move) => get({ kind: 'choose', view, seed, move }) as Promise<Action | undefined>,
    judge: (view, action, opts) =>
      get({ kind: 'judge', view, ...(action ? { action } : {}), ...(opts ? { opts } : {}) }) as Promise<Judgement | undefined>,
    quick: (view, action) => get({ kind: 'quick', view, ...(action ? { action } : {}) }) as Promise<QuickJudgement | undefined>,
  };
}

/** Answers on the page itself, after a yield (no worker). */
export const inlineThinker: BotThinker = thinkerOver((req) =>
  new Promise((resolve) => setTimeout(resolve, 0)).then(() => answerBotRequest({ ...req, id: 0 } as BotRequest)),
);

let shared: BotThinker | undefined;

/** The page's thinker: a worker where the browser has one, otherwise `inlineThinker`. */
export function strongThinker(): BotThinker {
  if (shared) return shared;
  if (typeof Worker === 'undefined') return (shared = inlineThinker);
  let worker: Worker;
  try {
    worker = new Worker(new URL('./strongBot.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return (shared = inlineThinker);
  }
  const pending = new Map<number, Pending>();
  let next = 1;
  worker.onmessage = (e: MessageEvent<BotResponse>) => {
    const p = pending.get(e.data.id);
    pending.delete(e.data.id);
    p?.resolve(e.data);
  };
  worker.onerror = (e) => {
    for (const p of pending.values()) p.reject(new Error(e.message || 'worker error'));
    pending.clear();
  };
  shared = thinkerOver(
    (req) =>
      new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ ...req, id });
      }),
  );
  return shared;
}
