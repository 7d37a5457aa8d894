/**
 * The coach's second look at a finished game, for the debrief's costliest moves: every move of the
 * people at the device (never a bot's), on the mover's view of the position before it (the log's
 * own positions, as the engine played them; viewFor, so nothing hidden is used). First the quick
 * look over all of them, one request at a time to the page's one bot worker (judge.ts), then the
 * deeper look (the search) for the DEEP_CANDIDATES costliest by the quick look; the list is the
 * deeper look's top three (costliest.ts). A move whose deeper look fails keeps its quick look.
 *
 * One look per log (a WeakMap), so the debrief shown again (after a look at an earlier moment)
 * finds it where it was. The look asks the worker only while someone watches it: unwatched (the
 * page left the debrief), it waits before its next request and goes on when watched again.
 */
import { viewFor } from '../../engine/rulesets/pittsburgh';
import type { LogEntry } from '../../store/playStore';
import type { BotThinker } from '../../workers/strongBot';
import { judgeDeep, judgeQuick } from '../coach/judge';
import { byCost, costliest, type JudgedMove } from './costliest';

/** How many moves the deeper look judges again (the quick look's costliest). */
export const DEEP_CANDIDATES = 6;

export interface MovesLook {
  /** quick: every move in turn; deep: the candidates; done: `costly` is the answer. */
  phase: 'quick' | 'deep' | 'done';
  /** Moves looked at so far in this phase, of `total`. */
  done: number;
  total: number;
  /** How many moves the quick look could judge. */
  judged: number;
  /** The costliest moves, costliest first (when done). */
  costly: JudgedMove[];
}

export interface MovesLookRun {
  get: () => MovesLook;
  subscribe: (listener: () => void) => () => void;
}

const runs = new WeakMap<readonly LogEntry[], MovesLookRun>();

/** The look at `log` (started on first use; the same one for the same log). */
export function movesLook(log: readonly LogEntry[], thinker: () => BotThinker): MovesLookRun {
  let run = runs.get(log);
  if (!run) runs.set(log, (run = startLook(log, thinker)));
  return run;
}

function startLook(log: readonly LogEntry[], thinkerOf: () => BotThinker): MovesLookRun {
  const moves = log.flatMap((e, entry) => (e.bot ? [] : [{ entry, e }]));
  let look: MovesLook = { phase: 'quick', done: 0, total: moves.length, judged: 0, costly: [] };
  const listeners = new Set<() => void>();
  let wake: (() => void) | null = null;
  const set = (next: Partial<MovesLook>) => {
    look = { ...look, ...next };
    listeners.forEach((l) => l());
  };
  const watched = () => (listeners.size > 0 ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve)));
  const viewOf = (e: LogEntry) => viewFor(e.before, e.colour);

  void (async () => {
    await watched();
    const thinker = thinkerOf();
    const quick: JudgedMove[] = [];
    for (const [k, { entry, e }] of moves.entries()) {
      await watched();
      const judgement = await judgeQuick(thinker, viewOf(e), e.action);
      if (judgement) quick.push({ entry, judgement, look: 'quick' });
      set({ done: k + 1 });
    }
    const candidates = byCost(quick).slice(0, DEEP_CANDIDATES);
    set({ phase: 'deep', done: 0, total: candidates.length, judged: quick.length });
    const deep: JudgedMove[] = [];
    for (const [k, c] of candidates.entries()) {
      await watched();
      const e = log[c.entry];
      const judgement = e ? await judgeDeep(thinker, viewOf(e), e.action) : null;
      deep.push(judgement ? { entry: c.entry, judgement, look: 'deep' } : c);
      set({ done: k + 1 });
    }
    set({ phase: 'done', costly: costliest(deep) });
  })();

  return {
    get: () => look,
    subscribe: (listener) => {
      listeners.add(listener);
      const w = wake;
      wake = null;
      w?.();
      return () => void listeners.delete(listener);
    },
  };
}
