/** The sell action (p.9): the seed's lesson 5 with its exact numbers, the resolution order, and the seller refusals. */
import { describe, expect, it } from 'vitest';
import { legalActions, preview, reasonInfo } from '../../src/engine/rulesets/pittsburgh/index.ts';
import type { SellAction } from '../../src/engine/rulesets/pittsburgh/actions/types.ts';
import { cubes, ok, player, position, refusal, scenarioFile } from './helpers.ts';
import { kinds, MERCHANT_15, ofKind, saleSetup, SELL_BOTH, TWO_SELLERS } from './sell-helpers.ts';

const CARD = 'loc-cleveland-1';
const sellPittsburgh: SellAction = { type: 'sell', card: CARD, sales: [{ space: 'pittsburgh-2' }] };

describe('lesson 5 — sale, oil and the merchant bonus', () => {
  const s = scenarioFile('lesson-5-sale-oil-merchant.json');
  const action: SellAction = {
    type: 'sell',
    card: 'loc-cleveland-1',
    sales: [
      { space: 'pittsburgh-2', merchant: 'cincinnati', oil: [{ kind: 'oilField', field: 'venango', pipeline: 'venango>pittsburgh' }] },
    ],
  };
  const { next, effects } = ok(s, action);

  it("takes 1 oil from Venango through Orange's cash pipeline, then by rail to Pittsburgh: Orange +$10", () => {
    expect(cubes(effects)).toEqual([
      {
        kind: 'cube',
        player: 'blue',
        good: 'oil',
        source: { kind: 'oilField', field: 'venango', pipeline: 'venango>pittsburgh' },
        path: ['venango', 'pittsburgh'],
        price: 0,
      },
    ]);
    expect(player(next, 'orange').cash).toBe(40);
    expect(next.oilFields.venango?.oil).toBe(0);
  });
  it("the learner takes the merchant's $15 and +4 income spaces from the flip; no VP at the sale", () => {
    expect(player(next).cash).toBe(45);
    expect(player(next).incomeSpace).toBe(14);
    expect(player(next).vp).toBe(0);
    expect(player(next, 'orange').vp).toBe(0);
    expect(player(next).spentThisRound).toBe(0); // sale income is not spending
  });
  it('the merchant flips and the manufacturer flips (its 5 VP wait for era end)', () => {
    expect(next.merchants.cincinnati).toEqual({ tile: MERCHANT_15, faceUp: false });
    expect(next.industries).toEqual([{ owner: 'blue', place: 'manufacturer-1', space: 'pittsburgh-2', flipped: true, cubes: {} }]);
  });
  it('resolves in the printed order: discard, seller, oil (pipeline paid), merchant bonus and flip, industry flip', () => {
    expect(kinds(effects)).toEqual([
      'discard',
      'sale',
      'cube',
      'reward',
      'cash',
      'merchant-bonus',
      'reward',
      'cash',
      'merchant-flip',
      'flip',
      'reward',
      'income',
    ]);
    expect(ofKind(effects, 'flip')).toEqual([{ kind: 'flip', space: 'pittsburgh-2', owner: 'blue', reason: 'sold' }]);
  });
  it('uses one action and the card', () => {
    expect(next.actionsLeft).toBe(1);
    expect(player(next).hand).toEqual(['ind-coal-1']);
    expect(player(next).discard).toEqual(['loc-cleveland-1']);
  });
  it('the default picks give the same result', () => {
    const d = ok(s, { type: 'sell', card: 'loc-cleveland-1', sales: [{ space: 'pittsburgh-2' }] });
    expect(d.next).toEqual(next);
  });
  it('legalActions lists the sale with its oil plan and the $15', () => {
    const sells = legalActions(s).filter((l) => l.action.type === 'sell');
    expect(sells).toHaveLength(1);
    expect(sells[0]?.cashGained).toBe(15);
    expect(sells[0]?.plan.map((c) => [c.good, c.source])).toEqual([
      ['oil', { kind: 'oilField', field: 'venango', pipeline: 'venango>pittsburgh' }],
    ]);
  });
  it('does not touch the state it was given', () => {
    expect(s.industries[0]?.flipped).toBe(false);
    expect(s.merchants.cincinnati?.faceUp).toBe(true);
  });
});

describe('sellers', () => {
  it('sells several industries in one action: each flips and pays its own flip reward', () => {
    const s = position(saleSetup({ industries: TWO_SELLERS, oil: 2 }));
    const { next, effects } = ok(s, { type: 'sell', card: CARD, sales: SELL_BOTH });
    expect(next.industries.every((i) => i.flipped)).toBe(true);
    expect(player(next).incomeSpace).toBe(10 + 4 + 5); // Manufacturer I +4, Kerosene II +5
    expect(ofKind(effects, 'sale').map((e) => e.space)).toEqual(['pittsburgh-2', 'pittsburgh-5']);
    expect(ofKind(effects, 'merchant-bonus')).toHaveLength(1); // one merchant used: its bonus once
    expect(player(next).cash).toBe(30 + 15);
  });
  it('a seller printing no oil needs none (Manufacturer II)', () => {
    const s = position(saleSetup({ industries: [{ owner: 'blue', place: 'manufacturer-2', space: 'pittsburgh-2' }], oil: 0 }));
    const { next, effects } = ok(s, sellPittsburgh);
    expect(cubes(effects)).toEqual([]);
    expect(player(next).incomeSpace).toBe(12);
  });
  it('refuses an empty sale', () => {
    expect(refusal(position(saleSetup()), { type: 'sell', card: CARD, sales: [] })).toBe('nothing-to-sell');
  });
  it('refuses a space that is not on the board, and an empty space', () => {
    const s = position(saleSetup());
    expect(refusal(s, { type: 'sell', card: CARD, sales: [{ space: 'atlantis-1' }] })).toBe('unknown-space');
    expect(refusal(s, { type: 'sell', card: CARD, sales: [{ space: 'pittsburgh-5' }] })).toBe('no-industry-there');
  });
  it("refuses another player's industry", () => {
    const s = position(saleSetup({ industries: [{ owner: 'orange', place: 'manufacturer-1', space: 'pittsburgh-2' }] }));
    expect(refusal(s, sellPittsburgh)).toBe('not-your-industry');
  });
  it('refuses resource industries (they flip when emptied) and tiles that enter flipped', () => {
    const coal = position(saleSetup({ industries: [{ owner: 'blue', place: 'coal-mine-1', space: 'pittsburgh-1' }] }));
    expect(refusal(coal, { type: 'sell', card: CARD, sales: [{ space: 'pittsburgh-1' }] })).toBe('not-sellable');
    const m3 = position(saleSetup({ industries: [{ owner: 'blue', place: 'manufacturer-3', space: 'pittsburgh-2', flipped: true }] }));
    expect(refusal(m3, sellPittsburgh)).toBe('not-sellable');
  });
  it('refuses an industry already flipped (each is sold once)', () => {
    const s = position(saleSetup({ industries: [{ owner: 'blue', place: 'manufacturer-1', space: 'pittsburgh-2', flipped: true }] }));
    expect(refusal(s, sellPittsburgh)).toBe('already-flipped');
    const { next } = ok(position(saleSetup()), sellPittsburgh);
    expect(refusal(next, { type: 'sell', card: 'ind-coal-1', sales: [{ space: 'pittsburgh-2' }] })).toBe('already-flipped');
  });
  it('refuses malformed sales and a card not in hand', () => {
    const s = position(saleSetup());
    expect(refusal(s, { type: 'sell', card: CARD, sales: 'pittsburgh-2' } as never)).toBe('malformed-action');
    expect(refusal(s, { type: 'sell', card: CARD, sales: [{ space: 'pittsburgh-2' }, { space: 'pittsburgh-2' }] })).toBe(
      'malformed-action',
    );
    expect(refusal(s, { type: 'sell', card: CARD, sales: [{}] } as never)).toBe('malformed-action');
    expect(refusal(s, { type: 'sell', sales: [{ space: 'pittsburgh-2' }] })).toBe('malformed-action');
    expect(refusal(s, { type: 'sell', card: 'loc-new-york-1', sales: [{ space: 'pittsburgh-2' }] })).toBe('card-not-in-hand');
  });
  it('refuses in the printed order: the merchant (step 2) before the oil (step 3)', () => {
    const s = position(saleSetup({ links: [], oil: 0 }));
    expect(refusal(s, sellPittsburgh)).toBe('no-merchant-connected');
  });
  it('a refused sale changes nothing, and never throws on junk', () => {
    const s = position(saleSetup({ oil: 0 }));
    const r = preview(s, sellPittsburgh);
    expect(r.ok).toBe(false);
    for (const junk of [
      null,
      7,
      'x',
      { type: 'sell' },
      { type: 'sell', card: CARD, sales: [null] },
      { type: 'sell', card: CARD, sales: [{ space: 'pittsburgh-2', oil: 'x' }] },
    ]) {
      expect(() => preview(s, junk as never)).not.toThrow();
      expect(preview(s, junk as never).ok).toBe(false);
    }
  });
});

describe('reason table', () => {
  it('maps every sell code to its FAQ topic and printed page', () => {
    const expected: Record<string, [string, number]> = {
      'nothing-to-sell': ['sell', 9],
      'no-industry-there': ['sell', 9],
      'not-your-industry': ['sell', 9],
      'not-sellable': ['sell', 9],
      'already-flipped': ['sell', 9],
      'unknown-merchant': ['merchants', 9],
      'no-merchant-connected': ['merchants', 9],
      'merchant-does-not-buy': ['merchants', 9],
      'not-enough-oil': ['oil-transport', 7],
      'reserve-pipeline-no-transport': ['pipeline-kinds', 10],
      'quality-slot-empty': ['quality', 9],
      'quality-not-met': ['quality', 9],
      'one-quality-per-sale': ['quality', 9],
      'whiskey-not-enough': ['quality', 9],
      'no-pending-decision': ['crown-jewels', 10],
      'decision-pending': ['crown-jewels', 10],
    };
    for (const [code, [faq, page]] of Object.entries(expected)) {
      expect(reasonInfo(code as never)).toMatchObject({ code, faq, page });
    }
  });
});
