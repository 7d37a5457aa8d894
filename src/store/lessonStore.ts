/**
 * One lesson's store: a zustand vanilla store created per board (createLessonStore), so two
 * boards can live side by side and every test gets a fresh one. It only orchestrates the pure
 * runner (src/tutorial/runner.ts); no rule lives here. Besides the run it keeps the learner's
 * tally for the stars (hints asked, wrong tries) and the hint level of the current step.
 */
import { createStore } from 'zustand/vanilla';
import type { RulesData } from '../engine/rulesets/pittsburgh/context.ts';
import { defaultRules } from '../engine/rulesets/pittsburgh/rules-data.ts';
import {
  back,
  confirm,
  explain,
  initialRun,
  pick,
  proceed,
  resumeAt,
  startLesson,
  starsFor,
  type Aside,
  type LessonRun,
} from '../tutorial/runner.ts';
import type { Lesson } from '../tutorial/types.ts';

/** Hints asked and wrong tries (refusals other than an expected one, legal moves off the goal). */
export interface Tally {
  hints: number;
  wrong: number;
}

/** Where a lesson stands, for saved progress. */
export interface LessonSnapshot extends Tally {
  step: number;
}

export interface LessonStoreState {
  lesson: Lesson;
  /** null when the lesson's position is invalid (the page then shows the rules only). */
  run: LessonRun | null;
  tally: Tally;
  /** The current step's hint ladder: 0 none, 1 the rule, 2 the pieces that matter, 3 the move. */
  hint: 0 | 1 | 2 | 3;
  /** Why the last click outside the step's picks did nothing. */
  aside: Aside | null;
  pick: (target: string) => void;
  /** A click on a board object that is not one of the step's picks. */
  explain: (target: string) => void;
  /** Climb the hint ladder one rung (counts as a hint used). */
  nextHint: () => void;
  confirm: () => void;
  back: () => void;
  proceed: () => void;
  reset: () => void;
}

export interface LessonStoreOptions {
  rules?: RulesData;
  /** The lesson is finished, with its stars. */
  onDone?: (id: string, stars: 1 | 2 | 3) => void;
  /** The step or the tally changed (to save where the learner is). */
  onProgress?: (id: string, at: LessonSnapshot) => void;
  /** Resume a saved lesson: its step (the steps before are replayed) and tally. */
  resume?: LessonSnapshot;
}

const NO_TALLY: Tally = { hints: 0, wrong: 0 };

export function createLessonStore(lesson: Lesson, opts: LessonStoreOptions = {}) {
  const rules = opts.rules ?? defaultRules;
  const fresh = (): LessonRun | null => {
    const s = startLesson(lesson, rules);
    return s.ok ? initialRun(s.state) : null;
  };
  const first = (): LessonRun | null => {
    const r = fresh();
    return r && opts.resume ? resumeAt(lesson, r, opts.resume.step, rules) : r;
  };
  const run0 = first();
  return createStore<LessonStoreState>()((set, get) => {
    const report = () => {
      const { run, tally } = get();
      if (run) opts.onProgress?.(lesson.id, { step: run.stepIndex, ...tally });
    };
    const update = (f: (r: LessonRun) => LessonRun) => {
      const { run: r, tally } = get();
      if (!r) return;
      const next = f(r);
      if (next === r) return;
      const wrongNow = (next.phase === 'refused' && !next.expected) || (next.phase === 'off-goal' && r.phase !== 'off-goal');
      const t = wrongNow ? { ...tally, wrong: tally.wrong + 1 } : tally;
      const stepChanged = next.stepIndex !== r.stepIndex;
      set({ run: next, tally: t, aside: null, ...(stepChanged ? { hint: 0 as const } : {}) });
      if (stepChanged || t !== tally) report();
      if (next.phase === 'done' && r.phase !== 'done') opts.onDone?.(lesson.id, starsFor(lesson.par, t.hints, t.wrong));
    };
    return {
      lesson,
      run: run0,
      tally: run0 && opts.resume && run0.stepIndex === opts.resume.step ? { hints: opts.resume.hints, wrong: opts.resume.wrong } : NO_TALLY,
      hint: 0,
      aside: null,
      pick: (target) => update((r) => pick(lesson, r, target, rules)),
      explain: (target) => {
        const r = get().run;
        if (r) set({ aside: explain(lesson, r, target, rules) });
      },
      nextHint: () => {
        const { hint, tally } = get();
        if (hint >= 3) return;
        set({ hint: (hint + 1) as 1 | 2 | 3, tally: { ...tally, hints: tally.hints + 1 } });
        report();
      },
      confirm: () => update((r) => confirm(lesson, r)),
      back: () => update(back),
      proceed: () => update((r) => proceed(lesson, r)),
      reset: () => {
        set({ run: fresh(), tally: NO_TALLY, hint: 0, aside: null });
        report();
      },
    };
  });
}

export type LessonStore = ReturnType<typeof createLessonStore>;
