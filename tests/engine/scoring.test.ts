/**
 * Era-end scoring and the change of era (p.11): lesson 8 of the seed with its exact numbers, and
 * the FAQ examples (5 icons → 5 VP, double link → 10, 3 heavy rails → locomotive works 12 VP,
 * ties broken by income space then cash).
 */
import { describe, expect, it } from 'vitest';
import { boardCubeChange, cubeConservation } from '../../src/engine/rulesets/pittsburgh/flow/invariants.ts';
import type { Effect, GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';
import {
  advance,
  apply,
  contextFor,
  defaultRules,
  gameResult,
  industryScores,
  linkLeavesAfterEra,
  linkScores,
} from '../../src/engine/rulesets/pittsburgh/index.ts';
import { player, position, scenarioFile } from './helpers.ts';

const ofKind = <K extends Effect['kind']>(effects: Effect[], kind: K) =>
  effects.filter((e): e is Extract<Effect, { kind: K }> => e.kind === kind);
const ctx = contextFor(defaultRules, 'three-four');

/** Era 1 at its very end: every hand and the deck empty, the last player's turn over. */
function eraEnd(extra: Record<string, unknown>, blue: Record<string, unknown> = {}): GameState {
  return position({
    era: 1,
    round: 8,
    actionsLeft: 0,
    current: 'orange',
    players: [
      { colour: 'blue', hand: [], discard: ['loc-pittsburgh-1', 'loc-pittsburgh-2'], ...blue },
      { colour: 'orange', hand: [], discard: ['loc-cleveland-1'] },
    ],
    ...extra,
  });
}

describe('lesson 8 — era scoring and what stays', () => {
  const s = scenarioFile('lesson-8-era-scoring.json');
  const { state: next, effects } = advance(s);

  it('the position: era 1 deck and hands empty; flipped Coal mine I and Kerosene II, 1 light rail, 1 heavy rail, 1 pipeline, 3 oil pending', () => {
    expect(s.deck).toEqual([]);
    expect(s.players.every((p) => p.hand.length === 0)).toBe(true);
    expect(s.industries.map((i) => [i.place, i.flipped])).toEqual([
      ['coal-mine-1', true],
      ['kerosene-2', true],
    ]);
    expect(s.links.map((l) => l.kind)).toEqual(['lightRail', 'heavyRail', 'pipeline']);
    expect(s.oilFields['lima-findlay']?.pendingOil).toBe(3);
  });
  it('links first: light rail 3 VP (Detroit 2 + Saginaw 1), heavy rail 5 VP (Detroit 2 + Canada 3); the pipeline scores nothing', () => {
    expect(ofKind(effects, 'link-score').map((e) => [e.link, e.route, e.icons, e.vp])).toEqual([
      ['lightRail', 'detroit~saginaw', 3, 3],
      ['heavyRail', 'canada~detroit', 5, 5],
    ]);
  });
  it('then the flipped industries: Coal mine I 1 VP + Kerosene II 4 VP', () => {
    expect(ofKind(effects, 'industry-score').map((e) => [e.place, e.vp])).toEqual([
      ['coal-mine-1', 1],
      ['kerosene-2', 4],
    ]);
    const linkAt = effects.findIndex((e) => e.kind === 'link-score');
    const industryAt = effects.findIndex((e) => e.kind === 'industry-score');
    expect(linkAt).toBeLessThan(industryAt);
  });
  it('13 VP in all, every point recorded as a vp effect', () => {
    expect(player(next).vp).toBe(13);
    expect(ofKind(effects, 'vp').reduce((n, e) => n + e.delta, 0)).toBe(13);
  });
  it('the light rail and the level-I industry leave; the heavy rail, the pipeline and the level-II industry stay', () => {
    expect(next.links.map((l) => l.route)).toEqual(['canada~detroit', 'lima-findlay>toledo']);
    expect(next.industries.map((i) => i.place)).toEqual(['kerosene-2']);
    expect(ofKind(effects, 'removed').map((e) => [e.what, e.at])).toEqual([
      ['lightRail', 'detroit~saginaw'],
      ['industry', 'saginaw-2'],
    ]);
  });
  it('the light rail goes back to its owner (interpretation, docs/flow-and-scoring.md)', () => {
    expect(player(next).supply.lightRails).toBe(player(s).supply.lightRails + 1);
  });
  it('+3 oil on the field', () => {
    expect(next.oilFields['lima-findlay']).toMatchObject({ oil: 3, pendingOil: 0 });
    expect(ofKind(effects, 'oil-added')).toEqual([{ kind: 'oil-added', field: 'lima-findlay', delta: 3, onOilCity: false }]);
  });
  it('the old discards (hidden starting cards included) are shuffled into a new deck and each player draws 8', () => {
    const before = s.players.flatMap((p) => p.discard);
    expect(ofKind(effects, 'reshuffle')).toEqual([{ kind: 'reshuffle', cards: before.length }]);
    expect(player(next).hand).toHaveLength(8);
    expect(player(next, 'orange').hand).toHaveLength(8);
    expect(next.players.every((p) => p.discard.length === 0)).toBe(true);
    expect([...next.deck, ...next.players.flatMap((p) => p.hand)].sort()).toEqual([...before].sort());
    expect(next.rngSeed).not.toBe(s.rngSeed);
  });
  it('era 2 round 1 starts with 2 actions for the first player', () => {
    expect(next).toMatchObject({ era: 2, round: 1, current: 0, actionsLeft: 2 });
    expect(next.gameOver).toBeUndefined();
  });
  it('the same position and seed always give the same new deck', () => {
    expect(advance(s).state).toEqual(next);
  });
});

describe('link scoring (FAQ era-scoring)', () => {
  // Cincinnati prints 3 link icons; Columbus gets 2 from a flipped Manufacturer I (any owner).
  const industries = [{ owner: 'orange', place: 'manufacturer-1', space: 'columbus-1', flipped: true }];
  it('5 icons at the two ends → 5 VP for a light rail (or any heavy rail but the double-link one)', () => {
    const s = eraEnd({ industries, links: [{ owner: 'blue', kind: 'lightRail', route: 'cincinnati~columbus' }] });
    expect(linkScores(ctx, s)).toEqual([
      { owner: 'blue', link: 'lightRail', route: 'cincinnati~columbus', icons: 5, double: false, vp: 5 },
    ]);
  });
  it('a double-link heavy rail on the same line → 10 VP', () => {
    const s = eraEnd({ industries, links: [{ owner: 'blue', kind: 'heavyRail', type: 'doubleLink', route: 'cincinnati~columbus' }] });
    expect(linkScores(ctx, s)[0]).toMatchObject({ icons: 5, double: true, vp: 10 });
  });
  it('a replacement heavy rail scores as a heavy rail', () => {
    const s = eraEnd({ industries, links: [{ owner: 'blue', kind: 'heavyRail', type: 'replacement', route: 'cincinnati~columbus' }] });
    expect(linkScores(ctx, s)[0]).toMatchObject({ link: 'heavyRail', vp: 5 });
  });
  it('pipelines score nothing and are not listed', () => {
    const s = eraEnd({ industries, links: [{ owner: 'blue', kind: 'pipeline', type: 'income', route: 'venango>pittsburgh' }] });
    expect(linkScores(ctx, s)).toEqual([]);
  });
  it('an unflipped industry adds no link icons (rules/industry.ts linkIconsAt, flagged)', () => {
    const s = eraEnd({
      industries: [{ owner: 'orange', place: 'manufacturer-1', space: 'columbus-1' }],
      links: [{ owner: 'blue', kind: 'lightRail', route: 'cincinnati~columbus' }],
    });
    expect(linkScores(ctx, s)[0]).toMatchObject({ icons: 3, vp: 3 });
  });
  it('each rail scores for its own owner', () => {
    const s = eraEnd({
      industries,
      links: [
        { owner: 'blue', kind: 'lightRail', route: 'cincinnati~columbus' },
        { owner: 'orange', kind: 'lightRail', route: 'columbus~pittsburgh' },
      ],
    });
    const { state } = advance(s);
    // orange: Columbus 2 + Pittsburgh 0 = 2 link VP, + Manufacturer I 5 VP
    expect([player(state).vp, player(state, 'orange').vp]).toEqual([5, 7]);
  });
});

describe('industry scoring (FAQ crown-jewels)', () => {
  it('unflipped industries score nothing', () => {
    const s = eraEnd({ industries: [{ owner: 'blue', place: 'coal-mine-2', space: 'pittsburgh-1' }] });
    expect(industryScores(ctx, s)).toEqual([]);
  });
  it('3 heavy rails built → the locomotive works scores 12 VP', () => {
    const s = eraEnd(
      {
        era: 2,
        industries: [{ owner: 'blue', place: 'locomotive-works-7', space: 'pittsburgh-2', flipped: true }],
      },
      { heavyRailsBuilt: 3 },
    );
    expect(industryScores(ctx, s)).toEqual([{ owner: 'blue', place: 'locomotive-works-7', space: 'pittsburgh-2', vp: 12 }]);
  });
  it('the generator scores the empty industry places on its owner’s mat', () => {
    const s = eraEnd(
      { industries: [{ owner: 'blue', place: 'generator-4', space: 'pittsburgh-1', flipped: true }] },
      { removed: ['coal-mine-1', 'kerosene-2', 'manufacturer-1'] },
    );
    // the three removed places, and the generator's own: built, it left the mat
    expect(s.players[0]!.mat['generator-4']).toBe(0);
    expect(industryScores(ctx, s)[0]?.vp).toBe(4);
  });
  it('Manufacturer II (VP printed as an income icon, unknown in the data) scores 0', () => {
    const s = eraEnd({ industries: [{ owner: 'blue', place: 'manufacturer-2', space: 'pittsburgh-2', flipped: true }] });
    expect(industryScores(ctx, s)[0]?.vp).toBe(0);
  });
});

describe('after era 1 (FAQ era-change)', () => {
  const s = eraEnd({
    industries: [
      { owner: 'blue', place: 'coal-mine-1', space: 'pittsburgh-1', cubes: { coal: 2 } },
      { owner: 'orange', place: 'kerosene-2', space: 'pittsburgh-2' },
      { owner: 'orange', place: 'steel-works-1', space: 'cleveland-3', flipped: true },
    ],
    links: [
      { owner: 'orange', kind: 'lightRail', route: 'cleveland~pittsburgh' },
      { owner: 'blue', kind: 'heavyRail', type: 'whiskey', route: 'clarksburg~pittsburgh' },
    ],
  });
  const { state, effects } = advance(s);
  it('every level-I industry leaves, flipped or not, with its cubes; an unflipped level II stays', () => {
    expect(state.industries.map((i) => i.place)).toEqual(['kerosene-2']);
    expect(
      ofKind(effects, 'removed')
        .filter((e) => e.what === 'industry')
        .map((e) => [e.place, e.flipped, e.cubes]),
    ).toEqual([
      ['coal-mine-1', false, { coal: 2 }],
      ['steel-works-1', true, {}],
    ]);
  });
  it('the cubes leaving with the level-I industries are in the effects: cubes are conserved', () => {
    expect(boardCubeChange(s, state).coal).toBe(-2);
    expect(cubeConservation(ctx, s, state, effects)).toEqual([]);
  });
  it('the flipped level-I industry scored before it left', () => {
    expect(ofKind(effects, 'industry-score').map((e) => [e.place, e.vp])).toEqual([['steel-works-1', 4]]);
  });
  it('light rails leave, heavy rails stay', () => {
    expect(state.links.map((l) => l.route)).toEqual(['clarksburg~pittsburgh']);
  });
});

describe('after era 2: the game is over (FAQ winning)', () => {
  const base = (blue: Record<string, unknown>, orange: Record<string, unknown>) =>
    position({
      era: 2,
      round: 8,
      actionsLeft: 0,
      current: 'orange',
      players: [
        { colour: 'blue', hand: [], ...blue },
        { colour: 'orange', hand: [], ...orange },
      ],
    });
  it('scores, then records the result; no income after the last round', () => {
    const s = base({ vp: 50, incomeSpace: 30 }, { vp: 40 });
    const { state, effects } = advance(s);
    expect(state.gameOver).toEqual({
      ranking: [
        { colour: 'blue', vp: 50, incomeSpace: 30, cash: 30 },
        { colour: 'orange', vp: 40, incomeSpace: 10, cash: 30 },
      ],
      winners: ['blue'],
    });
    expect(ofKind(effects, 'income-paid')).toEqual([]);
    expect(effects.at(-1)).toEqual({ kind: 'game-over', result: state.gameOver });
    expect(state.actionsLeft).toBe(0);
  });
  it('80 VP each, one a space higher on the income track (same level) → that one wins', () => {
    const s = base({ vp: 80, incomeSpace: 19 }, { vp: 80, incomeSpace: 20, cash: 0 });
    expect(gameResult(s).winners).toEqual(['orange']);
  });
  it('same VP and income space → more cash wins', () => {
    const s = base({ vp: 80, cash: 12 }, { vp: 80, cash: 11 });
    expect(gameResult(s).winners).toEqual(['blue']);
  });
  it('equal on all three → they share the win', () => {
    const s = base({ vp: 80 }, { vp: 80 });
    expect(gameResult(s).winners).toEqual(['blue', 'orange']);
  });
  it('no action is taken once the game is over', () => {
    const { state } = advance(base({}, {}));
    const r = apply(
      { ...state, actionsLeft: 1, players: state.players.map((p) => ({ ...p, hand: ['loc-pittsburgh-1'] })) },
      { type: 'pass', card: 'loc-pittsburgh-1' },
    );
    expect(r).toEqual({ ok: false, error: { code: 'game-over' } });
  });
});

describe('which links leave at an era end (the game data, as the era-end step applies it)', () => {
  it('Light Trains leave after era 1; Heavy Trains and pipelines stay; nothing is "removed" after the last era', () => {
    expect(linkLeavesAfterEra('lightRail', 1)).toBe(true);
    expect(linkLeavesAfterEra('heavyRail', 1)).toBe(false);
    expect(linkLeavesAfterEra('pipeline', 1)).toBe(false);
    expect(linkLeavesAfterEra('lightRail', 2)).toBe(false);
  });
});
