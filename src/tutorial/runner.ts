/**
 * The one controller of a lesson (pure: no React, no storage). It never judges a move itself:
 * every pick is turned into an engine action and shown through the engine's own preview (or
 * `advance` for an era end), so a refusal always carries the engine's reason code.
 */
import type { Action } from '../engine/rulesets/pittsburgh/actions/types.ts';
import type { RulesData } from '../engine/rulesets/pittsburgh/context.ts';
import type { Effect } from '../engine/rulesets/pittsburgh/effects.ts';
import { advance, preview, validate } from '../engine/rulesets/pittsburgh/index.ts';
import type { Refusal } from '../engine/rulesets/pittsburgh/reasons.ts';
import { defaultRules } from '../engine/rulesets/pittsburgh/rules-data.ts';
import type { GameState } from '../engine/rulesets/pittsburgh/state.ts';
import { failing } from './predicates.ts';
import type { ActionTemplate, Lesson, PickOn, Pred, Step, Trap } from './types.ts';

/** An engine action, or the lesson-8 step "resolve the era end" (the engine's `advance`). */
export type StepAction = Action | { type: 'advance' };

export type Phase = 'pick' | 'preview' | 'refused' | 'off-goal' | 'step-done' | 'done';

export interface LessonRun {
  stepIndex: number;
  /** The position the current step starts from. */
  state: GameState;
  /** Picked target per slot of the current step. */
  picks: Record<string, string>;
  phase: Phase;
  action?: StepAction;
  effects?: Effect[];
  next?: GameState;
  refusal?: Refusal;
  /** The refusal is the one this "try the wrong thing" step asks for. */
  expected?: boolean;
  /** Predicates not met after a confirm that missed the goal. */
  failed?: Pred[];
  /** Runs before each confirm / continue, for Back. */
  history: LessonRun[];
}

export type StartResult = { ok: true; state: GameState } | { ok: false; errors: { path: string; code: string }[] };

/** The lesson's starting position, validated by the engine. */
export function startLesson(lesson: Lesson, rules: RulesData = defaultRules): StartResult {
  const v = validate(lesson.setup, rules);
  return v.ok ? { ok: true, state: v.state } : { ok: false, errors: v.errors };
}

export function initialRun(state: GameState): LessonRun {
  return { stepIndex: 0, state, picks: {}, phase: 'pick', history: [] };
}

export function currentStep(lesson: Lesson, run: LessonRun): Step | undefined {
  return lesson.steps[run.stepIndex];
}

/** Which slot of the step a target belongs to: one of its picks, or one of its traps. */
export function slotOf(step: Step, target: string): { slot: string; on: PickOn; trap?: Trap } | undefined {
  const s = step.picks.find((p) => p.options.includes(target));
  if (s) return { slot: s.slot, on: s.on };
  const trap = step.traps?.find((t) => t.target === target);
  return trap ? { slot: trap.slot, on: trap.on, trap } : undefined;
}

/** Every target the learner may pick in the step on one side (board, mat, buttons): its options, then its traps. */
export function pickTargets(step: Step, on: PickOn): string[] {
  const own = step.picks.filter((p) => p.on === on).flatMap((p) => p.options);
  const traps = (step.traps ?? []).filter((t) => t.on === on).map((t) => t.target);
  return [...own, ...traps.filter((x) => !own.includes(x))];
}

function fill(t: unknown, values: Record<string, unknown>): unknown {
  if (typeof t === 'string' && t.startsWith('$')) return values[t.slice(1)];
  if (Array.isArray(t)) return t.map((x) => fill(x, values));
  if (t !== null && typeof t === 'object') return Object.fromEntries(Object.entries(t).map(([k, v]) => [k, fill(v, values)]));
  return t;
}

/** The engine action of a step once every slot is picked; null while one is missing. */
export function buildAction(step: Step, picks: Record<string, string>): StepAction | null {
  const values: Record<string, unknown> = {};
  for (const [slot, id] of Object.entries(picks)) {
    const trap = step.traps?.find((t) => t.target === id && t.slot === slot);
    if (trap?.action) return fill(trap.action, { [slot]: trap.value ?? id }) as StepAction;
    if (trap && trap.value !== undefined) values[slot] = trap.value;
  }
  for (const s of step.picks) {
    const id = picks[s.slot];
    if (id === undefined) return null;
    if (!(s.slot in values)) values[s.slot] = s.values && id in s.values ? s.values[id] : id;
  }
  return fill(step.action as ActionTemplate, values) as StepAction;
}

export type StepPreview = { ok: true; effects: Effect[]; next: GameState } | { ok: false; error: Refusal };

/** The engine's predicted result (the action alone, no turn flow), or its refusal. */
export function previewStep(state: GameState, action: StepAction, rules: RulesData = defaultRules): StepPreview {
  if (action.type === 'advance') {
    const r = advance(state, rules);
    return { ok: true, effects: r.effects, next: r.state };
  }
  return preview(state, action, rules);
}

/** Did the step reach its goal? */
export function check(step: Step, before: GameState, after: GameState, effects: readonly Effect[]): { ok: boolean; failed: Pred[] } {
  if (!step.success) return { ok: true, failed: [] };
  const failed = failing(step.success, { before, after, effects });
  return { ok: failed.length === 0, failed };
}

const clean = (run: LessonRun): LessonRun => ({
  stepIndex: run.stepIndex,
  state: run.state,
  picks: run.picks,
  phase: 'pick',
  history: run.history,
});

/** Pick (or un-pick) a target; once every slot is chosen the engine previews the action. */
export function pick(lesson: Lesson, run: LessonRun, target: string, rules: RulesData = defaultRules): LessonRun {
  const step = currentStep(lesson, run);
  if (!step || run.phase === 'step-done' || run.phase === 'done') return run;
  const slot = slotOf(step, target);
  if (!slot) return run;
  // A trap with its own action stands alone; any other pick drops such a trap.
  let picks = Object.fromEntries(Object.entries(run.picks).filter(([, id]) => !step.traps?.some((t) => t.target === id && t.action)));
  if (slot.trap?.action) picks = {};
  if (run.picks[slot.slot] === target && run.phase === 'pick') delete picks[slot.slot];
  else picks[slot.slot] = target;
  const base = { ...clean(run), picks };
  const action = buildAction(step, picks);
  if (!action) return base;
  const r = previewStep(run.state, action, rules);
  if (!r.ok) return { ...base, phase: 'refused', action, refusal: r.error, expected: step.refusal === r.error.code };
  return { ...base, phase: 'preview', action, effects: r.effects, next: r.next };
}

/** Confirm the previewed action: the position moves on, and the predicates decide. */
export function confirm(lesson: Lesson, run: LessonRun): LessonRun {
  const step = currentStep(lesson, run);
  if (!step || run.phase !== 'preview' || !run.next || !run.effects) return run;
  const history = [...run.history, run];
  const c = step.refusal ? { ok: false, failed: [] } : check(step, run.state, run.next, run.effects);
  if (!c.ok) return { ...run, phase: 'off-goal', failed: c.failed, history };
  const last = run.stepIndex === lesson.steps.length - 1;
  return { ...run, phase: last ? 'done' : 'step-done', history };
}

/** After a finished step (or the expected refusal): the next step, from the new position. */
export function proceed(lesson: Lesson, run: LessonRun): LessonRun {
  const refusalSeen = run.phase === 'refused' && run.expected;
  if (run.phase !== 'step-done' && !refusalSeen) return run;
  if (run.stepIndex >= lesson.steps.length - 1) return run;
  const state = refusalSeen ? run.state : (run.next ?? run.state);
  return { stepIndex: run.stepIndex + 1, state, picks: {}, phase: 'pick', history: [...run.history, run] };
}

/** Back: from a preview or refusal to picking; after a confirm or a step change, undo it. */
export function back(run: LessonRun): LessonRun {
  if (run.phase === 'preview' || run.phase === 'refused') return { ...clean(run), picks: {} };
  const prev = run.history[run.history.length - 1];
  if (!prev) return { ...clean(run), picks: {} };
  return prev;
}

/** Kind of a board id, to tell which slot a click on it could fill. */
export function targetKind(id: string): 'line' | 'route' | 'market' | 'space' | 'place' {
  if (id.includes('~')) return 'line';
  if (id.includes('>')) return 'route';
  if (id.startsWith('market-')) return 'market';
  if (/-\d+$/.test(id)) return 'space';
  return 'place';
}

/** Why a click on something that is not one of the step's picks does nothing (see explain). */
export interface Aside {
  target: string;
  /** The engine's refusal of the action the click forms with the step's other picks. */
  refusal?: Refusal;
  action?: StepAction;
  /** The engine would allow it, but it is not this step's move. */
  legal?: boolean;
}

/**
 * A click on a board object outside the step's picks: when it can fill a slot of the step (a space
 * where a space is picked, a line where a line is…), the action it forms with the other picks so far
 * (or the solution's) is put to the engine, and its refusal is the answer; otherwise just the target.
 */
export function explain(lesson: Lesson, run: LessonRun, target: string, rules: RulesData = defaultRules): Aside {
  const step = currentStep(lesson, run);
  if (!step) return { target };
  const slot = step.picks.find((p) => p.on === 'board' && p.options.some((o) => targetKind(o) === targetKind(target)));
  if (!slot) return { target };
  const action = buildAction(step, { ...step.solution, ...run.picks, [slot.slot]: target });
  if (!action || action.type === 'advance') return { target };
  const r = previewStep(run.state, action, rules);
  return r.ok ? { target, action, legal: true } : { target, action, refusal: r.error };
}

/** The picks of every step before `stepIndex`, replayed from their solutions: where a saved lesson resumes. */
export function resumeAt(lesson: Lesson, run: LessonRun, stepIndex: number, rules: RulesData = defaultRules): LessonRun {
  let r = run;
  while (r.stepIndex < Math.min(stepIndex, lesson.steps.length - 1)) {
    const step = currentStep(lesson, r);
    if (!step) return r;
    const before = r.stepIndex;
    for (const target of Object.values(step.solution))
      if (r.picks[slotOf(step, target)?.slot ?? ''] !== target) r = pick(lesson, r, target, rules);
    if (r.phase === 'preview') r = confirm(lesson, r);
    r = proceed(lesson, r);
    if (r.stepIndex === before) return run; // the solution no longer works: start from the beginning
  }
  return r;
}

/** Stars of a finished lesson: 3 within par (hints + wrong tries), 2 up to par + 2, else 1. */
export function starsFor(par: number, hints: number, wrong: number): 1 | 2 | 3 {
  const cost = hints + wrong;
  return cost <= par ? 3 : cost <= par + 2 ? 2 : 1;
}

/** Is the lesson finished? */
export const isDone = (run: LessonRun) => run.phase === 'done';

/** The learner is still working on the step: picking, reading the prediction, or reading a refusal. */
export const isActive = (run: LessonRun) => run.phase === 'pick' || run.phase === 'preview' || run.phase === 'refused';

/** The position the board, the panel and the mat show: after the move once it is confirmed (done, or off the goal), before it otherwise. */
export const shownState = (run: LessonRun): GameState =>
  (run.phase === 'step-done' || run.phase === 'done' || run.phase === 'off-goal') && run.next ? run.next : run.state;
