/**
 * THE RULESET CONTRACT: what every ruleset (Pittsburgh, Lancashire, a third one) gives the rest of
 * the program. The CLI, the bots script, the fuzzer and the contract tests (tests/engine/contract/)
 * see a ruleset only through this interface, found by name in the registry (src/engine/rulesets/index.ts),
 * and always through the never-throws boundary (core/boundary.ts). docs/ARCHITECTURE.md, "The
 * ruleset contract", is the checklist for a new ruleset.
 *
 * A ruleset brings its own state S (plain JSON), action A, effect E and draft D; the contract fixes
 * only their envelopes: refusals `{code, params}`, coded position errors, the choice enumerator's
 * answer shape, a result with its tie-breaks.
 */
import type { BotKind, CoreMatch, MatchOptions } from './match.ts';
import type { Rng } from './choices.ts';

export type RefusalParams = Record<string, string | number | boolean>;

/** A user's mistake (or a junk input): a code of the ruleset's reasons table and its parameters. */
export interface RulesetRefusal {
  code: string;
  params?: RefusalParams;
}

/** One problem of a hand-written position: a code, where (a dotted path, '' for the whole) and parameters. */
export interface PositionError {
  code: string;
  path: string;
  params?: Record<string, string | number>;
}

export type Validated<S> = { ok: true; state: S } | { ok: false; errors: PositionError[] };

export type Previewed<S, E> = { ok: true; effects: E[]; next: S } | { ok: false; error: RulesetRefusal };
export type Applied<S> = { ok: true; state: S } | { ok: false; error: RulesetRefusal };

/** One option of a question: its id (the value in words of core/draft.ts optionId), its legality, and why not. */
export interface RulesetOption {
  id: string;
  legal: boolean;
  refusal?: RulesetRefusal;
}

/** The choice enumerator's answer (both rulesets' NextChoice have this shape). */
export type RulesetChoice<A, E> =
  | { status: 'choose'; choice: { key: string; kind: string; options: RulesetOption[] }; ready?: A }
  | { status: 'complete'; action: A; effects: E[] }
  | { status: 'refused'; error: RulesetRefusal };

/** Who won: everyone ranked first to last, the winners (a tie that the tie-breaks leave shares the win) and the tie-breaks in order. */
export interface RulesetResult {
  ranking: { colour: string; vp: number }[];
  winners: string[];
  /** The order of comparison after VP, e.g. ['incomeSpace', 'cash']; [] when the ruleset has none (ties share). */
  tieBreaks: readonly string[];
}

/** Where a refusal's rule is written: a section of the rule text and/or an FAQ id and printed page. */
export interface ReasonSource {
  section?: string;
  faq?: string;
  page?: number | string;
  meaning?: string;
}

export interface OracleOutcome {
  id: string;
  /** The rule's topic or section. */
  section: string;
  pass: boolean;
  messages: string[];
}

export interface Coverage {
  effects: Record<string, number>;
  refusals: Record<string, number>;
}

export interface FuzzOptions {
  players: number;
  games: number;
  seed: number;
  /** Illegal attempts per step (default 1). */
  illegal?: number;
  /** Chance of choosing below an action's target instead of the defaults (default 0.6). */
  explore?: number;
  /** Pittsburgh only: share of mid-game starts and of games with random rule options. */
  mid?: number;
  options?: number;
  onGame?: (report: FuzzReport) => void;
}

export interface FuzzReport {
  games: number;
  finished: number;
  steps: number;
  attempts: number;
  /** Illegal attempts the engine accepted (legal after all; not applied). */
  accepted: number;
  coverage: Coverage;
  internalErrors: number;
  failures: string[];
  ms: number[];
}

/** What the fuzzer and the contract tests ask of a ruleset besides the game itself. */
export interface FuzzHooks<S, A> {
  /** A random legal action of whoever acts (the choice enumerator's random walk), or undefined. */
  randomAction(s: S, rng: Rng): A | undefined;
  /** An action that is probably illegal here (garbage, wrong cards, wrong places, the given legal action changed). */
  junkAction(s: S, rng: Rng, legal?: A): unknown;
  /** The state with one hidden-information field changed (another player's hand, the deck, the seed…), for the view test. */
  changeHidden(s: S, viewer: string, rng: Rng): S;
  /** The whole fuzz run (games, attempts, coverage). */
  run(opts: FuzzOptions): FuzzReport;
  /** Effect kinds and refusal codes a long enough run must reach and did not. */
  missing(c: Coverage): { effects: string[]; refusals: string[] };
}

/**
 * A ruleset. Every method must be total (never throw) once wrapped by core/boundary.ts; the
 * ruleset's own code may throw on junk, the boundary turns that into `internal-error`.
 * Methods use method syntax on purpose: the registry holds `Ruleset` of `unknown` types.
 */
export interface Ruleset<S = unknown, A = unknown, E extends { kind: string } = { kind: string }, D = unknown, H = unknown> {
  readonly id: string;
  /** Player counts a new game accepts. */
  readonly playerCounts: readonly number[];
  /** Every refusal code the ruleset's reasons table knows (internal-error and malformed-action included). */
  readonly reasonCodes: readonly string[];
  /** Every effect kind the ruleset records. */
  readonly effectKinds: readonly string[];

  /** A new game for 2–4 players from a seed (same seed → same game). */
  newGame(opts: { players: number; seed: number }): Validated<S>;
  /** Check a hand-written position (untrusted JSON; the ruleset's own position format); coded errors. */
  validate(position: unknown): Validated<S>;
  /** What an action would do: every effect and the next state; `flow` also ends the turn, round, era or game. */
  preview(s: S, action: unknown, opts?: { flow?: boolean }): Previewed<S, E>;
  /** The state after the action and its flow. */
  apply(s: S, action: unknown): Applied<S>;
  /** When nobody can act: the state after the flow (turn, round, era or game end) and its effects; the same state and none otherwise. */
  advance(s: S): { state: S; effects: E[] };
  /** Legal actions of whoever acts: 'default' the engine's default picks, 'complete' every distinct legal action. */
  legalActions(s: S, opts?: { mode?: 'default' | 'complete' }): A[];
  /** The empty draft the choice enumerator starts from. */
  emptyDraft(): D;
  /** The choice enumerator: the next question with every option and its legality, or the complete action. */
  nextChoice(s: S, draft: D): RulesetChoice<A, E>;
  /** The state as `colour` may see it (other hands, the deck and the seed hidden); legal lists and previews work on it. */
  viewFor(s: S, colour: string): S;
  /** What `viewFor` gives for a value that is not a state at all: a finished game with nobody in it. */
  emptyView(): S;
  /** Who must act now (undefined when nobody: the game is over or the state names nobody). */
  acting(s: S): string | undefined;
  /** Every player's colour, in seat order. */
  colours(s: S): string[];
  /** The result once the game is over, else undefined. */
  result(s: S): RulesetResult | undefined;
  /** Where a refusal code's rule is written (undefined for an unknown code); `context` (the action refused) may name a page of its own. */
  reason(code: string, context?: { action?: unknown; params?: RefusalParams }): ReasonSource | undefined;
  /** "What would make it legal?": the smallest change to the chooser's own position that makes a refused option legal, or null. */
  hint(s: S, draft: D, optionId: string): H | null;
  /** A bot's move on its own view (greedy or random; deterministic from the seed and move number). */
  decide(bot: BotKind, view: S, seed: number, move: number): A | undefined;
  /** A whole game between bots, each on its own view. */
  playMatch(seed: number, bots: readonly BotKind[], opts?: MatchOptions<S>): CoreMatch<{ winners: string[] }>;
  /** The rules oracle: every known answer, run through the public methods. */
  oracle(): OracleOutcome[];
  /** What must hold after every step of a game: one line per broken invariant ([] when all hold). */
  invariants(s: S): string[];
  /** A short summary of a position for the CLI (turn, players' money, VP, income). */
  summary(s: S): unknown;
  readonly fuzz: FuzzHooks<S, A>;
}

/** Any ruleset, as the registry holds it. */
export type AnyRuleset = Ruleset<unknown, unknown, { kind: string }, unknown, unknown>;
