/**
 * The worked examples of the FAQ (facts sheet "Example:" lines and the seed's FAQ) that concern
 * part 1 of the engine, as one table: FAQ id → position → action → what must come out.
 */
import { describe, expect, it } from 'vitest';
import type { Action, Effect, GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { preview } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { base, cubes, player, position } from './helpers.ts';

interface Case {
  faq: string;
  example: string;
  setup: unknown;
  action: Action;
  /** A refusal code, or a check of the result. */
  expect: string | ((next: GameState, effects: Effect[]) => void);
}

const coalMine = { owner: 'blue', place: 'coal-mine-1', space: 'pittsburgh-1', cubes: { coal: 3 } };
const steel = { owner: 'orange', place: 'steel-works-2', space: 'pittsburgh-4', cubes: { iron: 3, steel: 3 } };

const cases: Case[] = [
  {
    faq: 'loan',
    example: 'space 20 (level 5) − 3 levels → level 2, space 14 (not 17)',
    setup: base({}, { cash: 5, incomeSpace: 20 }),
    action: { type: 'loan', card: 'ind-coal-1' },
    expect: (n) => expect(player(n)).toMatchObject({ incomeSpace: 14, cash: 35, spentThisRound: 0 }),
  },
  {
    faq: 'loan',
    example: 'income 0 → −3 after a loan; the $30 is not spending',
    setup: base(),
    action: { type: 'loan', card: 'ind-coal-1' },
    expect: (n) => expect(player(n)).toMatchObject({ incomeSpace: 7, spentThisRound: 0 }),
  },
  {
    faq: 'loan',
    example: 'no loan below level −10',
    setup: base({}, { incomeSpace: 1 }),
    action: { type: 'loan', card: 'ind-coal-1' },
    expect: 'income-below-minimum',
  },
  {
    faq: 'vanderbilt',
    example: 'no connected iron: developing 1 tile costs $7 for delivered iron',
    setup: base({ industries: [coalMine] }),
    action: { type: 'develop', card: 'ind-coal-1', tiles: [{ place: 'kerosene-2', pay: 'iron' }] },
    expect: (n, e) => {
      expect(cubes(e).map((c) => [c.source.kind, c.price])).toEqual([['vanderbilt', 7]]);
      expect(player(n).cash).toBe(23);
    },
  },
  {
    faq: 'vanderbilt',
    example: 'Vanderbilt is not a source of oil',
    setup: base({}, { removed: ['manufacturer-1', 'manufacturer-2'] }),
    action: {
      type: 'build',
      card: 'loc-pittsburgh-1',
      place: 'manufacturer-3',
      space: 'pittsburgh-2',
      sources: { oil: [{ kind: 'vanderbilt' }] },
    },
    expect: 'vanderbilt-no-oil',
  },
  {
    faq: 'resource-priority',
    example: 'a connected coal mine with coal left cannot be skipped to buy market coal',
    setup: base({
      industries: [{ ...coalMine, owner: 'orange' }],
      links: [{ owner: 'orange', kind: 'lightRail', route: 'clarksburg~pittsburgh' }],
    }),
    action: {
      type: 'build',
      card: 'loc-pittsburgh-1',
      place: 'kerosene-2',
      space: 'pittsburgh-2',
      sources: { coal: [{ kind: 'market', market: 'market-clarksburg' }] },
    },
    expect: 'industry-first',
  },
  {
    faq: 'whiskey',
    example: 'with 3 whiskey, a link reward of 1 whiskey leaves 3',
    setup: base({ industries: [coalMine] }, { whiskey: 3 }),
    action: { type: 'network', card: 'ind-coal-1', links: [{ kind: 'lightRail', route: 'columbus~pittsburgh' }] },
    expect: (n) => expect(player(n).whiskey).toBe(3),
  },
  {
    faq: 'second-link',
    example: 'light rail to an iron market, then $10 + 1 iron for a pipeline',
    setup: base({ industries: [coalMine] }),
    action: {
      type: 'network',
      card: 'ind-coal-1',
      links: [
        { kind: 'lightRail', route: 'clarksburg~pittsburgh' },
        { kind: 'pipeline', route: 'macksburg-burning-springs>clarksburg' },
      ],
    },
    expect: (n, e) => {
      expect(cubes(e).map((c) => [c.good, c.source.kind])).toEqual([
        ['coal', 'industry'],
        ['iron', 'market'],
      ]);
      expect(player(n).cash).toBe(30 - 10 - 3);
    },
  },
  {
    faq: 'link-costs',
    example: "a light rail beside a free coal source costs 1 coal and no cash (not Birmingham's £5)",
    setup: base({ industries: [coalMine] }),
    action: { type: 'network', card: 'ind-coal-1', links: [{ kind: 'lightRail', route: 'clarksburg~pittsburgh' }] },
    expect: (n) => expect(player(n).cash).toBe(30),
  },
  {
    faq: 'develop',
    example: 'two tiles: 1 iron for one, 1 steel for the other',
    setup: base({ industries: [coalMine, steel] }),
    action: {
      type: 'develop',
      card: 'ind-coal-1',
      tiles: [
        { place: 'kerosene-2', pay: 'iron' },
        { place: 'manufacturer-1', pay: 'steel' },
      ],
    },
    expect: (n, e) => {
      expect(cubes(e).map((c) => [c.good, c.price])).toEqual([
        ['iron', 0],
        ['steel', 0],
      ]);
      expect(player(n).cash).toBe(30);
    },
  },
  {
    faq: 'mat-reachable',
    example: 'the highest tile of a path cannot be taken first',
    setup: base({ industries: [coalMine, steel] }),
    action: { type: 'develop', card: 'ind-coal-1', tiles: [{ place: 'generator-4' }] },
    expect: 'mat-tile-not-reachable',
  },
  {
    faq: 'dedicated-spaces',
    example: 'an empty coal-only space must be used before a coal/iron space',
    setup: base(),
    action: { type: 'build', card: 'loc-pittsburgh-1', place: 'coal-mine-1', space: 'pittsburgh-4' },
    expect: 'dedicated-space-first',
  },
  {
    faq: 'era1-one-per-city',
    example: 'with an own Pittsburgh industry in era 1, no second one there even with free spaces',
    setup: base({ industries: [coalMine] }),
    action: { type: 'build', card: 'loc-pittsburgh-1', place: 'kerosene-2', space: 'pittsburgh-2' },
    expect: 'era1-one-per-city',
  },
  {
    faq: 'upgrades',
    example: 'the generator replaces an own flipped coal industry, which scores its VP at once and is removed',
    setup: base({ industries: [{ ...coalMine, flipped: true, cubes: {} }] }, { removed: ['coal-mine-1', 'coal-mine-2', 'coal-mine-3'] }),
    action: { type: 'build', card: 'loc-pittsburgh-1', place: 'generator-4', space: 'pittsburgh-1' },
    expect: (n) => {
      expect(player(n).vp).toBe(1);
      expect(n.industries.map((i) => i.place)).toEqual(['generator-4']);
    },
  },
  {
    faq: 'upgrades',
    example: 'an upgrade tile never goes on an empty space',
    setup: base({}, { removed: ['coal-mine-1', 'coal-mine-2', 'coal-mine-3'] }),
    action: { type: 'build', card: 'loc-pittsburgh-1', place: 'generator-4', space: 'pittsburgh-1' },
    expect: 'upgrade-needs-own-flipped',
  },
  {
    faq: 'market-sale-on-build',
    example: 'a new coke works sells 2 coke, 4 VP each: 8 VP at once',
    setup: base(
      {
        industries: [
          { ...coalMine, flipped: true, cubes: {} },
          { owner: 'orange', place: 'coal-mine-3', space: 'harrisburg-1', cubes: { coal: 5 } },
        ],
        links: [
          { owner: 'orange', kind: 'lightRail', route: 'harrisburg~pittsburgh' },
          { owner: 'orange', kind: 'lightRail', route: 'harrisburg~philadelphia' },
        ],
        markets: { 'market-philadelphia': { coke: 0 } },
      },
      { removed: ['coal-mine-1'] },
    ),
    action: { type: 'build', card: 'loc-pittsburgh-1', place: 'coke-works-1', space: 'pittsburgh-1' },
    expect: (n, e) => {
      const sale = e.find((x) => x.kind === 'market-sale');
      expect(sale).toMatchObject({ count: 2, vp: 8 });
      expect(player(n).vp).toBe(1 + 8);
    },
  },
  {
    faq: 'build-cards',
    example: 'no Pittsburgh card: 1 whiskey makes any card a Pittsburgh card; the cost is still paid',
    setup: base({}, { hand: ['loc-erie-1'], whiskey: 1 }),
    action: { type: 'build', card: 'loc-erie-1', wild: true, place: 'manufacturer-1', space: 'pittsburgh-2' },
    expect: (n) => expect(player(n)).toMatchObject({ whiskey: 0, cash: 18 }),
  },
  {
    faq: 'transport',
    example: "an iron works reached by another player's rail supplies iron",
    setup: base({
      industries: [coalMine, { ...steel, space: 'clarksburg-3' }],
      links: [{ owner: 'orange', kind: 'lightRail', route: 'clarksburg~pittsburgh' }],
    }),
    action: { type: 'develop', card: 'ind-coal-1', tiles: [{ place: 'kerosene-2', pay: 'iron' }] },
    expect: (_n, e) =>
      expect(cubes(e)[0]).toMatchObject({ source: { kind: 'industry', space: 'clarksburg-3' }, path: ['clarksburg', 'pittsburgh'] }),
  },
  {
    faq: 'your-network',
    example: "another player's rail into a city does not put that city into your network",
    setup: base({ industries: [coalMine], links: [{ owner: 'orange', kind: 'lightRail', route: 'clarksburg~pittsburgh' }] }),
    action: { type: 'network', card: 'ind-coal-1', links: [{ kind: 'lightRail', route: 'baltimore~clarksburg' }] },
    expect: 'not-in-network',
  },
  {
    faq: 'oil-fields',
    example: 'revealed in era 1, "produces 3 next era" is not 3 barrels now',
    setup: base({
      industries: [{ owner: 'blue', place: 'steel-works-1', space: 'pittsburgh-3' }],
      oilFields: { venango: { tile: 'oil-develop-1' } },
    }),
    action: { type: 'network', card: 'ind-coal-1', links: [{ kind: 'pipeline', route: 'venango>pittsburgh' }] },
    expect: (n) => expect(n.oilFields.venango).toMatchObject({ oil: 1, pendingOil: 3, revealed: true }),
  },
  {
    faq: 'heavy-rails',
    example: 'a replaced light rail scores for its owner and goes back to them',
    setup: base(
      {
        industries: [coalMine, steel, { owner: 'orange', place: 'manufacturer-1', space: 'columbus-1', flipped: true }],
        links: [{ owner: 'orange', kind: 'lightRail', route: 'columbus~pittsburgh' }],
      },
      { supply: { heavyRails: ['replacement'] } },
    ),
    action: { type: 'network', card: 'ind-coal-1', links: [{ kind: 'heavyRail', type: 'replacement', route: 'columbus~pittsburgh' }] },
    // 8 in the supply while one was on the map; the replaced one comes back: all 9
    expect: (n) => expect(player(n, 'orange')).toMatchObject({ vp: 2, supply: { lightRails: 9 } }),
  },
  {
    faq: 'income',
    example: 'space 10 is income 0: a loan from there lands on level −3',
    setup: base(),
    action: { type: 'loan', card: 'ind-coal-1' },
    expect: (n) => expect(player(n).incomeSpace).toBe(7),
  },
];

describe('FAQ examples', () => {
  it.each(cases.map((c) => [c.faq, c.example, c] as const))('%s: %s', (_faq, _ex, c) => {
    const r = preview(position(c.setup), c.action);
    if (typeof c.expect === 'string') {
      expect(r.ok ? 'accepted' : r.error.code).toBe(c.expect);
      return;
    }
    if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
    c.expect(r.next, r.effects);
  });
});
