/** fast-check generators of random VALID positions (checked by validate()). */
import fc from './fc.ts';
import { board34, deck, mat } from '../../src/engine/rulesets/pittsburgh/data/index.ts';
import type { MatTilePlace } from '../../src/engine/rulesets/pittsburgh/data/types.ts';

const COLOURS = ['blue', 'orange', 'purple', 'teal'];
const tiles = mat.places.filter(
  (p): p is MatTilePlace => p.node === 'tile' && !p.upgrades && !p.needsPipedOilField && p.spaceIcon !== null,
);
const spaces = board34.locations.flatMap((l) => (l.kind === 'city' ? l.spaces : []));
const placements = tiles.flatMap((t) =>
  spaces.filter((s) => t.spaceIcon && s.icons.includes(t.spaceIcon)).map((s) => ({ tile: t, space: s.id })),
);
const cardIds = deck.cards.map((c) => c.id);
const HEAVY = ['whiskey', 'cokeResource', 'steelResource', 'oilResource', 'doubleLink', 'replacement'];
const PIPES = ['income', 'cash', 'vp', 'reserve'];

export const arbitrarySetup = fc
  .record({
    players: fc.integer({ min: 2, max: 4 }),
    cards: fc.shuffledSubarray(cardIds, { minLength: 8, maxLength: 30 }),
    money: fc.array(
      fc.record({
        cash: fc.integer({ min: 0, max: 60 }),
        income: fc.integer({ min: 0, max: 40 }),
        whiskey: fc.integer({ min: 0, max: 3 }),
      }),
      { minLength: 4, maxLength: 4 },
    ),
    removed: fc.array(
      fc.subarray(
        mat.places.map((p) => p.id),
        { maxLength: 6 },
      ),
      { minLength: 4, maxLength: 4 },
    ),
    industries: fc.array(fc.record({ i: fc.nat(placements.length - 1), owner: fc.nat(3), flipped: fc.boolean(), keep: fc.nat(5) }), {
      maxLength: 10,
    }),
    links: fc.array(
      fc.record({ i: fc.nat(board34.lines.length - 1), owner: fc.nat(3), heavy: fc.boolean(), type: fc.constantFrom(...HEAVY) }),
      { maxLength: 10 },
    ),
    supplies: fc.array(
      fc.option(fc.record({ heavy: fc.subarray(HEAVY, { maxLength: 3 }), pipes: fc.subarray(PIPES, { maxLength: 2 }), light: fc.nat(9) })),
      {
        minLength: 4,
        maxLength: 4,
      },
    ),
    pipes: fc.array(
      fc.record({
        i: fc.nat(board34.pipelineRoutes.length - 1),
        owner: fc.nat(3),
        type: fc.constantFrom('income', 'cash', 'vp', 'reserve'),
      }),
      { maxLength: 3 },
    ),
    oil: fc.array(fc.nat(4), { minLength: 5, maxLength: 5 }),
    market: fc.array(fc.nat(3), { minLength: 6, maxLength: 6 }),
    era: fc.constantFrom(1, 2),
  })
  .map((r) => {
    const colours = COLOURS.slice(0, r.players);
    const hands = colours.map((_, i) => r.cards.slice(i * 4, i * 4 + 4));
    const used = new Set<string>();
    const industries = [];
    for (const x of r.industries) {
      const p = placements[x.i];
      if (!p || used.has(p.space)) continue;
      used.add(p.space);
      const cubes = Object.fromEntries(Object.entries(p.tile.produces).map(([g, n]) => [g, Math.min(n ?? 0, x.keep)]));
      industries.push({
        owner: colours[x.owner % r.players],
        place: p.tile.id,
        space: p.space,
        flipped: x.flipped,
        ...(x.flipped ? {} : { cubes }),
      });
    }
    const routes = new Set<string>();
    const links = [];
    for (const l of r.links) {
      const line = board34.lines[l.i];
      if (!line || routes.has(line.id)) continue;
      routes.add(line.id);
      links.push({
        owner: colours[l.owner % r.players],
        kind: l.heavy ? 'heavyRail' : 'lightRail',
        route: line.id,
        ...(l.heavy ? { type: l.type } : {}),
      });
    }
    for (const p of r.pipes) {
      const route = board34.pipelineRoutes[p.i];
      if (!route || routes.has(route.id)) continue;
      routes.add(route.id);
      links.push({ owner: colours[p.owner % r.players], kind: 'pipeline', type: p.type, route: route.id });
    }
    const fields = board34.oilFields.map((f, i) => [f.id, { oil: r.oil[i] ?? 0, revealed: (r.oil[i] ?? 0) > 0 }]);
    const markets = Object.fromEntries(
      board34.markets.map((m, i) => [m.id, Object.fromEntries(m.stock.map((s) => [s.resource, Math.min(s.slots, r.market[i] ?? 0)]))]),
    );
    return {
      era: r.era,
      round: 2,
      players: colours.map((colour, i) => ({
        colour,
        cash: r.money[i]?.cash,
        incomeSpace: r.money[i]?.income,
        whiskey: r.money[i]?.whiskey,
        hand: hands[i],
        removed: r.removed[i],
        ...(r.supplies[i]
          ? { supply: { lightRails: r.supplies[i]?.light, heavyRails: r.supplies[i]?.heavy, pipelines: r.supplies[i]?.pipes } }
          : {}),
      })),
      industries,
      links,
      markets,
      oilFields: Object.fromEntries(fields),
    };
  });
