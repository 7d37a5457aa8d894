/** Where resources come from (p.7), cube by cube. */
import { describe, expect, it } from 'vitest';
import { base, cubes, ok, player, position, refusal } from './helpers.ts';

/** Blue builds a Kerosene II in Pittsburgh (1 coal) — a small cost to watch the coal's source. */
const keroseneBuild = { type: 'build', card: 'loc-pittsburgh-1', place: 'kerosene-2', space: 'pittsburgh-2' } as const;

function withCoal(extra: Record<string, unknown> = {}) {
  return position(
    base({
      industries: [
        { owner: 'orange', place: 'coal-mine-1', space: 'clarksburg-1', cubes: { coal: 1 } },
        { owner: 'orange', place: 'coal-mine-2', space: 'columbus-2', cubes: { coal: 2 } },
      ],
      links: [
        { owner: 'orange', kind: 'lightRail', route: 'clarksburg~pittsburgh' },
        { owner: 'orange', kind: 'lightRail', route: 'columbus~pittsburgh' },
        { owner: 'orange', kind: 'lightRail', route: 'cincinnati~columbus' },
      ],
      ...extra,
    }),
  );
}

describe('industries first', () => {
  it('FAQ: a connected coal mine with coal left cannot be skipped to buy market coal', () => {
    const s = withCoal();
    expect(refusal(s, { ...keroseneBuild, sources: { coal: [{ kind: 'market', market: 'market-clarksburg' }] } })).toBe('industry-first');
    expect(refusal(s, { ...keroseneBuild, sources: { coal: [{ kind: 'vanderbilt' }] } })).toBe('industry-first');
  });
  it('the connected industry is free, and taking its last cube flips it and pays its owner at once', () => {
    const s = withCoal();
    const { next, effects } = ok(s, { ...keroseneBuild, sources: { coal: [{ kind: 'industry', space: 'clarksburg-1' }] } });
    expect(cubes(effects)[0]).toMatchObject({ source: { kind: 'industry', space: 'clarksburg-1', owner: 'orange' }, price: 0 });
    expect(next.industries.find((i) => i.space === 'clarksburg-1')?.flipped).toBe(true);
    expect(effects).toContainEqual({ kind: 'income', player: 'orange', from: 10, to: 14, reason: 'flip:coal-mine-1' });
    expect(player(next, 'orange').incomeSpace).toBe(14);
  });
  it('the player may choose among connected industries; default = nearest, then lowest space id', () => {
    const s = withCoal();
    const { effects } = ok(s, keroseneBuild);
    expect(cubes(effects)[0]?.source).toEqual({ kind: 'industry', space: 'clarksburg-1', owner: 'orange' });
    const { effects: e2 } = ok(s, { ...keroseneBuild, sources: { coal: [{ kind: 'industry', space: 'columbus-2' }] } });
    expect(cubes(e2)[0]).toMatchObject({ source: { space: 'columbus-2' }, path: ['columbus', 'pittsburgh'] });
  });
  it('a flipped or empty industry cannot be chosen', () => {
    const s = withCoal();
    const flipped = { ...s, industries: s.industries.map((i) => (i.space === 'clarksburg-1' ? { ...i, flipped: true, cubes: {} } : i)) };
    expect(refusal(flipped, { ...keroseneBuild, sources: { coal: [{ kind: 'industry', space: 'clarksburg-1' }] } })).toBe('source-empty');
  });
  it('unknown sources are refused, not thrown', () => {
    const s = withCoal();
    expect(refusal(s, { ...keroseneBuild, sources: { coal: [{ kind: 'industry', space: 'nowhere-1' }] } })).toBe('unknown-source');
    expect(refusal(s, { ...keroseneBuild, sources: { coal: [{ kind: 'teleport' } as never] } })).toBe('malformed-action');
  });
});

describe('markets, heavy rails, Vanderbilt', () => {
  it('with no connected industry: the cheapest connected market at its printed price', () => {
    const s = position(base({ links: [{ owner: 'orange', kind: 'lightRail', route: 'clarksburg~pittsburgh' }] }));
    const { next, effects } = ok(s, keroseneBuild);
    expect(cubes(effects)).toEqual([
      {
        kind: 'cube',
        player: 'blue',
        good: 'coal',
        source: { kind: 'market', market: 'market-clarksburg' },
        path: ['clarksburg', 'pittsburgh'],
        price: 3,
      },
    ]);
    expect(next.markets['market-clarksburg']?.coal).toBe(2);
    expect(player(next).cash).toBe(30 - 11 - 3);
    expect(player(next).spentThisRound).toBe(14);
  });
  it('Vanderbilt: $7 coal or iron, $10 steel or coke, no connection needed', () => {
    const s = position(base());
    const { effects } = ok(s, keroseneBuild);
    expect(cubes(effects)).toEqual([
      { kind: 'cube', player: 'blue', good: 'coal', source: { kind: 'vanderbilt' }, path: ['pittsburgh'], price: 7 },
    ]);
    const dev = ok(s, { type: 'develop', card: 'ind-coal-1', tiles: [{ place: 'kerosene-2', pay: 'steel' }] });
    expect(cubes(dev.effects)[0]?.price).toBe(10);
  });
  it('the player may choose Vanderbilt over a connected market (both are choices)', () => {
    const s = position(base({ links: [{ owner: 'orange', kind: 'lightRail', route: 'clarksburg~pittsburgh' }] }));
    const { effects } = ok(s, { ...keroseneBuild, sources: { coal: [{ kind: 'vanderbilt' }] } });
    expect(cubes(effects)[0]?.price).toBe(7);
  });
  it("an unconnected market is refused with the resource's code", () => {
    const s = position(base());
    expect(refusal(s, { ...keroseneBuild, sources: { coal: [{ kind: 'market', market: 'market-toledo' }] } })).toBe('coal-not-connected');
  });
  it('an empty market is refused', () => {
    const s = position(
      base({
        links: [{ owner: 'orange', kind: 'lightRail', route: 'clarksburg~pittsburgh' }],
        markets: { 'market-clarksburg': { coal: 0 } },
      }),
    );
    expect(refusal(s, { ...keroseneBuild, sources: { coal: [{ kind: 'market', market: 'market-clarksburg' }] } })).toBe('source-empty');
  });
  it("own resource heavy rail: a choice when no industry is connected; never another player's", () => {
    const s = position(
      base({
        links: [
          { owner: 'blue', kind: 'heavyRail', type: 'steelResource', route: 'cleveland~pittsburgh' },
          { owner: 'orange', kind: 'heavyRail', type: 'steelResource', route: 'columbus~pittsburgh' },
        ],
      }),
    );
    const dev = ok(s, { type: 'develop', card: 'ind-coal-1', tiles: [{ place: 'kerosene-2', pay: 'steel' }] });
    expect(cubes(dev.effects)[0]).toMatchObject({ source: { kind: 'heavyRail', line: 'cleveland~pittsburgh' }, price: 0 });
    expect(dev.next.links.find((l) => l.route === 'cleveland~pittsburgh')?.cubes).toEqual({ steel: 1 });
    expect(
      refusal(s, {
        type: 'develop',
        card: 'ind-coal-1',
        tiles: [{ place: 'kerosene-2', pay: 'steel', source: { kind: 'heavyRail', line: 'columbus~pittsburgh' } }],
      }),
    ).toBe('heavy-rail-not-yours');
  });
  it('p.7 ambiguity is an explicit option: heavy rail instead of a connected industry only when switched on', () => {
    const setup = base({
      industries: [{ owner: 'orange', place: 'steel-works-1', space: 'cleveland-3', cubes: { iron: 1, steel: 1 } }],
      links: [{ owner: 'blue', kind: 'heavyRail', type: 'steelResource', route: 'cleveland~pittsburgh' }],
    });
    const action = {
      type: 'develop',
      card: 'ind-coal-1',
      tiles: [{ place: 'kerosene-2', pay: 'steel', source: { kind: 'heavyRail', line: 'cleveland~pittsburgh' } }],
    } as const;
    expect(refusal(position(setup), action)).toBe('industry-first');
    const on = position({ ...setup, options: { resourceHeavyRailBeforeIndustries: true } });
    expect(cubes(ok(on, action).effects)[0]?.source).toEqual({ kind: 'heavyRail', line: 'cleveland~pittsburgh' });
  });
  it('each cube of a cost is sourced separately and may mix sources', () => {
    // Manufacturer III costs 2 coal + 1 oil: one coal from the connected mine, the next from Vanderbilt
    const blue = { removed: ['manufacturer-1', 'manufacturer-2'] };
    const t = position(
      base(
        {
          industries: [
            { owner: 'orange', place: 'coal-mine-1', space: 'columbus-2', cubes: { coal: 1 } },
            { owner: 'orange', place: 'kerosene-2', space: 'pittsburgh-5' },
          ],
          links: [
            { owner: 'orange', kind: 'lightRail', route: 'columbus~pittsburgh' },
            { owner: 'orange', kind: 'pipeline', type: 'cash', route: 'venango>pittsburgh' },
          ],
          oilFields: { venango: { tile: 'oil-cash-8', revealed: true, oil: 2 } },
        },
        blue,
      ),
    );
    const { effects, next } = ok(t, { type: 'build', card: 'loc-pittsburgh-1', place: 'manufacturer-3', space: 'pittsburgh-2' });
    expect(cubes(effects).map((c) => [c.good, c.source.kind, c.price])).toEqual([
      ['coal', 'industry', 0],
      ['coal', 'vanderbilt', 7],
      ['oil', 'oilField', 0],
    ]);
    // the oil passed Orange's cash pipeline: $10 to Orange at once
    expect(effects).toContainEqual({ kind: 'cash', player: 'orange', delta: 10, reason: 'reward', spending: false });
    expect(next.oilFields.venango?.oil).toBe(1);
    // Manufacturer III enters flipped: $8 and 1 whiskey at once
    expect(next.industries.find((i) => i.space === 'pittsburgh-2')?.flipped).toBe(true);
    expect(player(next)).toMatchObject({ cash: 30 - 6 - 7 + 8, whiskey: 1 });
  });
});

describe('oil', () => {
  const setup = (pipeType: string) =>
    base(
      {
        links: [{ owner: 'orange', kind: 'pipeline', type: pipeType, route: 'venango>pittsburgh' }],
        oilFields: { venango: { tile: 'oil-cash-8', revealed: true, oil: 1 } },
      },
      { removed: ['manufacturer-1', 'manufacturer-2'] },
    );
  const m3 = { type: 'build', card: 'loc-pittsburgh-1', place: 'manufacturer-3', space: 'pittsburgh-2' } as const;
  it('leaves a field through a transporting pipeline, then by rail', () => {
    const { effects } = ok(position(setup('income')), m3);
    const oil = cubes(effects).find((c) => c.good === 'oil');
    expect(oil).toMatchObject({
      source: { kind: 'oilField', field: 'venango', pipeline: 'venango>pittsburgh' },
      path: ['venango', 'pittsburgh'],
    });
    expect(effects).toContainEqual({ kind: 'income', player: 'orange', from: 10, to: 11, reason: 'pipeline:venango>pittsburgh' });
  });
  it('a reserve pipeline does not transport', () => {
    expect(refusal(position(setup('reserve')), m3)).toBe('no-oil-available');
  });
  it('Vanderbilt never supplies oil', () => {
    expect(refusal(position(setup('reserve')), { ...m3, sources: { oil: [{ kind: 'vanderbilt' }] } })).toBe('vanderbilt-no-oil');
  });
  it('a field without a pipeline to a connected location is refused when chosen', () => {
    const s = position({ ...setup('income'), oilFields: { venango: { oil: 1 }, trenton: { oil: 2 } } });
    expect(refusal(s, { ...m3, sources: { oil: [{ kind: 'oilField', field: 'trenton' }] } })).toBe('oil-not-connected');
  });
});
