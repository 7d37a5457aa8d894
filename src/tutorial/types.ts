/**
 * A lesson is DATA (content/lessons/<id>.json): a starting position, the learner's colour and
 * steps. A step says what the learner picks, how the picks become an engine action (a template)
 * and what counts as success (predicates, src/tutorial/predicates.ts) — or, for a "try the wrong
 * thing" step, which refusal code the engine must give.
 */
import type { Effect } from '../engine/rulesets/pittsburgh/effects.ts';
import type { ReasonCode } from '../engine/rulesets/pittsburgh/reasons.ts';

/** Where a target is picked: on the drawn board, on the player mat, or as a button (a card, "take a loan"). */
export type PickOn = 'board' | 'mat' | 'button';

export interface PickSlot {
  /** Name used in the action template as "$slot". */
  slot: string;
  on: PickOn;
  /** Target ids the learner may pick (board: space, line, route or location ids; mat: mat places; button: ids). */
  options: string[];
  /** Value substituted for an option in the template (default: the option id itself). */
  values?: Record<string, unknown>;
}

/** A JSON value in which strings "$slot" are replaced by the picked value. */
export type ActionTemplate = { type: 'advance' } | Record<string, unknown>;

export type Pred =
  | { is: 'cashIs'; player: string; n: number }
  | { is: 'incomeSpaceIs'; player: string; space: number }
  | { is: 'vpIs'; player: string; n: number }
  | { is: 'whiskeyIs'; player: string; n: number }
  | { is: 'handSize'; player: string; n: number }
  | { is: 'spentIs'; player: string; n: number }
  | { is: 'matLeft'; player: string; place: string; n: number }
  | { is: 'built'; owner: string; place: string; space: string }
  | { is: 'industryCount'; n: number }
  | { is: 'linked'; route: string; owner?: string; kind?: string }
  | { is: 'flipped'; space: string }
  | { is: 'cubesOn'; space: string; good: string; n: number }
  | { is: 'marketHas'; market: string; good: string; n: number }
  | { is: 'oilOn'; field: string; n: number }
  | { is: 'pendingOil'; field: string; n: number }
  | { is: 'eraIs'; n: number }
  | { is: 'effect'; kind: Effect['kind']; match?: Record<string, unknown>; count?: number }
  | { is: 'and'; of: Pred[] }
  | { is: 'or'; of: Pred[] }
  | { is: 'not'; p: Pred };

/**
 * A tempting wrong move of a step: a target the learner may pick although it breaks the step's
 * rule. The engine must refuse it with `refusal` (a test checks every trap against the engine).
 * Without `action` the target fills `slot` of the step's own template (with `value` when given);
 * with `action` it forms that action on its own (e.g. "build instead of taking the loan").
 */
export interface Trap {
  target: string;
  on: PickOn;
  slot: string;
  value?: unknown;
  action?: ActionTemplate;
  refusal: ReasonCode;
  /** The FAQ entry the refusal links to in this lesson, when the refusal's own entry is about something else (lesson 7's cash refusal → the loan). */
  faq?: string;
}

export interface Step {
  /** Key under lesson.<lessonId>.steps.<id> (goal, explain, success). */
  id: string;
  picks: PickSlot[];
  action: ActionTemplate;
  /** Targets ringed on the board besides the pickable ones (sources, markets...). */
  highlight?: string[];
  /** Success: predicates over the state after confirming and the effects. */
  success?: Pred;
  /** A "try the wrong thing" step: the engine must refuse with this code; seeing it completes the step. */
  refusal?: ReasonCode;
  /** Tempting wrong moves the learner can pick; the engine refuses each with its rule. */
  traps?: Trap[];
  /** The move that solves the step (slot → target): hint 3 shows it, and resuming replays it. */
  solution: Record<string, string>;
  /** The FAQ topic of the step's rule: hint 1 names the rule and its printed page. */
  hint: { faq: string };
}

/** What the lesson page shows beside the board. */
export type LessonView = 'mat' | 'income';

/** A lesson file as written (content/lessons/<id>.json). */
export interface LessonDef {
  id: string;
  /** File name (without .json) in content/scenarios. */
  scenario: string;
  learner: string;
  views?: LessonView[];
  /** The lesson needs no map (e.g. a loan): the board is left out. */
  hideBoard?: boolean;
  /** Map x (0–1000) to centre on narrow screens. */
  centreX?: number;
  /** Known conflicts between the board data and the seed, shown with their status mark. */
  /** Notes on uncertain facts of this lesson: how sure each is, and whether two accounts disagree. */
  notes?: { key: string; status: 'read' | 'inferred' | 'assumed'; conflict?: boolean }[];
  /** Hints plus wrong tries allowed for 3 stars (2 stars up to par + 2, then 1). */
  par: number;
  steps: Step[];
}

/** A lesson with its position loaded. */
export interface Lesson extends LessonDef {
  setup: unknown;
}
