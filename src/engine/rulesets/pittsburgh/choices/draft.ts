/** Writing answers into a Pittsburgh draft: the shared draft functions (core/draft.ts), typed for its actions. */
import type { Action } from '../actions/types.ts';
import type { Ask, Draft } from './types.ts';
import { answer as coreAnswer, answerer as coreAnswerer } from '../../../core/draft.ts';

export { getAt, isDone } from '../../../core/draft.ts';

/** The draft after answering the question `ask` with `value` (null: "none", remembered in `done`). */
export function answer(draft: Draft, ask: Pick<Ask, 'key' | 'merge' | 'root'>, value: unknown): Draft {
  return coreAnswer(draft, ask, value);
}

/** `answer` for every option of one question (the key read once; `owned`: the options' values written as they are, core/draft.ts). */
export function answerer(draft: Draft, ask: Pick<Ask, 'key' | 'merge' | 'root'>, owned = false): (value: unknown) => Draft {
  return coreAnswerer(draft, ask, owned);
}

/** The draft's action as the executor receives it (it may still lack required fields: the executor refuses those). */
export function asAction(draft: Draft): Action {
  return draft.action as Action;
}
