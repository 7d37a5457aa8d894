/**
 * The choice enumerator's vocabulary (docs/choices.md). A player builds an action one choice at a
 * time: action → card (or any card + 1 Whiskey) → target → each cube's source → second link →
 * per sale the merchant and each barrel's pipeline → Quality Reward claim → free develops → order
 * of the build-time market sale. A `Draft` is the action built so far; `nextChoice` names the next
 * question and every option, each probed through the one executor.
 */
import type { Action } from '../actions/types.ts';
import type { CubeSource, Effect } from '../effects.ts';
import type { Refusal } from '../reasons.ts';

export type ChoiceKind =
  | 'type' // which action (or, with a follow-up decision pending, its answer or decline)
  | 'card' // the card discarded; for a build also "any card + 1 Whiskey" (wild)
  | 'place' // build: the player-mat tile
  | 'space' // build: the board space (an oil field for Oil City; an own flipped tile for an upgrade)
  | 'link' // network: the link tile and the line or pipeline route it goes on
  | 'second-link' // network: a second link for $10 more, or none
  | 'tile' // develop: a mat tile to remove (the second one is optional)
  | 'seller' // sell: an industry to sell (after the first: more, or none)
  | 'source' // one cube of coal, iron, steel or coke: where it comes from
  | 'develop-payment' // develop: 1 iron or 1 steel for this tile, and its source
  | 'merchant' // sell: the merchant a seller sells to
  | 'oil' // sell: one barrel: its field (or Oil City, or own Resource Heavy Train) and pipeline
  | 'quality' // sell: which Quality Reward to claim and how much Whiskey to add, or none
  | 'free-develop' // a free develop earned in this action: which tile, or none
  | 'market-order'; // build: the order in which connected markets are filled

/** The action built so far, plus the optional questions answered "none" (their keys). */
export interface Draft {
  action: Partial<Action> & { type?: Action['type'] };
  done?: readonly string[];
}

/** One option as a handler records it (before probing). */
export interface AskOption {
  /** Written at the question's key (merged into the object there when the question says so); null = "none". */
  value: unknown;
  /** For cube sources: price per cube, the locations the cube travels, the source. */
  price?: number;
  path?: string[];
  source?: CubeSource;
}

/** A question a handler (or the enumerator) asks: where the answer goes and what may be answered. */
export interface Ask {
  /** Dotted path into the action where the answer is written ("links.0.sources.coal.1"). */
  key: string;
  kind: ChoiceKind;
  options: AskOption[];
  /** Index of the engine's default option (-1: none). */
  defaultIndex: number;
  /** Merge an object answer into the object at `key` instead of replacing it. */
  merge?: boolean;
  /** Merge an object answer into the action itself (the card question: `{ card }` or `{ card, wild }`). */
  root?: boolean;
  /** Per option, the refusal the handler already knows it would give that answer (null: run it); cube sources only. */
  refusals?: readonly (Refusal | null)[];
}

export interface ChoiceOption extends AskOption {
  /** Stable id of the option within its question (JSON of the value; "none"). */
  id: string;
  legal: boolean;
  refusal?: Refusal;
  isDefault: boolean;
  /** The draft after choosing this option. */
  draft: Draft;
}

export interface Choice {
  key: string;
  kind: ChoiceKind;
  options: ChoiceOption[];
}

export type NextChoice =
  /** A question to answer. `ready`: the draft completed with the engine's defaults, when that is legal (confirmable now). */
  | { status: 'choose'; choice: Choice; ready?: Action }
  /** Every question answered: the action and what it does. */
  | { status: 'complete'; action: Action; effects: Effect[] }
  /** The draft itself is refused (whatever the remaining answers would be with the defaults). */
  | { status: 'refused'; error: Refusal };
