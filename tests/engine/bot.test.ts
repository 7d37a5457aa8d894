/** The greedy bot (src/engine/rulesets/pittsburgh/bot): legal, deterministic, blind to hidden information, plays whole games. */
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';
import {
  actingColour,
  contextFor,
  defaultRules,
  legalActions,
  newGame,
  preview,
  viewFor,
} from '../../src/engine/rulesets/pittsburgh/index.ts';
import { chooseAction, scoreEffects } from '../../src/engine/rulesets/pittsburgh/bot/index.ts';
import { checkStep } from '../../src/engine/rulesets/pittsburgh/flow/invariants.ts';
import { reshuffleHidden } from './hidden.ts';

/**
 * The bot playing everyone from `s` for `steps` steps (or to the end), each from its own view;
 * every step is the same as `apply` (preview with the flow), and the invariants are checked.
 */
function botPlay(s: GameState, steps = Infinity): { state: GameState; steps: number; failures: string[] } {
  const ctx = contextFor(defaultRules, s.board);
  const failures: string[] = [];
  let n = 0;
  while (!s.gameOver && n < steps) {
    const a = chooseAction(viewFor(s, actingColour(s) as string));
    if (!a) throw new Error(`no action at step ${n}`);
    const r = preview(s, a, defaultRules, { flow: true });
    if (!r.ok) throw new Error(`refused at step ${n}: ${JSON.stringify(a)} ${JSON.stringify(r.error)}`);
    failures.push(...checkStep(ctx, s, r.next, r.effects).failures.map((f) => `step ${n}: ${f}`));
    s = r.next;
    n++;
  }
  return { state: s, steps: n, failures };
}

/** A bot that PEEKS: it picks by the top card of the deck. Given raw states it is caught out. */
function peekingBot(s: GameState): Action | undefined {
  const legal = legalActions(s);
  const top = s.deck[0] ?? '';
  let h = 0;
  for (const ch of top) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return legal[Math.abs(h) % Math.max(1, legal.length)]?.action;
}

describe('the bot sees only its view', () => {
  const positions: GameState[] = [];
  for (const n of [2, 3, 4] as const) {
    const start = newGame({ players: n, seed: 300 + n });
    positions.push(start, botPlay(start, 7).state, botPlay(start, 2 * n * 8 + 5).state);
  }
  it('positions cover era 1 and era 2', () => {
    expect(positions.some((p) => p.era === 2)).toBe(true);
  });
  it.each(positions.map((p, i) => [i, p] as const))('position %i: hidden information changes nothing it decides', (_, s1) => {
    const me = actingColour(s1) as string;
    const s2 = reshuffleHidden(s1, me);
    // the two states really differ, and a bot given them raw would see it
    expect(s2).not.toEqual(s1);
    expect(s2.deck).not.toEqual(s1.deck);
    // the detector: the views are identical, so nothing a bot computes from them can differ
    expect(viewFor(s2, me)).toEqual(viewFor(s1, me));
    expect(chooseAction(viewFor(s2, me))).toEqual(chooseAction(viewFor(s1, me)));
    expect(peekingBot(viewFor(s2, me))).toEqual(peekingBot(viewFor(s1, me)));
  });
  it('a peeking bot given the raw states decides differently somewhere (what the views prevent)', () => {
    const differs = positions.some((s1) => {
      const s2 = reshuffleHidden(s1, actingColour(s1) as string);
      return JSON.stringify(peekingBot(s1)) !== JSON.stringify(peekingBot(s2));
    });
    expect(differs).toBe(true);
  });
});

describe('the bot', () => {
  const s = botPlay(newGame({ players: 3, seed: 8 }), 10).state;
  const view = viewFor(s, actingColour(s) as string);
  it('chooses one of legalActions(view), deterministically', () => {
    const a = chooseAction(view);
    expect(legalActions(view).map((l) => l.action)).toContainEqual(a);
    expect(chooseAction(structuredClone(view))).toEqual(a);
  });
  it('scores VP, income levels, cash, whiskey, builds and flips of the acting player only', () => {
    const score = scoreEffects(
      [
        { kind: 'vp', player: 'blue', delta: 4, reason: 'x' },
        { kind: 'income', player: 'blue', from: 10, to: 14, reason: 'x' }, // level 0 → 2
        { kind: 'cash', player: 'blue', delta: -10, reason: 'tile-cost', spending: true },
        { kind: 'whiskey', player: 'blue', delta: 1, lost: 0, reason: 'x' },
        { kind: 'industry-built', player: 'blue', place: 'coal-mine-1', space: 'x', flipped: false },
        { kind: 'flip', space: 'x', owner: 'blue', reason: 'emptied' },
        { kind: 'vp', player: 'orange', delta: 100, reason: 'x' },
      ],
      'blue',
      1,
    );
    expect(score).toBeCloseTo(4 + 3 * 2 - 1 + 0.5 + 2 + 1);
  });
  it('gives no action when there is none (game over, garbage)', () => {
    expect(chooseAction({ ...view, gameOver: { ranking: [], winners: [] } })).toBeUndefined();
    expect(chooseAction(null as unknown as GameState)).toBeUndefined();
  });
});

describe('bot-vs-bot whole games (apply with the flow) reach a winner, no invariant broken', () => {
  it.each([
    [2, 1],
    [2, 2],
    [3, 1],
    [3, 2],
    [4, 1],
    [4, 2],
  ] as const)(
    '%i players, seed %i',
    (n, seed) => {
      const r = botPlay(newGame({ players: n, seed }));
      expect(r.failures).toEqual([]);
      expect(r.state.gameOver?.winners.length).toBeGreaterThan(0);
      expect(r.state.era).toBe(2);
      expect(r.state.players.every((p) => p.hand.length === 0)).toBe(true);
    },
    60_000,
  );
});
