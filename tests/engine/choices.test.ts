/** The choice enumerator (src/engine/rulesets/pittsburgh/choices): every next choice with its legality, through the one executor. */
import { describe, expect, it } from 'vitest';
import type { Action, ChoiceOption, Draft, GameState, NextChoice } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { legalActions, nextChoice, preview } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { busyPosition } from '../../scripts/bench.ts';
import { position, scenarioFile } from './helpers.ts';
import { ORANGE_CASH_PIPELINE, RAILS_TO_CINCINNATI, saleSetup, TWO_SELLERS } from './sell-helpers.ts';

function choose(n: NextChoice): Extract<NextChoice, { status: 'choose' }> {
  if (n.status !== 'choose') throw new Error(`expected a question, got ${JSON.stringify(n)}`);
  return n;
}
const option = (n: NextChoice, id: string): ChoiceOption => {
  const o = choose(n).choice.options.find((x) => x.id === id);
  if (!o)
    throw new Error(
      `no option ${id} in ${choose(n)
        .choice.options.map((x) => x.id)
        .join(', ')}`,
    );
  return o;
};

/** Answer questions with the given option ids in order (null: the default option). */
function walk(state: GameState, answers: (string | null)[], draft: Draft = { action: {} }): { draft: Draft; last: NextChoice } {
  let d = draft;
  for (const id of answers) {
    const n = choose(nextChoice(state, d));
    const o = id === null ? n.choice.options.find((x) => x.isDefault) : n.choice.options.find((x) => x.id === id);
    if (!o) throw new Error(`no option ${String(id)} for ${n.choice.key}: ${n.choice.options.map((x) => x.id).join(', ')}`);
    d = o.draft;
  }
  return { draft: d, last: nextChoice(state, d) };
}

describe('the first questions: action, card, target', () => {
  const lesson1 = scenarioFile('lesson-1-iron-needs-rail.json');
  it('lists the six actions, each with its legality; a refused one carries its refusal', () => {
    const n = choose(nextChoice(lesson1));
    expect(n.choice.kind).toBe('type');
    expect(n.choice.options.map((o) => o.id)).toEqual(
      ['build', 'network', 'develop', 'sell', 'loan', 'pass'].map((t) => JSON.stringify({ type: t })),
    );
    const sell = option(n, '{"type":"sell"}');
    expect(sell.legal).toBe(false); // Manufacturer I has no merchant connected
    expect(sell.refusal?.code).toBeDefined();
    expect(option(n, '{"type":"develop"}').legal).toBe(true);
  });
  it('develop: tile question refuses a tile that is not reachable with the mat rule', () => {
    const { last } = walk(lesson1, ['{"type":"develop"}', '{"card":"loc-pittsburgh-1"}']);
    expect(choose(last).choice.kind).toBe('tile');
    expect(option(last, 'kerosene-2').legal).toBe(true);
    expect(option(last, 'automobile-6').refusal?.code).toBe('mat-tile-not-reachable');
  });
  it("lesson 1: the develop payment lists iron and steel from every source; New York's iron works is refused as not connected", () => {
    const { last } = walk(lesson1, ['{"type":"develop"}', '{"card":"loc-pittsburgh-1"}', 'kerosene-2']);
    const c = choose(last).choice;
    expect(c.kind).toBe('develop-payment');
    const cleveland = c.options.find((o) => o.id === JSON.stringify({ pay: 'iron', source: { kind: 'industry', space: 'cleveland-3' } }));
    expect(cleveland).toMatchObject({ legal: true, isDefault: true, price: 0, path: ['cleveland', 'pittsburgh'] });
    const vanderbilt = c.options.find((o) => o.id === JSON.stringify({ pay: 'iron', source: { kind: 'vanderbilt' } }));
    expect(vanderbilt?.refusal?.code).toBe('industry-first');
    const steel = c.options.find((o) => o.id === JSON.stringify({ pay: 'steel', source: { kind: 'industry', space: 'cleveland-3' } }));
    expect(steel?.legal).toBe(true);
    // the New York works has no rail to Pittsburgh: it is not a candidate source at all
    expect(c.options.some((o) => JSON.stringify(o.value).includes('new-york-1'))).toBe(false);
  });
  it('build: the card question offers every card and every card + 1 Whiskey; a wild card without Whiskey is refused', () => {
    const s = position({
      ...saleSetup(),
      players: [
        { colour: 'blue', cash: 30, hand: ['loc-cleveland-1'] },
        { colour: 'orange', hand: [] },
      ],
    });
    const { last } = walk(s, ['{"type":"build"}']);
    expect(choose(last).choice.kind).toBe('card');
    expect(option(last, '{"card":"loc-cleveland-1","wild":true}').refusal?.code).toBe('no-whiskey');
  });
});

describe('sources, second link, merchants, pipelines, Quality Reward, follow-up decisions', () => {
  it('each cube: every source with price and rail path; the default is marked; complete action pays $10 for a second link', () => {
    const s = busyPosition();
    const first = walk(s, ['{"type":"network"}', null, '{"kind":"lightRail","route":"columbus~indianapolis"}']);
    const src = choose(first.last).choice;
    expect(src.key).toBe('links.0.sources.coal.0');
    expect(src.options.filter((o) => o.isDefault)).toHaveLength(1);
    for (const o of src.options) expect(o.path?.length ?? 0).toBeGreaterThan(0);
    const nonDefault = src.options.find((o) => o.legal && !o.isDefault);
    expect(nonDefault).toBeDefined();
    const second = choose(nextChoice(s, (nonDefault as ChoiceOption).draft));
    expect(second.choice.kind).toBe('second-link');
    expect(second.choice.options[0]).toMatchObject({ id: 'none', legal: true, isDefault: true });
    const link2 = second.choice.options.find((o) => o.legal && o.id !== 'none') as ChoiceOption;
    let d = link2.draft;
    let n = nextChoice(s, d);
    while (n.status === 'choose') {
      d = (n.choice.options.find((o) => o.isDefault && o.legal) ?? n.choice.options.find((o) => o.legal))!.draft;
      n = nextChoice(s, d);
    }
    expect(n.status).toBe('complete');
    const action = (n as Extract<NextChoice, { status: 'complete' }>).action as Extract<Action, { type: 'network' }>;
    expect(action.links).toHaveLength(2);
    const r = preview(s, action);
    expect(r.ok && r.effects.some((e) => e.kind === 'cash' && e.reason === 'second-link' && e.delta === -10)).toBe(true);
  });
  it("sell: merchants, each transporting pipeline as its own barrel option (own and opponent's), Quality Reward with Whiskey", () => {
    const links = [
      ...RAILS_TO_CINCINNATI,
      ORANGE_CASH_PIPELINE,
      { owner: 'blue', kind: 'pipeline', route: 'venango>cleveland', type: 'cash' },
      { owner: 'orange', kind: 'lightRail', route: 'cleveland~pittsburgh' },
    ];
    const s = position(saleSetup({ links, oil: 2, blue: { whiskey: 2 } }));
    const sellers = walk(s, ['{"type":"sell"}', null, 'pittsburgh-2']);
    expect(choose(sellers.last).choice.kind).toBe('seller'); // more sellers, or none
    expect(option(sellers.last, 'none').isDefault).toBe(true);
    const m = walk(s, ['none'], sellers.draft);
    expect(choose(m.last).choice.kind).toBe('merchant');
    expect(option(m.last, 'cincinnati').legal).toBe(true);
    const oil = walk(s, ['cincinnati'], m.draft);
    const barrel = choose(oil.last).choice;
    expect(barrel.kind).toBe('oil');
    const viaOwn = barrel.options.find((o) => (o.value as { pipeline?: string }).pipeline === 'venango>cleveland');
    const viaOrange = barrel.options.find((o) => (o.value as { pipeline?: string }).pipeline === 'venango>pittsburgh');
    expect(viaOwn).toMatchObject({ legal: true, isDefault: true, path: ['venango', 'cleveland', 'pittsburgh'] });
    expect(viaOrange).toMatchObject({ legal: true, isDefault: false, path: ['venango', 'pittsburgh'] });
    const q = choose(nextChoice(s, (viaOrange as ChoiceOption).draft)).choice;
    expect(q.kind).toBe('quality');
    expect(q.options[0]).toMatchObject({ id: 'none', legal: true, isDefault: true });
    expect(
      q.options
        .filter((o) => o.id !== 'none')
        .every((o) => o.legal || o.refusal?.code === 'quality-not-met' || o.refusal?.code === 'quality-slot-empty'),
    ).toBe(true);
  });
  it('a pending bonus sale: the only answers are the free sale and decline', () => {
    const s = { ...position(saleSetup()), pending: { kind: 'bonus-sale' as const, player: 'blue' } };
    const n = choose(nextChoice(s));
    expect(n.choice.options.map((o) => o.id)).toEqual(['{"type":"sell","free":true}', '{"type":"decline"}']);
    expect(n.choice.options.every((o) => o.legal)).toBe(true);
    const decline = nextChoice(s, option(n, '{"type":"decline"}').draft);
    expect(decline).toMatchObject({ status: 'complete', action: { type: 'decline' } });
  });
  it('a draft that cannot be completed is refused with the rule', () => {
    const s = scenarioFile('lesson-1-iron-needs-rail.json');
    const n = nextChoice(s, {
      action: {
        type: 'develop',
        card: 'loc-pittsburgh-1',
        tiles: [{ place: 'kerosene-2', pay: 'iron', source: { kind: 'industry', space: 'new-york-1' } }],
      },
    });
    expect(n).toEqual({ status: 'refused', error: expect.objectContaining({ code: 'iron-not-connected' }) });
  });
});

describe('legalActions complete mode', () => {
  const s = busyPosition();
  const complete = legalActions(s, undefined, { mode: 'complete' });
  it('contains every default legal action’s outcome (the same next state)', () => {
    const next = (a: Action) => {
      const r = preview(s, a);
      return r.ok ? JSON.stringify(r.next) : 'refused';
    };
    const outcomes = new Set(complete.map((l) => next(l.action)));
    for (const l of legalActions(s)) expect(outcomes.has(next(l.action))).toBe(true);
  });
  it('adds two-link networks, non-default sources and develop payments; every listed action is accepted', () => {
    expect(complete.length).toBeGreaterThan(legalActions(s).length);
    expect(complete.some((l) => l.action.type === 'network' && l.action.links.length === 2)).toBe(true);
    const step = Math.max(1, Math.floor(complete.length / 300));
    for (let i = 0; i < complete.length; i += step) expect(preview(s, (complete[i] as { action: Action }).action).ok).toBe(true);
  });
  it('lists each outcome once (no permutations of the same sources)', () => {
    const keys = complete.map((l) => JSON.stringify(l.action));
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('sale with two sellers: every seller set and each merchant', () => {
    const two = position(
      saleSetup({ industries: TWO_SELLERS, oil: 2, extra: { merchants: { cincinnati: { tile: 'merchant-kerosene-manufacturing-15' } } } }),
    );
    const sales = legalActions(two, undefined, { mode: 'complete' }).filter((l) => l.action.type === 'sell');
    const sets = new Set(sales.map((l) => (l.action as Extract<Action, { type: 'sell' }>).sales.map((x) => x.space).join('+')));
    expect([...sets].sort()).toEqual(['pittsburgh-2', 'pittsburgh-2+pittsburgh-5', 'pittsburgh-5']);
  });
});
