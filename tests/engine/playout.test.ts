/**
 * The playout path (src/engine/rulesets/pittsburgh/playout.ts) against the one executor: over seeded random games every
 * fast step gives apply's state and preview's effects (deep equal), a playout replays through apply
 * to the same end, the input is never touched, and the rail network kept per position is the one a
 * rebuild gives.
 */
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';
import {
  applyFast,
  apply,
  contextFor,
  defaultRules,
  newGame,
  playoutStep,
  preview,
  railGraph,
  randomPlayout,
} from '../../src/engine/rulesets/pittsburgh/index.ts';
import { seededRng } from '../../src/engine/core/random.ts';
import { railNetworkOf } from '../../src/engine/rulesets/pittsburgh/rules/rail-network.ts';
import { cloneJson } from '../../src/engine/rulesets/pittsburgh/actions/clone.ts';

const GAMES: { players: 2 | 3 | 4; seed: number }[] = [
  { players: 4, seed: 1 },
  { players: 4, seed: 2 },
  { players: 4, seed: 3 },
  { players: 4, seed: 4 },
  { players: 3, seed: 5 },
  { players: 3, seed: 6 },
  { players: 2, seed: 7 },
  { players: 2, seed: 8 },
];

function sortedGraph(s: GameState) {
  const g = railGraph(contextFor(defaultRules, s.board), s);
  return [...g.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
}

describe('playout path', () => {
  it.each(GAMES)('every step of a random $players-player game (seed $seed) equals apply and preview', ({ players, seed }) => {
    let s = newGame({ players, seed });
    const rng = seededRng(seed * 7919);
    let steps = 0;
    let turnEnds = 0;
    while (!s.gameOver && steps < 1000) {
      const before = cloneJson(s);
      const st = playoutStep(s, rng);
      expect(st, `step ${steps}: nobody could act`).toBeDefined();
      if (!st) break;
      expect(s).toEqual(before); // the input is never touched
      const viaApply = apply(s, st.action);
      const viaPreview = preview(s, st.action, defaultRules, { flow: true });
      expect(viaApply.ok && viaPreview.ok).toBe(true);
      if (!viaApply.ok || !viaPreview.ok) break;
      expect(st.state).toEqual(viaApply.state);
      expect(st.effects).toEqual(viaPreview.effects);
      const fast = applyFast(s, st.action);
      expect(fast).toEqual({ ok: true, state: viaApply.state, effects: viaPreview.effects });
      // the network the next position keeps (updated link by link) is the rebuilt one
      const kept = railNetworkOf(contextFor(defaultRules, st.state.board), st.state.links).graph;
      expect([...kept.entries()].sort(([a], [b]) => (a < b ? -1 : 1))).toEqual(sortedGraph(st.state));
      turnEnds += st.effects.filter((e) => e.kind === 'turn-end').length;
      s = st.state;
      steps++;
    }
    expect(s.gameOver).toBeDefined();
    expect(turnEnds).toBeGreaterThan(players * 10); // whole rounds of both eras were played
  });

  it('a playout from mid-game replays through apply to the same end, and leaves its start as it was', () => {
    const mid = randomPlayout(newGame({ players: 4, seed: 11 }), 5, { maxSteps: 60 }).state;
    expect(mid.gameOver).toBeUndefined();
    const start = cloneJson(mid);
    const actions: Action[] = [];
    const out = randomPlayout(mid, 99, { onStep: (_, st) => actions.push(st.action) });
    expect(mid).toEqual(start);
    expect(out.finished).toBe(true);
    expect(out.steps).toBe(actions.length);
    let s = mid;
    for (const a of actions) {
      const r = apply(s, a);
      expect(r.ok).toBe(true);
      if (r.ok) s = r.state;
    }
    expect(out.state).toEqual(s);
    expect(randomPlayout(mid, 99).state).toEqual(out.state); // seeded: the same again
    expect(randomPlayout(mid, 100).state).not.toEqual(out.state);
  });

  it('the legal-list policy and a caller policy also finish games through the executor', () => {
    const start = newGame({ players: 2, seed: 21 });
    const legal = randomPlayout(start, 3, { policy: 'legal' });
    expect(legal.finished).toBe(true);
    const passer = randomPlayout(start, 3, {
      policy: (s) => ({ type: 'pass', card: s.players.find((p) => p.colour === s.turnOrder[s.current])?.hand[0] ?? '' }),
    });
    expect(passer.finished).toBe(true);
    expect(passer.state.players.every((p) => p.vp === 0)).toBe(true); // passing all game scores nothing
  });

  it('a refused action is a refusal, never a throw', () => {
    const s = newGame({ players: 2, seed: 1 });
    expect(applyFast(s, { type: 'pass', card: 'no-such-card' })).toMatchObject({ ok: false, error: { code: 'unknown-card' } });
    expect(playoutStep(s, seededRng(1), () => ({ type: 'pass', card: 'no-such-card' }))).toBeUndefined();
  });

  it('a links list changed in place gets its network rebuilt, not the remembered one', () => {
    const s = randomPlayout(newGame({ players: 4, seed: 8 }), 2, { maxSteps: 80 }).state;
    const ctx = contextFor(defaultRules, s.board);
    const links = s.links.map((l) => ({ ...l }));
    const before = railNetworkOf(ctx, links).graph;
    const rail = links.findIndex((l) => l.kind === 'lightRail' || l.kind === 'heavyRail');
    expect(rail).toBeGreaterThanOrEqual(0);
    links.splice(rail, 1);
    const after = railNetworkOf(ctx, links).graph;
    expect(after).not.toBe(before);
    expect([...after.entries()].sort(([a], [b]) => (a < b ? -1 : 1))).toEqual(sortedGraph({ ...s, links }));
  });
});
