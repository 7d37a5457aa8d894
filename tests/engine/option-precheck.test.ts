/**
 * Options the choice enumerator refuses without running them: a cube source the sourcing order
 * does not allow now (rules/source-candidates.ts `sourceOptions` refusals: an industry must be used first, an
 * empty or unconnected source…), a second develop tile not reachable once the first is taken and a seller that is
 * not the player's own unsold selling tile.
 * Walking the choice trees of many positions, every option such a check refuses gets exactly the
 * executor's refusal for the draft with that answer, and every option it lets through is run.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { contextFor, defaultRules, newGame, randomPlayout } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { execute } from '../../src/engine/rulesets/pittsburgh/actions/executor.ts';
import type { Action } from '../../src/engine/rulesets/pittsburgh/actions/types.ts';
import { answer } from '../../src/engine/rulesets/pittsburgh/choices/draft.ts';
import { chooser, question } from '../../src/engine/rulesets/pittsburgh/choices/next.ts';
import type { Draft } from '../../src/engine/rulesets/pittsburgh/choices/types.ts';
import type { RulesContext } from '../../src/engine/rulesets/pittsburgh/context.ts';
import { busyPosition } from '../../scripts/bench.ts';

function positions(): GameState[] {
  const out = [busyPosition()];
  for (const [players, seed] of [
    [4, 11],
    [3, 12],
    [2, 13],
  ] as const) {
    randomPlayout(newGame({ players, seed }), seed, {
      maxSteps: 120,
      onStep: (before, step) => {
        if (step.action.type !== 'pass' && out.length % 3 === 0) out.push(before);
        if (out.length < 40) out.push(before);
      },
    });
  }
  return out.filter((_, i) => i % 4 === 0);
}

interface Tally {
  refused: number;
  kinds: Set<string>;
  passed: number;
}

/** Walk the tree below these roots (at most `budget` nodes), checking every refusal a question knows. */
function check(ctx: RulesContext, s: GameState, roots: Draft[], tally: Tally, budget: { nodes: number }): void {
  const walk = (draft: Draft): void => {
    if (--budget.nodes < 0) return;
    const step = question(ctx, s, draft);
    if (step.kind !== 'ask') return;
    const { q } = step;
    for (const o of q.ask.options) {
      const next = answer(draft, q.ask, o.value);
      const known = o.value === null ? null : (q.precheck?.(o) ?? null);
      if (known && (q.ask.refusals !== undefined || q.ask.kind === 'tile' || q.ask.kind === 'seller')) {
        const full = execute(ctx, s, next.action as Action);
        expect(full).toEqual({ ok: false, error: known });
        tally.refused++;
        tally.kinds.add(`${q.ask.kind}:${known.code}`);
        if (q.ask.kind === 'source') tally.kinds.add(`source:${String((o.value as { kind?: string }).kind)}`);
        continue;
      }
      if (known) continue;
      tally.passed++;
      walk(next);
    }
  };
  for (const r of roots) walk(r);
}

describe('options refused without a run', () => {
  it('get exactly the executor refusal on every tree of many positions', () => {
    const tally: Tally = { refused: 0, kinds: new Set(), passed: 0 };
    for (const s of positions()) {
      const ctx = contextFor(defaultRules, s.board);
      const card = chooser(s)?.hand[0];
      if (card === undefined || s.pending !== undefined) continue;
      const roots: Draft[] = [
        { action: { type: 'develop', card } },
        { action: { type: 'network', card } },
        { action: { type: 'build', card } },
        { action: { type: 'sell', card } },
      ];
      check(ctx, s, roots, tally, { nodes: 4000 });
    }
    expect(tally.refused).toBeGreaterThan(1000);
    expect(tally.passed).toBeGreaterThan(1000);
    // source refusals of both kinds of question and the second develop tile were all met
    expect(tally.kinds.has('source:industry-first')).toBe(true);
    expect(tally.kinds.has('source:market') && tally.kinds.has('source:vanderbilt')).toBe(true);
    expect([...tally.kinds].some((k) => k.startsWith('develop-payment:'))).toBe(true);
    expect([...tally.kinds].some((k) => k === 'tile:mat-tile-not-reachable')).toBe(true);
    // sellers: another player's industry, a tile that does not sell (one already sold: below)
    for (const code of ['not-your-industry', 'not-sellable']) expect(tally.kinds.has(`seller:${code}`)).toBe(true);
  });

  it('refuse a seller already sold as the executor does', () => {
    const s = structuredClone(busyPosition());
    const ctx = contextFor(defaultRules, s.board);
    const me = chooser(s);
    const sold = s.industries.find((i) => i.owner === me?.colour && i.space === 'cleveland-1');
    expect(sold?.flipped).toBe(false); // the player's own refinery, not sold yet
    if (sold) sold.flipped = true;
    const draft: Draft = { action: { type: 'sell', card: me?.hand[0] } };
    const step = question(ctx, s, draft);
    expect(step.kind).toBe('ask');
    if (step.kind !== 'ask') return;
    const o = step.q.ask.options.find((x) => x.value === 'cleveland-1');
    expect(o).toBeDefined();
    if (!o) return;
    const known = step.q.precheck?.(o) ?? null;
    expect(known?.code).toBe('already-flipped');
    expect(execute(ctx, s, answer(draft, step.q.ask, o.value).action as Action)).toEqual({ ok: false, error: known });
  });
});
