/** Every lesson's intended solution, played through the runner to the end, with the seed's exact numbers. */
import { describe, expect, it } from 'vitest';
import type { Effect, GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';
import {
  back,
  buildAction,
  confirm,
  initialRun,
  isActive,
  isDone,
  pick,
  proceed,
  shownState,
  startLesson,
  type LessonRun,
} from '../../src/tutorial/runner.ts';
import type { Lesson } from '../../src/tutorial/types.ts';
import { lessonById, lessonList } from '../../src/ui/lesson/lessonData.ts';
import index from '../../content/lessons.json';
import { SOLUTIONS } from './solutions.ts';

function lesson(id: string): Lesson {
  const l = lessonById(id);
  if (!l) throw new Error(`no lesson ${id}`);
  return l;
}

function begin(l: Lesson): LessonRun {
  const s = startLesson(l);
  if (!s.ok) throw new Error(JSON.stringify(s.errors));
  return initialRun(s.state);
}

/** Plays the intended solution; returns the run at the end and the last preview's effects. */
function play(id: string): { run: LessonRun; effects: Effect[]; before: GameState; after: GameState } {
  const l = lesson(id);
  let run = begin(l);
  let effects: Effect[] = [];
  let before = run.state;
  let after = run.state;
  const steps = SOLUTIONS[id] ?? [];
  steps.forEach((targets, i) => {
    for (const t of targets) run = pick(l, run, t);
    if (l.steps[i]?.refusal) {
      expect(run.phase).toBe('refused');
      expect(run.expected).toBe(true);
    } else {
      expect(run.phase, JSON.stringify(run.refusal)).toBe('preview');
      effects = run.effects ?? [];
      before = run.state;
      after = run.next ?? run.state;
      run = confirm(l, run);
    }
    if (i < steps.length - 1) run = proceed(l, run);
  });
  return { run, effects, before, after };
}

const p = (s: GameState, c = 'blue') => s.players.find((x) => x.colour === c)!;
const ofKind = <K extends Effect['kind']>(e: Effect[], k: K) => e.filter((x): x is Extract<Effect, { kind: K }> => x.kind === k);

describe('lesson data', () => {
  it('every lesson of content/lessons.json has a data file with a valid position and a solution', () => {
    expect(lessonList.map((l) => l.id)).toEqual(index.lessons.map((l) => l.id));
    for (const l of lessonList) {
      expect(startLesson(l).ok).toBe(true);
      expect(SOLUTIONS[l.id]?.length).toBe(l.steps.length);
    }
  });
  it('every step either has success predicates or an expected refusal', () => {
    for (const l of lessonList) for (const s of l.steps) expect(Boolean(s.success) !== Boolean(s.refusal)).toBe(true);
  });
});

describe.each(lessonList.map((l) => l.id))('lesson %s', (id) => {
  it('the intended solution reaches success', () => {
    const { run } = play(id);
    expect(run.phase).toBe('done');
    expect(isDone(run)).toBe(true);
  });
});

describe('exact numbers of the seed', () => {
  it('lesson 1: New York refused (iron-not-connected); Kerosene II developed with Cleveland iron by rail, cash stays $30, nothing built', () => {
    const l = lesson('iron-by-rail');
    let run = begin(l);
    run = pick(l, run, 'kerosene-2');
    expect(run.phase).toBe('pick');
    run = pick(l, run, 'new-york-1');
    expect(run.refusal?.code).toBe('iron-not-connected');
    const { effects, after } = play('iron-by-rail');
    expect(ofKind(effects, 'cube')[0]).toMatchObject({
      good: 'iron',
      source: { space: 'cleveland-3' },
      path: ['cleveland', 'pittsburgh'],
      price: 0,
    });
    expect(p(after).cash).toBe(30);
    expect(after.industries).toHaveLength(3);
  });
  it('lesson 1: in the second step New York is still refused by the engine, not by the lesson', () => {
    const l = lesson('iron-by-rail');
    let run = proceed(l, pick(l, pick(l, begin(l), 'kerosene-2'), 'new-york-1'));
    expect(run.stepIndex).toBe(1);
    run = pick(l, pick(l, run, 'kerosene-2'), 'new-york-1');
    expect(run.phase).toBe('refused');
    expect(run.expected).toBe(false);
    expect(run.refusal?.code).toBe('iron-not-connected');
  });
  it('lesson 2: $5 and 1 iron; sells 2 coal for $6; 1 coal stays, not flipped; spending stays $5', () => {
    const { effects, after } = play('coal-mine-market');
    expect(ofKind(effects, 'market-sale')).toEqual([expect.objectContaining({ count: 2, cash: 6 })]);
    expect(p(after).cash).toBe(31);
    expect(p(after).spentThisRound).toBe(5);
    expect(after.industries.find((i) => i.space === 'clarksburg-1')).toMatchObject({ flipped: false, cubes: { coal: 1 } });
  });
  it('lesson 3: 1 coal from the own Pittsburgh mine, no cash; the printed line bonus gives 1 whiskey', () => {
    const { effects, after } = play('light-rail-coal');
    expect(ofKind(effects, 'cube').map((c) => [c.good, c.source])).toEqual([
      ['coal', { kind: 'industry', space: 'pittsburgh-1', owner: 'blue' }],
    ]);
    expect(ofKind(effects, 'cash')).toEqual([]);
    expect(p(after).whiskey).toBe(1);
  });
  it('lesson 4: 1 iron; +1 oil; reveal: +3 income spaces (10 → 13); the data tile keeps 1 oil for the next era', () => {
    const { effects, after } = play('pipeline-exploration');
    expect(ofKind(effects, 'oil')).toEqual([{ kind: 'oil', field: 'venango', delta: 1, reason: 'pipeline-barrels' }]);
    expect(ofKind(effects, 'income')).toEqual([expect.objectContaining({ from: 10, to: 13 })]);
    expect(after.oilFields.venango?.pendingOil).toBe(1);
  });
  it('lesson 5: Orange +$10, learner +$15, +4 income spaces, no VP at the sale', () => {
    const { before, after } = play('sale-oil-merchant');
    expect(p(after, 'orange').cash - p(before, 'orange').cash).toBe(10);
    expect(p(after).cash - p(before).cash).toBe(15);
    expect(p(after).incomeSpace - p(before).incomeSpace).toBe(4);
    expect(p(after).vp).toBe(0);
  });
  it('lesson 6: cash $30 → $18, 1 whiskey spent, no cubes, unflipped; without whiskey the card is refused', () => {
    const { before, after, effects } = play('whiskey-wild');
    expect([p(before).cash, p(after).cash]).toEqual([30, 18]);
    expect(ofKind(effects, 'cube')).toEqual([]);
    expect(after.industries[0]?.flipped).toBe(false);
    const l = lesson('whiskey-wild');
    const r = pick(l, pick(l, begin(l), 'card-plain'), 'new-york-1');
    expect(r.refusal?.code).toBe('card-does-not-allow');
    const mismatch = pick(l, pick(l, begin(l), 'card-wild'), 'new-york-3');
    expect(mismatch.refusal?.code).toBe('space-icon-mismatch');
  });
  it('lesson 7: space 20 → 14 (level 5 → 2), cash $5 → $35', () => {
    const { before, after } = play('loan-levels');
    expect([p(before).incomeSpace, p(after).incomeSpace]).toEqual([20, 14]);
    expect([p(before).cash, p(after).cash]).toEqual([5, 35]);
  });
  it('lesson 8: 13 VP (3 + 5 + 1 + 4); light rail and level-I industry removed; 3 oil added; 8 cards drawn', () => {
    const { after, effects } = play('era-scoring');
    expect(p(after).vp).toBe(13);
    expect(ofKind(effects, 'link-score').map((e) => e.vp)).toEqual([3, 5]);
    expect(ofKind(effects, 'industry-score').map((e) => e.vp)).toEqual([1, 4]);
    expect(after.oilFields['lima-findlay']?.oil).toBe(3);
    expect(p(after).hand).toHaveLength(8);
  });
});

describe('runner controls', () => {
  it('buildAction fills the template and waits for every slot', () => {
    const step = lesson('whiskey-wild').steps[0]!;
    expect(buildAction(step, { wild: 'card-wild' })).toBeNull();
    expect(buildAction(step, { wild: 'card-wild', space: 'new-york-2' })).toEqual({
      type: 'build',
      card: 'loc-cleveland-1',
      wild: true,
      place: 'manufacturer-1',
      space: 'new-york-2',
    });
  });
  it('ignores targets that are not pickable in the step', () => {
    const l = lesson('loan-levels');
    const run = begin(l);
    expect(pick(l, run, 'pittsburgh-1')).toBe(run);
  });
  it('Back leaves a preview, and undoes a confirm', () => {
    const l = lesson('loan-levels');
    const shown = pick(l, begin(l), 'loan');
    expect(back(shown).phase).toBe('pick');
    const done = confirm(l, shown);
    expect(done.phase).toBe('done');
    const undone = back(done);
    expect(undone.phase).toBe('preview');
    expect(p(undone.state).cash).toBe(5);
  });
  it('a confirm that misses the goal names the failing predicates', () => {
    const l: Lesson = {
      ...lesson('loan-levels'),
      steps: [{ ...lesson('loan-levels').steps[0]!, success: { is: 'cashIs', player: 'blue', n: 99 } }],
    };
    const r = confirm(l, pick(l, begin(l), 'loan'));
    expect(r.phase).toBe('off-goal');
    expect(r.failed).toEqual([{ is: 'cashIs', player: 'blue', n: 99 }]);
    // The board, the panel and the mat all show the move as made (the loan's $30), not the old $5.
    expect(isActive(r)).toBe(false);
    expect(p(shownState(r)).cash).toBe(35);
    expect(p(shownState(pick(l, begin(l), 'loan'))).cash).toBe(5);
  });
  it('an invalid position is reported, never thrown', () => {
    const r = startLesson({ ...lesson('loan-levels'), setup: { players: [] } });
    expect(r.ok).toBe(false);
  });
});
