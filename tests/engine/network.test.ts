/** Network (p.9–10): costs, extending the network, second link, special links, oil fields. */
import { describe, expect, it } from 'vitest';
import { base, cubes, ok, player, position, refusal } from './helpers.ts';

const mine = { owner: 'blue', place: 'coal-mine-1', space: 'pittsburgh-1', cubes: { coal: 3 } };
const light = (route: string) => ({ type: 'network', card: 'ind-coal-1', links: [{ kind: 'lightRail', route }] }) as const;

describe('light rail', () => {
  const s = position(base({ industries: [mine] }));
  it('costs 1 coal and no cash (FAQ link-costs)', () => {
    const { next, effects } = ok(s, light('clarksburg~pittsburgh'));
    expect(cubes(effects).map((c) => [c.good, c.price])).toEqual([['coal', 0]]);
    expect(player(next).cash).toBe(30);
  });
  it('must extend the network', () => {
    expect(refusal(s, light('cleveland~toledo'))).toBe('not-in-network');
  });
  it('with nothing on the board it may start anywhere', () => {
    expect(ok(position(base()), light('cleveland~toledo')).next.links).toHaveLength(1);
  });
  it('a taken line, an unknown line and a pipeline route are refused', () => {
    const taken = position(base({ industries: [mine], links: [{ owner: 'orange', kind: 'lightRail', route: 'clarksburg~pittsburgh' }] }));
    expect(refusal(taken, light('clarksburg~pittsburgh'))).toBe('line-taken');
    expect(refusal(s, light('mars~pittsburgh'))).toBe('unknown-line');
    expect(refusal(s, light('venango>pittsburgh'))).toBe('wrong-route-kind');
  });
  it('the rail placed in this action carries its own coal (p.9)', () => {
    const t = position(
      base({
        industries: [
          { owner: 'blue', place: 'manufacturer-1', space: 'pittsburgh-2' },
          { owner: 'orange', place: 'coal-mine-1', space: 'clarksburg-1', cubes: { coal: 1 } },
        ],
      }),
    );
    const { effects } = ok(t, light('clarksburg~pittsburgh'));
    expect(cubes(effects)[0]).toMatchObject({ source: { kind: 'industry', space: 'clarksburg-1' }, path: ['clarksburg'] });
  });
  it('no light rail left in supply', () => {
    expect(refusal(position(base({ industries: [mine] }, { supply: { lightRails: 0 } })), light('clarksburg~pittsburgh'))).toBe(
      'no-link-tile',
    );
  });
  it('rail bonus icons are taken at once: +2 income on Chicago–Saginaw', () => {
    const t = position(base());
    expect(player(ok(t, light('chicago-whiting~saginaw')).next).incomeSpace).toBe(12);
  });
  it('a free-develop icon lets the builder remove a reachable tile for nothing', () => {
    const t = position(base());
    const { next, effects } = ok(t, {
      type: 'network',
      card: 'ind-coal-1',
      links: [{ kind: 'lightRail', route: 'eads-bridge~indianapolis', freeDevelops: ['kerosene-2'] }],
    });
    expect(player(next).mat['kerosene-2']).toBe(1);
    expect(effects).toContainEqual({ kind: 'mat-take', player: 'blue', place: 'kerosene-2', reason: 'free-develop' });
    expect(
      refusal(t, {
        type: 'network',
        card: 'ind-coal-1',
        links: [{ kind: 'lightRail', route: 'cleveland~toledo', freeDevelops: ['kerosene-2'] }],
      }),
    ).toBe('free-develop-not-earned');
  });
});

describe('second link', () => {
  const s = position(base({ industries: [mine] }));
  it('FAQ second-link: light rail to an iron market, then $10 + 1 iron for a pipeline', () => {
    const { next, effects } = ok(s, {
      type: 'network',
      card: 'ind-coal-1',
      links: [
        { kind: 'lightRail', route: 'clarksburg~pittsburgh' },
        { kind: 'pipeline', type: 'income', route: 'macksburg-burning-springs>clarksburg' },
      ],
    });
    expect(effects).toContainEqual({ kind: 'cash', player: 'blue', delta: -10, reason: 'second-link', spending: true });
    expect(cubes(effects).map((c) => [c.good, c.source.kind, c.price])).toEqual([
      ['coal', 'industry', 0],
      ['iron', 'market', 3],
    ]);
    expect(player(next).cash).toBe(17);
    expect(player(next).spentThisRound).toBe(13);
  });
  it('the second link cannot be borrowed early: the first cannot use a connection the second makes', () => {
    expect(
      refusal(s, {
        type: 'network',
        card: 'ind-coal-1',
        links: [
          {
            kind: 'pipeline',
            type: 'income',
            route: 'macksburg-burning-springs>pittsburgh',
            sources: { iron: [{ kind: 'market', market: 'market-clarksburg' }] },
          },
          { kind: 'lightRail', route: 'clarksburg~pittsburgh' },
        ],
      }),
    ).toBe('iron-not-connected');
  });
  it('at most two links', () => {
    const l = { kind: 'lightRail', route: 'clarksburg~pittsburgh' } as const;
    expect(refusal(s, { type: 'network', card: 'ind-coal-1', links: [l, l, l] })).toBe('too-many-links');
  });
});

describe('heavy rails', () => {
  const steel = { owner: 'orange', place: 'steel-works-2', space: 'pittsburgh-4', cubes: { iron: 3, steel: 3 } };
  const heavy = (type: string, route = 'columbus~pittsburgh') =>
    ({ type: 'network', card: 'ind-coal-1', links: [{ kind: 'heavyRail', type, route }] }) as never;
  it('costs 2 steel; the whiskey heavy rail gives +1 whiskey', () => {
    const s = position(base({ industries: [mine, steel] }));
    const { next, effects } = ok(s, heavy('whiskey', 'clarksburg~pittsburgh'));
    expect(cubes(effects).map((c) => c.good)).toEqual(['steel', 'steel']);
    expect(player(next).whiskey).toBe(1);
    expect(player(next).heavyRailsBuilt).toBe(1);
    expect(player(next).supply.heavyRails.map((h) => h.type)).toEqual(['doubleLink']);
  });
  it('FAQ whiskey: with 3 whiskey a whiskey reward leaves 3', () => {
    const s = position(base({ industries: [mine, steel] }, { whiskey: 3 }));
    const { next, effects } = ok(s, heavy('whiskey', 'clarksburg~pittsburgh'));
    expect(player(next).whiskey).toBe(3);
    expect(effects).toContainEqual({ kind: 'whiskey', player: 'blue', delta: 0, lost: 1, reason: 'whiskey-heavy-rail' });
  });
  it('a type not in the supply is refused', () => {
    expect(refusal(position(base({ industries: [mine, steel] })), heavy('replacement'))).toBe('no-link-tile');
  });
  it('a resource heavy rail carries its production for its owner', () => {
    const s = position(base({ industries: [mine, steel] }, { supply: { heavyRails: ['steelResource'] } }));
    const { next } = ok(s, heavy('steelResource', 'clarksburg~pittsburgh'));
    expect(next.links.find((l) => l.route === 'clarksburg~pittsburgh')).toMatchObject({ type: 'steelResource', cubes: { steel: 2 } });
  });
  it("the replacement heavy rail replaces another player's light rail: it scores for its owner first, then returns", () => {
    const s = position(
      base(
        {
          industries: [mine, steel, { owner: 'orange', place: 'manufacturer-1', space: 'columbus-1', flipped: true }],
          links: [{ owner: 'orange', kind: 'lightRail', route: 'columbus~pittsburgh' }],
        },
        { supply: { heavyRails: ['replacement'] } },
      ),
    );
    const { next, effects } = ok(s, heavy('replacement'));
    // flipped Manufacturer I in Columbus prints 2 link icons; the unflipped mine in Pittsburgh none (decision: flipped tiles only)
    expect(effects).toContainEqual({ kind: 'link-returned', owner: 'orange', link: 'lightRail', route: 'columbus~pittsburgh', vp: 2 });
    expect(player(next, 'orange')).toMatchObject({ vp: 2 });
    expect(player(next, 'orange').supply.lightRails).toBe(9); // 8 while its Light Train was on the map
    expect(next.links).toEqual([
      expect.objectContaining({ owner: 'blue', kind: 'heavyRail', type: 'replacement', route: 'columbus~pittsburgh' }),
    ]);
  });
  describe('option replacementTakesLineBonus (the line Columbus–Pittsburgh prints 1 whiskey)', () => {
    const over = (options?: object) =>
      position({
        ...base(
          {
            industries: [mine, steel],
            links: [{ owner: 'orange', kind: 'lightRail', route: 'columbus~pittsburgh' }],
          },
          { supply: { heavyRails: ['replacement'] } },
        ),
        ...(options ? { options } : {}),
      });
    it('default (true): the replacement train takes the line bonus again', () => {
      const { next, effects } = ok(over(), heavy('replacement'));
      expect(player(next).whiskey).toBe(1);
      expect(effects).toContainEqual(expect.objectContaining({ kind: 'reward', player: 'blue', reason: 'line:columbus~pittsburgh' }));
    });
    it('false: no line bonus for a replacement train; a train on a free bonus line still takes it', () => {
      const { next, effects } = ok(over({ replacementTakesLineBonus: false }), heavy('replacement'));
      expect(player(next).whiskey).toBe(0);
      expect(effects.some((e) => e.kind === 'reward')).toBe(false);
      const free = position({ ...base({ industries: [mine, steel] }), options: { replacementTakesLineBonus: false } });
      expect(player(ok(free, heavy('doubleLink')).next).whiskey).toBe(1);
    });
  });
  it("the replacement heavy rail needs another player's light rail", () => {
    const s = position(base({ industries: [mine, steel] }, { supply: { heavyRails: ['replacement'] } }));
    expect(refusal(s, heavy('replacement'))).toBe('replacement-needs-light-rail');
  });
});

describe('pipelines and oil fields', () => {
  const iron = { owner: 'blue', place: 'steel-works-1', space: 'pittsburgh-3', cubes: { iron: 3, steel: 1 } };
  const pipe = (type: string, route = 'venango>pittsburgh') =>
    ({ type: 'network', card: 'ind-coal-1', links: [{ kind: 'pipeline', type, route }] }) as never;
  const fields = { venango: { tile: 'oil-whiskey-1', oil: 0 } };
  it("a reserve pipeline adds 1 oil (plus the route's barrels) and reveals the field, but transports nothing", () => {
    const s = position(base({ industries: [iron], oilFields: fields }));
    const { next } = ok(s, pipe('reserve'));
    expect(next.oilFields.venango).toMatchObject({ revealed: true, oil: 2, pendingOil: 2 });
    expect(player(next).whiskey).toBe(1);
  });
  it('its owner may later replace the reserve pipeline with another and take it back', () => {
    const s = position(
      base(
        {
          industries: [iron],
          links: [{ owner: 'blue', kind: 'pipeline', type: 'reserve', route: 'venango>pittsburgh' }],
          oilFields: { venango: { tile: 'oil-whiskey-1', revealed: true, oil: 2 } },
        },
        { supply: { pipelines: ['income'] } },
      ),
    );
    const { next, effects } = ok(s, pipe('income'));
    expect(effects).toContainEqual({
      kind: 'link-returned',
      owner: 'blue',
      link: 'pipeline',
      type: 'reserve',
      route: 'venango>pittsburgh',
      vp: 0,
    });
    expect(next.oilFields.venango?.oil).toBe(2); // barrels only when a route is first piped
    expect(player(next).supply.pipelines.map((p) => p.type)).toEqual(['reserve']);
  });
  it('FAQ oil-fields: revealed in era 1, "produces N next era" is pending, not oil now', () => {
    const s = position(base({ industries: [iron], oilFields: { venango: { tile: 'oil-develop-1' } } }));
    const { next } = ok(s, {
      type: 'network',
      card: 'ind-coal-1',
      links: [{ kind: 'pipeline', type: 'income', route: 'venango>pittsburgh', freeDevelops: ['coal-mine-1'] }],
    });
    expect(next.oilFields.venango).toMatchObject({ oil: 1, pendingOil: 3 });
    expect(player(next).mat['coal-mine-1']).toBe(0);
  });
  it('revealed in era 2, the right-hand oil is added at once', () => {
    const s = position(
      base({ era: 2, industries: [{ ...iron, place: 'steel-works-2' }], oilFields: { venango: { tile: 'oil-develop-1' } } }),
    );
    expect(ok(s, pipe('income')).next.oilFields.venango).toMatchObject({ oil: 4, pendingOil: 0 });
  });
  it('only the first connection reveals', () => {
    const s = position(
      base({
        industries: [iron],
        links: [{ owner: 'orange', kind: 'pipeline', route: 'venango>erie' }],
        oilFields: { venango: { tile: 'oil-cash-8', revealed: true, oil: 2 } },
      }),
    );
    const { effects } = ok(s, pipe('income'));
    expect(effects.some((e) => e.kind === 'reveal')).toBe(false);
  });
  it('a pipeline on a rail line is refused', () => {
    expect(refusal(position(base({ industries: [iron] })), pipe('income', 'clarksburg~pittsburgh'))).toBe('wrong-route-kind');
  });
});
