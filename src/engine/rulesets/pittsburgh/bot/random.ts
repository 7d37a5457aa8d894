/**
 * The random bot: a uniformly drawn legal root (action type, card, target), then random legal
 * answers below it, walked down the choice enumerator's tree (choices/walk.ts) — so every move it
 * makes is one the executor accepts. Like the greedy bot it sees only its argument (meant to be
 * `viewFor(state, actor)`); its randomness comes from the `seed` the caller passes, so the same
 * view and seed always give the same move.
 */
import type { Action } from '../actions/types.ts';
import { randomAction } from '../choices/walk.ts';
import type { RulesData } from '../context.ts';
import { contextFor } from '../context.ts';
import { seededRng } from '../../../core/random.ts';
import { defaultRules } from '../rules-data.ts';
import type { GameState } from '../state.ts';

export function chooseRandomAction(view: GameState, seed: number, rules: RulesData = defaultRules): Action | undefined {
  const rng = seededRng(seed);
  try {
    // explore 0.5: half the time a legal draft takes the engine's defaults for the remaining choices
    return randomAction(contextFor(rules, view.board), view, rng, { explore: 0.5 })?.action;
  } catch {
    return undefined; // a malformed view: no move, never a throw
  }
}
