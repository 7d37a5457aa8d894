/**
 * Progress: which lessons are finished, a small local map saved under one versioned key.
 * Anything unreadable (not JSON, wrong version, wrong shape) is flagged `corrupted: true` so the
 * page can say so — it never throws. Nothing saved is lost: the lesson ids that can be read from
 * it (an older shape, a newer version) are kept, and the unreadable text itself is copied under
 * UNREADABLE_KEY before anything is written over it.
 */
import { createStore } from 'zustand/vanilla';

export const PROGRESS_KEY = 'brass-pgh.progress';
export const PROGRESS_VERSION = 1;
/** Where a saved value we could not read is kept, untouched, before the first new save. */
export const UNREADABLE_KEY = 'brass-pgh.progress.unreadable';

interface Saved {
  version: number;
  done: string[];
}

export interface ProgressState {
  done: string[];
  /** The saved progress could not be read and was ignored. */
  corrupted: boolean;
  markDone: (id: string) => void;
  forget: (id: string) => void;
  resetAll: () => void;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storageOrNull(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readProgress(storage: StorageLike | null): { done: string[]; corrupted: boolean } {
  let raw: string | null;
  try {
    raw = storage?.getItem(PROGRESS_KEY) ?? null;
  } catch {
    return { done: [], corrupted: true };
  }
  if (raw === null) return { done: [], corrupted: false };
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return { done: [], corrupted: true };
  }
  const saved = v as Partial<Saved> | null;
  if (saved && saved.version === PROGRESS_VERSION && Array.isArray(saved.done) && saved.done.every((x) => typeof x === 'string'))
    return { done: saved.done, corrupted: false };
  // Another version or shape: keep whatever lesson ids can be read (a bare list, or `done` of any version).
  const list: unknown = Array.isArray(v) ? v : saved && typeof saved === 'object' ? saved.done : undefined;
  const done = Array.isArray(list) ? [...new Set(list.filter((x): x is string => typeof x === 'string'))] : [];
  return { done, corrupted: true };
}

export function createProgressStore(storage: StorageLike | null = storageOrNull()) {
  const first = readProgress(storage);
  let keepUnreadable = first.corrupted;
  const save = (done: string[]) => {
    try {
      if (keepUnreadable) {
        // Before the first write over a value we could not read: keep that value (once; never overwritten).
        const raw = storage?.getItem(PROGRESS_KEY);
        if (raw != null && storage?.getItem(UNREADABLE_KEY) == null) storage?.setItem(UNREADABLE_KEY, raw);
        keepUnreadable = false;
      }
      storage?.setItem(PROGRESS_KEY, JSON.stringify({ version: PROGRESS_VERSION, done } satisfies Saved));
    } catch {
      // storage full or blocked: progress stays in memory
    }
  };
  return createStore<ProgressState>()((set, get) => ({
    done: first.done,
    corrupted: first.corrupted,
    markDone: (id) => {
      if (get().done.includes(id)) return;
      const done = [...get().done, id];
      save(done);
      set({ done });
    },
    forget: (id) => {
      const done = get().done.filter((x) => x !== id);
      save(done);
      set({ done });
    },
    resetAll: () => {
      save([]);
      set({ done: [], corrupted: false });
    },
  }));
}

export type ProgressStore = ReturnType<typeof createProgressStore>;
