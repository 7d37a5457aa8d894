/**
 * A random legal action, walked down the choice tree (random play, the fuzzer, bots that explore):
 * roots in a random order; below a root, each question's options in a random order (an optional
 * question says "none" first half of the time), the first option whose subtree completes is
 * taken. Every option is checked by the handlers' own checks and the executor; a refused draft
 * prunes its subtree. The choices below the root are the complete enumerator's: every source,
 * second link, seller set, merchant, pipeline, Quality Reward claim, free develop and market order.
 */
import type { Action } from '../actions/types.ts';
import type { RulesContext } from '../context.ts';
import type { Effect } from '../effects.ts';
import type { GameState } from '../state.ts';
import { answer } from './draft.ts';
import { question } from './next.ts';
import { rootSpace } from './roots.ts';
import type { Draft } from './types.ts';

/** A random number in [0, 1) from the caller's seeded stream. */
export type Rng = () => number;

export interface Walked {
  action: Action;
  effects: Effect[];
  /** Executor runs spent finding it. */
  probes: number;
}

function pickOrder<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export interface WalkOptions {
  /**
   * Once the draft is legal with the engine's defaults for every open choice, the chance of going
   * on choosing at random instead of taking those defaults (default 1: always choose). Random play
   * uses less to stay fast; the fuzzer chooses every time.
   */
  explore?: number;
  /** Told the code of every refused draft met on the way (the fuzzer's coverage). */
  onRefusal?: (code: string) => void;
}

/** Complete a draft with random legal choices, or undefined when no completion is legal. */
export function completeRandomly(
  ctx: RulesContext,
  state: GameState,
  draft: Draft,
  rng: Rng,
  count: { probes: number },
  opts: WalkOptions = {},
): Walked | undefined {
  count.probes++;
  const step = question(ctx, state, draft);
  if (step.kind === 'refused') {
    opts.onRefusal?.(step.error.code);
    return undefined;
  }
  if (step.kind === 'complete') return { action: step.action, effects: step.effects, probes: count.probes };
  if (step.ready && step.readyEffects && rng() >= (opts.explore ?? 1)) return { action: step.ready, effects: step.readyEffects, probes: count.probes };
  const { q } = step;
  const [first, ...rest] = q.ask.options;
  let order = pickOrder(q.ask.options, rng);
  if (first?.value === null) order = rng() < 0.5 ? [first, ...pickOrder(rest, rng)] : [...pickOrder(rest, rng), first];
  for (const o of order) {
    if (o.value !== null && q.precheck?.(o)) continue;
    const r = completeRandomly(ctx, state, answer(draft, q.ask, o.value), rng, count, opts);
    if (r) return r;
  }
  return undefined;
}

/** A random legal action for whoever must act now, or undefined when nobody can act. */
export function randomAction(ctx: RulesContext, state: GameState, rng: Rng, opts: WalkOptions = {}): Walked | undefined {
  const space = rootSpace(ctx, state);
  const count = { probes: 0 };
  // a lazily drawn uniform permutation of the virtual root list (a sparse Fisher–Yates): the first that completes is taken
  const swapped = new Map<number, number>();
  for (let left = space.size; left > 0; left--) {
    const i = Math.floor(rng() * left);
    const pick = swapped.get(i) ?? i;
    swapped.set(i, swapped.get(left - 1) ?? left - 1);
    const root = space.at(pick);
    if (!root) continue;
    for (const d of root) {
      const r = completeRandomly(ctx, state, d, rng, count, opts);
      if (r) return r;
    }
  }
  return undefined;
}
