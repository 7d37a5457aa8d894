/**
 * The rules engine's public API. Pure: no DOM, no React, no i18n; plain-JSON state; seeded
 * randomness. Every call takes the rules data as an optional last argument (default: the
 * game's own data in src/engine/data), so tests and other boards can bring their own.
 */
import type { RulesData } from './context.ts';
import { contextFor } from './context.ts';
import type { Effect } from './effects.ts';
import { execute } from './actions/executor.ts';
import type { Action, LinkOrder } from './actions/types.ts';
import type { LegalAction } from './legal.ts';
import { legalActions as probeLegal, legalSecondLinks as probeSecondLinks } from './legal.ts';
import type { Refusal } from './reasons.ts';
import { defaultRules } from './rules-data.ts';
import type { ValidateResult } from './scenario/validate.ts';
import { validateWith } from './scenario/validate.ts';
import type { GameState } from './state.ts';
import { advance as advanceFlow, settleAfterStep } from './flow/advance.ts';
import type { NewGameOptions } from './setup/new-game.ts';
import { newGame as setupGame } from './setup/new-game.ts';

export type PreviewResult = { ok: true; effects: Effect[]; next: GameState } | { ok: false; error: Refusal };

/** Check a hand-written position (untrusted JSON) and turn it into a GameState. Never throws. */
export function validate(setup: unknown, rules: RulesData = defaultRules): ValidateResult {
  return validateWith(rules, setup);
}

/**
 * `flow`: after the turn's last action, end the turn in the same call (refill, next player, and
 * round, era and game end when due: src/engine/flow), so the next state is the one where the next
 * player acts. Default: false for `preview` (the action alone, as the lessons show it: no income,
 * no draws), true for `apply` (the game goes on).
 */
export interface FlowOptions {
  flow?: boolean;
}

/** What an action would do: its effects in order and the next state, or why it is refused. Never throws. */
export function preview(state: GameState, action: Action, rules: RulesData = defaultRules, opts: FlowOptions = {}): PreviewResult {
  if (!isStateLike(state, rules)) return { ok: false, error: { code: 'malformed-action', params: { field: 'state' } } };
  const ctx = contextFor(rules, state.board);
  const flow = opts.flow === true;
  const r = execute(ctx, state, action, { flow });
  if (!r.ok) return r;
  const f = flow ? settleAfterStep(ctx, r.state, r.effects) : r;
  return { ok: true, effects: f.effects, next: f.state };
}

/** The state after an action and, by default, the flow it triggers (= preview's next state with `{ flow: true }`), or the refusal. */
export function apply(
  state: GameState,
  action: Action,
  rules: RulesData = defaultRules,
  opts: FlowOptions = {},
): { ok: true; state: GameState } | { ok: false; error: Refusal } {
  const r = preview(state, action, rules, { flow: opts.flow !== false });
  return r.ok ? { ok: true, state: r.next } : r;
}

/** Resolve the flow of a position where nobody can act (turn, round, era, game end), e.g. a lesson at the end of era 1. */
export function advance(state: GameState, rules: RulesData = defaultRules): { state: GameState; effects: Effect[] } {
  return advanceFlow(contextFor(rules, state.board), state);
}

/** A new game: seeded setup for 2, 3 or 4 players (src/engine/setup). */
export function newGame(opts: NewGameOptions, rules: RulesData = defaultRules): GameState {
  return setupGame(opts, rules);
}

/** A state from `validate` (or from the engine) passes; anything else is refused, never thrown on. */
function isStateLike(state: unknown, rules: RulesData): state is GameState {
  if (typeof state !== 'object' || state === null) return false;
  const s = state as Partial<GameState>;
  return typeof s.board === 'string' && s.board in rules.boards && Array.isArray(s.players) && Array.isArray(s.turnOrder);
}

/** Legal actions of the current player, each with its resource plan, found by probing the executor. */
export function legalActions(state: GameState, rules: RulesData = defaultRules): LegalAction[] {
  if (!isStateLike(state, rules)) return [];
  return probeLegal(contextFor(rules, state.board), state);
}

/** Legal two-link network actions whose first link is `first` (probed on the executor). */
export function legalSecondLinks(state: GameState, first: LinkOrder, card?: string, rules: RulesData = defaultRules): LegalAction[] {
  return probeSecondLinks(contextFor(rules, state.board), state, first, card);
}

export type { Action, BuildAction, DevelopAction, LinkOrder, LoanAction, NetworkAction, PassAction, SourceChoice, SourcePlan } from './actions/types.ts';
export type { DeclineAction, QualityClaim, SaleOrder, SellAction } from './actions/types.ts';
export type { RulesData } from './context.ts';
export { contextFor } from './context.ts';
export type { CubeSource, Effect } from './effects.ts';
export type { LegalAction } from './legal.ts';
export { reasonCodes, reasonFaqs, reasonInfo, reasonMarkdownRow, reasons } from './reasons.ts';
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
export { canAct } from './flow/start.ts';
export { gameResult } from './flow/game-end.ts';
export type { IndustryScore, LinkScore } from './flow/scoring.ts';
export { industryScores, linkScores } from './flow/scoring.ts';
export type { NewGameOptions } from './setup/new-game.ts';
export type { SetupNote } from './setup/notes.ts';
export { setupNotes } from './setup/notes.ts';
export type { GameResult } from './state.ts';
