/**
 * The strong bot's search: determinized Monte Carlo search over `viewFor(state, me)` (flat: the
 * root's actions are the tree's only level; every candidate is played in every sampled world).
 *
 * 1. Every legal action of the view (`legalActions`, default mode) gets a PRIOR: the margin
 *    (evaluate.ts) of the position right after it, by `preview` (the action alone).
 * 2. The `candidates` best by prior, and the greedy bot's choice, are searched, in rounds: a round samples a world consistent
 *    with the view (determinize.ts: hidden hands, deck and oil tiles) and a playout seed, then for
 *    EACH candidate plays it there with the flow (`apply`), plays on `horizon` decisions with the
 *    cheap policy (rollout.ts, same seed for all) and adds the margin it ends with. Comparing the
 *    candidates on the same worlds and replies (common random numbers) keeps the luck of the
 *    draw out of their differences. `iterations` counts playouts (rounds × candidates).
 * 3. An action's value is its mean margin (searched ones), or its prior shifted by the mean
 *    difference between searched values and their priors (the others, so all are on one scale),
 *    never above the lowest searched value (it had a lower prior than all of them).
 *
 * Seeded: the same view, seed and iteration budget give the same values and the same move. A
 * time budget (`timeMs` with a `clock`) stops earlier on a slow machine and is then not
 * reproducible; the sandbox uses iteration budgets only. It never looks past the view.
 */
import type { Action } from '../../actions/types.ts';
import type { RulesData } from '../../context.ts';
import { contextFor } from '../../context.ts';
import { apply, legalActions, preview } from '../../index.ts';
import { seededRng } from '../../../../core/random.ts';
import { defaultRules } from '../../rules-data.ts';
import type { Colour, GameState } from '../../state.ts';
import { actingColour } from '../../view.ts';
import { scoreEffects } from '../index.ts';
import { sampleWorld } from './determinize.ts';
import type { EvalWeights } from './evaluate.ts';
import { defaultEvalWeights, margin } from './evaluate.ts';
import type { PlayoutPolicy } from './rollout.ts';
import { playout } from './rollout.ts';

export interface SearchOptions {
  /** The search's own seed (default 1). */
  seed?: number;
  /** Playouts in all (default 16; rounded down to whole rounds of every candidate, at least one round). */
  iterations?: number;
  /** Stop after this many ms of `clock` as well (not reproducible). */
  timeMs?: number;
  clock?: () => number;
  /** How many actions (best by prior) are searched (default 4). */
  candidates?: number;
  /** Decisions played by the policy after the searched action (default 2). */
  horizon?: number;
  /** The playout policy (default 'mixed', rollout.ts). */
  policy?: PlayoutPolicy;
  weights?: Partial<EvalWeights>;
  rules?: RulesData;
  /** One more action to search, whatever its prior (the move being judged), if legal. */
  extra?: Action;
  /** Search the greedy bot's choice too, whatever its prior (default true). */
  greedyCandidate?: boolean;
}

export interface ActionValue {
  action: Action;
  key: string;
  /** Margin right after the action alone (preview). */
  prior: number;
  /** Expected VP margin over the best other player (see the file comment). */
  value: number;
  /** Iterations spent on it (0: valued by its shifted prior). */
  visits: number;
}

export interface SearchResult {
  me: Colour;
  /** Every legal action, best first (ties: more visits, then the smaller key). */
  values: ActionValue[];
  iterations: number;
}

export function searchActions(view: GameState, opts: SearchOptions = {}): SearchResult | undefined {
  const me = actingColour(view);
  if (me === undefined) return undefined;
  const rules = opts.rules ?? defaultRules;
  const ctx = contextFor(rules, view.board);
  const w = { ...defaultEvalWeights, ...(opts.weights ?? {}) };

  const seen = new Set<string>();
  const all: ActionValue[] = [];
  let greedy: { key: string; score: number } | undefined;
  const extraKey = opts.extra ? JSON.stringify(opts.extra) : undefined;
  for (const action of [...legalActions(view, rules).map((l) => l.action), ...(opts.extra ? [opts.extra] : [])]) {
    const key = JSON.stringify(action);
    if (seen.has(key)) continue;
    seen.add(key);
    const r = preview(view, action, rules);
    if (!r.ok) continue;
    const prior = margin(ctx, r.next, me, w);
    all.push({ action, key, prior, value: prior, visits: 0 });
    // the greedy bot's choice, from the same preview (bot/index.ts chooseAction: best score, then smallest key)
    const g = scoreEffects(r.effects, me, view.era, rules);
    if (greedy === undefined || g > greedy.score || (g === greedy.score && key < greedy.key)) greedy = { key, score: g };
  }
  if (all.length === 0) return { me, values: [], iterations: 0 };
  all.sort((a, b) => b.prior - a.prior || (a.key < b.key ? -1 : 1));
  if (all.length === 1) return { me, values: all, iterations: 0 };

  const cands = all.slice(0, Math.max(1, opts.candidates ?? 4));
  const greedyKey = opts.greedyCandidate === false ? undefined : greedy?.key;
  for (const key of [greedyKey, extraKey]) {
    const x = all.find((y) => y.key === key);
    if (x && !cands.includes(x)) cands.push(x);
  }
  const sums = cands.map(() => 0);
  const rng = seededRng((opts.seed ?? 1) >>> 0);
  const budget = Math.max(0, opts.iterations ?? 16);
  const clock = opts.clock;
  const t0 = clock?.() ?? 0;
  const horizon = opts.horizon ?? 2;
  let done = 0;
  // Each round: one sampled world and one playout seed, the same for every candidate (common
  // random numbers: candidates are compared on the same hidden cards and the same replies).
  while (done + cands.length <= Math.max(budget, cands.length)) {
    if (done > 0 && clock && opts.timeMs !== undefined && clock() - t0 > opts.timeMs) break;
    if (done >= budget) break;
    const world = sampleWorld(ctx, view, me, rng);
    const playSeed = Math.floor(rng() * 2 ** 31);
    cands.forEach((cand, i) => {
      const r = apply(world, cand.action, rules);
      const end = r.ok ? playout(ctx, rules, r.state, seededRng(playSeed), horizon, opts.policy ?? 'mixed', w, me) : undefined;
      sums[i] = (sums[i] ?? 0) + (end ? margin(ctx, end, me, w) : cand.prior);
      cand.visits++;
    });
    done += cands.length;
  }
  let shift = 0;
  let shifted = 0;
  cands.forEach((x, i) => {
    if (x.visits === 0) return;
    x.value = (sums[i] ?? 0) / x.visits;
    shift += x.value - x.prior;
    shifted++;
  });
  shift = shifted > 0 ? shift / shifted : 0;
  // an action left out of the search ranks below every searched one (it had a lower prior)
  const floor = Math.min(...cands.filter((x) => x.visits > 0).map((x) => x.value));
  for (const x of all) if (x.visits === 0) x.value = Math.min(x.prior + shift, floor);
  all.sort((a, b) => b.value - a.value || b.visits - a.visits || (a.key < b.key ? -1 : 1));
  return { me, values: all, iterations: done };
}

/** The strong bot: the best action of the search, or undefined when there is none. Never throws. */
export function chooseStrongAction(view: GameState, opts: SearchOptions = {}): Action | undefined {
  try {
    return searchActions(view, opts)?.values[0]?.action;
  } catch {
    return undefined;
  }
}
