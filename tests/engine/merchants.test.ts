/** Merchants (p.9): rail connection to a merchant whose CURRENT face shows the seller's icon; bonus once, then flipped. */
import { describe, expect, it } from 'vitest';
import type { MerchantTile } from '../../src/engine/rulesets/pittsburgh/data/types.ts';
import { defaultRules, preview } from '../../src/engine/rulesets/pittsburgh/index.ts';
import type { SellAction } from '../../src/engine/rulesets/pittsburgh/actions/types.ts';
import { ok, player, position, refusal } from './helpers.ts';
import {
  MERCHANT_15,
  ofKind,
  okWith,
  ORANGE_CASH_PIPELINE,
  positionWith,
  RAILS_TO_CINCINNATI,
  refusedWith,
  rulesWith,
  saleSetup,
  SELL_BOTH,
  TWO_SELLERS,
} from './sell-helpers.ts';

const CARD = 'loc-cleveland-1';
const sellPittsburgh: SellAction = { type: 'sell', card: CARD, sales: [{ space: 'pittsburgh-2' }] };
const TO_THE_SOUTH = [...RAILS_TO_CINCINNATI, { owner: 'blue', kind: 'lightRail', route: 'cincinnati~the-south' }, ORANGE_CASH_PIPELINE];
const twoManufacturers = [
  { owner: 'blue', place: 'manufacturer-1', space: 'pittsburgh-2' },
  { owner: 'blue', place: 'manufacturer-4', space: 'columbus-1' },
];

describe('merchant bonus: once, then the flipped merchant still buys', () => {
  it('FAQ: first sale to the $15 merchant takes $15 and flips it; a later sale there is allowed, without the $15', () => {
    const s = position(saleSetup({ industries: twoManufacturers, oil: 2 }));
    const first = ok(s, sellPittsburgh);
    expect(player(first.next).cash).toBe(45);
    expect(first.next.merchants.cincinnati?.faceUp).toBe(false);
    const second = ok(first.next, { type: 'sell', card: 'ind-coal-1', sales: [{ space: 'columbus-1' }] });
    expect(ofKind(second.effects, 'sale')[0]).toMatchObject({ merchant: 'cincinnati', merchantFaceUp: false });
    expect(ofKind(second.effects, 'merchant-bonus')).toEqual([]);
    expect(ofKind(second.effects, 'merchant-flip')).toEqual([]);
    expect(player(second.next).cash).toBe(45);
    expect(player(second.next).incomeSpace).toBe(14 + 3); // only Manufacturer IV's own flip reward
  });
  it('one merchant used by two sellers in the same sale pays its bonus once', () => {
    const s = position(saleSetup({ industries: TWO_SELLERS, oil: 2 }));
    const { next, effects } = ok(s, { type: 'sell', card: CARD, sales: SELL_BOTH });
    expect(ofKind(effects, 'sale').map((e) => e.merchant)).toEqual(['cincinnati', 'cincinnati']);
    expect(ofKind(effects, 'merchant-bonus')).toHaveLength(1);
    expect(player(next).cash).toBe(45);
  });
});

describe('which merchant', () => {
  const southAndCincinnati = {
    cincinnati: { tile: MERCHANT_15, faceUp: false },
    'the-south': { tile: 'merchant-manufacturing-automobile-3' },
  };
  it('by default a face-up merchant (it pays a bonus) before a flipped one, even farther away', () => {
    const s = position(saleSetup({ links: TO_THE_SOUTH, merchants: southAndCincinnati }));
    const { next, effects } = ok(s, sellPittsburgh);
    expect(ofKind(effects, 'sale')[0]?.merchant).toBe('the-south');
    expect(player(next).incomeSpace).toBe(10 + 3 + 4); // merchant +3, flip +4
    expect(next.merchants['the-south']?.faceUp).toBe(false);
  });
  it('the seller may name a flipped merchant instead: it buys, no bonus', () => {
    const s = position(saleSetup({ links: TO_THE_SOUTH, merchants: southAndCincinnati }));
    const { next, effects } = ok(s, { type: 'sell', card: CARD, sales: [{ space: 'pittsburgh-2', merchant: 'cincinnati' }] });
    expect(ofKind(effects, 'merchant-bonus')).toEqual([]);
    expect(player(next).incomeSpace).toBe(14);
    expect(next.merchants['the-south']?.faceUp).toBe(true);
  });
  it('two sellers and two face-up merchants: by default each seller takes a different one, both bonuses paid', () => {
    const s = position(
      saleSetup({
        industries: twoManufacturers,
        links: TO_THE_SOUTH,
        merchants: { cincinnati: { tile: MERCHANT_15 }, 'the-south': { tile: 'merchant-manufacturing-automobile-3' } },
        oil: 2,
      }),
    );
    const { next, effects } = ok(s, { type: 'sell', card: CARD, sales: [{ space: 'pittsburgh-2' }, { space: 'columbus-1' }] });
    expect(ofKind(effects, 'sale').map((e) => e.merchant)).toEqual(['cincinnati', 'the-south']);
    expect(player(next).cash).toBe(45);
    expect(player(next).incomeSpace).toBe(10 + 3 + 4 + 3);
  });
  it('a merchant whose face does not show the icon does not buy', () => {
    const s = position(saleSetup({ merchants: { cincinnati: { tile: 'merchant-automobile-8' } } }));
    expect(refusal(s, sellPittsburgh)).toBe('no-merchant-connected');
    expect(refusal(s, { type: 'sell', card: CARD, sales: [{ space: 'pittsburgh-2', merchant: 'cincinnati' }] })).toBe(
      'merchant-does-not-buy',
    );
  });
  it('a location without a merchant tile is not a merchant', () => {
    const s = position(saleSetup());
    expect(refusal(s, { type: 'sell', card: CARD, sales: [{ space: 'pittsburgh-2', merchant: 'the-south' }] })).toBe('unknown-merchant');
    expect(refusal(s, { type: 'sell', card: CARD, sales: [{ space: 'pittsburgh-2', merchant: 'pittsburgh' }] })).toBe('unknown-merchant');
  });
  it('a named merchant out of rail reach is refused', () => {
    const s = position(saleSetup({ merchants: { cincinnati: { tile: MERCHANT_15 }, canada: { tile: 'merchant-manufacturing-develop' } } }));
    expect(refusal(s, { type: 'sell', card: CARD, sales: [{ space: 'pittsburgh-2', merchant: 'canada' }] })).toBe('no-merchant-connected');
  });
});

describe('connection by rail only', () => {
  it("another player's rails connect the seller to the merchant", () => {
    const links = [
      { owner: 'orange', kind: 'lightRail', route: 'columbus~pittsburgh' },
      { owner: 'orange', kind: 'heavyRail', route: 'cincinnati~columbus' },
      ORANGE_CASH_PIPELINE,
    ];
    expect(player(ok(position(saleSetup({ links })), sellPittsburgh).next).cash).toBe(45);
  });
  it('pipelines never connect locations: Cleveland and Pittsburgh joined only through Venango are not connected', () => {
    const links = [
      ...RAILS_TO_CINCINNATI,
      { owner: 'orange', kind: 'pipeline', route: 'venango>pittsburgh', type: 'cash' },
      { owner: 'orange', kind: 'pipeline', route: 'venango>cleveland', type: 'cash' },
    ];
    const s = position(saleSetup({ industries: [{ owner: 'blue', place: 'manufacturer-1', space: 'cleveland-2' }], links }));
    expect(refusal(s, { type: 'sell', card: CARD, sales: [{ space: 'cleveland-2' }] })).toBe('no-merchant-connected');
  });
  it('no connected merchant buys automobiles: refused, naming the icon', () => {
    const links = [
      { owner: 'blue', kind: 'lightRail', route: 'cleveland~columbus' },
      { owner: 'blue', kind: 'lightRail', route: 'cincinnati~columbus' },
    ];
    const s = position(saleSetup({ industries: [{ owner: 'blue', place: 'automobile-6', space: 'cleveland-2' }], links }));
    const r = preview(s, { type: 'sell', card: CARD, sales: [{ space: 'cleveland-2' }] });
    expect(r.ok ? null : r.error).toEqual({ code: 'no-merchant-connected', params: { space: 'cleveland-2', icon: 'automobile' } });
  });
});

describe('bonuses of the teaching merchant set (data)', () => {
  it("an automobile merchant's VP bonus is taken at the sale (the industry VP still waits)", () => {
    const links = [
      { owner: 'blue', kind: 'lightRail', route: 'cleveland~columbus' },
      { owner: 'blue', kind: 'lightRail', route: 'cincinnati~columbus' },
      { owner: 'orange', kind: 'pipeline', route: 'venango>cleveland', type: 'cash' },
    ];
    const s = position(
      saleSetup({
        industries: [{ owner: 'blue', place: 'automobile-6', space: 'cleveland-2' }],
        links,
        merchants: { cincinnati: { tile: 'merchant-automobile-8' } },
      }),
    );
    const { next } = ok(s, { type: 'sell', card: CARD, sales: [{ space: 'cleveland-2' }] });
    const bonus = defaultRules.merchantTiles.find((t) => t.id === 'merchant-automobile-8')?.front.bonus;
    expect(bonus).toEqual([{ kind: 'vp', amount: 8 }]);
    expect(player(next).vp).toBe(8);
    expect(player(next).incomeSpace).toBe(15); // Automobile VI flip: +5 spaces
  });
  it('a free-develop bonus is used on the places named in freeDevelops, or forfeited', () => {
    const s = position(saleSetup({ merchants: { cincinnati: { tile: 'merchant-manufacturing-develop' } } }));
    const used = ok(s, { type: 'sell', card: CARD, sales: [{ space: 'pittsburgh-2' }], freeDevelops: ['kerosene-2'] });
    expect(player(used.next).mat['kerosene-2']).toBe(player(s).mat['kerosene-2']! - 1);
    expect(used.effects).toContainEqual({ kind: 'mat-take', player: 'blue', place: 'kerosene-2', reason: 'free-develop' });
    const unused = ok(s, sellPittsburgh);
    expect(unused.effects).toContainEqual({ kind: 'free-develop-unused', player: 'blue', count: 1 });
    expect(refusal(s, { type: 'sell', card: CARD, sales: [{ space: 'pittsburgh-2' }], freeDevelops: ['kerosene-2', 'coal-mine-1'] })).toBe(
      'free-develop-not-earned',
    );
  });
});

describe('the flipped face is re-read (data decides its icons)', () => {
  // Test-only tile: the gold face buys kerosene and manufacturing, the red face kerosene only.
  const narrowing: MerchantTile = {
    id: 'test-merchant-narrows',
    front: { icons: ['kerosene', 'manufacturing'], bonus: [{ kind: 'cash', amount: 5 }] },
    back: { icons: ['kerosene'] },
    provenance: { status: 'assumed', note: 'test fixture' },
  };
  const rules = rulesWith({ merchantTiles: [...defaultRules.merchantTiles, narrowing] });
  const setup = saleSetup({
    industries: [...twoManufacturers, { owner: 'blue', place: 'kerosene-2', space: 'pittsburgh-5' }],
    merchants: { cincinnati: { tile: narrowing.id } },
    oil: 3,
  });
  it('after flipping, the merchant buys only what its red face shows', () => {
    const s = positionWith(rules, setup);
    const first = okWith(rules, s, sellPittsburgh);
    expect(ofKind(first.effects, 'merchant-flip')).toEqual([
      { kind: 'merchant-flip', merchant: 'cincinnati', tile: narrowing.id, icons: ['kerosene'] },
    ]);
    expect(refusedWith(rules, first.next, { type: 'sell', card: 'ind-coal-1', sales: [{ space: 'columbus-1' }] }).code).toBe(
      'no-merchant-connected',
    );
    expect(
      refusedWith(rules, first.next, { type: 'sell', card: 'ind-coal-1', sales: [{ space: 'columbus-1', merchant: 'cincinnati' }] }),
    ).toMatchObject({
      code: 'merchant-does-not-buy',
      params: { faceUp: false, icon: 'manufacturing' },
    });
    const kerosene = okWith(rules, first.next, { type: 'sell', card: 'ind-coal-1', sales: [{ space: 'pittsburgh-5' }] });
    expect(ofKind(kerosene.effects, 'merchant-bonus')).toEqual([]);
  });
  it("in one sale every seller reads the face as it was before this sale's flips", () => {
    const s = positionWith(rules, setup);
    const both = okWith(rules, s, { type: 'sell', card: CARD, sales: [{ space: 'pittsburgh-2' }, { space: 'columbus-1' }] });
    expect(ofKind(both.effects, 'merchant-bonus')).toHaveLength(1);
    expect(player(both.next).cash).toBe(35);
  });
});
