/**
 * Whole games from setup to a winner, with random legal actions (every step through the one
 * executor with the flow), checking the invariants after every step (flow/invariants.ts): cash ≥ 0,
 * whiskey 0–3, income on the track (levels −10…30), cards conserved and never in two places, no
 * two tiles on one space or route, VP and cash change only through their effects.
 * The unit suite plays GAMES_PER_COUNT games per player count (15; WHOLE_GAMES sets another number); `npm run engine -- simulate`
 * plays any number (docs/flow-and-scoring.md gives the figures measured).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contextFor, defaultRules, legalActions, newGame, preview } from '../../src/engine/rulesets/pittsburgh/index.ts';
import type { Action, GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';
import type { GameRecord } from '../../src/engine/rulesets/pittsburgh/flow/random-play.ts';
import { checkStep } from '../../src/engine/rulesets/pittsburgh/flow/invariants.ts';
import { chooserSeed, playRandomGame, randomStep, replayGame, step } from '../../src/engine/rulesets/pittsburgh/flow/random-play.ts';

// 15 per count in the default suite (its invariants, era lengths, replays and the seed's determinism
// on 45 whole games); WHOLE_GAMES=50 (or more) plays the longer run, and `npm run test:long` plays
// 1,000 games per count with the same invariants (thousand-games/).
const GAMES_PER_COUNT = Number(process.env.WHOLE_GAMES) || 15;

describe.each([2, 3, 4] as const)('%i players: random whole games', (n) => {
  let records: GameRecord[] = [];
  beforeAll(() => {
    records = Array.from({ length: GAMES_PER_COUNT }, (_, i) => playRandomGame({ players: n, seed: 1000 * n + i }));
  }, 120_000);

  it(`${GAMES_PER_COUNT} games reach a winner with no invariant broken`, () => {
    for (const r of records) {
      expect(r.failures, `seed ${r.seed}`).toEqual([]);
      expect(r.finished).toBe(true);
      expect(r.checks, 'the invariants were evaluated after every step').toBeGreaterThan(r.steps);
      // the result (p.11): every player ranked by VP, then income space, then cash, each with the VP and
      // cash they ended with; the winners are the first and whoever ties with them on all three
      const end = r.final.gameOver;
      const key = (x: { vp: number; incomeSpace: number; cash: number }) => [x.vp, x.incomeSpace, x.cash].join('/');
      const byOrder = [...(end?.ranking ?? [])].sort((a, b) => b.vp - a.vp || b.incomeSpace - a.incomeSpace || b.cash - a.cash);
      expect(end?.ranking.map(key)).toEqual(byOrder.map(key));
      expect(end?.ranking.map((x) => [x.colour, x.vp, x.cash]).sort()).toEqual(r.final.players.map((p) => [p.colour, p.vp, p.cash]).sort());
      const first = end?.ranking[0];
      expect(end?.winners).toEqual(end?.ranking.filter((x) => first && key(x) === key(first)).map((x) => x.colour));
    }
  });
  it('every game ends in era 2 with every card played and the deck empty', () => {
    for (const r of records) {
      expect(r.final.era).toBe(2);
      expect(r.final.deck).toEqual([]);
      expect(r.final.players.every((p) => p.hand.length === 0)).toBe(true);
    }
  });
  it('one action per card: era 1 plays every card but the hidden ones, era 2 every card', () => {
    const cards = newGame({ players: n, seed: 1 });
    const total = cards.deck.length + cards.players.reduce((k, p) => k + p.hand.length + p.discard.length, 0);
    for (const r of records)
      expect(r.steps - r.actions.filter((a) => a.type === 'decline' || (a.type === 'sell' && a.free)).length).toBe(2 * total - n);
  });
  it('every era ends after exactly 8 rounds (the teaching deck gives 16 cards per player)', () => {
    for (const r of records.slice(0, 10)) {
      let state = newGame({ players: n, seed: r.seed });
      const ctx = contextFor(defaultRules, state.board);
      const eraEnds: { era: number; round: number }[] = [];
      for (const a of r.actions) {
        const st = step(ctx, state, a);
        if (!st) throw new Error(`seed ${r.seed}: a recorded action was refused on replay`);
        for (const e of st.effects) if (e.kind === 'round-end' && e.lastOfEra) eraEnds.push({ era: e.era, round: e.round });
        state = st.state;
      }
      expect(eraEnds, `seed ${r.seed}`).toEqual([
        { era: 1, round: 8 },
        { era: 2, round: 8 },
      ]);
    }
  });
  it('replaying a game from its seed and action list gives the identical final state', () => {
    for (const r of records.slice(0, 5)) expect(replayGame(n, r.seed, r.actions)).toEqual(r.final);
  });
  it('the same seed plays the same game', () => {
    const again = playRandomGame({ players: n, seed: 1000 * n });
    expect(again.actions).toEqual(records[0]?.actions);
    expect(again.final).toEqual(records[0]?.final);
  });
});

describe('the random chooser walks the choice enumerator', () => {
  const next = (s: GameState, a: Action) => {
    const r = preview(s, a);
    return r.ok ? JSON.stringify(r.next) : 'refused';
  };
  it('2 players: each action it takes is one the complete enumerator lists, on positions along a game', () => {
    let state: GameState = newGame({ players: 2, seed: 14 });
    const ctx = contextFor(defaultRules, state.board);
    let seed = chooserSeed(14);
    let compared = 0;
    for (let i = 0; !state.gameOver && compared < 8; i++) {
      const r = randomStep(ctx, state, seed);
      seed = r.seed;
      if (!r.step) throw new Error('stuck');
      if (i % 7 === 3) {
        const complete = new Set(legalActions(state, undefined, { mode: 'complete' }).map((l) => next(state, l.action)));
        expect(complete.has(next(state, r.step.action))).toBe(true);
        compared++;
      }
      state = r.step.state;
    }
    expect(compared).toBe(8);
  });
  it('its games use what only the complete enumerator offers: two links, explicit sources, merchants', () => {
    const seeds = [5, 6, 7, 8];
    const actions = [2, 3, 4].flatMap((n) =>
      seeds.flatMap((s) => playRandomGame({ players: n as 2 | 3 | 4, seed: s * n, checkInvariants: false }).actions),
    );
    expect(actions.some((a) => a.type === 'network' && a.links.length === 2)).toBe(true);
    expect(actions.some((a) => a.type === 'network' && a.links[0]?.sources !== undefined)).toBe(true);
    expect(actions.some((a) => a.type === 'sell' && a.sales.every((x) => x.merchant !== undefined))).toBe(true);
  });
});

describe('a whole game choosing uniformly among legalActions(state)', () => {
  it('2 players: reaches a winner with no invariant broken', () => {
    const r = playRandomGame({ players: 2, seed: 99, policy: 'legal' });
    expect(r.failures).toEqual([]);
    expect(r.finished).toBe(true);
  }, 60_000);
});

describe('the era-length invariant (flow/invariants.ts)', () => {
  it('accepts an era that ends after 8 rounds and flags one that ends after another number', () => {
    const s = newGame({ players: 2, seed: 1 });
    const ctx = contextFor(defaultRules, s.board);
    expect(checkStep(ctx, s, s, [{ kind: 'round-end', era: 1, round: 8, lastOfEra: true }]).failures).toEqual([]);
    expect(checkStep(ctx, s, s, [{ kind: 'round-end', era: 1, round: 7, lastOfEra: false }]).failures).toEqual([]);
    expect(checkStep(ctx, s, s, [{ kind: 'round-end', era: 2, round: 10, lastOfEra: true }]).failures).toEqual([
      'era 2 ended after 10 rounds, not 8',
    ]);
  });
});
