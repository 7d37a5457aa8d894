/**
 * Complete legal lists with each first link played once (actions/first-link.ts) and the last open
 * question's default answer taken from the run already made (choices/next.ts `onlyOpen`; a link's last cube
 * from another source, a develop's other payment or a free develop's tile as that run with its own take,
 * choices/take-swap.ts `TakeSwap`) against the
 * enumeration that replays every draft from the position: the same actions with the same cube plans
 * and money in the same order, on the bench's busy position and on positions sampled from seeded random games.
 */
import { describe, expect, it } from 'vitest';
import type { GameState, LegalAction } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { contextFor, defaultRules, newGame, randomPlayout } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { completeLegalActions } from '../../src/engine/rulesets/pittsburgh/choices/complete.ts';
import { busyPosition } from '../../scripts/bench.ts';

const keyed = (list: LegalAction[]) => list.map((l) => JSON.stringify(l)).sort();

function sampled(): { name: string; state: GameState }[] {
  const out = [{ name: 'the bench position', state: busyPosition() }];
  for (const [players, seed, steps] of [
    [4, 3, 40],
    [4, 5, 90],
    [3, 7, 60],
    [2, 9, 30],
  ] as const) {
    const s = randomPlayout(newGame({ players, seed }), seed, { maxSteps: steps }).state;
    out.push({ name: `${players} players, seed ${seed}, after ${steps} steps`, state: s });
  }
  return out;
}

describe('complete legal list, first links kept', () => {
  it.each(sampled())('$name: the same set as whole replays', ({ state }) => {
    const ctx = contextFor(defaultRules, state.board);
    const kept = completeLegalActions(ctx, state);
    const whole = completeLegalActions(ctx, state, { wholeRuns: true });
    expect(keyed(kept)).toEqual(keyed(whole));
    expect(kept.length).toBe(whole.length); // no action listed twice
    expect(kept.map((l) => JSON.stringify(l))).toEqual(whole.map((l) => JSON.stringify(l))); // in the same order
  });

  it('the bench position lists its two-link networks', () => {
    const state = busyPosition();
    const list = completeLegalActions(contextFor(defaultRules, state.board), state);
    const twoLinks = list.filter((l) => l.action.type === 'network' && l.action.links.length === 2);
    expect(twoLinks.length).toBeGreaterThan(1000);
    // a second link pays $10 more: every two-link action's money includes it
    expect(twoLinks.every((l) => l.cashPaid >= 10)).toBe(true);
  });
});
