/** The seed's lessons 1, 2, 3, 4, 6 and 7 (and two of its choices), with their exact numbers. */
import { describe, expect, it } from 'vitest';
import { cubes, ok, player, refusal, scenarioFile } from './helpers.ts';

describe('lesson 1 — iron needs rail too', () => {
  const s = scenarioFile('lesson-1-iron-needs-rail.json');
  it('develops Kerosene II with 1 iron from the connected Cleveland steel works', () => {
    const { next, effects } = ok(s, { type: 'develop', card: 'loc-pittsburgh-1', tiles: [{ place: 'kerosene-2' }] });
    expect(cubes(effects)).toEqual([
      {
        kind: 'cube',
        player: 'blue',
        good: 'iron',
        source: { kind: 'industry', space: 'cleveland-3', owner: 'orange' },
        path: ['cleveland', 'pittsburgh'],
        price: 0,
      },
    ]);
    expect(player(next).mat['kerosene-2']).toBe(1);
    expect(player(next).cash).toBe(30);
    expect(next.industries).toHaveLength(s.industries.length); // nothing built on the map
  });
  it("refuses New York's iron works: no rail connection", () => {
    expect(
      refusal(s, {
        type: 'develop',
        card: 'loc-pittsburgh-1',
        tiles: [{ place: 'kerosene-2', pay: 'iron', source: { kind: 'industry', space: 'new-york-1' } }],
      }),
    ).toBe('iron-not-connected');
  });
});

describe('lesson 2 — a coal mine fills the local market', () => {
  const s = scenarioFile('lesson-2-coal-mine-fills-market.json');
  const { next, effects } = ok(s, { type: 'build', card: 'loc-clarksburg-1', place: 'coal-mine-1', space: 'clarksburg-1' });
  it("pays $5 and 1 iron from the other player's Clarksburg steel works", () => {
    expect(cubes(effects).map((c) => [c.good, c.source])).toEqual([['iron', { kind: 'industry', space: 'clarksburg-3', owner: 'orange' }]]);
  });
  it('sells 2 coal for $6; 1 coal stays; not flipped; the sale is not spending', () => {
    expect(effects).toContainEqual({
      kind: 'market-sale',
      player: 'blue',
      market: 'market-clarksburg',
      good: 'coal',
      count: 2,
      cash: 6,
      vp: 0,
    });
    const mine = next.industries.find((i) => i.space === 'clarksburg-1');
    expect(mine).toMatchObject({ flipped: false, cubes: { coal: 1 } });
    expect(next.markets['market-clarksburg']?.coal).toBe(3);
    expect(player(next).cash).toBe(30 - 5 + 6);
    expect(player(next).spentThisRound).toBe(5);
  });
});

describe('lesson 3 — light rail and coal', () => {
  const s = scenarioFile('lesson-3-light-rail-and-coal.json');
  it('lays Pittsburgh–Columbus for 1 coal from the own Pittsburgh mine, no cash', () => {
    const { next, effects } = ok(s, {
      type: 'network',
      card: 'loc-columbus-1',
      links: [{ kind: 'lightRail', route: 'columbus~pittsburgh' }],
    });
    expect(cubes(effects)).toEqual([
      {
        kind: 'cube',
        player: 'blue',
        good: 'coal',
        source: { kind: 'industry', space: 'pittsburgh-1', owner: 'blue' },
        path: ['pittsburgh'],
        price: 0,
      },
    ]);
    expect(player(next).cash).toBe(30);
    expect(player(next).supply.lightRails).toBe(8);
    expect(next.links).toContainEqual({ owner: 'blue', kind: 'lightRail', route: 'columbus~pittsburgh' });
    // the board data prints a whiskey bonus on this line (the seed's lesson text does not mention it)
    expect(player(next).whiskey).toBe(1);
  });
});

describe('lesson 4 — pipeline and first exploration', () => {
  const s = scenarioFile('lesson-4-pipeline-and-exploration.json');
  const { next, effects } = ok(s, {
    type: 'network',
    card: 'loc-pittsburgh-1',
    links: [{ kind: 'pipeline', route: 'venango>pittsburgh' }],
  });
  it('pays 1 iron from the Pittsburgh steel works', () => {
    expect(cubes(effects).map((c) => [c.good, c.source.kind, c.price])).toEqual([['iron', 'industry', 0]]);
  });
  it('adds 1 oil for the barrel icon and reveals the field: +3 income spaces now', () => {
    expect(next.oilFields.venango).toMatchObject({ revealed: true, oil: 1 });
    expect(player(next).incomeSpace).toBe(13);
    expect(effects.map((e) => e.kind)).toEqual(['discard', 'link-built', 'cube', 'oil', 'reveal', 'reward', 'income', 'oil-pending']);
  });
  it('keeps the right-hand value for the next era (data tile oil-income-3 produces 1)', () => {
    expect(next.oilFields.venango?.pendingOil).toBe(1);
  });
});

describe('lesson 6 — whiskey as a wild card', () => {
  const s = scenarioFile('lesson-6-whiskey-wild-card.json');
  it('uses the Cleveland card as a New York card: Manufacturer I for $12, cash 30 → 18, unflipped', () => {
    const { next, effects } = ok(s, { type: 'build', card: 'loc-cleveland-1', wild: true, place: 'manufacturer-1', space: 'new-york-1' });
    expect(player(next).cash).toBe(18);
    expect(player(next).whiskey).toBe(0);
    expect(cubes(effects)).toEqual([]);
    expect(next.industries).toEqual([{ owner: 'blue', place: 'manufacturer-1', space: 'new-york-1', flipped: false, cubes: {} }]);
    expect(player(next).vp).toBe(0);
    expect(player(next).incomeSpace).toBe(10);
  });
  it('without the whiskey the Cleveland card does not allow New York', () => {
    expect(refusal(s, { type: 'build', card: 'loc-cleveland-1', place: 'manufacturer-1', space: 'new-york-1' })).toBe(
      'card-does-not-allow',
    );
  });
});

describe('lesson 7 — a loan drops levels, not spaces', () => {
  const s = scenarioFile('lesson-7-loan-drops-levels.json');
  it('space 20 (level 5) → level 2, highest space 14 (not 17); cash $5 → $35; not spending', () => {
    const { next } = ok(s, { type: 'loan', card: 'ind-coal-1' });
    expect(player(next).incomeSpace).toBe(14);
    expect(player(next).cash).toBe(35);
    expect(player(next).spentThisRound).toBe(0);
    expect(player(next).hand).toEqual([]);
  });
  it('the choice: pass instead → +1 whiskey, income kept', () => {
    const { next } = ok(s, { type: 'pass', card: 'ind-coal-1' });
    expect(player(next)).toMatchObject({ whiskey: 1, incomeSpace: 20, cash: 5 });
  });
});

describe('choice — light rail or whiskey heavy rail on Pittsburgh–Columbus', () => {
  const s = scenarioFile('choice-light-or-heavy-rail.json');
  it('light rail: 1 coal', () => {
    const { effects } = ok(s, { type: 'network', card: 'loc-columbus-1', links: [{ kind: 'lightRail', route: 'columbus~pittsburgh' }] });
    expect(cubes(effects).map((c) => c.good)).toEqual(['coal']);
  });
  it("whiskey heavy rail: 2 steel, +1 whiskey (plus the line's own whiskey icon, capped by nothing here)", () => {
    const { next, effects } = ok(s, {
      type: 'network',
      card: 'loc-columbus-1',
      links: [{ kind: 'heavyRail', type: 'whiskey', route: 'columbus~pittsburgh' }],
    });
    expect(cubes(effects).map((c) => c.good)).toEqual(['steel', 'steel']);
    expect(player(next).whiskey).toBe(2);
    expect(player(next).heavyRailsBuilt).toBe(1);
  });
});

describe('choice — develop with iron or with steel', () => {
  const s = scenarioFile('choice-develop-iron-or-steel.json');
  it.each(['iron', 'steel'] as const)('the same Kerosene II with 1 %s, no cash', (pay) => {
    const { next, effects } = ok(s, { type: 'develop', card: 'loc-pittsburgh-1', tiles: [{ place: 'kerosene-2', pay }] });
    expect(cubes(effects)).toEqual([
      {
        kind: 'cube',
        player: 'blue',
        good: pay,
        source: { kind: 'industry', space: 'cleveland-3', owner: 'orange' },
        path: ['cleveland', 'pittsburgh'],
        price: 0,
      },
    ]);
    expect(player(next)).toMatchObject({ cash: 30, spentThisRound: 0 });
    expect(player(next).mat['kerosene-2']).toBe(1);
  });
});

describe('choice — pass for whiskey or take a loan', () => {
  const s = scenarioFile('choice-pass-or-loan.json');
  it('pass: +1 whiskey, income kept, the card is used', () => {
    const { next } = ok(s, { type: 'pass', card: 'ind-coal-1' });
    expect(player(next)).toMatchObject({ whiskey: 1, incomeSpace: 20, cash: 5, hand: [] });
  });
  it('loan: +$30, income −3 levels (space 20 → 14), the card is used', () => {
    const { next } = ok(s, { type: 'loan', card: 'ind-coal-1' });
    expect(player(next)).toMatchObject({ whiskey: 0, incomeSpace: 14, cash: 35, hand: [] });
  });
});
