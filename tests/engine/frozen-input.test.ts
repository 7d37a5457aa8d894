/**
 * A probe never writes to the state it is given: the legal lists (default and complete), the choice
 * enumerator, previews, the playout path and whole playouts run on a deep-frozen input give exactly
 * what they give on an unfrozen copy (a write to a frozen part throws, which the engine would turn
 * into a refusal or a missing action), and the unfrozen copy's JSON is unchanged afterwards.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';
import {
  applyFast,
  legalActions,
  newGame,
  nextChoice,
  playoutStep,
  preview,
  randomPlayout,
} from '../../src/engine/rulesets/pittsburgh/index.ts';
import { cloneJson } from '../../src/engine/rulesets/pittsburgh/actions/clone.ts';
import { seededRng } from '../../src/engine/core/random.ts';
import { busyPosition, midGame } from '../../scripts/bench.ts';

function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
    for (const x of Object.values(v)) deepFreeze(x);
    Object.freeze(v);
  }
  return v;
}

/** The bench's positions and positions of seeded games (2–4 players, early and late). */
function positions(): GameState[] {
  const out: GameState[] = [busyPosition(), midGame()];
  for (const [players, seed] of [
    [4, 21],
    [3, 22],
    [2, 23],
  ] as const) {
    const seen: GameState[] = [];
    randomPlayout(newGame({ players, seed }), seed, { onStep: (before) => seen.push(before) });
    out.push(...seen.filter((_, i) => i % 25 === 7));
  }
  return out;
}

describe('a frozen input', () => {
  it('gives the same legal lists, choices, previews and playouts as an unfrozen copy, and is never written', () => {
    let previews = 0;
    const all = positions();
    expect(all.length).toBeGreaterThan(10);
    for (const [n, s] of all.entries()) {
      const plain = cloneJson(s);
      const json = JSON.stringify(plain);
      const frozen = deepFreeze(cloneJson(s));

      const legal = legalActions(plain);
      expect(legalActions(frozen)).toEqual(legal);
      if (n % 3 === 0)
        expect(legalActions(frozen, undefined, { mode: 'complete' })).toEqual(legalActions(plain, undefined, { mode: 'complete' }));
      for (const draft of [
        { action: {} },
        { action: { type: 'network' } },
        { action: { type: 'develop' } },
        { action: { type: 'build' } },
      ] as const)
        expect(nextChoice(frozen, draft)).toEqual(nextChoice(plain, draft));

      for (const l of legal.filter((_, i) => i % 4 === 0)) {
        const p = preview(frozen, l.action, undefined, { flow: true });
        expect(p.ok).toBe(true);
        expect(p).toEqual(preview(plain, l.action, undefined, { flow: true }));
        expect(applyFast(frozen, l.action)).toEqual(applyFast(plain, l.action));
        previews++;
      }
      const step = playoutStep(frozen, seededRng(n));
      expect(step).toBeDefined();
      expect(step).toEqual(playoutStep(plain, seededRng(n)));
      const game = randomPlayout(frozen, n, { maxSteps: 40 });
      expect(game).toEqual(randomPlayout(plain, n, { maxSteps: 40 }));

      expect(JSON.stringify(plain)).toBe(json);
    }
    expect(previews).toBeGreaterThan(100);
  });
});
