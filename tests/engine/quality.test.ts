/** Quality bonuses (p.9): stars of THIS sale + 1 per whiskey meet a face-up slot; at most one tile per sale. */
import { describe, expect, it } from 'vitest';
import { defaultRules, legalActions, preview } from '../../src/engine/rulesets/pittsburgh/index.ts';
import type { SellAction } from '../../src/engine/rulesets/pittsburgh/actions/types.ts';
import { ok, player, position, refusal } from './helpers.ts';
import { ofKind, okWith, positionWith, refusedWith, rulesWith, saleSetup } from './sell-helpers.ts';

const CARD = 'loc-cleveland-1';
const TILES = ['quality-vp-9', 'quality-cash-15-vp-7', 'quality-income-8-vp-7'];

describe('FAQ: 2 stars + 1 whiskey = 3 meets a tile that needs 3', () => {
  // The board prints 5/6/7 (read, p.4): this test lends slot 0 a requirement of 3, as in the FAQ example.
  const rules = rulesWith({ qualitySlots: [3, 6, 7] });
  const s = positionWith(
    rules,
    saleSetup({
      industries: [
        { owner: 'blue', place: 'manufacturer-1', space: 'pittsburgh-2' }, // 1 star
        { owner: 'blue', place: 'kerosene-3', space: 'pittsburgh-5' }, // 1 star
      ],
      oil: 2,
      blue: { whiskey: 1 },
      extra: { quality: TILES },
    }),
  );
  const both = [{ space: 'pittsburgh-2' }, { space: 'pittsburgh-5' }];
  it('takes the tile: 1 whiskey spent, its reward now, the slot empty', () => {
    const { next, effects } = okWith(rules, s, { type: 'sell', card: CARD, sales: both, quality: { tile: 'quality-vp-9', whiskey: 1 } });
    expect(ofKind(effects, 'quality-bonus')).toEqual([
      { kind: 'quality-bonus', player: 'blue', tile: 'quality-vp-9', slot: 0, required: 3, stars: 2, whiskey: 1 },
    ]);
    expect(player(next).whiskey).toBe(0);
    expect(player(next).vp).toBe(9);
    expect(next.quality).toEqual([null, 'quality-cash-15-vp-7', 'quality-income-8-vp-7']);
  });
  it('without the whiskey, 2 stars do not meet 3', () => {
    expect(refusedWith(rules, s, { type: 'sell', card: CARD, sales: both, quality: { tile: 'quality-vp-9' } })).toEqual({
      code: 'quality-not-met',
      params: { tile: 'quality-vp-9', stars: 2, whiskey: 0, total: 2, required: 3 },
    });
  });
  it('cannot spend whiskey it does not hold', () => {
    expect(refusedWith(rules, s, { type: 'sell', card: CARD, sales: both, quality: { tile: 'quality-vp-9', whiskey: 2 } }).code).toBe(
      'whiskey-not-enough',
    );
  });
  it("the stars count only this sale's industries: one of them alone + 1 whiskey is 2 < 3", () => {
    expect(
      refusedWith(rules, s, { type: 'sell', card: CARD, sales: [{ space: 'pittsburgh-2' }], quality: { tile: 'quality-vp-9', whiskey: 1 } })
        .code,
    ).toBe('quality-not-met');
  });
});

describe('on the board as printed (slots 5, 6, 7)', () => {
  const fiveStars = saleSetup({
    industries: [
      { owner: 'blue', place: 'manufacturer-5', space: 'pittsburgh-2' }, // 3 stars, 1 oil
      { owner: 'blue', place: 'kerosene-4', space: 'pittsburgh-5' }, // 2 stars, 2 oil
    ],
    oil: 3,
    extra: { quality: TILES },
  });
  const both: SellAction['sales'] = [{ space: 'pittsburgh-2' }, { space: 'pittsburgh-5' }];
  it('the slot requirements are data', () => {
    expect(defaultRules.boards['three-four'].qualitySlots).toEqual([5, 6, 7]);
  });
  it('5 stars meet the 5-star slot with no whiskey', () => {
    const { next } = ok(position(fiveStars), { type: 'sell', card: CARD, sales: both, quality: { tile: 'quality-vp-9' } });
    expect(player(next).vp).toBe(9);
  });
  it("the 6-star slot needs 1 whiskey more; spending more than needed is the player's choice", () => {
    const s = position({ ...fiveStars, players: [{ ...fiveStars.players[0], whiskey: 2 }, fiveStars.players[1]] });
    expect(refusal(s, { type: 'sell', card: CARD, sales: both, quality: { tile: 'quality-cash-15-vp-7' } })).toBe('quality-not-met');
    const one = ok(s, { type: 'sell', card: CARD, sales: both, quality: { tile: 'quality-cash-15-vp-7', whiskey: 1 } });
    expect(player(one.next)).toMatchObject({ whiskey: 1, vp: 7, cash: 30 + 15 + 15, spentThisRound: 0 });
    const two = ok(s, { type: 'sell', card: CARD, sales: both, quality: { tile: 'quality-cash-15-vp-7', whiskey: 2 } });
    expect(player(two.next).whiskey).toBe(0);
  });
  it('at most one quality tile per sale', () => {
    const s = position(fiveStars);
    const claim = [{ tile: 'quality-vp-9' }, { tile: 'quality-cash-15-vp-7' }];
    expect(refusal(s, { type: 'sell', card: CARD, sales: both, quality: claim } as never)).toBe('one-quality-per-sale');
  });
  it('stars never carry over: a later 1-star sale cannot use the earlier 5', () => {
    const setup = saleSetup({
      industries: [
        { owner: 'blue', place: 'manufacturer-5', space: 'pittsburgh-2' },
        { owner: 'blue', place: 'kerosene-4', space: 'pittsburgh-5' },
        { owner: 'blue', place: 'manufacturer-1', space: 'columbus-1' },
      ],
      oil: 4,
      blue: { whiskey: 3 },
      extra: { quality: TILES },
    });
    const first = ok(position(setup), { type: 'sell', card: CARD, sales: both });
    const later = preview(first.next, {
      type: 'sell',
      card: 'ind-coal-1',
      sales: [{ space: 'columbus-1' }],
      quality: { tile: 'quality-vp-9', whiskey: 3 },
    });
    expect(later.ok ? null : later.error).toMatchObject({
      code: 'quality-not-met',
      params: { stars: 1, whiskey: 3, total: 4, required: 5 },
    });
  });
  it('a taken tile, or one never drawn, is not on a slot', () => {
    const taken = position({ ...fiveStars, quality: [null, 'quality-cash-15-vp-7', 'quality-income-8-vp-7'] });
    expect(refusal(taken, { type: 'sell', card: CARD, sales: both, quality: { tile: 'quality-vp-9' } })).toBe('quality-slot-empty');
    expect(refusal(position(fiveStars), { type: 'sell', card: CARD, sales: both, quality: { tile: 'quality-vp-12' } })).toBe(
      'quality-slot-empty',
    );
  });
  it('malformed claims are refused, not thrown', () => {
    const s = position(fiveStars);
    expect(refusal(s, { type: 'sell', card: CARD, sales: both, quality: { tile: 'no-such-tile' } })).toBe('malformed-action');
    expect(refusal(s, { type: 'sell', card: CARD, sales: both, quality: { tile: 'quality-vp-9', whiskey: -1 } })).toBe('malformed-action');
    expect(refusal(s, { type: 'sell', card: CARD, sales: both, quality: 'quality-vp-9' } as never)).toBe('malformed-action');
  });
  it('a refused quality claim refuses the whole sale: nothing is paid, nothing flips', () => {
    const s = position(fiveStars);
    const r = preview(s, { type: 'sell', card: CARD, sales: both, quality: { tile: 'quality-income-8-vp-7' } });
    expect(r.ok).toBe(false);
    expect(s.industries.every((i) => !i.flipped)).toBe(true);
  });
  it('legalActions offers each face-up tile the sale can reach with the whiskey held, at the least whiskey', () => {
    const zero = legalActions(position(fiveStars)).filter((l) => l.action.type === 'sell' && (l.action as SellAction).sales.length === 2);
    expect(zero.map((l) => (l.action as SellAction).quality ?? null)).toEqual([null, { tile: 'quality-vp-9' }]);
    const s = position({ ...fiveStars, players: [{ ...fiveStars.players[0], whiskey: 2 }, fiveStars.players[1]] });
    const two = legalActions(s).filter((l) => l.action.type === 'sell' && (l.action as SellAction).sales.length === 2);
    expect(two.map((l) => (l.action as SellAction).quality ?? null)).toEqual([
      null,
      { tile: 'quality-vp-9' },
      { tile: 'quality-cash-15-vp-7', whiskey: 1 },
      { tile: 'quality-income-8-vp-7', whiskey: 2 },
    ]);
  });
});

describe('the 2-player side', () => {
  it('its top slot needs 4 stars (read, p.11); the others are assumed in the data', () => {
    expect(defaultRules.boards.two.qualitySlots[0]).toBe(4);
    expect(defaultRules.boards.two.qualitySlotsProvenance?.status).toBe('assumed');
  });
});
