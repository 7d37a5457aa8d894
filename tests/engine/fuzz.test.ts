/**
 * A short run of the fuzzer in the unit suite (the long runs: `npm run fuzz`, figures in
 * docs/fuzzing.md): games from the choice enumerator, mid-game starts and illegal attempts, with
 * no invariant broken, no engine fault, no attempt that throws or changes its state.
 */
import { describe, expect, it } from 'vitest';
import { effectKinds, missing } from '../../src/engine/rulesets/pittsburgh/fuzz/coverage.ts';
import { fuzz } from '../../src/engine/rulesets/pittsburgh/fuzz/fuzz.ts';

describe.each([2, 3, 4] as const)('%i players: a short fuzz run', (players) => {
  const r = fuzz({ players, games: 6, seed: 100 * players, mid: 0.5, illegal: 2 });
  it('every game finishes, nothing breaks', () => {
    expect(r.failures).toEqual([]);
    expect(r.internalErrors).toBe(0);
    expect(r.finished).toBe(r.games);
    expect(r.attempts).toBeGreaterThan(r.steps);
  });
  it('reaches most effect kinds and refusal codes already', () => {
    const gap = missing(r.coverage);
    expect(gap.effects.length).toBeLessThan(effectKinds.length / 4);
    expect(r.coverage.effects['link-built']).toBeGreaterThan(0);
    expect(r.coverage.refusals['industry-first']).toBeGreaterThan(0);
    expect(r.coverage.refusals['not-enough-cash']).toBeGreaterThan(0);
    expect(r.coverage.refusals['malformed-action']).toBeGreaterThan(0);
  });
});

describe('the coverage report', () => {
  it('names what never occurred', () => {
    const r = fuzz({ players: 2, games: 1, seed: 5, mid: 0, illegal: 0 });
    const gap = missing(r.coverage);
    expect(gap.refusals).toContain('unknown-market'); // only illegal attempts produce it
    expect(gap.effects).not.toContain('discard');
  });
});
