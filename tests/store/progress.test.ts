/** Saved progress, version 2: migration from version 1, stars, the step to resume at, forgetting one lesson only. */
import { describe, expect, it } from 'vitest';
import { createProgressStore, PROGRESS_KEY, readProgress } from '../../src/store/progress';

const memory = (initial?: unknown) => {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(PROGRESS_KEY, JSON.stringify(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};

describe('progress migration', () => {
  it('reads a version 1 save as finished lessons with ticks (no stars), not as corrupted', () => {
    const s = memory({ version: 1, done: ['loan-levels', 'iron-by-rail', 'loan-levels'] });
    expect(readProgress(s)).toEqual({ done: ['loan-levels', 'iron-by-rail'], lessons: {}, corrupted: false });
    const store = createProgressStore(s);
    store.getState().saveAt('whiskey-wild', { step: 0, hints: 1, wrong: 0 });
    // written back as version 2, the old ticks kept
    expect(JSON.parse(s.data.get(PROGRESS_KEY)!)).toEqual({
      version: 2,
      done: ['loan-levels', 'iron-by-rail'],
      lessons: { 'whiskey-wild': { step: 0, hints: 1, wrong: 0 } },
      last: { lesson: 'whiskey-wild', step: 0 },
    });
  });
});

describe('progress store', () => {
  it('saves the step and tally, keeps the best stars, and forgets only one lesson', () => {
    const s = memory();
    const p = createProgressStore(s);
    p.getState().saveAt('iron-by-rail', { step: 1, hints: 2, wrong: 1 });
    expect(p.getState().last).toEqual({ lesson: 'iron-by-rail', step: 1 });
    p.getState().markDone('iron-by-rail', 2);
    p.getState().markDone('loan-levels', 3);
    p.getState().markDone('iron-by-rail', 1);
    expect(p.getState().lessons['iron-by-rail']?.stars).toBe(2);
    p.getState().saveAt('whiskey-wild', { step: 0, hints: 1, wrong: 0 });
    p.getState().forget('iron-by-rail');
    const again = createProgressStore(s).getState();
    expect(again.done).toEqual(['loan-levels']);
    expect(again.lessons['loan-levels']?.stars).toBe(3);
    expect(again.lessons['whiskey-wild']).toEqual({ step: 0, hints: 1, wrong: 0 });
    expect(again.lessons['iron-by-rail']).toBeUndefined();
    expect(again.last).toEqual({ lesson: 'whiskey-wild', step: 0 });
  });
});
