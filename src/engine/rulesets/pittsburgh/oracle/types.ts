/**
 * The rules oracle's case format (docs/rules-oracle.md): a position in the scenario format, the
 * actions played on it, and the expected outcome read from the printed rules. Plain JSON, so
 * another Brass: Pittsburgh implementation can run the same table.
 */

/** How sure the expected value is: `read` from the rules; `inferred` from an icon or a lesson; `assumed` teaching data; `conflict` between sources; `decision` an open point the engine decided (docs say where). */
export type CaseStatus = 'read' | 'inferred' | 'assumed' | 'conflict' | 'decision';

export interface OracleCase {
  id: string;
  title: string;
  /** Printed page of the public draft rulebook (v2026.01) that states the rule. */
  page: number;
  topic: string;
  /** Default `read`. Anything else carries a `note`. */
  status?: CaseStatus;
  note?: string;
  /** A position in the scenario format (docs/scenario-format.md). */
  scenario: unknown;
  /** Played in order by whoever is to act; may be empty (with `flow: true`: resolve the flow only). */
  actions: unknown[];
  /** true: each action also resolves the end of the turn, round, era and game as due, then the position is advanced until someone can act. */
  flow?: boolean;
  expect: Expectation;
}

export type Expectation = RefusalExpectation | OutcomeExpectation;

/** The LAST action is refused with this code (every earlier one succeeds); the state is unchanged. */
export interface RefusalExpectation {
  refusal: string;
}

/** Partial matches on the resulting position (see view.ts for the fields). */
export interface OutcomeExpectation {
  players?: Record<string, Record<string, unknown>>;
  /** Each item names a `space` (and `absent: true` for "no industry there"). */
  industries?: Record<string, unknown>[];
  /** Each item names a `route` (and `absent: true` for "no link there"). */
  links?: Record<string, unknown>[];
  markets?: Record<string, Record<string, number>>;
  merchants?: Record<string, Record<string, unknown>>;
  oilFields?: Record<string, Record<string, unknown>>;
  quality?: (string | null)[];
  deckSize?: number;
  era?: number;
  round?: number;
  actionsLeft?: number;
  current?: string;
  turnOrder?: string[];
  bonusSalePending?: boolean;
  gameOver?: Record<string, unknown> | null;
}

export interface CaseResult {
  id: string;
  topic: string;
  title: string;
  pass: boolean;
  /** Readable mismatches (empty when the case passes). */
  messages: string[];
}
