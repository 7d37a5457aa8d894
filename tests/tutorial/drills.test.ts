import { describe, expect, it } from 'vitest';
import { nextChoice, preview, reasonInfo, type Action, type ReasonCode } from '../../src/engine/rulesets/pittsburgh';
import { DRILL_TOPICS, drillFor, drillsIn, sourceState } from '../../src/tutorial/drills';

describe('practice drills', () => {
  it('every position named in content/practice.json exists', () => {
    for (const t of DRILL_TOPICS) for (const s of t.sources) expect(sourceState(s), s).not.toBeNull();
    expect(DRILL_TOPICS.length).toBeGreaterThanOrEqual(4);
  });

  it.each(DRILL_TOPICS.map((t) => [t.faq, t.sources[0]!]))(
    '%s: the first position gives a drill whose answer is what the engine says',
    (faq, source) => {
      const drills = drillsIn(source, faq);
      expect(drills.length, `${faq} in ${source}`).toBeGreaterThan(0);
      for (const d of drills.slice(0, 3)) {
        expect(d.options).toHaveLength(3);
        // ask the engine again at the drill's question: each shown option's legality and rule are its own
        const draft = d.steps.length ? d.steps[d.steps.length - 1]!.option.draft : { action: {} };
        const c = nextChoice(d.state, draft);
        expect(c.status).toBe('choose');
        if (c.status !== 'choose') continue;
        expect(c.choice.key).toBe(d.question.key);
        for (const o of d.options) {
          const fresh = c.choice.options.find((x) => x.id === o.id);
          expect(fresh, o.id).toBeDefined();
          const right = o.id === d.answer;
          const refusedOne = d.kind === 'refused' ? right : !right;
          expect(fresh!.legal).toBe(!refusedOne);
          if (refusedOne)
            expect(
              reasonInfo(fresh!.refusal!.code as ReasonCode, {
                action: d.action,
                ...(fresh!.refusal!.params ? { params: fresh!.refusal!.params } : {}),
              }).faq,
            ).toBe(faq);
        }
      }
    },
  );

  it('a refused option is refused by the executor itself with that code once completed with legal answers', () => {
    const d = drillsIn('scenario:lesson-3-light-rail-and-coal', 'your-network').find((x) => x.kind === 'refused');
    expect(d).toBeDefined();
    const bad = d!.options.find((o) => o.id === d!.answer)!;
    expect(bad.refusal?.code).toBe('not-in-network');
    // the legal options shown complete into actions the engine accepts
    const ok = d!.options.find((o) => o.id !== d!.answer)!;
    const c = nextChoice(d!.state, ok.draft);
    const action = c.status === 'complete' ? c.action : c.status === 'choose' ? c.ready : undefined;
    expect(action).toBeDefined();
    expect(preview(d!.state, action as Action).ok).toBe(true);
  });

  it('the variant number changes the drill, the same number gives the same drill', () => {
    const a = drillFor('dedicated-spaces', 0);
    const b = drillFor('dedicated-spaces', 0);
    const c = drillFor('dedicated-spaces', 1);
    expect(a?.id).toBe(b?.id);
    expect(a?.id).not.toBe(c?.id);
    expect(drillFor('no-such-rule')).toBeNull();
  });
});
