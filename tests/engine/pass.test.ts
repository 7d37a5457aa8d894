/** Pass (p.6–7): take 1 whiskey, still discard a card. */
import { describe, expect, it } from 'vitest';
import { base, ok, player, position } from './helpers.ts';

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
