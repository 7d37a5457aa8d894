import { describe, expect, it } from 'vitest';
import { preview, validate, type GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';
import {
  and,
  built,
  cashIs,
  effect,
  failing,
  flipped,
  holds,
  incomeSpaceIs,
  linked,
  not,
  or,
  vpIs,
  whiskeyIs,
} from '../../src/tutorial/predicates.ts';

const before = (() => {
  const v = validate({
    current: 'blue',
    round: 2,
    players: [{ colour: 'blue', cash: 30, whiskey: 1, hand: ['loc-cleveland-1'] }, { colour: 'orange' }],
    links: [{ owner: 'orange', kind: 'lightRail', route: 'cleveland~pittsburgh' }],
  });
  if (!v.ok) throw new Error('bad');
  return v.state;
})();
const r = preview(before, { type: 'build', card: 'loc-cleveland-1', wild: true, place: 'manufacturer-1', space: 'new-york-1' });
if (!r.ok) throw new Error('refused');
const f = { before, after: r.next as GameState, effects: r.effects };

describe('predicates', () => {
  it('read the state after the action', () => {
    expect(holds(cashIs('blue', 18), f)).toBe(true);
    expect(holds(cashIs('blue', 30), f)).toBe(false);
    expect(holds(whiskeyIs('blue', 0), f)).toBe(true);
    expect(holds(incomeSpaceIs('blue', 10), f)).toBe(true);
    expect(holds(vpIs('blue', 0), f)).toBe(true);
    expect(holds(built('blue', 'manufacturer-1', 'new-york-1'), f)).toBe(true);
    expect(holds(built('orange', 'manufacturer-1', 'new-york-1'), f)).toBe(false);
    expect(holds(flipped('new-york-1'), f)).toBe(false);
    expect(holds(linked('cleveland~pittsburgh'), f)).toBe(true);
    expect(holds(linked('cleveland~pittsburgh', 'blue'), f)).toBe(false);
    expect(holds(linked('cleveland~pittsburgh', 'orange', 'lightRail'), f)).toBe(true);
  });
  it('match effects partially, with a count', () => {
    expect(holds(effect('discard', { wild: true }), f)).toBe(true);
    expect(holds(effect('cash', { delta: -12, reason: 'tile-cost' }, 1), f)).toBe(true);
    expect(holds(effect('cube'), f)).toBe(false);
    expect(holds(effect('whiskey', { delta: -1 }, 2), f)).toBe(false);
  });
  it('compose with and / or / not, and name what fails', () => {
    expect(holds(and(cashIs('blue', 18), not(effect('cube'))), f)).toBe(true);
    expect(holds(or(cashIs('blue', 1), cashIs('blue', 18)), f)).toBe(true);
    expect(holds(not(cashIs('blue', 18)), f)).toBe(false);
    expect(failing(and(cashIs('blue', 18), vpIs('blue', 5), whiskeyIs('blue', 1)), f)).toEqual([vpIs('blue', 5), whiskeyIs('blue', 1)]);
  });
  it('are plain JSON (lessons are data)', () => {
    const p = and(cashIs('blue', 18), or(flipped('x'), not(linked('a~b', 'blue'))));
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
  });
});
