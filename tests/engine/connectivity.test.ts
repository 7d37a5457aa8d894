/** Your network and transport (p.6–7). */
import { describe, expect, it } from 'vitest';
import { contextFor, defaultRules, networkOf } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { connected } from '../../src/engine/rulesets/pittsburgh/rules/connectivity.ts';
import { base, cubes, ok, position, refusal } from './helpers.ts';

const ctx = contextFor(defaultRules, 'three-four');

describe('your network', () => {
  const s = position(
    base({
      industries: [{ owner: 'blue', place: 'coal-mine-1', space: 'pittsburgh-1' }],
      links: [
        { owner: 'blue', kind: 'lightRail', route: 'columbus~pittsburgh' },
        { owner: 'orange', kind: 'lightRail', route: 'cleveland~pittsburgh' },
        { owner: 'blue', kind: 'pipeline', type: 'income', route: 'venango>erie' },
      ],
    }),
  );
  it("holds locations with your industries and ends of your links, not other players' rails", () => {
    expect(networkOf(ctx, s, 'blue')).toEqual(['columbus', 'erie', 'pittsburgh']);
    expect(networkOf(ctx, s, 'orange')).toEqual(['cleveland', 'pittsburgh']);
  });
  it('decision (flagged): a pipeline puts its location end into the network; the option turns it off', () => {
    const off = { ...s, options: { ...s.options, pipelineEndInNetwork: false } };
    expect(networkOf(ctx, off, 'blue')).toEqual(['columbus', 'pittsburgh']);
  });
  it('oil fields are never locations of a network', () => {
    expect(networkOf(ctx, s, 'blue')).not.toContain('venango');
  });
});

describe('transport', () => {
  const s = position(
    base({
      links: [
        { owner: 'orange', kind: 'lightRail', route: 'cleveland~pittsburgh' },
        { owner: 'orange', kind: 'heavyRail', route: 'cleveland~erie' },
        { owner: 'orange', kind: 'pipeline', route: 'venango>erie' },
        { owner: 'orange', kind: 'pipeline', route: 'venango>pittsburgh' },
      ],
    }),
  );
  it("runs over any player's light and heavy rails", () => {
    expect(connected(ctx, s, 'pittsburgh', 'erie')).toBe(true);
  });
  it('never over pipelines', () => {
    expect(connected(ctx, s, 'pittsburgh', 'columbus')).toBe(false);
    const noRails = { ...s, links: s.links.filter((l) => l.kind === 'pipeline') };
    expect(connected(ctx, noRails, 'pittsburgh', 'erie')).toBe(false);
  });
  it('FAQ transport: an iron works reached only through pipelines cannot supply iron', () => {
    const p = position(
      base({
        industries: [
          { owner: 'blue', place: 'coal-mine-1', space: 'pittsburgh-1' },
          { owner: 'orange', place: 'steel-works-1', space: 'erie-2' },
        ],
        links: [
          { owner: 'orange', kind: 'pipeline', route: 'venango>erie' },
          { owner: 'orange', kind: 'pipeline', route: 'venango>pittsburgh' },
        ],
      }),
    );
    const action = {
      type: 'develop',
      card: 'ind-coal-1',
      tiles: [{ place: 'kerosene-2', pay: 'iron', source: { kind: 'industry', space: 'erie-2' } }],
    } as const;
    expect(refusal(p, action)).toBe('iron-not-connected');
    // by default the iron comes from Vanderbilt at $7
    const { effects } = ok(p, { type: 'develop', card: 'ind-coal-1', tiles: [{ place: 'kerosene-2', pay: 'iron' }] });
    expect(cubes(effects).map((c) => [c.source.kind, c.price])).toEqual([['vanderbilt', 7]]);
  });
  it('paths list the locations a cube travels, source first', () => {
    const p = position(
      base({
        industries: [
          { owner: 'blue', place: 'manufacturer-1', space: 'pittsburgh-2' },
          { owner: 'orange', place: 'steel-works-1', space: 'erie-2' },
        ],
        links: [
          { owner: 'orange', kind: 'lightRail', route: 'cleveland~pittsburgh' },
          { owner: 'orange', kind: 'lightRail', route: 'cleveland~erie' },
        ],
      }),
    );
    const { effects } = ok(p, { type: 'develop', card: 'ind-coal-1', tiles: [{ place: 'kerosene-2', pay: 'iron' }] });
    expect(cubes(effects)[0]?.path).toEqual(['erie', 'cleveland', 'pittsburgh']);
  });
});
