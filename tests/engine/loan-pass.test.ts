/** Loan (p.10) and pass (p.6–7). */
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

describe('pass', () => {
  it('takes 1 whiskey and still discards a card', () => {
    const { next } = ok(position(base()), { type: 'pass', card: 'ind-coal-1' });
    expect(player(next).whiskey).toBe(1);
    expect(player(next).hand).not.toContain('ind-coal-1');
    expect(player(next).discard).toContain('ind-coal-1');
    expect(next.actionsLeft).toBe(1);
  });
  it('FAQ whiskey: at 3 the pass is still allowed and the whiskey is lost', () => {
    const { next, effects } = ok(position(base({}, { whiskey: 3 })), { type: 'pass', card: 'ind-coal-1' });
    expect(player(next).whiskey).toBe(3);
    expect(effects).toContainEqual({ kind: 'whiskey', player: 'blue', delta: 0, lost: 1, reason: 'pass' });
  });
});

describe('every action', () => {
  it('needs a card in hand and an action left', () => {
    expect(refusal(position(base()), { type: 'pass', card: 'loc-new-york-1' })).toBe('card-not-in-hand');
    expect(refusal(position(base({ actionsLeft: 0 })), { type: 'pass', card: 'ind-coal-1' })).toBe('no-actions-left');
  });
  it('a malformed action is refused, never thrown', () => {
    const s = position(base());
    for (const bad of [
      null,
      42,
      'pass',
      {},
      { type: 'sell', card: 'ind-coal-1' },
      { type: 'pass' },
      { type: 'build', card: 'ind-coal-1' },
      { type: 'network', card: 'ind-coal-1', links: 'x' },
      { type: 'develop', card: 'ind-coal-1', tiles: [null] },
      { type: 'network', card: 'ind-coal-1', links: [null] },
    ]) {
      expect(refusal(s, bad as never)).toBe('malformed-action');
    }
  });
  it('a refused action leaves the state untouched; apply does not mutate its input', () => {
    const s = position(base());
    const copy = JSON.parse(JSON.stringify(s));
    ok(s, { type: 'loan', card: 'ind-coal-1' });
    refusal(s, { type: 'build', card: 'ind-coal-1', place: 'generator-4', space: 'pittsburgh-1' });
    expect(s).toEqual(copy);
  });
});
