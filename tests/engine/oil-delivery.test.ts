/** Oil for a sale (p.7, p.9–10): pipeline first, then rails; pipeline owners paid per barrel; Oil City; no Vanderbilt oil. */
import { describe, expect, it } from 'vitest';
import { defaultRules, preview } from '../../src/engine/rulesets/pittsburgh/index.ts';
import type { SellAction } from '../../src/engine/rulesets/pittsburgh/actions/types.ts';
import { cubes, ok, player, position, refusal } from './helpers.ts';
import { ofKind, ORANGE_CASH_PIPELINE, RAILS_TO_CINCINNATI, saleSetup } from './sell-helpers.ts';

const CARD = 'loc-cleveland-1';
const sellPittsburgh: SellAction = { type: 'sell', card: CARD, sales: [{ space: 'pittsburgh-2' }] };
const kerosene4 = [{ owner: 'blue', place: 'kerosene-4', space: 'pittsburgh-2' }];

describe('pipeline owners are paid per barrel', () => {
  it('FAQ: a sale using 2 barrels through a cash pipeline pays its owner twice', () => {
    const s = position(saleSetup({ industries: kerosene4, oil: 2 }));
    const { next, effects } = ok(s, sellPittsburgh);
    expect(cubes(effects)).toHaveLength(2);
    expect(ofKind(effects, 'reward').filter((r) => r.reason === 'pipeline:venango>pittsburgh')).toEqual([
      { kind: 'reward', player: 'orange', reward: { kind: 'cash', amount: 10 }, reason: 'pipeline:venango>pittsburgh' },
      { kind: 'reward', player: 'orange', reward: { kind: 'cash', amount: 10 }, reason: 'pipeline:venango>pittsburgh' },
    ]);
    expect(player(next, 'orange').cash).toBe(50);
    expect(next.oilFields.venango?.oil).toBe(0);
  });
  it('a VP pipeline pays VP per barrel, an income pipeline income spaces per barrel', () => {
    const vp = position(
      saleSetup({ links: [...RAILS_TO_CINCINNATI, { owner: 'orange', kind: 'pipeline', route: 'venango>pittsburgh', type: 'vp' }] }),
    );
    expect(player(ok(vp, sellPittsburgh).next, 'orange').vp).toBe(3);
    const income = position(
      saleSetup({ links: [...RAILS_TO_CINCINNATI, { owner: 'orange', kind: 'pipeline', route: 'venango>pittsburgh', type: 'income' }] }),
    );
    expect(player(ok(income, sellPittsburgh).next, 'orange').incomeSpace).toBe(11);
  });
  it("the seller's own pipeline pays the seller", () => {
    const s = position(saleSetup({ links: [...RAILS_TO_CINCINNATI, { ...ORANGE_CASH_PIPELINE, owner: 'blue' }] }));
    expect(player(ok(s, sellPittsburgh).next).cash).toBe(30 + 10 + 15);
  });
  it('pipeline money is not spending for anyone', () => {
    const { next } = ok(position(saleSetup()), sellPittsburgh);
    expect(player(next, 'orange').spentThisRound).toBe(0);
    expect(player(next).spentThisRound).toBe(0);
  });
});

describe('barrels needed', () => {
  const two = [
    { owner: 'blue', place: 'manufacturer-1', space: 'pittsburgh-2' },
    { owner: 'blue', place: 'kerosene-2', space: 'pittsburgh-5' },
  ];
  const both: SellAction = { type: 'sell', card: CARD, sales: [{ space: 'pittsburgh-2' }, { space: 'pittsburgh-5' }] };
  it('FAQ: two sellers needing 1 oil each need 2 reachable barrels, not 1', () => {
    const r = preview(position(saleSetup({ industries: two, oil: 1 })), both);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toEqual({
        code: 'not-enough-oil',
        params: { space: 'pittsburgh-5', need: 1, supplied: 0, saleNeed: 2, saleSupplied: 1 },
      });
    const { effects } = ok(position(saleSetup({ industries: two, oil: 2 })), both);
    expect(cubes(effects)).toHaveLength(2);
  });
  it('Kerosene IV needs the 2 barrels printed on it', () => {
    expect(refusal(position(saleSetup({ industries: kerosene4, oil: 1 })), sellPittsburgh)).toBe('not-enough-oil');
  });
  it('more barrel choices than the seller needs is malformed', () => {
    const choice = { kind: 'oilField', field: 'venango' } as const;
    expect(
      refusal(position(saleSetup({ oil: 2 })), { type: 'sell', card: CARD, sales: [{ space: 'pittsburgh-2', oil: [choice, choice] }] }),
    ).toBe('malformed-action');
  });
});

describe('pipeline first, then rails', () => {
  it('FAQ: no pipeline, no oil from that field', () => {
    expect(refusal(position(saleSetup({ links: RAILS_TO_CINCINNATI, oil: 3 })), sellPittsburgh)).toBe('not-enough-oil');
  });
  it('a reserve pipeline adds oil but does not transport it', () => {
    const links = [...RAILS_TO_CINCINNATI, { owner: 'orange', kind: 'pipeline', route: 'venango>pittsburgh', type: 'reserve' }];
    const s = position(saleSetup({ links, oil: 2 }));
    expect(refusal(s, sellPittsburgh)).toBe('not-enough-oil');
    const named: SellAction = {
      type: 'sell',
      card: CARD,
      sales: [{ space: 'pittsburgh-2', oil: [{ kind: 'oilField', field: 'venango', pipeline: 'venango>pittsburgh' }] }],
    };
    expect(refusal(s, named)).toBe('reserve-pipeline-no-transport');
    expect(
      refusal(s, { type: 'sell', card: CARD, sales: [{ space: 'pittsburgh-2', oil: [{ kind: 'oilField', field: 'venango' }] }] }),
    ).toBe('reserve-pipeline-no-transport');
  });
  it("after the pipeline the barrel needs continuous rails (any player's) to the seller", () => {
    const viaCleveland = [...RAILS_TO_CINCINNATI, { owner: 'orange', kind: 'pipeline', route: 'venango>cleveland', type: 'cash' }];
    expect(refusal(position(saleSetup({ links: viaCleveland })), sellPittsburgh)).toBe('not-enough-oil');
    const withRail = [...viaCleveland, { owner: 'orange', kind: 'lightRail', route: 'cleveland~pittsburgh' }];
    const { next, effects } = ok(position(saleSetup({ links: withRail })), sellPittsburgh);
    expect(cubes(effects)[0]?.path).toEqual(['venango', 'cleveland', 'pittsburgh']);
    expect(player(next, 'orange').cash).toBe(40);
  });
  it('an explicit barrel from a field with no connected pipeline is refused as not connected', () => {
    const s = position(saleSetup({ extra: { oilFields: { venango: { oil: 1 }, trenton: { oil: 2 } } } }));
    expect(
      refusal(s, { type: 'sell', card: CARD, sales: [{ space: 'pittsburgh-2', oil: [{ kind: 'oilField', field: 'trenton' }] }] }),
    ).toBe('oil-not-connected');
  });
  it('Vanderbilt never sells oil', () => {
    expect(
      refusal(position(saleSetup({ oil: 0 })), {
        type: 'sell',
        card: CARD,
        sales: [{ space: 'pittsburgh-2', oil: [{ kind: 'vanderbilt' }] }],
      }),
    ).toBe('vanderbilt-no-oil');
  });
});

describe('own oil resource heavy rail', () => {
  it("supplies its owner's sale: no pipeline is passed, nobody is paid", () => {
    const links = [
      { owner: 'blue', kind: 'heavyRail', route: 'columbus~pittsburgh', type: 'oilResource', cubes: { oil: 2 } },
      { owner: 'blue', kind: 'lightRail', route: 'cincinnati~columbus' },
    ];
    const { next, effects } = ok(position(saleSetup({ links, oil: 0 })), sellPittsburgh);
    expect(cubes(effects).map((c) => c.source)).toEqual([{ kind: 'heavyRail', line: 'columbus~pittsburgh' }]);
    expect(next.links.find((l) => l.route === 'columbus~pittsburgh')?.cubes).toEqual({ oil: 1 });
    expect(player(next, 'orange').cash).toBe(30);
  });
});

describe('Oil City (crown jewel, p.10)', () => {
  const oilCity = (oil: number) => ({ owner: 'orange', place: 'oil-city-5', space: 'venango', cubes: { oil } });
  const flipCash = (defaultRules.mat.places.find((p) => p.id === 'oil-city-5') as { flipReward: { kind: string; amount?: number }[] })
    .flipReward;
  it("its oil is taken through the field's pipeline by another player; emptied, it flips and pays its owner $25", () => {
    expect(flipCash).toEqual([{ kind: 'cash', amount: 25 }]); // data (p.10)
    const s = position(
      saleSetup({ industries: [{ owner: 'blue', place: 'manufacturer-1', space: 'pittsburgh-2' }, oilCity(1)], oil: 0, extra: { era: 2 } }),
    );
    const { next, effects } = ok(s, sellPittsburgh);
    expect(cubes(effects).map((c) => c.source)).toEqual([
      { kind: 'industry', space: 'venango', owner: 'orange', pipeline: 'venango>pittsburgh' },
    ]);
    const city = next.industries.find((i) => i.space === 'venango');
    expect(city).toMatchObject({ flipped: true, cubes: {} });
    expect(effects).toContainEqual({ kind: 'flip', space: 'venango', owner: 'orange', reason: 'emptied' });
    expect(player(next, 'orange').cash).toBe(30 + 10 + 25); // pipeline $10 and the $25
  });
  it('not emptied: no flip and no $25', () => {
    const s = position(
      saleSetup({ industries: [{ owner: 'blue', place: 'manufacturer-1', space: 'pittsburgh-2' }, oilCity(3)], oil: 0, extra: { era: 2 } }),
    );
    const { next } = ok(s, sellPittsburgh);
    expect(next.industries.find((i) => i.space === 'venango')).toMatchObject({ flipped: false, cubes: { oil: 2 } });
    expect(player(next, 'orange').cash).toBe(40);
  });
  it('without a pipeline reaching the seller its oil cannot be taken', () => {
    const s = position(
      saleSetup({
        industries: [{ owner: 'blue', place: 'manufacturer-1', space: 'pittsburgh-2' }, oilCity(3)],
        links: [...RAILS_TO_CINCINNATI, { owner: 'orange', kind: 'pipeline', route: 'venango>erie', type: 'cash' }],
        oil: 0,
        extra: { era: 2 },
      }),
    );
    expect(refusal(s, sellPittsburgh)).toBe('not-enough-oil');
  });
});

describe('oil routing: every transporting pipeline is a candidate, a named one is honoured', () => {
  // Blue's own cash pipeline Venango → Cleveland is longer (Venango–Cleveland–Pittsburgh) than Orange's Venango → Pittsburgh.
  const BLUE_VIA_CLEVELAND = [
    ...RAILS_TO_CINCINNATI,
    ORANGE_CASH_PIPELINE,
    { owner: 'blue', kind: 'pipeline', route: 'venango>cleveland', type: 'cash' },
    { owner: 'orange', kind: 'lightRail', route: 'cleveland~pittsburgh' },
  ];
  const viaOwn = { kind: 'oilField', field: 'venango', pipeline: 'venango>cleveland' } as const;
  const viaOrange = { kind: 'oilField', field: 'venango', pipeline: 'venango>pittsburgh' } as const;
  const sellWith = (oil: SellAction['sales'][number]['oil']): SellAction => ({
    type: 'sell',
    card: CARD,
    sales: [{ space: 'pittsburgh-2', oil }],
  });

  it('symptom: a seller naming their own longer pipeline out of a field was refused and forced through the shortest one, paying an opponent', () => {
    const s = position(saleSetup({ links: BLUE_VIA_CLEVELAND }));
    const { next, effects } = ok(s, sellWith([viaOwn]));
    expect(cubes(effects).map((c) => [c.source, c.path])).toEqual([
      [{ kind: 'oilField', field: 'venango', pipeline: 'venango>cleveland' }, ['venango', 'cleveland', 'pittsburgh']],
    ]);
    expect(player(next, 'orange').cash).toBe(30); // the opponent's pipeline is not passed
    expect(player(next, 'blue').cash).toBe(player(s, 'blue').cash + 10 + 15); // own pipeline $10 + merchant $15
  });
  it('naming the opponent pipeline passes it and pays its owner', () => {
    const { next } = ok(position(saleSetup({ links: BLUE_VIA_CLEVELAND })), sellWith([viaOrange]));
    expect(player(next, 'orange').cash).toBe(40);
  });
  it("default: the seller's own transporting pipeline first, then the shortest route", () => {
    const { next, effects } = ok(position(saleSetup({ links: BLUE_VIA_CLEVELAND })), sellPittsburgh);
    expect(cubes(effects)[0]?.source).toEqual({ kind: 'oilField', field: 'venango', pipeline: 'venango>cleveland' });
    expect(player(next, 'orange').cash).toBe(30);
    const noOwn = BLUE_VIA_CLEVELAND.map((l) => (l.route === 'venango>cleveland' ? { ...l, owner: 'orange' } : l));
    const r = ok(position(saleSetup({ links: noOwn })), sellPittsburgh);
    expect(cubes(r.effects)[0]?.source).toEqual({ kind: 'oilField', field: 'venango', pipeline: 'venango>pittsburgh' });
  });
  it('a named pipeline that is not placed out of that field is refused as an unknown source, not as "not connected"', () => {
    const s = position(saleSetup({ links: BLUE_VIA_CLEVELAND }));
    expect(refusal(s, sellWith([{ kind: 'oilField', field: 'venango', pipeline: 'venango>erie' }]))).toBe('unknown-source');
  });
  it('a named pipeline whose location end has no rail to the seller is refused as not connected', () => {
    const s = position(saleSetup({ links: BLUE_VIA_CLEVELAND.filter((l) => l.route !== 'cleveland~pittsburgh') }));
    expect(refusal(s, sellWith([viaOwn]))).toBe('oil-not-connected');
  });
  it("symptom: for Oil City a named pipeline was ignored — now each of its field's pipelines is its own option", () => {
    const industries = [
      { owner: 'blue', place: 'manufacturer-1', space: 'pittsburgh-2' },
      { owner: 'orange', place: 'oil-city-5', space: 'venango', cubes: { oil: 3 } },
    ];
    const s = position(saleSetup({ industries, links: BLUE_VIA_CLEVELAND, oil: 0, extra: { era: 2 } }));
    const own = ok(s, sellWith([{ kind: 'industry', space: 'venango', pipeline: 'venango>cleveland' }]));
    expect(cubes(own.effects)[0]?.source).toEqual({ kind: 'industry', space: 'venango', owner: 'orange', pipeline: 'venango>cleveland' });
    expect(player(own.next, 'orange').cash).toBe(30);
    const theirs = ok(s, sellWith([{ kind: 'oilField', field: 'venango', pipeline: 'venango>pittsburgh' }]));
    expect(cubes(theirs.effects)[0]?.path).toEqual(['venango', 'pittsburgh']);
    expect(player(theirs.next, 'orange').cash).toBe(40);
  });
});

describe('oil on the seller’s own Resource Heavy Train (p.9 vs p.10: options.oilFromOwnHeavyTrain)', () => {
  const links = [
    { owner: 'blue', kind: 'heavyRail', route: 'columbus~pittsburgh', type: 'oilResource', cubes: { oil: 2 } },
    { owner: 'blue', kind: 'lightRail', route: 'cincinnati~columbus' },
  ];
  it('default (true): the train supplies its owner’s sale', () => {
    expect(
      ok(position(saleSetup({ links, oil: 0 })), sellPittsburgh).next.links.find((l) => l.route === 'columbus~pittsburgh')?.cubes,
    ).toEqual({ oil: 1 });
  });
  it('false: oil only from a field or Oil City, so the sale lacks oil', () => {
    const s = position(saleSetup({ links, oil: 0, extra: { options: { oilFromOwnHeavyTrain: false } } }));
    expect(refusal(s, sellPittsburgh)).toBe('not-enough-oil');
  });
});
