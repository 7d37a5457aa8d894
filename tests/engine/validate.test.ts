/** Scenario positions: validate() lists every problem with a path and a code, and never throws. */
import fc from './fc.ts';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contextFor, defaultRules, scenarioErrorCodes, validate } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { tileFitsSite } from '../../src/engine/rulesets/pittsburgh/scenario/validate.ts';

const codes = (setup: unknown) => {
  const v = validate(setup);
  return v.ok ? [] : v.errors.map((e) => `${e.path}:${e.code}`);
};
const one = (player: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  players: [{ colour: 'blue', ...player }],
  ...extra,
});

describe('validate', () => {
  it('fills defaults: $30, space 10, full mat, starting supply, full markets, coke 1', () => {
    const v = validate({ players: [{ colour: 'blue' }, { colour: 'orange' }] });
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    const s = v.state;
    expect(s).toMatchObject({ board: 'three-four', era: 1, round: 1, actionsLeft: 2, current: 0, turnOrder: ['blue', 'orange'] });
    expect(s.players[0]).toMatchObject({ cash: 30, incomeSpace: 10, vp: 0, whiskey: 0, hand: [], heavyRailsBuilt: 0 });
    expect(s.players[0]?.supply.lightRails).toBe(9);
    expect(s.players[0]?.mat['kerosene-2']).toBe(2);
    expect(s.markets['market-clarksburg']).toEqual({ coal: 3, iron: 3 });
    expect(s.markets['market-canada']).toEqual({ steel: 2, coke: 1 });
    expect(s.oilFields.venango).toEqual({ tile: null, revealed: false, oil: 0, pendingOil: 0 });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s); // plain JSON
    expect(s.options).toMatchObject({ replacementTakesLineBonus: true, oilCityOnReservePipeline: true });
  });

  it('accepts the rule options replacementTakesLineBonus and oilCityOnReservePipeline (booleans only)', () => {
    const v = validate(one({}, { options: { replacementTakesLineBonus: false, oilCityOnReservePipeline: false } }));
    expect(v.ok && v.state.options).toMatchObject({ replacementTakesLineBonus: false, oilCityOnReservePipeline: false });
    expect(codes(one({}, { options: { oilCityOnReservePipeline: 'no' } }))).toEqual(['options.oilCityOnReservePipeline:wrong-type']);
  });

  it.each([
    [one({ cash: -1 }), 'players[0].cash:cash-negative'],
    [one({ whiskey: 4 }), 'players[0].whiskey:whiskey-over-3'],
    [one({ incomeSpace: 100 }), 'players[0].incomeSpace:bad-income-space'],
    [one({ incomeSpace: 1.5 }), 'players[0].incomeSpace:wrong-type'],
    [one({ hand: ['loc-atlantis-1'] }), 'players[0].hand[0]:unknown-card'],
    [one({ mat: { 'coal-mine-9': 1 } }), 'players[0].mat.coal-mine-9:unknown-mat-place'],
    [one({ removed: ['nope'] }), 'players[0].removed[0]:unknown-mat-place'],
    [one({ supply: { heavyRails: ['rocket'] } }), 'players[0].supply.heavyRails[0]:unknown-link-type'],
    [one({}, { industries: [{ owner: 'blue', place: 'coal-mine-1', city: 'atlantis' }] }), 'industries[0].city:unknown-city'],
    [one({}, { industries: [{ owner: 'blue', place: 'coal-mine-1', space: 'atlantis-1' }] }), 'industries[0].space:unknown-space'],
    [one({}, { industries: [{ owner: 'blue', place: 'coal-mine-1', space: 'pittsburgh-2' }] }), 'industries[0].space:icon-mismatch'],
    [
      one(
        {},
        {
          industries: [
            { owner: 'blue', place: 'coal-mine-1', space: 'pittsburgh-1' },
            { owner: 'blue', place: 'coal-mine-2', space: 'pittsburgh-1' },
          ],
        },
      ),
      'industries[1].space:space-taken',
    ],
    [one({}, { industries: [{ owner: 'red', place: 'coal-mine-1', space: 'pittsburgh-1' }] }), 'industries[0].owner:unknown-player'],
    [
      one({}, { industries: [{ owner: 'blue', place: 'link-coal-heavy-coke', space: 'pittsburgh-1' }] }),
      'industries[0].place:not-an-industry-tile',
    ],
    [one({}, { links: [{ owner: 'blue', kind: 'lightRail', route: 'a~b' }] }), 'links[0].route:unknown-line'],
    [
      one(
        {},
        {
          links: [
            { owner: 'blue', kind: 'lightRail', route: 'clarksburg~pittsburgh' },
            { owner: 'blue', kind: 'heavyRail', route: 'clarksburg~pittsburgh' },
          ],
        },
      ),
      'links[1].route:line-taken',
    ],
    [one({}, { links: [{ owner: 'blue', kind: 'pipeline', type: 'gold', route: 'venango>erie' }] }), 'links[0].type:unknown-link-type'],
    [one({}, { markets: { 'market-mars': {} } }), 'markets.market-mars:unknown-market'],
    [one({}, { markets: { 'market-toledo': { coal: 4 } } }), 'markets.market-toledo.coal:market-over-capacity'],
    [one({}, { markets: { 'market-toledo': { steel: 1 } } }), 'markets.market-toledo.steel:unknown-resource'],
    [one({}, { merchants: { pittsburgh: { tile: 'merchant-kerosene-4' } } }), 'merchants.pittsburgh:unknown-merchant-location'],
    [one({}, { merchants: { cincinnati: { tile: 'merchant-x' } } }), 'merchants.cincinnati.tile:unknown-merchant-tile'],
    [one({}, { oilFields: { atlantis: {} } }), 'oilFields.atlantis:unknown-oil-field'],
    [one({}, { oilFields: { venango: { tile: 'oil-gold' } } }), 'oilFields.venango.tile:unknown-oil-tile'],
    [one({}, { quality: ['quality-x'] }), 'quality[0]:unknown-quality-tile'],
    [one({}, { era: 3 }), 'era:bad-era'],
    [one({}, { actionsLeft: 5 }), 'actionsLeft:bad-actions-left'],
    [one({}, { current: 'red' }), 'current:unknown-player'],
    [one({}, { board: 'moon' }), 'board:unknown-board'],
    [one({}, { options: { houseRule: true } }), 'options.houseRule:unknown-option'],
    [{ players: [{ colour: 'blue' }, { colour: 'blue' }] }, 'players[1].colour:duplicate-colour'],
    [
      {
        players: [
          { colour: 'blue', hand: ['ind-coal-1'] },
          { colour: 'orange', hand: ['ind-coal-1'] },
        ],
      },
      'cards:duplicate-card',
    ],
    [{ players: [] }, 'players:no-players'],
    [{}, 'players:missing-field'],
    [{ players: 'x' }, 'players:wrong-type'],
  ])('%j → %s', (setup, expected) => {
    expect(codes(setup)).toContain(expected);
  });

  it('places an industry by city on the first free matching space, dedicated first', () => {
    const v = validate(one({}, { industries: [{ owner: 'blue', place: 'coal-mine-1', city: 'pittsburgh' }] }));
    expect(v.ok && v.state.industries[0]?.space).toBe('pittsburgh-1');
  });
  it('a flipped industry starts empty; an unflipped one with its production', () => {
    const v = validate(
      one(
        {},
        {
          industries: [
            { owner: 'blue', place: 'coal-mine-2', space: 'pittsburgh-1' },
            { owner: 'blue', place: 'steel-works-1', space: 'cleveland-3', flipped: true },
          ],
        },
      ),
    );
    expect(v.ok && v.state.industries.map((i) => i.cubes)).toEqual([{ coal: 4 }, {}]);
  });
  it('every error code used is declared', () => {
    const all = new Set<string>(scenarioErrorCodes);
    for (const setup of [one({ cash: -1 }), { players: 3 }, null]) {
      const v = validate(setup);
      if (!v.ok) for (const e of v.errors) expect(all.has(e.code)).toBe(true);
    }
  });
  it('every scenario in content/scenarios is valid', () => {
    const dir = path.join(__dirname, '../../content/scenarios');
    for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.json'))) {
      const v = validate(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
      expect(v.ok ? 'ok' : `${f}: ${JSON.stringify(v.errors)}`).toBe('ok');
    }
  });
  it('never throws on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (j) => {
        const v = validate(j);
        expect(typeof v.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
  it('never throws on almost-right setups', () => {
    const field = fc.oneof(fc.constant(undefined), fc.jsonValue(), fc.integer(), fc.string());
    fc.assert(
      fc.property(field, field, field, field, field, (cash, hand, industries, links, markets) => {
        const v = validate({ players: [{ colour: 'blue', cash, hand }], industries, links, markets });
        if (v.ok) expect(v.state.players[0]?.cash).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('docs/scenario-format.md', () => {
  it('its full example is a valid scenario', () => {
    const doc = fs.readFileSync(path.join(__dirname, '../../docs/scenario-format.md'), 'utf8');
    const json = /```json\n([\s\S]*?)\n```/.exec(doc)?.[1];
    const v = validate(JSON.parse(json ?? 'null'));
    expect(v.ok ? 'ok' : JSON.stringify(v.errors)).toBe('ok');
  });
});

describe('where a position may show a tile (the editor offers exactly these sites)', () => {
  const ctx = contextFor(defaultRules, 'three-four');
  const tile = (id: string) => ctx.tilePlaces.find((p) => p.id === id)!;
  it('a Coal Mine on a space with the coal icon, never on an oil field; Oil City only on an oil field', () => {
    const coalSpaces = [...ctx.spaces.values()].filter((s) => s.space.icons.includes('coal')).map((s) => s.space.id);
    const field = [...ctx.oilFields][0]!;
    expect(coalSpaces.length).toBeGreaterThan(0);
    for (const sp of coalSpaces) expect(tileFitsSite(ctx, tile('coal-mine-1'), sp)).toBe(true);
    expect(tileFitsSite(ctx, tile('coal-mine-1'), field)).toBe(false);
    expect(tileFitsSite(ctx, tile('oil-city-5'), field)).toBe(true);
    expect(tileFitsSite(ctx, tile('oil-city-5'), coalSpaces[0]!)).toBe(false);
  });
});
