/**
 * A random legal action, walked down the choice tree (random play, the fuzzer, bots that explore):
 * roots in a random order; below a root, each question's options in a random order (an optional
 * question says "none" first half of the time), the first option whose subtree completes is
 * taken. Every option is checked by the handlers' own checks and the executor; a refused draft
 * prunes its subtree. The choices below the root are the complete enumerator's: every source,
 * second link, seller set, merchant, pipeline, Quality Reward claim, free develop and market order.
 * The walk itself is shared with Lancashire (core/choices.ts); this file gives it Pittsburgh's tree.
 */
import type { Action } from '../actions/types.ts';
import type { RulesContext } from '../context.ts';
import type { Rng, Walked as CoreWalked, WalkOptions } from '../../../core/choices.ts';
import { completeRandomly as walkDraft, walkRoots } from '../../../core/choices.ts';
import type { Effect } from '../effects.ts';
import type { GameState } from '../state.ts';
import { question } from './next.ts';
import { rootSpace } from './roots.ts';
import type { Draft } from './types.ts';

export type { Rng, WalkOptions } from '../../../core/choices.ts';
export type Walked = CoreWalked<Action, Effect>;

/** Complete a draft with random legal choices, or undefined when no completion is legal. */
export function completeRandomly(
  ctx: RulesContext,
  state: GameState,
  draft: Draft,
  rng: Rng,
  count: { probes: number },
  opts: WalkOptions = {},
): Walked | undefined {
  return walkDraft((d: Draft) => question(ctx, state, d), draft, rng, count, opts);
}

/** A random legal action for whoever must act now, or undefined when nobody can act. */
export function randomAction(ctx: RulesContext, state: GameState, rng: Rng, opts: WalkOptions = {}): Walked | undefined {
  const count = { probes: 0 };
  return walkRoots(rootSpace(ctx, state), (d) => completeRandomly(ctx, state, d, rng, count, opts), rng);
}
