/**
 * Progress: which lessons are finished, a small local map saved under one versioned key.
 * Anything unreadable (not JSON, wrong version, wrong shape) is ignored with `corrupted: true`
 * so the page can say so — it never throws.
 */
import { createStore } from 'zustand/vanilla';

export const PROGRESS_KEY = 'brass-pgh.progress';
export const PROGRESS_VERSION = 1;

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
  try {
    const v = JSON.parse(raw) as Partial<Saved> | null;
    if (v && v.version === PROGRESS_VERSION && Array.isArray(v.done) && v.done.every((x) => typeof x === 'string')) return { done: v.done, corrupted: false };
  } catch {
    // fall through: not JSON
  }
  return { done: [], corrupted: true };
}

export function createProgressStore(storage: StorageLike | null = storageOrNull()) {
  const first = readProgress(storage);
  const save = (done: string[]) => {
    try {
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
