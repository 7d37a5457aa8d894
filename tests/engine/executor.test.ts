/** What every action shares: a card from hand, an action left, structured refusals, no mutation of the input. */
import { describe, expect, it } from 'vitest';
import { legalActions, preview } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { base, ok, position, refusal } from './helpers.ts';

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

describe('garbage in', () => {
  it('preview refuses a state that is not a game state; legalActions lists nothing', () => {
    for (const bad of [null, 3, {}, { board: 'moon', players: [], turnOrder: [] }]) {
      expect(preview(bad as never, { type: 'pass', card: 'x' })).toMatchObject({ ok: false, error: { code: 'malformed-action' } });
      expect(legalActions(bad as never)).toEqual([]);
    }
  });
});
