/** Develop (p.10): 1 or 2 reachable tiles, each 1 iron or 1 steel by the normal sourcing rules. */
import { describe, expect, it } from 'vitest';
import { base, cubes, ok, player, position, refusal } from './helpers.ts';

const steelWorks = { owner: 'orange', place: 'steel-works-2', space: 'cleveland-3', cubes: { iron: 1, steel: 2 } };
const ownManufacturer = { owner: 'blue', place: 'manufacturer-1', space: 'pittsburgh-2' };
const connected = base({
  industries: [ownManufacturer, steelWorks],
  links: [{ owner: 'blue', kind: 'lightRail', route: 'cleveland~pittsburgh' }],
});

describe('develop', () => {
  it('FAQ vanderbilt: with no connected iron source, developing 1 tile costs $7 for delivered iron', () => {
    const s = position(base({ industries: [{ owner: 'blue', place: 'manufacturer-1', space: 'pittsburgh-2' }] }));
    const { next, effects } = ok(s, { type: 'develop', card: 'ind-coal-1', tiles: [{ place: 'kerosene-2' }] });
    expect(cubes(effects)).toEqual([
      { kind: 'cube', player: 'blue', good: 'iron', source: { kind: 'vanderbilt' }, path: ['pittsburgh'], price: 7 },
    ]);
    expect(player(next)).toMatchObject({ cash: 23, spentThisRound: 7 });
  });
  it('with an empty network only Vanderbilt can deliver', () => {
    const { effects } = ok(position(base()), { type: 'develop', card: 'ind-coal-1', tiles: [{ place: 'kerosene-2' }] });
    expect(cubes(effects)).toEqual([{ kind: 'cube', player: 'blue', good: 'iron', source: { kind: 'vanderbilt' }, path: [], price: 7 }]);
  });
  it('FAQ develop: two tiles, 1 iron for one and 1 steel for the other', () => {
    const { next, effects } = ok(position(connected), {
      type: 'develop',
      card: 'ind-coal-1',
      tiles: [
        { place: 'kerosene-2', pay: 'iron' },
        { place: 'coal-mine-1', pay: 'steel' },
      ],
    });
    expect(cubes(effects).map((c) => [c.good, c.source.kind, c.price])).toEqual([
      ['iron', 'industry', 0],
      ['steel', 'industry', 0],
    ]);
    expect(player(next).mat).toMatchObject({ 'kerosene-2': 1, 'coal-mine-1': 0 });
    expect(player(next).cash).toBe(30);
  });
  it('the choice: the same Kerosene II with iron or with steel, no cash either way', () => {
    for (const pay of ['iron', 'steel'] as const) {
      const { next, effects } = ok(position(connected), { type: 'develop', card: 'ind-coal-1', tiles: [{ place: 'kerosene-2', pay }] });
      expect(cubes(effects).map((c) => c.good)).toEqual([pay]);
      expect(player(next).cash).toBe(30);
    }
  });
  it('the last iron leaving the steel works flips it; its owner gains the flip reward', () => {
    const s = position({ ...connected, industries: [ownManufacturer, { ...steelWorks, cubes: { iron: 1 } }] });
    const { next } = ok(s, { type: 'develop', card: 'ind-coal-1', tiles: [{ place: 'kerosene-2', pay: 'iron' }] });
    expect(next.industries[1]?.flipped).toBe(true);
    expect(player(next, 'orange').incomeSpace).toBe(12);
  });
  it('reachability is recomputed after each tile', () => {
    const s = position(base({}, { mat: { 'kerosene-2': 1 } }));
    expect(
      ok(s, { type: 'develop', card: 'ind-coal-1', tiles: [{ place: 'kerosene-2' }, { place: 'kerosene-3' }] }).next.players[0]?.mat[
        'kerosene-3'
      ],
    ).toBe(2);
    expect(refusal(s, { type: 'develop', card: 'ind-coal-1', tiles: [{ place: 'kerosene-3' }, { place: 'kerosene-2' }] })).toBe(
      'mat-tile-not-reachable',
    );
  });
  it('develop removes 1 or 2 tiles, paid with iron or steel, never a link place', () => {
    const s = position(base());
    expect(refusal(s, { type: 'develop', card: 'ind-coal-1', tiles: [] })).toBe('develop-count');
    const t = { place: 'kerosene-2' };
    expect(refusal(s, { type: 'develop', card: 'ind-coal-1', tiles: [t, t, t] })).toBe('develop-count');
    expect(refusal(s, { type: 'develop', card: 'ind-coal-1', tiles: [{ place: 'kerosene-2', pay: 'coal' as never }] })).toBe(
      'develop-pays-iron-or-steel',
    );
    expect(refusal(s, { type: 'develop', card: 'ind-coal-1', tiles: [{ place: 'link-kerosene-pipeline-vp3' }] })).toBe(
      'not-an-industry-tile',
    );
    expect(refusal(s, { type: 'develop', card: 'ind-coal-1', tiles: [{ place: 'nothing' }] })).toBe('unknown-mat-place');
  });
  it('not enough cash for Vanderbilt is refused', () => {
    expect(refusal(position(base({}, { cash: 6 })), { type: 'develop', card: 'ind-coal-1', tiles: [{ place: 'kerosene-2' }] })).toBe(
      'not-enough-cash',
    );
  });
});
