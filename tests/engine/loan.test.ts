/** Loan (p.10): $30, income down 3 LEVELS to the highest space of the new level; not spending. */
import { describe, expect, it } from 'vitest';
import { base, ok, player, position, refusal } from './helpers.ts';

describe('loan', () => {
  it.each([
    [10, 7],
    [20, 14],
    [14, 9],
    [3, 0],
    [40, 33],
  ])('from space %i the marker lands on space %i; +30 cash, not spending', (from, to) => {
    const { next, effects } = ok(position(base({}, { incomeSpace: from })), { type: 'loan', card: 'ind-coal-1' });
    expect(player(next)).toMatchObject({ incomeSpace: to, cash: 60, spentThisRound: 0 });
    expect(effects[0]).toEqual({ kind: 'discard', player: 'blue', card: 'ind-coal-1', wild: false });
  });
  it('is refused when income would go below level −10', () => {
    expect(refusal(position(base({}, { incomeSpace: 2 })), { type: 'loan', card: 'ind-coal-1' })).toBe('income-below-minimum');
  });
});
