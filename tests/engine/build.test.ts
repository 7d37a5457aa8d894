/** Build (p.8): cards, spaces, era limits, upgrades, costs, build-time market sales. */
import { describe, expect, it } from 'vitest';
import { base, cubes, ok, player, position, refusal } from './helpers.ts';

const coalMine = (space: string, card = 'loc-pittsburgh-1') => ({ type: 'build', card, place: 'coal-mine-1', space }) as const;

describe('card permission', () => {
  it('a location card builds in its city even outside the network', () => {
    const s = position(base({ industries: [{ owner: 'blue', place: 'manufacturer-1', space: 'erie-2' }] }));
    expect(ok(s, coalMine('pittsburgh-1')).next.industries).toHaveLength(2);
  });
  it('a location card of another city is refused', () => {
    expect(refusal(position(base()), coalMine('clarksburg-1'))).toBe('card-does-not-allow');
  });
  it('an industry card builds inside the network only', () => {
    const s = position(base({ industries: [{ owner: 'blue', place: 'manufacturer-1', space: 'erie-2' }] }));
    expect(refusal(s, coalMine('pittsburgh-1', 'ind-coal-1'))).toBe('not-in-network');
    const linked = position(
      base({
        industries: [{ owner: 'blue', place: 'manufacturer-1', space: 'erie-2' }],
        links: [{ owner: 'blue', kind: 'lightRail', route: 'clarksburg~pittsburgh' }],
      }),
    );
    expect(ok(linked, coalMine('pittsburgh-1', 'ind-coal-1')).next.industries).toHaveLength(2);
  });
  it('FAQ build-cards: with nothing on the board an industry card builds anywhere', () => {
    expect(ok(position(base()), coalMine('clarksburg-1', 'ind-coal-1')).next.industries).toHaveLength(1);
  });
  it('an industry card of another industry is refused', () => {
    expect(refusal(position(base()), coalMine('pittsburgh-1', 'ind-kerosene-1'))).toBe('card-does-not-allow');
  });
  it("another player's rail into a city does not put it in your network", () => {
    const s = position(
      base({
        industries: [{ owner: 'blue', place: 'manufacturer-1', space: 'cleveland-2' }],
        links: [{ owner: 'orange', kind: 'lightRail', route: 'cleveland~pittsburgh' }],
      }),
    );
    expect(refusal(s, coalMine('pittsburgh-1', 'ind-coal-1'))).toBe('not-in-network');
  });
  it('a wild card needs whiskey', () => {
    expect(refusal(position(base()), { ...coalMine('clarksburg-1'), wild: true })).toBe('no-whiskey');
  });
  it('the card must be in hand', () => {
    expect(refusal(position(base()), coalMine('pittsburgh-1', 'loc-pittsburgh-2'))).toBe('card-not-in-hand');
  });
});

describe('spaces', () => {
  it('FAQ dedicated-spaces: an empty coal-only space comes before a mixed coal space', () => {
    expect(refusal(position(base()), coalMine('pittsburgh-4'))).toBe('dedicated-space-first');
    const taken = position(base({ industries: [{ owner: 'orange', place: 'coal-mine-1', space: 'pittsburgh-1' }] }));
    expect(ok(taken, coalMine('pittsburgh-4')).next.industries).toHaveLength(2);
  });
  it("the space must show the industry's icon", () => {
    expect(refusal(position(base()), coalMine('pittsburgh-2'))).toBe('space-icon-mismatch');
  });
  it('ordinary builds never cover a tile', () => {
    const s = position(base({ industries: [{ owner: 'orange', place: 'coal-mine-1', space: 'pittsburgh-1', flipped: true }] }));
    expect(refusal(s, coalMine('pittsburgh-1'))).toBe('space-taken');
  });
  it('unknown spaces are refused', () => {
    expect(refusal(position(base()), coalMine('atlantis-1'))).toBe('unknown-space');
  });
  it('FAQ era1-one-per-city: a second own industry in one city in era 1 is refused, allowed in era 2', () => {
    const setup = base({ industries: [{ owner: 'blue', place: 'manufacturer-1', space: 'pittsburgh-2' }] });
    expect(refusal(position(setup), coalMine('pittsburgh-1'))).toBe('era1-one-per-city');
    expect(ok(position({ ...setup, era: 2 }), coalMine('pittsburgh-1')).next.industries).toHaveLength(2);
  });
  it('tile era marks still apply: Steel I is era 1 only', () => {
    const s = position(base({ era: 2 }));
    expect(refusal(s, { type: 'build', card: 'loc-pittsburgh-1', place: 'steel-works-1', space: 'pittsburgh-3' })).toBe('wrong-era');
  });
});

describe('costs', () => {
  it('income-level costs drop levels: Kerosene II from level 0 to level −1', () => {
    const { next } = ok(position(base()), { type: 'build', card: 'loc-pittsburgh-1', place: 'kerosene-2', space: 'pittsburgh-2' });
    expect(player(next).incomeSpace).toBe(9);
  });
  it('no build may put income below −10', () => {
    const s = position(base({}, { incomeSpace: 0 }));
    expect(refusal(s, { type: 'build', card: 'loc-pittsburgh-1', place: 'kerosene-2', space: 'pittsburgh-2' })).toBe(
      'income-below-minimum',
    );
  });
  it('not enough cash is refused and nothing changes', () => {
    const s = position(base({}, { cash: 4 }));
    expect(refusal(s, coalMine('pittsburgh-1'))).toBe('not-enough-cash');
    expect(player(s).cash).toBe(4);
  });
  it('the tile leaves the mat and costs count as spending', () => {
    const { next } = ok(position(base()), coalMine('pittsburgh-1'));
    expect(player(next).mat['coal-mine-1']).toBe(0);
    expect(player(next).spentThisRound).toBe(5 + 7); // $5 + Vanderbilt iron
  });
});

describe('upgrades', () => {
  const flippedMine = { owner: 'blue', place: 'coal-mine-1', space: 'pittsburgh-1', flipped: true };
  const gen = { type: 'build', card: 'loc-pittsburgh-1', place: 'generator-4', space: 'pittsburgh-1' } as const;
  const genSetup = (extra: Record<string, unknown> = {}) =>
    base({ industries: [flippedMine], ...extra }, { removed: ['coal-mine-1', 'coal-mine-2', 'coal-mine-3'], incomeSpace: 20 });
  it('the generator replaces an own flipped coal mine, which scores its VP now; cash = 2 × income', () => {
    const { next, effects } = ok(position(genSetup()), gen);
    expect(effects).toContainEqual({ kind: 'industry-removed', owner: 'blue', place: 'coal-mine-1', space: 'pittsburgh-1', vp: 1 });
    expect(next.industries).toEqual([{ owner: 'blue', place: 'generator-4', space: 'pittsburgh-1', flipped: true, cubes: {} }]);
    expect(player(next).vp).toBe(1);
    expect(effects).toContainEqual({ kind: 'cash', player: 'blue', delta: 10, reason: 'generator', spending: false });
    expect(player(next).cash).toBe(30 - 15 - 7 - 7 + 10);
  });
  it("never on an empty space, an unflipped tile or another player's tile", () => {
    const empty = position({ ...genSetup(), industries: [] });
    expect(refusal(empty, gen)).toBe('upgrade-needs-own-flipped');
    expect(refusal(position(genSetup({ industries: [{ ...flippedMine, flipped: false }] })), gen)).toBe('upgrade-needs-own-flipped');
    expect(refusal(position(genSetup({ industries: [{ ...flippedMine, owner: 'orange' }] })), gen)).toBe('upgrade-needs-own-flipped');
  });
  it('FAQ market-sale-on-build: a new coke works sells 2 coke at 4 VP each → 8 VP at once', () => {
    const s = position(
      base(
        {
          industries: [flippedMine, { owner: 'orange', place: 'coal-mine-3', space: 'harrisburg-1', cubes: { coal: 5 } }],
          links: [
            { owner: 'orange', kind: 'lightRail', route: 'harrisburg~pittsburgh' },
            { owner: 'orange', kind: 'lightRail', route: 'harrisburg~philadelphia' },
          ],
          markets: { 'market-philadelphia': { coke: 0 } },
        },
        { removed: ['coal-mine-1'] },
      ),
    );
    const { next, effects } = ok(s, { type: 'build', card: 'loc-pittsburgh-1', place: 'coke-works-1', space: 'pittsburgh-1' });
    expect(effects).toContainEqual({
      kind: 'market-sale',
      player: 'blue',
      market: 'market-philadelphia',
      good: 'coke',
      count: 2,
      cash: 8,
      vp: 8,
    });
    expect(player(next).vp).toBe(1 + 8); // replaced coal mine + coke
    // emptied by the sale: flips, +2 income spaces
    expect(next.industries.find((i) => i.space === 'pittsburgh-1')).toMatchObject({ place: 'coke-works-1', flipped: true });
    expect(player(next).incomeSpace).toBe(12);
    expect(player(next).spentThisRound).toBe(18);
  });
});

describe('build-time market sale', () => {
  const setup = base({
    links: [
      { owner: 'orange', kind: 'lightRail', route: 'columbus~pittsburgh' },
      { owner: 'orange', kind: 'lightRail', route: 'clarksburg~pittsburgh' },
      { owner: 'orange', kind: 'lightRail', route: 'cleveland~columbus' },
      { owner: 'orange', kind: 'lightRail', route: 'cleveland~toledo' },
    ],
    markets: { 'market-clarksburg': { coal: 0 }, 'market-toledo': { coal: 2 } },
  });
  const build = { type: 'build', card: 'loc-columbus-1', place: 'coal-mine-1', space: 'columbus-2' } as const;
  const s = position({ ...setup, players: [{ colour: 'blue', hand: ['loc-columbus-1'] }, { colour: 'orange' }] });
  it('fills connected markets, nearest first by default', () => {
    const { effects, next } = ok(s, build);
    expect(effects.filter((e) => e.kind === 'market-sale')).toEqual([
      { kind: 'market-sale', player: 'blue', market: 'market-clarksburg', good: 'coal', count: 3, cash: 9, vp: 0 },
    ]);
    expect(next.industries[0]?.flipped).toBe(true); // emptied → flips, +4 spaces
    expect(player(next).incomeSpace).toBe(14);
  });
  it('the builder chooses the order of markets', () => {
    const { effects } = ok(s, { ...build, marketOrder: ['market-toledo'] });
    expect(
      effects.filter((e) => e.kind === 'market-sale').map((e) => (e.kind === 'market-sale' ? [e.market, e.count, e.cash] : [])),
    ).toEqual([
      ['market-toledo', 1, 4],
      ['market-clarksburg', 2, 6],
    ]);
  });
  it('an unknown market in the order is refused', () => {
    expect(refusal(s, { ...build, marketOrder: ['market-mars'] })).toBe('unknown-market');
  });
  it('the iron for the mine comes by the normal rules (here: Clarksburg market, connected)', () => {
    expect(cubes(ok(s, build).effects)[0]).toMatchObject({
      good: 'iron',
      source: { kind: 'market', market: 'market-clarksburg' },
      price: 3,
    });
  });
});

describe('Oil City', () => {
  const setup = (piped: boolean) =>
    base(
      {
        era: 2,
        links: piped ? [{ owner: 'orange', kind: 'pipeline', route: 'venango>erie' }] : [],
        oilFields: { venango: { tile: 'oil-cash-8', revealed: true, oil: 2 } },
      },
      { removed: ['kerosene-2', 'kerosene-3', 'kerosene-4'], incomeSpace: 30 },
    );
  const oc = { type: 'build', card: 'ind-kerosene-1', place: 'oil-city-5', space: 'venango' } as const;
  it('needs a piped field; takes all its oil plus 3', () => {
    expect(refusal(position(setup(false)), oc)).toBe('oil-field-not-piped');
    const { next } = ok(position(setup(true)), oc);
    expect(next.industries[0]).toMatchObject({ place: 'oil-city-5', space: 'venango', cubes: { oil: 5 }, flipped: false });
    expect(next.oilFields.venango?.oil).toBe(0);
    expect(player(next).incomeSpace).toBe(22); // level 10 − 4 = level 6, highest space 22
  });
  it('is era 2 only', () => {
    expect(refusal(position({ ...setup(true), era: 1 }), oc)).toBe('wrong-era');
  });
  describe('option oilCityOnReservePipeline (a field whose only pipeline is a reserve pipeline)', () => {
    const reserve = { owner: 'orange', kind: 'pipeline', type: 'reserve', route: 'venango>erie' };
    const onReserve = (options?: object, links: object[] = [reserve]) =>
      position({ ...setup(false), links, ...(options ? { options } : {}) });
    it('default (true): the reserve pipeline counts as the connection; Oil City takes the oil', () => {
      expect(ok(onReserve(), oc).next.industries[0]).toMatchObject({ place: 'oil-city-5', space: 'venango', cubes: { oil: 5 } });
    });
    it('false: refused with oil-field-reserve-only; a transporting pipeline on the field is enough', () => {
      expect(refusal(onReserve({ oilCityOnReservePipeline: false }), oc)).toBe('oil-field-reserve-only');
      const both = [reserve, { owner: 'blue', kind: 'pipeline', type: 'income', route: 'venango>cleveland' }];
      expect(ok(onReserve({ oilCityOnReservePipeline: false }, both), oc).next.industries[0]).toMatchObject({ place: 'oil-city-5' });
    });
  });
});

describe('locomotive works', () => {
  const setup = base(
    { era: 2, industries: [{ owner: 'blue', place: 'manufacturer-1', space: 'pittsburgh-2', flipped: true }] },
    { removed: ['manufacturer-1', 'manufacturer-2', 'manufacturer-3', 'manufacturer-5'], cash: 40 },
  );
  const loco = { type: 'build', card: 'loc-pittsburgh-1', place: 'locomotive-works-7', space: 'pittsburgh-2' } as const;
  it('upgrades an own flipped manufacturer, enters flipped and gives 3 free develops at once', () => {
    const { next, effects } = ok(position(setup), { ...loco, freeDevelops: ['kerosene-2', 'kerosene-2', 'coal-mine-1'] });
    expect(effects).toContainEqual({ kind: 'industry-removed', owner: 'blue', place: 'manufacturer-1', space: 'pittsburgh-2', vp: 5 });
    expect(next.industries).toEqual([{ owner: 'blue', place: 'locomotive-works-7', space: 'pittsburgh-2', flipped: true, cubes: {} }]);
    expect(player(next).mat).toMatchObject({ 'kerosene-2': 0, 'coal-mine-1': 0 });
    expect(player(next).cash).toBe(40 - 18 - 10); // coke from Vanderbilt
    expect(player(next).supply.pipelines.map((p) => p.type)).toContain('vp'); // Kerosene II gone: its pipeline unlocked
  });
  it('unused free develops are forfeited, and no more than earned may be used', () => {
    const { effects } = ok(position(setup), { ...loco, freeDevelops: ['coal-mine-1'] });
    expect(effects).toContainEqual({ kind: 'free-develop-unused', player: 'blue', count: 2 });
    expect(refusal(position(setup), { ...loco, freeDevelops: ['coal-mine-1', 'kerosene-2', 'kerosene-2', 'steel-works-1'] })).toBe(
      'free-develop-not-earned',
    );
  });
  it('is era 2 only', () => {
    expect(refusal(position({ ...setup, era: 1 }), loco)).toBe('wrong-era');
  });
});
