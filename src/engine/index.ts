/**
 * The rules engine's public API. Pure: no DOM, no React, no i18n; plain-JSON state; seeded
 * randomness. Every call takes the rules data as an optional last argument (default: the
 * game's own data in src/engine/data), so tests and other boards can bring their own.
 */
import type { RulesData } from './context.ts';
import { contextFor } from './context.ts';
import type { Effect } from './effects.ts';
import { execute } from './actions/executor.ts';
import type { Action } from './actions/types.ts';
import type { LegalAction } from './legal.ts';
import { legalActions as probeLegal } from './legal.ts';
import type { Refusal } from './reasons.ts';
import { defaultRules } from './rules-data.ts';
import type { ValidateResult } from './scenario/validate.ts';
import { validateWith } from './scenario/validate.ts';
import type { GameState } from './state.ts';

export type PreviewResult = { ok: true; effects: Effect[]; next: GameState } | { ok: false; error: Refusal };

/** Check a hand-written position (untrusted JSON) and turn it into a GameState. Never throws. */
export function validate(setup: unknown, rules: RulesData = defaultRules): ValidateResult {
  return validateWith(rules, setup);
}

/** What an action would do: its effects in order and the next state, or why it is refused. Never throws. */
export function preview(state: GameState, action: Action, rules: RulesData = defaultRules): PreviewResult {
  const ctx = contextFor(rules, state.board);
  const r = execute(ctx, state, action);
  return r.ok ? { ok: true, effects: r.effects, next: r.state } : r;
}

/** The state after an action (= preview's next state), or the refusal. */
export function apply(state: GameState, action: Action, rules: RulesData = defaultRules): { ok: true; state: GameState } | { ok: false; error: Refusal } {
  const r = preview(state, action, rules);
  return r.ok ? { ok: true, state: r.next } : r;
}

/** Legal actions of the current player, each with its resource plan, found by probing the executor. */
export function legalActions(state: GameState, rules: RulesData = defaultRules): LegalAction[] {
  return probeLegal(contextFor(rules, state.board), state);
}

export type { Action, BuildAction, DevelopAction, LinkOrder, LoanAction, NetworkAction, PassAction, SourceChoice, SourcePlan } from './actions/types.ts';
export type { RulesData } from './context.ts';
export { contextFor } from './context.ts';
export type { CubeSource, Effect } from './effects.ts';
export type { LegalAction } from './legal.ts';
export { reasonCodes, reasonInfo, reasons } from './reasons.ts';
export type { ReasonCode, ReasonInfo, Refusal } from './reasons.ts';
export { defaultRules } from './rules-data.ts';
export { dropByLevels, highestSpaceOf, level, raiseBySpaces } from './rules/income.ts';
export { hasNothingOnBoard, networkOf, railGraph, reachFrom } from './rules/connectivity.ts';
export { isReachable, reachableTiles } from './rules/mat.ts';
export type { ScenarioSetup, SetupError } from './scenario/format.ts';
export { scenarioErrorCodes } from './scenario/format.ts';
export type { ValidateResult } from './scenario/validate.ts';
export type { GameState, PlacedIndustry, PlacedLink, PlayerState, RuleOptions } from './state.ts';
export { currentPlayer, defaultRuleOptions, playerByColour } from './state.ts';
