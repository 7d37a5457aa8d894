/**
 * Random whole games, for tests, the `simulate` CLI, the fuzzer and the benchmark. Every step goes
 * through the one executor (with the flow), so a random game can only do what the rules allow.
 *
 * Two ways to choose an action:
 * - 'sampled' (default): a random walk down the choice enumerator's tree (src/engine/rulesets/pittsburgh/choices/walk.ts):
 *   the action's first choices (roots filtered by the handlers' own checks) in a random order, then
 *   every later choice — sources, second links, seller sets, merchants, pipelines, Quality Reward
 *   claims, free develops, market orders — at random among the legal ones. No rule is checked here.
 * - 'legal': uniformly among `legalActions(state)` (default mode): exact but slow.
 * The chooser's random numbers are drawn from their own seeded stream, apart from the game's.
 */
import { execute } from '../actions/executor.ts';
import type { Action } from '../actions/types.ts';
import type { WalkOptions } from '../choices/walk.ts';
import { randomAction } from '../choices/walk.ts';

/** Random play explores the choices below an action's target this often (else it takes the engine's defaults): fast, and still every kind of choice. */
export const DEFAULT_EXPLORE = 0.3;
import type { RulesContext, RulesData } from '../context.ts';
import { contextFor } from '../context.ts';
import type { Effect } from '../effects.ts';
import { legalActions } from '../legal.ts';
import { nextRandom } from '../../../core/random.ts';
import { defaultRules } from '../rules-data.ts';
import { newGame } from '../setup/new-game.ts';
import type { GameState } from '../state.ts';
import { settleAfterStep } from './advance.ts';
import type { InvariantResult } from './invariants.ts';
import { checkState, checkStep } from './invariants.ts';

export type Policy = 'sampled' | 'legal';

export interface Step {
  action: Action;
  state: GameState;
  effects: Effect[];
}

/** The executor with the flow: the state where the next one acts, with every effect. */
export function step(ctx: RulesContext, state: GameState, action: Action): Step | undefined {
  const r = execute(ctx, state, action, { flow: true });
  if (!r.ok) return undefined;
  const f = settleAfterStep(ctx, r.state, r.effects);
  return { action, state: f.state, effects: f.effects };
}

/**
 * A random legal step for the one who acts now, or undefined when nobody can act.
 * Returns the chooser's next seed.
 */
export function randomStep(
  ctx: RulesContext,
  state: GameState,
  seed: number,
  policy: Policy = 'sampled',
  walk: WalkOptions = { explore: DEFAULT_EXPLORE },
): { step?: Step; seed: number; probes: number } {
  if (policy === 'legal') {
    const legal = legalActions(ctx, state);
    if (legal.length === 0) return { seed, probes: 0 };
    const r = nextRandom(seed);
    const pick = legal[Math.floor(r.value * legal.length)]?.action as Action;
    const st = step(ctx, state, pick);
    return { ...(st ? { step: st } : {}), seed: r.seed, probes: 1 };
  }
  let sd = seed;
  const rng = () => {
    const r = nextRandom(sd);
    sd = r.seed;
    return r.value;
  };
  const walked = randomAction(ctx, state, rng, walk);
  if (!walked) return { seed: sd, probes: 0 };
  const st = step(ctx, state, walked.action);
  return { ...(st ? { step: st } : {}), seed: sd, probes: walked.probes + 1 };
}

export interface GameRecord {
  players: 2 | 3 | 4;
  seed: number;
  policy: Policy;
  actions: Action[];
  final: GameState;
  /** Steps with an action (the flow runs inside them). */
  steps: number;
  probes: number;
  /** Invariants evaluated and the ones that failed (with the step number). */
  checks: number;
  failures: { step: number; message: string }[];
  /** True when the game reached its end (era 2 scored). */
  finished: boolean;
}

export interface RandomGameOptions {
  players: 2 | 3 | 4;
  seed: number;
  policy?: Policy;
  /** Check the invariants after every step (default true). */
  checkInvariants?: boolean;
  /** Give up after this many steps (default 1000; a real game has about 35 per player and era). */
  maxSteps?: number;
  rules?: RulesData;
  /** Start from this position instead of a new game (the fuzzer's mid-game starts). */
  start?: GameState;
  /** See WalkOptions.explore (default DEFAULT_EXPLORE). */
  explore?: number;
  /** Told the code of every refused draft the random walk meets (the fuzzer's coverage). */
  onRefusal?: (code: string) => void;
  /** Called after every step with the state before it (the fuzzer counts effects and tries illegal actions here). */
  onStep?: (before: GameState, step: Step) => void;
}

/** The chooser's own seed, derived from the game's (so one number replays the whole game). */
export function chooserSeed(seed: number): number {
  return (Math.imul(seed ^ 0x5bd1e995, 0x27d4eb2d) ^ 0x165667b1) | 0;
}

/** Set up a game with `seed` and play it to the end with random legal actions. */
export function playRandomGame(o: RandomGameOptions): GameRecord {
  const rules = o.rules ?? defaultRules;
  const policy = o.policy ?? 'sampled';
  const check = o.checkInvariants !== false;
  let state = o.start ?? newGame({ players: o.players, seed: o.seed }, rules);
  const ctx = contextFor(rules, state.board);
  const rec: GameRecord = {
    players: o.players,
    seed: o.seed,
    policy,
    actions: [],
    final: state,
    steps: 0,
    probes: 0,
    checks: 0,
    failures: [],
    finished: false,
  };
  const add = (r: InvariantResult, at: number) => {
    rec.checks += r.checks;
    for (const m of r.failures) rec.failures.push({ step: at, message: m });
  };
  if (check) add(checkState(ctx, state), 0);
  let sd = chooserSeed(o.seed);
  const max = o.maxSteps ?? 1000;
  while (!state.gameOver && rec.steps < max) {
    const r = randomStep(ctx, state, sd, policy, {
      explore: o.explore ?? DEFAULT_EXPLORE,
      ...(o.onRefusal ? { onRefusal: o.onRefusal } : {}),
    });
    sd = r.seed;
    rec.probes += r.probes;
    if (!r.step) {
      rec.failures.push({ step: rec.steps, message: 'nobody can act, but the game is not over' });
      break;
    }
    o.onStep?.(state, r.step);
    rec.steps++;
    if (check) add(checkStep(ctx, state, r.step.state, r.step.effects), rec.steps);
    rec.actions.push(r.step.action);
    state = r.step.state;
  }
  rec.final = state;
  rec.finished = state.gameOver !== undefined;
  if (!rec.finished && rec.failures.length === 0) rec.failures.push({ step: rec.steps, message: `no game end after ${max} steps` });
  return rec;
}

/** Replay a game from its seed and action list; throws at the first refused action. */
export function replayGame(players: 2 | 3 | 4, seed: number, actions: readonly Action[], rules: RulesData = defaultRules): GameState {
  let state = newGame({ players, seed }, rules);
  const ctx = contextFor(rules, state.board);
  actions.forEach((a, i) => {
    const st = step(ctx, state, a);
    if (!st) throw new Error(`step ${i + 1} refused on replay: ${JSON.stringify(a)}`);
    state = st.state;
  });
  return state;
}
