import { describe, expect, it } from 'vitest';
import {
  claimMismatches,
  courseIds,
  courseLesson,
  lancashireStart,
  measureLancashire,
  measurePittsburgh,
  pittsburghStart,
  previewLancashire,
  previewPittsburgh,
} from '../../src/tutorial/course';

describe('the course "From Lancashire to Pittsburgh": every number its text states comes from the engines', () => {
  it('has at least six lessons, the six intentions of the brief among them', () => {
    expect(courseIds.length).toBeGreaterThanOrEqual(6);
    for (const id of ['coal', 'iron', 'links', 'selling', 'loans', 'building-over']) expect(courseIds).toContain(id);
  });

  for (const id of courseIds) {
    describe(id, () => {
      const lesson = courseLesson(id);
      it('has both positions, valid', () => {
        expect(lesson).toBeDefined();
        expect(lancashireStart(lesson!)).not.toBeNull();
        expect(pittsburghStart(lesson!)).not.toBeNull();
      });
      for (const o of lesson?.lancashire.options ?? []) {
        it(`Lancashire, ${o.id}: the preview has the claimed numbers`, () => {
          const start = lancashireStart(lesson!)!;
          const measured = measureLancashire(start, previewLancashire(start, o.action), lesson!.lancashire.learner);
          expect(claimMismatches(o.claims, measured)).toEqual([]);
        });
      }
      for (const o of lesson?.pittsburgh.options ?? []) {
        it(`Pittsburgh, ${o.id}: the preview has the claimed numbers`, () => {
          const start = pittsburghStart(lesson!)!;
          const measured = measurePittsburgh(start, previewPittsburgh(start, o.action), lesson!.pittsburgh.learner);
          expect(claimMismatches(o.claims, measured)).toEqual([]);
        });
      }
    });
  }

  it('catches a wrong claim (the check can fail)', () => {
    const lesson = courseLesson('coal')!;
    const start = lancashireStart(lesson)!;
    const o = lesson.lancashire.options[0]!;
    const measured = measureLancashire(start, previewLancashire(start, o.action), 'red');
    expect(claimMismatches({ ...o.claims, cost: (o.claims.cost ?? 0) + 1 }, measured)).toHaveLength(1);
  });
});
