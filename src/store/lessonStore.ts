/**
 * One lesson's store: a zustand vanilla store created per board (createLessonStore), so two
 * boards can live side by side and every test gets a fresh one. It only orchestrates the pure
 * runner (src/tutorial/runner.ts); no rule lives here.
 */
import { createStore } from 'zustand/vanilla';
import type { RulesData } from '../engine/context.ts';
import { defaultRules } from '../engine/rules-data.ts';
import { back, confirm, initialRun, pick, proceed, startLesson, type LessonRun } from '../tutorial/runner.ts';
import type { Lesson } from '../tutorial/types.ts';

export interface LessonStoreState {
  lesson: Lesson;
  /** null when the lesson's position is invalid (the page then shows the rules only). */
  run: LessonRun | null;
  pick: (target: string) => void;
  confirm: () => void;
  back: () => void;
  proceed: () => void;
  reset: () => void;
}

export function createLessonStore(lesson: Lesson, opts: { rules?: RulesData; onDone?: (id: string) => void } = {}) {
  const rules = opts.rules ?? defaultRules;
  const fresh = (): LessonRun | null => {
    const s = startLesson(lesson, rules);
    return s.ok ? initialRun(s.state) : null;
  };
  return createStore<LessonStoreState>()((set, get) => {
    const update = (f: (r: LessonRun) => LessonRun) => {
      const r = get().run;
      if (!r) return;
      const next = f(r);
      if (next === r) return;
      set({ run: next });
      if (next.phase === 'done' && r.phase !== 'done') opts.onDone?.(lesson.id);
    };
    return {
      lesson,
      run: fresh(),
      pick: (target) => update((r) => pick(lesson, r, target, rules)),
      confirm: () => update((r) => confirm(lesson, r)),
      back: () => update(back),
      proceed: () => update((r) => proceed(lesson, r)),
      reset: () => set({ run: fresh() }),
    };
  });
}

export type LessonStore = ReturnType<typeof createLessonStore>;
