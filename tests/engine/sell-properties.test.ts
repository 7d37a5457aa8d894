/**
 * Property tests of the sell action: random sale orders on random positions around Pittsburgh
 * never throw; a refusal is always a known code; a sale that passes keeps the printed order's
 * promises (every seller flipped, barrels = oil printed, each face-up merchant used paid once and
 * flipped, no money paid by anyone, one action and one card used).
 */
import fc from './fc.ts';
import { describe, expect, it } from 'vitest';
import { mat } from '../../src/engine/rulesets/pittsburgh/data/index.ts';
import type { Effect, GameState, SellAction } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { legalActions, preview, reasonCodes, validate } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { MERCHANT_15 } from './sell-helpers.ts';

/** Candidate industries: [place, space]. Spaces are distinct. */
const SITES: [string, string][] = [
  ['manufacturer-1', 'pittsburgh-2'],
  ['kerosene-4', 'pittsburgh-5'],
  ['manufacturer-5', 'columbus-1'],
  ['automobile-6', 'cleveland-2'],
  ['kerosene-2', 'cleveland-1'],
  ['manufacturer-4', 'pittsburgh-3'],
];
const LINES = ['columbus~pittsburgh', 'cincinnati~columbus', 'cleveland~pittsburgh', 'cleveland~columbus', 'cincinnati~the-south'];
const PIPES = ['venango>pittsburgh', 'venango>cleveland'];
const PIPE_TYPES = ['cash', 'vp', 'income', 'reserve'];
const MERCHANTS: [string, string][] = [
  ['cincinnati', MERCHANT_15],
  ['the-south', 'merchant-manufacturing-automobile-3'],
];
const QUALITY = ['quality-vp-9', 'quality-cash-15-vp-7', 'quality-income-8-vp-7'];

const arbPosition = fc.record({
  sites: fc.subarray(SITES, { minLength: 1 }),
  owners: fc.array(fc.constantFrom('blue', 'blue', 'blue', 'orange'), { minLength: 6, maxLength: 6 }),
  flipped: fc.array(fc.constantFrom(false, false, false, true), { minLength: 6, maxLength: 6 }),
  /** A rail line left out (or none): mostly connected positions, so that many sales pass. */
  missingLine: fc.option(fc.constantFrom(...LINES), { nil: undefined }),
  pipes: fc.constantFrom(PIPES, PIPES, PIPES.slice(0, 1), PIPES.slice(1)),
  pipeTypes: fc.array(fc.constantFrom('cash', 'cash', ...PIPE_TYPES), { minLength: 2, maxLength: 2 }),
  faceUp: fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }),
  oil: fc.integer({ min: 0, max: 6 }),
  whiskey: fc.integer({ min: 0, max: 3 }),
});

type Position = typeof arbPosition extends fc.Arbitrary<infer R> ? R : never;

function setup(p: Position): GameState {
  const v = validate({
    round: 3,
    current: 'blue',
    players: [
      { colour: 'blue', cash: 30, whiskey: p.whiskey, hand: ['loc-detroit-1', 'ind-coal-1'] },
      { colour: 'orange', cash: 30, hand: [] },
    ],
    industries: p.sites.map(([place, space], i) => ({ owner: p.owners[i], place, space, flipped: p.flipped[i] })),
    links: [
      ...LINES.filter((l) => l !== p.missingLine).map((route) => ({ owner: 'orange', kind: 'lightRail', route })),
      ...p.pipes.map((route, i) => ({ owner: 'orange', kind: 'pipeline', route, type: p.pipeTypes[i] })),
    ],
    merchants: Object.fromEntries(MERCHANTS.map(([loc, tile], i) => [loc, { tile, faceUp: p.faceUp[i] }])),
    oilFields: { venango: { tile: 'oil-income-3', revealed: true, oil: p.oil } },
    quality: QUALITY,
  });
  if (!v.ok) throw new Error(JSON.stringify(v.errors));
  return v.state;
}

const arbOrder = fc.record({
  pick: fc.array(fc.nat({ max: 5 }), { minLength: 1, maxLength: 3 }), // may repeat a seller (malformed)
  /** Per pick: true (mostly) = among blue's unflipped industries, false = any industry. */
  own: fc.array(fc.constantFrom(true, true, true, true, false), { minLength: 3, maxLength: 3 }),
  merchant: fc.array(fc.constantFrom(undefined, undefined, undefined, undefined, undefined, 'cincinnati', 'the-south', 'canada'), {
    minLength: 3,
    maxLength: 3,
  }),
  /** Rarely keep a seller listed twice (malformed). */
  repeat: fc.constantFrom(false, false, false, false, false, false, false, true),
  quality: fc.option(fc.record({ tile: fc.constantFrom(...QUALITY, 'quality-vp-12'), whiskey: fc.integer({ min: 0, max: 4 }) }), {
    nil: undefined,
    freq: 2,
  }),
});

const oilOf = (place: string): number => {
  const p = mat.places.find((x) => x.id === place);
  return p?.node === 'tile' ? p.oilToSell : 0;
};

function checkSale(before: GameState, action: SellAction, next: GameState, effects: Effect[]): void {
  const spaces = action.sales.map((x) => x.space);
  for (const space of spaces) expect(next.industries.find((i) => i.space === space)?.flipped).toBe(true);
  const need = spaces.reduce((n, sp) => n + oilOf(before.industries.find((i) => i.space === sp)?.place ?? ''), 0);
  expect(effects.filter((e) => e.kind === 'cube' && e.good === 'oil')).toHaveLength(need);
  const used = new Set(effects.flatMap((e) => (e.kind === 'sale' ? [e.merchant] : [])));
  const paid = effects.filter((e) => e.kind === 'merchant-bonus').map((e) => (e.kind === 'merchant-bonus' ? e.merchant : ''));
  expect(paid.sort()).toEqual([...used].filter((m) => before.merchants[m]?.faceUp).sort());
  for (const m of used) expect(next.merchants[m]?.faceUp).toBe(false);
  expect(effects.some((e) => e.kind === 'cash' && e.delta < 0)).toBe(false);
  for (const p of next.players) expect(p.spentThisRound).toBe(before.players.find((q) => q.colour === p.colour)?.spentThisRound);
  expect(next.actionsLeft).toBe(before.actionsLeft - 1);
  const claimed = effects.filter((e) => e.kind === 'quality-bonus');
  expect(claimed.length).toBeLessThanOrEqual(1);
  expect(next.quality.filter((q) => q === null)).toHaveLength(claimed.length);
  const spent = effects.filter((e) => e.kind === 'whiskey' && e.delta < 0).length;
  expect(next.players[0]?.whiskey).toBe((before.players[0]?.whiskey ?? 0) - spent);
}

describe('sell properties', () => {
  it('random sale orders never throw; refusals are known codes; passing sales keep the printed order', () => {
    fc.assert(
      fc.property(arbPosition, arbOrder, (p, o) => {
        const s = setup(p);
        const own = p.sites.filter((_, i) => p.owners[i] === 'blue' && !p.flipped[i]);
        const all = o.pick.map((k, i) => ({
          space: (o.own[i] && own.length > 0 ? own[k % own.length] : p.sites[k % p.sites.length])![1],
          ...(o.merchant[i] ? { merchant: o.merchant[i] } : {}),
        }));
        const sales = o.repeat ? all : all.filter((x, i) => all.findIndex((y) => y.space === x.space) === i);
        const action: SellAction = { type: 'sell', card: 'ind-coal-1', sales, ...(o.quality ? { quality: o.quality } : {}) };
        const r = preview(s, action);
        if (!r.ok) {
          expect(reasonCodes).toContain(r.error.code);
          return;
        }
        checkSale(s, action, r.next, r.effects);
      }),
      { numRuns: 400, seed: 20261101 },
    );
  });
  it('every sale legalActions lists passes, and their number stays within 4 · (n + 1)', () => {
    fc.assert(
      fc.property(arbPosition, (p) => {
        const s = setup(p);
        const sells = legalActions(s).filter((l) => l.action.type === 'sell');
        const n = s.industries.filter((i) => i.owner === 'blue' && !i.flipped).length;
        expect(sells.length).toBeLessThanOrEqual(4 * (n + 1));
        for (const l of sells) {
          const r = preview(s, l.action);
          expect(r.ok).toBe(true);
          if (r.ok) checkSale(s, l.action as SellAction, r.next, r.effects);
        }
      }),
      { numRuns: 150, seed: 7 },
    );
  });
});
