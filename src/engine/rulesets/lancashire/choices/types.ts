/**
 * Lancashire's choice vocabulary (docs/lancashire.md, "Choices"): the shared draft, question and
 * option shapes of core/ (core/draft.ts, core/choices.ts) with Lancashire's actions, kinds of
 * question, effects and refusals.
 */
import type { CoreAsk, CoreQuestion, CoreStep, ProbedOption } from '../../../core/choices.ts';
import type { LAction, LActionType } from '../actions/types.ts';
import type { LEffect } from '../effects.ts';
import type { LRefusal } from '../reasons.ts';

export type LChoiceKind =
  | 'type' // which action: build, link, develop, sell, loan, pass
  | 'card' // the card discarded
  | 'second-card' // build: a second card for the combined action (build anywhere), or none
  | 'space' // build: the space and the industry tile ({space, tile})
  | 'link' // link: the canal or rail link
  | 'second-link' // link, Rail period: a second rail (£15 for both), or none
  | 'tile' // develop: the stack to take a tile from (the second is optional)
  | 'sale' // sell: a cotton mill and where it sells ({mill, to}: a face-up port or the Distant Market); after the first, more or none
  | 'amount' // loan: £10, £20 or £30
  | 'coal' // one coal: which of the equally closest connected coal mines (asked by the sourcing only on a tie)
  | 'iron'; // one iron: which iron works (asked only when more than one has iron)

export interface LDraft {
  action: Partial<LAction> & { type?: LActionType };
  done?: readonly string[];
}

export interface LAskOption {
  /** Written at the question's key (merged into the action for `type`, `card` and `space`); null = "none". */
  value: unknown;
  /** For a coal mine: its distance in links. */
  distance?: number;
}

export type LAsk = CoreAsk<LAskOption, LChoiceKind>;

export interface LQuestion extends CoreQuestion<LAskOption, LChoiceKind, LRefusal> {
  /** For options whose legality means "some completion is legal" (action, card, second card): a search. */
  exists?: (o: LAskOption) => LRefusal | null;
}

export type LStep = CoreStep<LQuestion, LAction, LEffect, LRefusal>;

export type LChoiceOption = ProbedOption<LAskOption, LRefusal, LDraft>;

export type LNextChoice =
  /** A question to answer. `ready`: the draft completed with the engine's defaults, when that is legal. */
  | { status: 'choose'; choice: { key: string; kind: LChoiceKind; options: LChoiceOption[] }; ready?: LAction }
  | { status: 'complete'; action: LAction; effects: LEffect[] }
  | { status: 'refused'; error: LRefusal };
