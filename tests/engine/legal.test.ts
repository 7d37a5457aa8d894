/** legalActions: probed from the executor, each with its resource plan; known answers on lesson positions. */
import { describe, expect, it } from 'vitest';
import { legalActions, legalSecondLinks, preview } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { base, position, scenarioFile } from './helpers.ts';

describe('legalActions', () => {
  it('lesson 7 ($5, one card, nothing on the board): a known list', () => {
    const s = scenarioFile('lesson-7-loan-drops-levels.json');
    const legal = legalActions(s);
    const types = legal.map((l) => l.action.type);
    expect(types.filter((t) => t === 'pass')).toHaveLength(1);
    expect(types.filter((t) => t === 'loan')).toHaveLength(1);
    // cash $5: a develop costs $7 from Vanderbilt (no network): none is affordable
    expect(types.filter((t) => t === 'develop')).toHaveLength(0);
    // nothing on the board: a link may start anywhere, but only where a market at one of its ends
    // sells the cube for ≤ $5: 9 light rails touching Toledo, Wilkes-Barre or Clarksburg (coal) and
    // the 3 pipeline routes ending there (iron) × 2 pipeline types in supply
    const nets = legal.filter((l) => l.action.type === 'network');
    expect(nets).toHaveLength(15);
    expect(nets.filter((l) => l.action.type === 'network' && l.action.links[0]?.kind === 'lightRail')).toHaveLength(9);
    expect(nets.every((l) => l.plan[0]?.source.kind === 'market' && l.cashPaid <= 5)).toBe(true);
    // coal mine I ($5 + 1 iron at $7) is not affordable either, with the coal card
    expect(types.filter((t) => t === 'build')).toHaveLength(0);
  });
  it('every listed action is accepted by preview, with the same cube plan', () => {
    const s = scenarioFile('lesson-1-iron-needs-rail.json');
    const legal = legalActions(s);
    expect(legal.length).toBeGreaterThan(10);
    for (const l of legal) {
      const r = preview(s, l.action);
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.effects.filter((e) => e.kind === 'cube')).toEqual(l.plan);
    }
  });
  it('lesson 1: developing Kerosene II is listed with its iron from Cleveland', () => {
    const legal = legalActions(scenarioFile('lesson-1-iron-needs-rail.json'));
    const dev = legal.find((l) => l.action.type === 'develop' && l.action.tiles.length === 1 && l.action.tiles[0]?.place === 'kerosene-2');
    expect(dev?.plan.map((c) => c.source)).toEqual([{ kind: 'industry', space: 'cleveland-3', owner: 'orange' }]);
    expect(dev?.cashPaid).toBe(0);
  });
  it('lesson 6: the only build uses the whiskey (the Cleveland card alone allows Cleveland only)', () => {
    const legal = legalActions(scenarioFile('lesson-6-whiskey-wild-card.json'));
    const ny = legal.filter((l) => l.action.type === 'build' && l.action.space.startsWith('new-york'));
    expect(ny.length).toBeGreaterThan(0);
    expect(ny.every((l) => l.action.type === 'build' && l.action.wild === true)).toBe(true);
    const cle = legal.filter((l) => l.action.type === 'build' && l.action.space.startsWith('cleveland'));
    expect(cle.every((l) => l.action.type === 'build' && l.action.wild !== true)).toBe(true);
  });
  it('no action left: nothing is legal', () => {
    expect(legalActions(position(base({ actionsLeft: 0 })))).toEqual([]);
  });
  it('lesson 3 ($30, a Columbus card, coal in Pittsburgh): a known list, unchanged after previews of every action', () => {
    const s = scenarioFile('lesson-3-light-rail-and-coal.json');
    const known = (legal: ReturnType<typeof legalActions>) => {
      const counts: Record<string, number> = {};
      for (const l of legal) counts[l.action.type] = (counts[l.action.type] ?? 0) + 1;
      expect(counts).toEqual({ pass: 1, loan: 1, develop: 20, network: 16, build: 2 });
      // the four Light Trains out of Pittsburgh burn Blue's own coal there and cost nothing
      const light = legal.filter((l) => l.action.type === 'network' && l.action.links[0]?.kind === 'lightRail');
      expect(light.map((l) => (l.action.type === 'network' ? l.action.links[0]?.route : ''))).toEqual([
        'cleveland~pittsburgh',
        'columbus~pittsburgh',
        'clarksburg~pittsburgh',
        'harrisburg~pittsburgh',
      ]);
      for (const l of light) {
        expect(l.cashPaid).toBe(0);
        expect(l.plan).toMatchObject([{ good: 'coal', source: { kind: 'industry', space: 'pittsburgh-1', owner: 'blue' } }]);
      }
      // a heavy rail: 2 steel from Vanderbilt, $20; a pipeline: 1 iron from Vanderbilt, $7
      const paid = (kind: string) =>
        legal.filter((l) => l.action.type === 'network' && l.action.links[0]?.kind === kind).map((l) => l.cashPaid);
      expect(paid('heavyRail')).toEqual(Array(8).fill(20));
      expect(paid('pipeline')).toEqual(Array(4).fill(7));
      // the Columbus builds: Manufacturer I for its $12; Coal Mine II for $8 and Vanderbilt's $7 iron
      expect(legal.filter((l) => l.action.type === 'build').map((l) => [l.action.type === 'build' && l.action.space, l.cashPaid])).toEqual([
        ['columbus-2', 15],
        ['columbus-1', 12],
      ]);
      // a develop: $7 of iron per tile
      expect(
        legal
          .filter((l) => l.action.type === 'develop')
          .every((l) => l.action.type === 'develop' && l.cashPaid === 7 * l.action.tiles.length),
      ).toBe(true);
      return legal.map((l) => JSON.stringify(l.action));
    };
    const order = known(legalActions(s));
    // other work on the same position first (a preview of every action) changes neither the position nor the answer
    for (const l of legalActions(s)) expect(preview(s, l.action).ok).toBe(true);
    expect(s).toEqual(scenarioFile('lesson-3-light-rail-and-coal.json'));
    expect(known(legalActions(s))).toEqual(order);
  });
});

describe('legalSecondLinks', () => {
  const s = position(base({ industries: [{ owner: 'blue', place: 'coal-mine-1', space: 'pittsburgh-1', cubes: { coal: 3 } }] }));
  const first = { kind: 'lightRail', route: 'clarksburg~pittsburgh' } as const;
  it('lists second links made possible by the first: the pipeline from Clarksburg for $10 + $3 of market iron', () => {
    const legal = legalSecondLinks(s, first);
    const pipe = legal.find(
      (l) =>
        l.action.type === 'network' &&
        l.action.links[1]?.route === 'macksburg-burning-springs>clarksburg' &&
        l.action.links[1]?.type === 'income',
    );
    expect(pipe?.cashPaid).toBe(13);
    expect(pipe?.plan.map((c) => [c.good, c.source.kind])).toEqual([
      ['coal', 'industry'],
      ['iron', 'market'],
    ]);
    const routes = legal.map((l) => (l.action.type === 'network' ? l.action.links[1]?.route : ''));
    expect(routes).toContain('baltimore~clarksburg');
    expect(routes).not.toContain('clarksburg~pittsburgh');
    for (const l of legal) expect(preview(s, l.action).ok).toBe(true);
  });
  it('is empty when the first link is refused', () => {
    expect(legalSecondLinks(s, { kind: 'lightRail', route: 'cleveland~toledo' })).toEqual([]);
  });
});
