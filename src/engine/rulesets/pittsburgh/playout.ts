/**
 * The playout path for a search (Monte Carlo tree search and the like): the same executor and flow
 * as `apply`, with what a search repeats thousands of times made cheap.
 *
 * - `applyFast(state, action)`: `apply` with the effects (= `preview(…, {flow: true})`), without the
 *   public door's shape checks (a search's states come from the engine). One executor run.
 * - `playoutStep(state, rng)`: a random legal action (the choice-tree walk of random play and the
 *   fuzzer) and the state after it with the flow. The walk's last probe already ran the action on
 *   its own private copy; the step goes on from that copy (the flow runs on it in place), so choosing
 *   and applying cost no extra executor run and no extra state copy.
 * - `randomPlayout(state, seed, {policy})`: steps until the game ends; returns the final state.
 *
 * The input state is never modified. The rail network is kept per position and updated link by
 * link (rules/rail-network.ts), so the walk's probes of one position share it.
 * tests/engine/playout.test.ts: every step equals `apply`'s state and `preview`'s effects.
 */
import { execute } from './actions/executor.ts';
import { Tx } from './actions/tx.ts';
import type { Action } from './actions/types.ts';
import { randomAction } from './choices/walk.ts';
import type { RulesContext, RulesData } from './context.ts';
import { contextFor } from './context.ts';
import type { Effect } from './effects.ts';
import { afterAction, settleAfterStep } from './flow/advance.ts';
import { DEFAULT_EXPLORE } from './flow/random-play.ts';
import { legalActions } from './legal.ts';
import { seededRng } from '../../core/random.ts';
import type { Refusal } from './reasons.ts';
import { defaultRules } from './rules-data.ts';
import { internalError } from '../../core/safe.ts';
import type { GameState } from './state.ts';
import { currentColour } from './state.ts';

export type FastResult = { ok: true; state: GameState; effects: Effect[] } | { ok: false; error: Refusal };

/** A random number in [0, 1) from the caller's seeded stream. */
export type Rng = () => number;

/**
 * How a playout chooses: 'random' (default): the choice-tree walk (every kind of choice, the
 * engine's defaults below the target 70 % of the time); 'legal': uniformly among the default legal
 * list; or the caller's own function (the state is the whole state: give it `viewFor` yourself if
 * it must not see hidden cards).
 */
export type PlayoutPolicy = 'random' | 'legal' | ((state: GameState, rng: Rng) => Action | undefined);

export interface PlayoutStep {
  action: Action;
  state: GameState;
  effects: Effect[];
}

function run(ctx: RulesContext, state: GameState, action: Action): FastResult {
  const r = execute(ctx, state, action, { flow: true });
  if (!r.ok) return r;
  return { ok: true, ...settleAfterStep(ctx, r.state, r.effects) };
}

/** `apply(state, action)`'s state and `preview(state, action, rules, {flow: true})`'s effects, in one executor run. Never throws. */
export function applyFast(state: GameState, action: Action, rules: RulesData = defaultRules): FastResult {
  try {
    return run(contextFor(rules, state.board), state, action);
  } catch (e) {
    return { ok: false, error: internalError(e) };
  }
}

/** The flow after an action, run in place on the probe's private copy (the same calls as the executor's `flow: true`). */
function withFlow(ctx: RulesContext, after: GameState, effects: Effect[]): { state: GameState; effects: Effect[] } {
  afterAction(new Tx(ctx, after, currentColour(after), effects));
  return settleAfterStep(ctx, after, effects);
}

function chooseStep(ctx: RulesContext, state: GameState, rng: Rng, policy: PlayoutPolicy, explore: number): PlayoutStep | undefined {
  if (policy === 'random') {
    const w = randomAction(ctx, state, rng, { explore });
    if (!w) return undefined;
    const after = w.after as GameState | undefined;
    if (after === undefined) {
      const r = run(ctx, state, w.action);
      return r.ok ? { action: w.action, state: r.state, effects: r.effects } : undefined;
    }
    return { action: w.action, ...withFlow(ctx, after, [...w.effects]) };
  }
  let action: Action | undefined;
  if (policy === 'legal') {
    const legal = legalActions(ctx, state);
    action = legal[Math.floor(rng() * legal.length)]?.action;
  } else action = policy(state, rng);
  if (action === undefined) return undefined;
  const r = run(ctx, state, action);
  return r.ok ? { action, state: r.state, effects: r.effects } : undefined;
}

/** One step of a playout: a legal action chosen by `policy` and the state after it with the flow; undefined when nobody can act (or the policy's action is refused). Never throws. */
export function playoutStep(
  state: GameState,
  rng: Rng,
  policy: PlayoutPolicy = 'random',
  rules: RulesData = defaultRules,
  explore = DEFAULT_EXPLORE,
): PlayoutStep | undefined {
  try {
    if (state.gameOver) return undefined;
    return chooseStep(contextFor(rules, state.board), state, rng, policy, explore);
  } catch {
    return undefined;
  }
}

export interface PlayoutOptions {
  policy?: PlayoutPolicy;
  /** Stop after this many steps (default 1000; a 4-player game has about 130). */
  maxSteps?: number;
  rules?: RulesData;
  /** 'random' policy: how often the walk goes on choosing below a legal draft (default 0.3, like random play). */
  explore?: number;
  /** Told every step (e.g. to record the actions). */
  onStep?: (before: GameState, step: PlayoutStep) => void;
}

export interface PlayoutResult {
  /** The last state reached: the game's end when `finished`. */
  state: GameState;
  steps: number;
  finished: boolean;
}

/** Play on from `state` until the game ends (seeded: the same state, seed and policy give the same game). Never throws; the input is never modified. */
export function randomPlayout(state: GameState, seed: number, opts: PlayoutOptions = {}): PlayoutResult {
  const rng = seededRng(seed);
  const policy = opts.policy ?? 'random';
  const max = opts.maxSteps ?? 1000;
  const rules = opts.rules ?? defaultRules;
  let s = state;
  let steps = 0;
  while (!s.gameOver && steps < max) {
    const st = playoutStep(s, rng, policy, rules, opts.explore ?? DEFAULT_EXPLORE);
    if (!st) break;
    opts.onStep?.(s, st);
    s = st.state;
    steps++;
  }
  return { state: s, steps, finished: s.gameOver !== undefined };
}
