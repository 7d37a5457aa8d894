/**
 * Progress: which lessons are finished (with their stars), where each unfinished lesson stands
 * (step, hints, wrong tries) and the last lesson opened, a small local map saved under one
 * versioned key. Older versions are migrated (version 1 = finished ids only). Anything unreadable
 * (not JSON, unknown version, wrong shape) is flagged `corrupted: true` so the page can say so —
 * it never throws. Nothing saved is lost: the lesson ids that can be read from it are kept, and the
 * unreadable text itself is copied under UNREADABLE_KEY before anything is written over it.
 */
import { createStore } from 'zustand/vanilla';
import { deviceStorage, type StorageLike } from './storage.ts';

export const PROGRESS_KEY = 'brass-pgh.progress';
export const PROGRESS_VERSION = 2;
/** Where a saved value we could not read is kept, untouched, before the first new save. */
export const UNREADABLE_KEY = 'brass-pgh.progress.unreadable';

/** One lesson's saved state: the step to resume at, the tally so far, the best stars once finished. */
export interface LessonProgress {
  step: number;
  hints: number;
  wrong: number;
  stars?: 1 | 2 | 3;
}

export interface ProgressData {
  done: string[];
  lessons: Record<string, LessonProgress>;
  /** The lesson opened last and its step: Home's "continue where you left off". */
  last?: { lesson: string; step: number };
}

interface SavedV1 {
  version: 1;
  done: string[];
}
interface SavedV2 extends ProgressData {
  version: 2;
}

export interface ProgressState extends ProgressData {
  /** The saved progress could not be read and was ignored. */
  corrupted: boolean;
  markDone: (id: string, stars?: 1 | 2 | 3) => void;
  /** Save where a lesson stands (and make it the last one). */
  saveAt: (id: string, at: { step: number; hints: number; wrong: number }) => void;
  /** Forget one lesson only: its tick, stars and saved step. */
  forget: (id: string) => void;
  resetAll: () => void;
}

const EMPTY: ProgressData = { done: [], lessons: {} };
const isStrings = (x: unknown): x is string[] => Array.isArray(x) && x.every((y) => typeof y === 'string');
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

function lessonOk(x: unknown): x is LessonProgress {
  const l = x as Partial<LessonProgress> | null;
  return (
    !!l &&
    typeof l === 'object' &&
    isCount(l.step) &&
    isCount(l.hints) &&
    isCount(l.wrong) &&
    (l.stars === undefined || [1, 2, 3].includes(l.stars))
  );
}

/** Version 1 → 2: the finished ids stay finished (shown with a tick: their stars were never counted). */
export function migrateV1(saved: SavedV1): ProgressData {
  return { done: [...new Set(saved.done)], lessons: {} };
}

function readV2(v: Partial<SavedV2>): ProgressData | null {
  if (!isStrings(v.done) || !v.lessons || typeof v.lessons !== 'object' || Array.isArray(v.lessons)) return null;
  if (!Object.values(v.lessons).every(lessonOk)) return null;
  const last = v.last;
  if (last !== undefined && (typeof last !== 'object' || last === null || typeof last.lesson !== 'string' || !isCount(last.step)))
    return null;
  return { done: v.done, lessons: v.lessons, ...(last ? { last } : {}) };
}

export function readProgress(storage: StorageLike | null): ProgressData & { corrupted: boolean } {
  let raw: string | null;
  try {
    raw = storage?.getItem(PROGRESS_KEY) ?? null;
  } catch {
    return { ...EMPTY, corrupted: true };
  }
  if (raw === null) return { ...EMPTY, corrupted: false };
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return { ...EMPTY, corrupted: true };
  }
  const saved = v as Partial<SavedV2> | Partial<SavedV1> | null;
  if (saved?.version === 1 && isStrings(saved.done)) return { ...migrateV1(saved as SavedV1), corrupted: false };
  if (saved?.version === PROGRESS_VERSION) {
    const ok = readV2(saved as Partial<SavedV2>);
    if (ok) return { ...ok, corrupted: false };
  }
  // Another version or shape: keep whatever lesson ids can be read (a bare list, or `done` of any version).
  const list: unknown = Array.isArray(v) ? v : saved && typeof saved === 'object' ? saved.done : undefined;
  const done = Array.isArray(list) ? [...new Set(list.filter((x): x is string => typeof x === 'string'))] : [];
  return { done, lessons: {}, corrupted: true };
}

export function createProgressStore(storage: StorageLike | null = deviceStorage()) {
  const first = readProgress(storage);
  let keepUnreadable = first.corrupted;
  const save = (d: ProgressData) => {
    try {
      if (keepUnreadable) {
        // Before the first write over a value we could not read: keep that value (once; never overwritten).
        const raw = storage?.getItem(PROGRESS_KEY);
        if (raw != null && storage?.getItem(UNREADABLE_KEY) == null) storage?.setItem(UNREADABLE_KEY, raw);
        keepUnreadable = false;
      }
      const out: SavedV2 = { version: 2, done: d.done, lessons: d.lessons, ...(d.last ? { last: d.last } : {}) };
      storage?.setItem(PROGRESS_KEY, JSON.stringify(out));
    } catch {
      // storage full or blocked: progress stays in memory
    }
  };
  return createStore<ProgressState>()((set, get) => {
    const commit = (d: ProgressData) => {
      save(d);
      set({ done: d.done, lessons: d.lessons, last: d.last });
    };
    const data = (): ProgressData => {
      const { done, lessons, last } = get();
      return { done, lessons, ...(last ? { last } : {}) };
    };
    return {
      done: first.done,
      lessons: first.lessons,
      ...(first.last ? { last: first.last } : {}),
      corrupted: first.corrupted,
      markDone: (id, stars) => {
        const d = data();
        const was = d.lessons[id];
        const best = stars && was?.stars ? (Math.max(stars, was.stars) as 1 | 2 | 3) : (stars ?? was?.stars);
        const entry: LessonProgress = { step: 0, hints: 0, wrong: 0, ...(best ? { stars: best } : {}) };
        commit({
          ...d,
          done: d.done.includes(id) ? d.done : [...d.done, id],
          lessons: { ...d.lessons, [id]: entry },
          last: { lesson: id, step: 0 },
        });
      },
      saveAt: (id, at) => {
        const d = data();
        const was = d.lessons[id];
        const entry: LessonProgress = { step: at.step, hints: at.hints, wrong: at.wrong, ...(was?.stars ? { stars: was.stars } : {}) };
        commit({ ...d, lessons: { ...d.lessons, [id]: entry }, last: { lesson: id, step: at.step } });
      },
      forget: (id) => {
        const d = data();
        const lessons = Object.fromEntries(Object.entries(d.lessons).filter(([k]) => k !== id));
        const last = d.last?.lesson === id ? undefined : d.last;
        commit({ done: d.done.filter((x) => x !== id), lessons, ...(last ? { last } : {}) });
      },
      resetAll: () => {
        commit({ done: [], lessons: {} });
        set({ corrupted: false });
      },
    };
  });
}
