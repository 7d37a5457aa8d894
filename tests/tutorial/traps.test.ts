/** Every lesson's tempting wrong moves are refused by the engine with their rule; clicks elsewhere are explained; resume and stars. */
import { describe, expect, it } from 'vitest';
import { explain, initialRun, pick, pickTargets, resumeAt, startLesson, starsFor, type LessonRun } from '../../src/tutorial/runner.ts';
import type { Lesson } from '../../src/tutorial/types.ts';
import { lessonById, lessonList } from '../../src/ui/lesson/lessonData.ts';
import { SOLUTIONS } from './solutions.ts';

const begin = (l: Lesson): LessonRun => {
  const s = startLesson(l);
  if (!s.ok) throw new Error(`${l.id}: invalid position`);
  return initialRun(s.state);
};
const lesson = (id: string) => {
  const l = lessonById(id);
  if (!l) throw new Error(id);
  return l;
};

describe('traps', () => {
  it('every lesson has at least one trap, and the engine refuses each with the rule written in the data', () => {
    for (const l of lessonList) {
      expect(l.steps.flatMap((s) => s.traps ?? []).length, l.id).toBeGreaterThan(0);
      let run = begin(l);
      l.steps.forEach((step, i) => {
        for (const trap of step.traps ?? []) {
          // pick the trap, completing the other slots with the step's solution
          let r = run;
          for (const [slot, target] of Object.entries(step.solution)) if (slot !== trap.slot && !trap.action) r = pick(l, r, target);
          r = pick(l, r, trap.target);
          expect(r.phase, `${l.id} ${trap.target}`).toBe('refused');
          expect(r.refusal?.code, `${l.id} ${trap.target}`).toBe(trap.refusal);
          expect(r.expected).toBe(false);
        }
        // the solution in the data matches the one the runner tests use
        expect(Object.values(step.solution).sort()).toEqual([...(SOLUTIONS[l.id]?.[i] ?? [])].sort());
        if (i < l.steps.length - 1) run = resumeAt(l, begin(l), i + 1);
      });
    }
  });

  it('trap targets are pickable beside the options', () => {
    const l = lesson('iron-by-rail');
    expect(pickTargets(l.steps[1]!, 'board')).toEqual(['cleveland-3', 'new-york-1']);
    expect(pickTargets(l.steps[1]!, 'mat')).toEqual(['kerosene-2', 'kerosene-3']);
    expect(pickTargets(lesson('loan-levels').steps[0]!, 'button')).toEqual(['loan', 'build-coal']);
  });

  it('a trap with its own action drops the picks before it, and a normal pick drops the trap', () => {
    const l = lesson('whiskey-wild');
    let r = pick(l, begin(l), 'card-plain');
    r = pick(l, r, 'new-york-1');
    expect(r.refusal?.code).toBe('card-does-not-allow');
    const e = lesson('era-scoring');
    const trapped = pick(e, begin(e), 'detroit-1');
    expect(trapped.refusal?.code).toBe('no-actions-left');
    const right = pick(e, trapped, 'score-era');
    expect(right.phase).toBe('preview');
  });
});

describe('explain (a click outside the step)', () => {
  it('forms the action with the other picks and gives the engine refusal', () => {
    const l = lesson('coal-mine-market');
    const a = explain(l, begin(l), 'clarksburg-3');
    expect(a.refusal?.code).toBe('space-taken');
    const far = explain(l, begin(l), 'new-york-1');
    expect(far.refusal?.code).toBe('space-icon-mismatch');
  });
  it('says when the engine would allow it, and gives only the target when no action can be formed', () => {
    const l = lesson('coal-mine-market');
    expect(explain(l, begin(l), 'clarksburg-2')).toMatchObject({ target: 'clarksburg-2', legal: true });
    expect(explain(l, begin(l), 'cleveland~pittsburgh')).toEqual({ target: 'cleveland~pittsburgh' });
    const s = lesson('sale-oil-merchant');
    expect(explain(s, begin(s), 'cleveland-1').refusal?.code).toBe('no-industry-there');
  });
});

describe('resume and stars', () => {
  it('resumes at a saved step by replaying the solutions before it', () => {
    const l = lesson('iron-by-rail');
    const r = resumeAt(l, begin(l), 1);
    expect(r.stepIndex).toBe(1);
    expect(r.phase).toBe('pick');
    expect(r.state.players.find((p) => p.colour === 'blue')?.mat['kerosene-2']).toBe(
      begin(l).state.players.find((p) => p.colour === 'blue')?.mat['kerosene-2'],
    );
    // a step beyond the last clamps to the last
    expect(resumeAt(l, begin(l), 9).stepIndex).toBe(1);
    expect(resumeAt(l, begin(l), 0).stepIndex).toBe(0);
  });
  it('gives 3 stars within par, 2 up to par + 2, else 1', () => {
    expect(starsFor(1, 0, 0)).toBe(3);
    expect(starsFor(1, 1, 0)).toBe(3);
    expect(starsFor(1, 1, 1)).toBe(2);
    expect(starsFor(1, 2, 1)).toBe(2);
    expect(starsFor(1, 3, 1)).toBe(1);
    expect(starsFor(0, 0, 1)).toBe(2);
  });
});
