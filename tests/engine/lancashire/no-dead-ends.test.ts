/**
 * No dead-end drafts in the Lancashire composer (the sandbox offers only what nextChoice marks
 * legal): in many random positions of whole games, every option the enumerator offers as legal,
 * at every depth walked, leads to a draft that can still be completed — the next answer is the
 * complete action or a question with the engine's ready action or at least one legal option, never
 * a refusal — and following legal options always ends in an action the executor accepts.
 */
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../src/engine/core/random.ts';
import type { Rng } from '../../../src/engine/core/choices.ts';
import { nextChoice } from '../../../src/engine/rulesets/lancashire/choices/next.ts';
import type { LDraft } from '../../../src/engine/rulesets/lancashire/choices/types.ts';
import { randomLAction } from '../../../src/engine/rulesets/lancashire/choices/walk.ts';
import { execute } from '../../../src/engine/rulesets/lancashire/executor.ts';
import { newLancashireGame } from '../../../src/engine/rulesets/lancashire/setup.ts';
import type { LState } from '../../../src/engine/rulesets/lancashire/state.ts';
import { actingColour, viewFor } from '../../../src/engine/rulesets/lancashire/view.ts';

/** Check every legal option of the draft's question, then go on down `breadth` of them at random. */
function walk(s: LState, draft: LDraft, rng: Rng, depth: number, breadth: number, failures: string[], counts: { offered: number }) {
  const c = nextChoice(s, draft);
  if (c.status === 'complete') {
    const r = execute(s, c.action);
    if (!r.ok) failures.push(`complete but refused (${r.error.code}): ${JSON.stringify(c.action)}`);
    return;
  }
  if (c.status === 'refused') {
    failures.push(`a legal option led to a refused draft (${c.error.code}): ${JSON.stringify(draft.action)}`);
    return;
  }
  if (depth > 10) return;
  const legal = c.choice.options.filter((o) => o.legal);
  if (legal.length === 0 && !c.ready)
    failures.push(`a question with nothing legal and no ready action: ${c.choice.kind} ${JSON.stringify(draft.action)}`);
  for (const o of legal) {
    counts.offered++;
    const next = nextChoice(s, o.draft);
    if (next.status === 'refused') failures.push(`offered ${c.choice.kind} ${o.id} is a dead end (${next.error.code})`);
    else if (next.status === 'choose' && !next.ready && !next.choice.options.some((x) => x.legal))
      failures.push(`offered ${c.choice.kind} ${o.id} leads to a question with nothing legal`);
  }
  const order = [...legal].sort(() => rng() - 0.5).slice(0, breadth);
  for (const o of order) walk(s, o.draft, rng, depth + 1, 1, failures, counts);
}

describe('the Lancashire composer has no dead ends', () => {
  it('every offered option, in random positions of whole games of 2, 3 and 4 players, has a legal completion', () => {
    const failures: string[] = [];
    const counts = { offered: 0 };
    let positions = 0;
    for (const [seed, players] of [
      [11, 2],
      [12, 3],
      [13, 4],
      [14, 2],
    ] as const) {
      const rng = seededRng(seed);
      let s = newLancashireGame({ players, seed });
      for (let step = 0; step < 400 && !s.gameOver; step++) {
        if (step % 8 === 0) {
          const me = actingColour(s);
          if (me) {
            walk(viewFor(s, me), { action: {} }, rng, 0, 3, failures, counts);
            positions++;
          }
        }
        const a = randomLAction(s, rng);
        if (!a) break;
        const r = execute(s, a.action, { flow: true });
        if (!r.ok) throw new Error(r.error.code);
        s = r.state;
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    expect(positions).toBeGreaterThan(40);
    expect(counts.offered).toBeGreaterThan(1000);
  }, 600_000);
});
