/** Lancashire's hidden information (viewFor) and its bots: blind to what they cannot see, legal, whole games with the invariants. */
import { describe, expect, it } from 'vitest';
import { chooseLAction, chooseRandomLAction, scoreLEffects } from '../../../src/engine/rulesets/lancashire/bot/index.ts';
import { playLancashireMatch } from '../../../src/engine/rulesets/lancashire/bot/match.ts';
import { execute } from '../../../src/engine/rulesets/lancashire/executor.ts';
import { checkInvariants } from '../../../src/engine/rulesets/lancashire/invariants.ts';
import { playRandomLancashire } from '../../../src/engine/rulesets/lancashire/random-play.ts';
import { newLancashireGame } from '../../../src/engine/rulesets/lancashire/setup.ts';
import type { Colour, LState } from '../../../src/engine/rulesets/lancashire/state.ts';
import { actingColour, HIDDEN_CARD, viewFor } from '../../../src/engine/rulesets/lancashire/view.ts';

/** A position some way into a game (mills, mines and links on the board). */
const midGame = (seed: number, steps = 40): LState => playRandomLancashire({ players: 4, seed, maxSteps: steps, check: false }).final;

/** The same position with what `me` cannot see dealt differently: other hands and the deck, the Distant Market order, the seed. */
function reshuffleHidden(s: LState, me: Colour): LState {
  const x = structuredClone(s);
  const slots: { get: () => string; set: (c: string) => void }[] = [];
  for (const p of x.players)
    if (p.colour !== me) p.hand.forEach((_, i) => slots.push({ get: () => p.hand[i] as string, set: (c) => (p.hand[i] = c) }));
  x.deck.forEach((_, i) => slots.push({ get: () => x.deck[i] as string, set: (c) => (x.deck[i] = c) }));
  const cards = slots.map((sl) => sl.get()).reverse();
  slots.forEach((sl, i) => sl.set(cards[i] as string));
  x.distant.tiles = [...x.distant.tiles].reverse();
  x.rngSeed = s.rngSeed + 999;
  return x;
}

describe('Lancashire viewFor', () => {
  it('hides other hands, the deck, the Distant Market order and the seed; keeps the own hand and all public facts', () => {
    const s = midGame(21);
    const me = actingColour(s) as Colour;
    const v = viewFor(s, me);
    for (const p of v.players) {
      const real = s.players.find((x) => x.colour === p.colour);
      expect(p.hand).toEqual(p.colour === me ? real?.hand : real?.hand.map(() => HIDDEN_CARD));
      expect([p.cash, p.vp, p.incomeSpace, p.taken]).toEqual([real?.cash, real?.vp, real?.incomeSpace, real?.taken]);
    }
    expect(v.deck).toEqual(s.deck.map(() => HIDDEN_CARD));
    expect(v.rngSeed).toBe(0);
    expect(v.distant.tiles).toEqual([...s.distant.tiles].sort((a, b) => b - a));
    expect([v.tiles, v.links, v.coalDemand, v.ironDemand, v.distant.marker, v.discard]).toEqual([
      s.tiles,
      s.links,
      s.coalDemand,
      s.ironDemand,
      s.distant.marker,
      s.discard,
    ]);
    expect(viewFor(v, me)).toEqual(v);
  });

  it('never throws and never changes its input', () => {
    const s = midGame(5, 10);
    const before = JSON.stringify(s);
    viewFor(s, 'red');
    expect(JSON.stringify(s)).toBe(before);
    expect(viewFor(null as unknown as LState, 'red').players).toEqual([]);
    expect(viewFor({ players: 3 } as unknown as LState, 'red').players).toEqual([]);
  });

  it('both bots decide the same for two states that differ only in what the actor cannot see', () => {
    for (const seed of [2, 9, 14]) {
      const s = midGame(seed, 30 + seed);
      const me = actingColour(s) as Colour;
      const t = reshuffleHidden(s, me);
      expect(JSON.stringify(t)).not.toBe(JSON.stringify(s));
      expect(viewFor(t, me)).toEqual(viewFor(s, me)); // what the bots see: nothing of the difference
      expect(chooseLAction(viewFor(t, me))).toEqual(chooseLAction(viewFor(s, me)));
      expect(chooseRandomLAction(viewFor(t, me), seed)).toEqual(chooseRandomLAction(viewFor(s, me), seed));
    }
  });
});

describe('Lancashire bots', () => {
  it('the greedy bot’s choice on the view is legal on the real state, and scores best among what it tried', () => {
    const s = midGame(33);
    const me = actingColour(s) as Colour;
    const a = chooseLAction(viewFor(s, me));
    expect(a).toBeDefined();
    const r = execute(s, a as never);
    expect(r.ok).toBe(true);
    const pass = execute(s, { type: 'pass', card: s.players.find((p) => p.colour === me)?.hand[0] as string });
    if (r.ok && pass.ok) expect(scoreLEffects(r.effects, r.state, me)).toBeGreaterThanOrEqual(scoreLEffects(pass.effects, pass.state, me));
  });

  it('a money-less bot takes a loan rather than pass', () => {
    const s = newLancashireGame({ players: 2, seed: 3 });
    s.round = 3;
    s.actionsLeft = 2;
    for (const p of s.players) p.cash = 0;
    expect(chooseLAction(viewFor(s, actingColour(s) as Colour))?.type).toBe('loan');
  });

  it('whole 2-, 3- and 4-player bot games end with a winner, every move accepted and every invariant kept', () => {
    const seats: ('greedy' | 'random')[][] = [
      ['greedy', 'random'],
      ['random', 'greedy', 'random'],
      ['random', 'random', 'greedy', 'random'],
    ];
    for (const [i, bots] of seats.entries()) {
      const broken: string[] = [];
      let steps = 0;
      const m = playLancashireMatch(100 + i, bots, {
        onState: (s) => {
          steps++;
          broken.push(...checkInvariants(s));
        },
      });
      expect(m.stopped).toBeUndefined();
      expect(m.result?.winners.length).toBeGreaterThan(0);
      expect(broken).toEqual([]);
      expect(steps).toBe(m.moves.length);
      expect(new Set(m.moves.map((x) => x.bot))).toEqual(new Set(['greedy', 'random']));
    }
  }, 120_000);
});
