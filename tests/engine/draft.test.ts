/** Answers written into drafts (core/draft.ts): along the dotted key only, never into the given draft. */
import { describe, expect, it } from 'vitest';
import { answer, answerer } from '../../src/engine/core/draft.ts';

const draft = () => ({ action: { type: 'network', card: 'c', links: [{ kind: 'lightRail', route: 'a-b' }] } });

describe('answers written into a draft', () => {
  it('make arrays for numeric segments and copy only the objects along the key', () => {
    const d = draft();
    const before = JSON.stringify(d);
    const next = answer(d, { key: 'links.0.sources.coal.1' }, { kind: 'vanderbilt' });
    expect(next.action).toEqual({
      type: 'network',
      card: 'c',
      links: [{ kind: 'lightRail', route: 'a-b', sources: { coal: [undefined, { kind: 'vanderbilt' }] } }],
    });
    expect(Array.isArray((next.action.links[0] as unknown as { sources: { coal: unknown } }).sources.coal)).toBe(true);
    expect(JSON.stringify(d)).toBe(before); // the given draft is unchanged
    const second = answer(d, { key: 'links.1' }, { kind: 'pipeline', route: 'x' });
    expect(second.action.links[0]).toBe(d.action.links[0]); // off the key: shared
  });

  it('copy the value, unless the values are the question’s own (`owned`)', () => {
    const value = { kind: 'market', market: 'm' };
    const copied = answerer(draft(), { key: 'links.0.sources.iron.0' })(value);
    const owned = answerer(draft(), { key: 'links.0.sources.iron.0' }, true)(value);
    const at = (d: { action: object }) => (d.action as { links: { sources: { iron: unknown[] } }[] }).links[0]?.sources.iron[0];
    expect(at(copied)).toEqual(value);
    expect(at(copied)).not.toBe(value);
    expect(at(owned)).toBe(value);
    // a merge keeps what was there and copies the value's fields either way
    const merged = answerer(draft(), { key: 'links.0', merge: true }, true)({ type: 'x' });
    expect(merged.action.links[0]).toEqual({ kind: 'lightRail', route: 'a-b', type: 'x' });
  });
});
