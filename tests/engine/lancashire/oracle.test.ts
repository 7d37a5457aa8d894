/** The Lancashire rules oracle: known answers from the rule text, one position and action per case (src/engine/rulesets/lancashire/oracle/cases.json). */
import { describe, expect, it } from 'vitest';
import { lancashireCases, runCase } from '../../../src/engine/rulesets/lancashire/oracle/run.ts';
import { lancashireReasonCodes, lancashireReasons } from '../../../src/engine/rulesets/lancashire/reasons.ts';

describe('Lancashire rules oracle', () => {
  it.each(lancashireCases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    expect(runCase(c)).toEqual([]);
  });

  it('has at least 30 positions, covering the closest mine, both demand tracks, the Distant Market and the Rail-period loan limit', () => {
    const ids = lancashireCases.map((c) => c.id);
    expect(ids.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      'coal-closest-mine',
      'coal-tie-choose',
      'coal-demand-via-port',
      'iron-demand-track',
      'mine-fills-coal-demand',
      'works-fills-iron-demand',
      'distant-market-sale',
      'distant-market-reaches-bottom',
      'loan-rail-deck-exhausted',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('every refusal code but the engine fault is the answer of a case', () => {
    const answered = new Set(lancashireCases.map((c) => c.expect.refusal));
    expect(lancashireReasonCodes.filter((code) => code !== 'internal-error' && !answered.has(code))).toEqual([]);
  });

  it('each case names a section of the reasons table', () => {
    const sections = new Set(Object.values(lancashireReasons).map((r) => r.section));
    expect(lancashireCases.filter((c) => !sections.has(c.section as never)).map((c) => c.id)).toEqual([]);
  });

  it('a wrong expectation is reported (the runner can fail)', () => {
    const c = structuredClone(lancashireCases.find((x) => x.id === 'coal-closest-mine'));
    if (!c) throw new Error('case missing');
    c.expect.cash = { red: 15 };
    expect(runCase(c)).toEqual(['cash red: expected 15, got 16']);
  });
});
