/**
 * The guided first game's tutor (createTutorStore): which stops (tutorial/firstGame.ts) are waiting
 * to be told, which have been, the learner's predictions, and whether the coach judges their moves.
 * It only reads the sandbox store's log: `scan(log)` looks at entries it has not seen; when the log
 * got shorter (an undo, "play on from here") the stops of the dropped moves are forgotten again.
 */
import { createStore } from 'zustand/vanilla';
import { stopsIn, type PredictionKind, type StopKind } from '../tutorial/firstGame.ts';
import type { LogEntry } from './playStore.ts';

export interface PendingStop {
  kind: StopKind;
  /** The log entry whose effects triggered it. */
  entry: number;
}

export interface TutorData {
  /** Log entries already scanned for stops. */
  checked: number;
  /** Stops told or waiting, with the move that triggered each (a stop is told once per game). */
  seen: PendingStop[];
  /** Stops waiting to be told, first first. */
  queue: PendingStop[];
  /** The learner's answer to each prediction, once given. */
  answers: Partial<Record<PredictionKind, string>>;
  /** The coach judges the learner's moves. */
  coach: boolean;
}

export interface TutorState extends TutorData {
  scan: (log: readonly LogEntry[]) => void;
  /** The first waiting stop has been read. */
  dismiss: () => void;
  answer: (kind: PredictionKind, chosen: string) => void;
  setCoach: (on: boolean) => void;
}

export const freshTutor = (): TutorData => ({ checked: 0, seen: [], queue: [], answers: {}, coach: true });

export function createTutorStore(data: TutorData = freshTutor()) {
  return createStore<TutorState>()((set, get) => ({
    ...data,
    scan: (log) => {
      let { checked, seen, queue, answers } = get();
      if (log.length < checked) {
        // moves were taken back: their stops are forgotten (and the predictions of a dropped round's end)
        if (seen.some((q) => q.kind === 'round-end' && q.entry >= log.length)) answers = {};
        seen = seen.filter((q) => q.entry < log.length);
        queue = queue.filter((q) => q.entry < log.length);
        checked = log.length;
      }
      const added: PendingStop[] = [];
      for (let i = checked; i < log.length; i++) {
        const entry = log[i];
        if (!entry) continue;
        for (const kind of stopsIn(
          entry.effects,
          [...seen, ...added].map((a) => a.kind),
        ))
          added.push({ kind, entry: i });
      }
      if (log.length === get().checked && added.length === 0 && queue.length === get().queue.length) return;
      set({ checked: log.length, seen: [...seen, ...added], queue: [...queue, ...added], answers });
    },
    dismiss: () => set({ queue: get().queue.slice(1) }),
    answer: (kind, chosen) => set({ answers: { ...get().answers, [kind]: chosen } }),
    setCoach: (coach) => set({ coach }),
  }));
}

export type TutorStore = ReturnType<typeof createTutorStore>;
