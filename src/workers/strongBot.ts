/**
 * The page's side of the strong bot: `choose` and `judge` answered by a Web Worker
 * (strongBot.worker.ts, one for the page, started on first use), so the search never blocks
 * input. Where no Worker exists (tests, an old browser) or it fails to start, the same
 * answer is computed on the page after a yield. A worker error rejects the pending requests.
 */
import type { Action, GameState } from '../engine/rulesets/pittsburgh/index.ts';
import type { Judgement } from '../engine/rulesets/pittsburgh/bot/search/index.ts';
import { answerBotRequest, type BotRequest, type BotResponse } from './botProtocol.ts';

export interface BotThinker {
  choose(view: GameState, seed: number, move: number): Promise<Action | undefined>;
  judge(view: GameState, action: Action, opts?: { iterations?: number; seed?: number }): Promise<Judgement | undefined>;
}

/** A request before it gets its id (Omit on each member of the union). */
type Unnumbered = BotRequest extends infer R ? (R extends BotRequest ? Omit<R, 'id'> : never) : never;

type Pending = { resolve: (r: BotResponse) => void; reject: (e: Error) => void };

function answerOf(r: BotResponse): Action | Judgement | undefined {
  if (r.kind === 'error') throw new Error(r.message);
  return (r.kind === 'choose' ? r.action : r.judgement) ?? undefined;
}

/** Answers on the page itself, after a yield (no worker). */
export const inlineThinker: BotThinker = {
  choose: (view, seed, move) =>
    new Promise((resolve) => setTimeout(resolve, 0)).then(
      () => answerOf(answerBotRequest({ id: 0, kind: 'choose', view, seed, move })) as Action | undefined,
    ),
  judge: (view, action, opts) =>
    new Promise((resolve) => setTimeout(resolve, 0)).then(
      () => answerOf(answerBotRequest({ id: 0, kind: 'judge', view, action, opts })) as Judgement | undefined,
    ),
};

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
  const ask = (req: Unnumbered): Promise<BotResponse> =>
    new Promise((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...req, id });
    });
  shared = {
    choose: (view, seed, move) => ask({ kind: 'choose', view, seed, move }).then((r) => answerOf(r) as Action | undefined),
    judge: (view, action, opts) => ask({ kind: 'judge', view, action, opts }).then((r) => answerOf(r) as Judgement | undefined),
  };
  return shared;
}
