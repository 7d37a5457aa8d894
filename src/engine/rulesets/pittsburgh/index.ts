/**
 * The rules engine's public API. Pure: no DOM, no React, no i18n; plain-JSON state; seeded
 * randomness. Every call takes the rules data as an optional last argument (default: the
 * game's own data in src/engine/rulesets/pittsburgh/data), so tests and other boards can bring their own.
 */
import type { RulesContext, RulesData } from './context.ts';
import { contextFor } from './context.ts';
import type { Effect } from './effects.ts';
import { execute } from './actions/executor.ts';
import type { Action, LinkOrder } from './actions/types.ts';
import type { LegalAction } from './legal.ts';
import { legalActions as probeLegal, legalSecondLinks as probeSecondLinks } from './legal.ts';
import type { Refusal } from './reasons.ts';
import { completeLegalActions } from './choices/complete.ts';
import { nextChoice as enumerateNext } from './choices/next.ts';
import type { Draft, NextChoice } from './choices/types.ts';
import { defaultRules } from './rules-data.ts';
import type { ValidateResult } from './scenario/validate.ts';
import { validateWith } from './scenario/validate.ts';
import { sameJson } from './scenario/same-json.ts';
import { toScenarioWith } from './scenario/export.ts';
import type { ScenarioSetup } from './scenario/format.ts';
import type { GameState } from './state.ts';
import { advance as advanceFlow, settleAfterStep } from './flow/advance.ts';
import type { NewGameOptions } from './setup/new-game.ts';
import { newGame as setupGame } from './setup/new-game.ts';
import { guarded, internalError } from '../../core/safe.ts';
import type { IndustryScore, LinkScore } from './flow/scoring.ts';
import { industryScores as scoreIndustries, linkScores as scoreLinks } from './flow/scoring.ts';
import { gameResult as resultOf } from './flow/game-end.ts';
export { TIE_BREAKS } from './flow/game-end.ts';
import { canAct as canActNow } from './flow/start.ts';
import type { RailGraph, Reach } from './rules/connectivity.ts';
import * as connectivity from './rules/connectivity.ts';
import * as matRules from './rules/mat.ts';
import type { Colour, GameResult, PlacedLink, PlayerState } from './state.ts';
import { linkLeavesAfterEra as leavesAfterEra } from './flow/era.ts';
import { currentColour, playerByColour as findPlayer } from './state.ts';

export type PreviewResult = { ok: true; effects: Effect[]; next: GameState } | { ok: false; error: Refusal };

/*
 * NEVER THROWS: every function below that takes a state returns a refusal or a safe value on a
 * malformed one (null, {}, missing arrays, wrong types, unknown board, a missing current
 * player…). An exception escaping the engine's own checks is an engine fault: preview/apply give
 * the refusal `internal-error` {message} (src/engine/core/safe.ts), the others an empty/safe value.
 * The wrapping is here, at the public boundary, not in the handlers.
 */

/** Check a hand-written position (untrusted JSON) and turn it into a GameState. Never throws. */
export function validate(setup: unknown, rules: RulesData = defaultRules): ValidateResult {
  return validateWith(rules, setup);
}

/**
 * A position in the scenario format (the inverse of `validate`): `validate(toScenario(s).setup)` gives `s`
 * back. `lost` names what the format cannot hold (a pending decision, the end of the game). Never throws.
 */
export function toScenario(
  state: GameState,
  rules: RulesData = defaultRules,
): { ok: true; setup: ScenarioSetup; lost: ('pending' | 'gameOver')[] } | { ok: false } {
  try {
    if (!isStateLike(state, rules)) return { ok: false };
    return { ok: true, ...toScenarioWith(contextFor(rules, state.board), state) };
  } catch {
    return { ok: false };
  }
}

/**
 * Is a state read back from storage (a saved game's starting position) whole? It is when the
 * scenario format gives it back field for field, except what the format cannot hold (`lost`): the
 * same checks as a hand-written position, so a damaged field is caught before the game uses it.
 * Never throws.
 */
export function isWholeState(state: unknown, rules: RulesData = defaultRules): state is GameState {
  try {
    const out = toScenario(state as GameState, rules);
    if (!out.ok) return false;
    const back = validateWith(rules, out.setup);
    if (!back.ok) return false;
    const kept: Record<string, unknown> = { ...(state as Record<string, unknown>) };
    for (const k of out.lost) delete kept[k];
    return sameJson(back.state, kept);
  } catch {
    return false;
  }
}

/**
 * `flow`: after the turn's last action, end the turn in the same call (refill, next player, and
 * round, era and game end when due: src/engine/rulesets/pittsburgh/flow), so the next state is the one where the next
 * player acts. Default: false for `preview` (the action alone, as the lessons show it: no income,
 * no draws), true for `apply` (the game goes on).
 */
export interface FlowOptions {
  flow?: boolean;
}

/** What an action would do: its effects in order and the next state, or why it is refused. Never throws. */
export function preview(state: GameState, action: Action, rules: RulesData = defaultRules, opts: FlowOptions = {}): PreviewResult {
  try {
    if (!isStateLike(state, rules)) return { ok: false, error: { code: 'malformed-action', params: { field: 'state' } } };
    const ctx = contextFor(rules, state.board);
    const flow = opts?.flow === true;
    const r = execute(ctx, state, action, { flow });
    if (!r.ok) return r;
    const f = flow ? settleAfterStep(ctx, r.state, r.effects) : r;
    return { ok: true, effects: f.effects, next: f.state };
  } catch (e) {
    return { ok: false, error: internalError(e) };
  }
}

/** The state after an action and, by default, the flow it triggers (= preview's next state with `{ flow: true }`), or the refusal. */
export function apply(
  state: GameState,
  action: Action,
  rules: RulesData = defaultRules,
  opts: FlowOptions = {},
): { ok: true; state: GameState } | { ok: false; error: Refusal } {
  const r = preview(state, action, rules, { flow: opts?.flow !== false });
  return r.ok ? { ok: true, state: r.next } : r;
}

/**
 * Resolve the flow of a position where nobody can act (turn, round, era, game end), e.g. a lesson
 * at the end of era 1. A malformed state (or an engine fault) is returned as is, with no effect.
 */
export function advance(state: GameState, rules: RulesData = defaultRules): { state: GameState; effects: Effect[] } {
  try {
    return isStateLike(state, rules) ? advanceFlow(contextFor(rules, state.board), state) : { state, effects: [] };
  } catch {
    return { state, effects: [] };
  }
}

/** A new game: seeded setup for 2, 3 or 4 players (src/engine/rulesets/pittsburgh/setup). */
export function newGame(opts: NewGameOptions, rules: RulesData = defaultRules): GameState {
  return setupGame(opts, rules);
}

/** A state from `validate` (or from the engine) passes; anything else is refused, never thrown on. */
function isStateLike(state: unknown, rules: RulesData): state is GameState {
  if (typeof state !== 'object' || state === null) return false;
  const s = state as Partial<GameState>;
  return (
    typeof s.board === 'string' &&
    Object.prototype.hasOwnProperty.call(rules.boards, s.board) &&
    Array.isArray(s.players) &&
    Array.isArray(s.turnOrder) &&
    isWholeUpTo(s.current, s.turnOrder.length) &&
    isWholeUpTo(s.actionsLeft, Number.MAX_SAFE_INTEGER)
  );
}

/**
 * A whole number from 0 to `max`, for the turn fields (`current`, `actionsLeft`): the turn's loop counts
 * from `current` to the end of the turn order, so a corrupted one (-5e15, found by the never-throws
 * test) would spin for ever. Checked here, at the door, once for every public function.
 */
function isWholeUpTo(n: unknown, max: number): boolean {
  return Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) <= max;
}

export interface LegalOptions {
  /**
   * 'default' (default): each action with the engine's default picks (first card that allows it,
   * default sources, merchants and pipelines, single links, bounded sale candidates).
   * 'complete': every legal action a rulebook reader could take — two-link networks, every
   * source of every cube, every merchant and pipeline, every seller set, Quality Reward claims
   * with any Whiskey, free-develop choices, market-sale orders (src/engine/rulesets/pittsburgh/choices/complete.ts).
   */
  mode?: 'default' | 'complete';
}

/** Legal actions of the current player (or of a pending decision's player), each with its resource plan, found by probing the executor. */
export function legalActions(state: GameState, rules: RulesData = defaultRules, opts: LegalOptions = {}): LegalAction[] {
  try {
    if (!isStateLike(state, rules)) return [];
    const ctx = contextFor(rules, state.board);
    return opts.mode === 'complete' ? completeLegalActions(ctx, state) : probeLegal(ctx, state);
  } catch {
    return [];
  }
}

/**
 * The choice enumerator: for a position and a draft action (what is chosen so far), the next
 * question with every option and its legality (a refused option carries its refusal), or the
 * complete action and its effects, or why the draft is refused. Start with `{ action: {} }`.
 */
export function nextChoice(state: GameState, draft: Draft = { action: {} }, rules: RulesData = defaultRules): NextChoice {
  if (!isStateLike(state, rules)) return { status: 'refused', error: { code: 'malformed-action', params: { field: 'state' } } };
  try {
    return enumerateNext(contextFor(rules, state.board), state, draft);
  } catch (e) {
    return { status: 'refused', error: internalError(e) };
  }
}

/** Legal two-link network actions whose first link is `first` (probed on the executor). */
export function legalSecondLinks(state: GameState, first: LinkOrder, card?: string, rules: RulesData = defaultRules): LegalAction[] {
  try {
    return isStateLike(state, rules) ? probeSecondLinks(contextFor(rules, state.board), state, first, card) : [];
  } catch {
    return [];
  }
}

/** The player whose turn it is (not the owner of a pending bonus sale: see `actingColour`); undefined when the state names none. */
export function currentPlayer(state: GameState): PlayerState | undefined {
  try {
    return findPlayer(state, currentColour(state));
  } catch {
    return undefined;
  }
}

export const playerByColour: (state: GameState, colour: Colour) => PlayerState | undefined = guarded(findPlayer, () => undefined);
/** Can someone act now (the current player, or the owner of a pending bonus sale)? False on a malformed state. */
export const canAct: (state: GameState) => boolean = guarded(canActNow, () => false);
/** Does a link of this kind leave the board at the end of this era? (The game data's era-end removal.) */
export function linkLeavesAfterEra(kind: PlacedLink['kind'], era: number, rules: RulesData = defaultRules): boolean {
  return leavesAfterEra(rules.game, kind, era);
}
/** The ranking and winners of a state (flow/game-end.ts); nobody on a malformed state. */
export const gameResult: (state: GameState) => GameResult = guarded(resultOf, () => ({ ranking: [], winners: [] }));
/** What each rail / flipped industry would score now (flow/scoring.ts); [] on a malformed state. */
export const linkScores: (ctx: RulesContext, state: GameState) => LinkScore[] = guarded(scoreLinks, () => []);
export const industryScores: (ctx: RulesContext, state: GameState) => IndustryScore[] = guarded(scoreIndustries, () => []);
/** Network and transport queries (rules/connectivity.ts); empty on a malformed state. */
export const networkOf: (ctx: RulesContext, state: GameState, colour: Colour) => string[] = guarded(connectivity.networkOf, () => []);
export const hasNothingOnBoard: (state: GameState, colour: Colour) => boolean = guarded(connectivity.hasNothingOnBoard, () => true);
export const railGraph: (ctx: RulesContext, state: GameState) => RailGraph = guarded(connectivity.railGraph, () => new Map());
export const reachFrom: (graph: RailGraph, starts: readonly string[]) => Reach = guarded(connectivity.reachFrom, () => ({
  dist: new Map(),
  toward: new Map(),
}));
/** Mat queries (rules/mat.ts); nothing reachable on a malformed mat. */
export const isReachable: (ctx: RulesContext, mat: Record<string, number>, placeId: string) => boolean = guarded(
  matRules.isReachable,
  () => false,
);
export const reachableTiles: (ctx: RulesContext, mat: Record<string, number>) => ReturnType<typeof matRules.reachableTiles> = guarded(
  matRules.reachableTiles,
  () => [],
);

export type {
  Action,
  BuildAction,
  DevelopAction,
  LinkOrder,
  LoanAction,
  NetworkAction,
  PassAction,
  SourceChoice,
  SourcePlan,
} from './actions/types.ts';
export type { DeclineAction, QualityClaim, SaleOrder, SellAction } from './actions/types.ts';
export type { RulesData } from './context.ts';
export { contextFor } from './context.ts';
export type { CubeSource, Effect } from './effects.ts';
export type { LegalAction } from './legal.ts';
export type { Choice, ChoiceKind, ChoiceOption, Draft, NextChoice } from './choices/types.ts';
export { reasonCodes, reasonFaqs, reasonInfo, reasonMarkdownRow, reasons } from './reasons.ts';
export type { ReasonCode, ReasonInfo, Refusal } from './reasons.ts';
export { defaultRules } from './rules-data.ts';
export { dropByLevels, highestSpaceOf, level, raiseBySpaces } from '../../brass/income.ts';
export type { RailGraph, Reach } from './rules/connectivity.ts';
export type { ScenarioSetup, SetupError } from './scenario/format.ts';
export { scenarioErrorCodes } from './scenario/format.ts';
export type { ValidateResult } from './scenario/validate.ts';
export type { GameState, PlacedIndustry, PlacedLink, PlayerState, RuleOptions } from './state.ts';
export { defaultRuleOptions } from './state.ts';
export type { IndustryScore, LinkScore } from './flow/scoring.ts';
export type { NewGameOptions, PlayerColour } from './setup/new-game.ts';
export { PLAYER_COLOURS } from './setup/new-game.ts';
export type { SetupNote } from './setup/notes.ts';
export { setupNotes } from './setup/notes.ts';
export type { GameResult } from './state.ts';
export { actingColour, EMPTY_VIEW, HIDDEN_CARD, HIDDEN_SEED, viewFor } from './view.ts';
/** The playout path for a search (src/engine/rulesets/pittsburgh/playout.ts; docs/ARCHITECTURE.md "Playouts"). */
export { applyFast, playoutStep, randomPlayout } from './playout.ts';
export type { FastResult, PlayoutOptions, PlayoutPolicy, PlayoutResult, PlayoutStep } from './playout.ts';
