import { describe, expect, it } from 'vitest';
import { preview } from '../../src/engine/rulesets/pittsburgh';
import { COST_RULES, costChoices, costDrillFor, costDrillsIn, practiceDrillFor } from '../../src/tutorial/costDrills';
import { DRILL_TOPICS } from '../../src/tutorial/drills';

const cashOf = (s: { players: { colour: string; cash: number }[] }, colour: string) =>
  s.players.find((p) => p.colour === colour)?.cash ?? NaN;

describe('cost drills: "what will this move cost?"', () => {
  it.each(COST_RULES.map((faq) => [faq, DRILL_TOPICS.find((t) => t.faq === faq)!.sources[0]!]))(
    '%s: the first position gives cost drills whose answer is the cash the move takes from the mover',
    (faq, source) => {
      const drills = costDrillsIn(source, faq);
      expect(drills.length, `${faq} in ${source}`).toBeGreaterThan(0);
      for (const d of drills) {
        expect(d.choices).toHaveLength(3);
        expect(new Set(d.choices).size).toBe(3);
        expect(d.choices).toContain(d.answer);
        expect([...d.choices].sort((a, b) => a - b)).toEqual(d.choices);
        // the move played on the mover's view: their cash falls by exactly the answer
        const r = preview(d.state, d.move);
        expect(r.ok).toBe(true);
        if (r.ok) expect(cashOf(d.state, d.mover) - cashOf(r.next, d.mover)).toBe(d.answer);
        expect(d.action).toBe(faq === 'link-costs' ? 'network' : d.move.type);
      }
    },
  );

  it('link costs in the develop-choice position: a Light Train whose coal comes from the Vanderbilt at $7, the coal-free price beside it', () => {
    const d = costDrillsIn('scenario:choice-develop-iron-or-steel', 'link-costs').find((x) => x.answer === 7);
    expect(d).toBeDefined();
    expect(d!.effects.some((e) => e.kind === 'cube' && e.good === 'coal' && e.price === 7)).toBe(true);
    expect(d!.choices).toEqual([0, 7, 9]);
  });

  it('resource priority in lesson 1: a develop whose iron comes free from an Iron & Steel costs $0', () => {
    const d = costDrillsIn('scenario:lesson-1-iron-needs-rail', 'resource-priority')[0];
    expect(d?.move.type).toBe('develop');
    expect(d?.answer).toBe(0);
    expect(d!.effects.some((e) => e.kind === 'cube' && e.good === 'iron' && e.source.kind === 'industry' && e.price === 0)).toBe(true);
  });

  it('the other amounts: the price without the cubes first, then a step either side, never below $0', () => {
    expect(costChoices(12, 5)).toEqual([7, 12, 15]);
    expect(costChoices(7, 0)).toEqual([5, 7, 9]);
    expect(costChoices(0, 0)).toEqual([0, 2, 4]);
  });

  it('the practice page alternates: a cost drill first on a rule a cost turns on, then the option drill; other rules never ask a cost', () => {
    expect(practiceDrillFor('link-costs', 0)?.kind).toBe('cost');
    expect(practiceDrillFor('link-costs', 1)?.kind).toMatch(/^(refused|legal)$/);
    expect(practiceDrillFor('link-costs', 2)?.id).toBe(costDrillFor('link-costs', 1)?.id);
    for (let n = 0; n < 3; n++) expect(practiceDrillFor('your-network', n)?.kind).not.toBe('cost');
  });
});
