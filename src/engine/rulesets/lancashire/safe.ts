/**
 * Lancashire's public executor and legal list never throw (the public API of index.ts): a junk state
 * is refused at the door (`isLState`, the same check as the ruleset adapter), and an exception that
 * escapes is the refusal `internal-error` or an empty list — the never-throws boundary of
 * core/boundary.ts, here for the callers that use this folder's API directly (the course, the sandbox).
 */
import { internalRefusal, total } from '../../core/boundary.ts';
import type { LAction } from './actions/types.ts';
import type { LOutcome } from './executor.ts';
import { execute as run } from './executor.ts';
import { legalActions as probe } from './legal.ts';
import { isLState } from './shape.ts';
import type { LState } from './state.ts';

export const execute: (state: LState, action: LAction, opts?: { flow?: boolean }) => LOutcome = total(
  (state, action, opts) =>
    isLState(state) ? run(state, action, opts) : { ok: false, error: { code: 'malformed-action', params: { field: 'state' } } },
  (e) => ({ ok: false, error: internalRefusal(e) as LOutcome extends { ok: false; error: infer R } ? R : never }),
);

export const legalActions: (state: LState) => LAction[] = total(
  (state: LState) => (isLState(state) ? probe(state) : []),
  () => [],
);
