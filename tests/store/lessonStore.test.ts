/** The lesson store's coach: the hint ladder, wrong tries, stars at the end, saved progress and resume. */
import { describe, expect, it } from 'vitest';
import { createLessonStore, type LessonSnapshot } from '../../src/store/lessonStore';
import { lessonById } from '../../src/ui/lesson/lessonData';

const lesson = (id: string) => {
  const l = lessonById(id);
  if (!l) throw new Error(id);
  return l;
};

describe('hint ladder', () => {
  it('climbs 1 → 2 → 3, stops at 3, counts each rung, and starts again on the next step', () => {
    const s = createLessonStore(lesson('iron-by-rail'));
    expect(s.getState().hint).toBe(0);
    s.getState().nextHint();
    s.getState().nextHint();
    s.getState().nextHint();
    s.getState().nextHint();
    expect(s.getState().hint).toBe(3);
    expect(s.getState().tally.hints).toBe(3);
    s.getState().pick('kerosene-2');
    s.getState().pick('new-york-1');
    expect(s.getState().run?.expected).toBe(true);
    s.getState().proceed();
    expect(s.getState().run?.stepIndex).toBe(1);
    expect(s.getState().hint).toBe(0);
    expect(s.getState().tally.hints).toBe(3);
  });
});

describe('wrong tries and stars', () => {
  it('counts a trap and a legal move off the goal, not the expected refusal; the stars follow par', () => {
    let stars = 0;
    const s = createLessonStore(lesson('coal-mine-market'), { onDone: (_, n) => (stars = n) });
    s.getState().pick('pittsburgh-1');
    expect(s.getState().run?.refusal?.code).toBe('card-does-not-allow');
    expect(s.getState().tally.wrong).toBe(1);
    s.getState().back();
    s.getState().pick('clarksburg-1');
    s.getState().confirm();
    expect(s.getState().run?.phase).toBe('done');
    expect(stars).toBe(3); // 0 hints + 1 wrong = par 1
    const w = createLessonStore(lesson('whiskey-wild'), { onDone: (_, n) => (stars = n) });
    w.getState().nextHint();
    w.getState().nextHint();
    w.getState().pick('card-plain');
    w.getState().pick('new-york-1');
    w.getState().pick('card-wild');
    expect(w.getState().tally).toEqual({ hints: 2, wrong: 1 });
    w.getState().confirm();
    expect(stars).toBe(2);
  });
  it('the expected refusal of a "try the wrong thing" step is not a wrong try', () => {
    const s = createLessonStore(lesson('iron-by-rail'));
    s.getState().pick('kerosene-2');
    s.getState().pick('new-york-1');
    expect(s.getState().tally.wrong).toBe(0);
  });
});

describe('saved progress and resume', () => {
  it('reports the step and tally as they change, and resumes a saved lesson at its step with its tally', () => {
    const saved: LessonSnapshot[] = [];
    const s = createLessonStore(lesson('iron-by-rail'), { onProgress: (_, at) => saved.push(at) });
    s.getState().nextHint();
    s.getState().pick('kerosene-2');
    s.getState().pick('new-york-1');
    s.getState().proceed();
    expect(saved.at(-1)).toEqual({ step: 1, hints: 1, wrong: 0 });
    const again = createLessonStore(lesson('iron-by-rail'), { resume: saved.at(-1)! });
    expect(again.getState().run?.stepIndex).toBe(1);
    expect(again.getState().tally).toEqual({ hints: 1, wrong: 0 });
    // the resumed position is the real one: the second step's move works
    again.getState().pick('kerosene-2');
    again.getState().pick('cleveland-3');
    again.getState().confirm();
    expect(again.getState().run?.phase).toBe('done');
  });
  it('an explanation of a click elsewhere is kept until the next pick', () => {
    const s = createLessonStore(lesson('light-rail-coal'));
    s.getState().explain('cleveland~erie');
    expect(s.getState().aside?.refusal?.code).toBe('not-in-network');
    s.getState().pick('columbus~pittsburgh');
    expect(s.getState().aside).toBeNull();
  });
});
