/**
 * The executor pattern both rulesets share: one action runs on a private deep copy of a plain
 * JSON state; a player's mistake is thrown inside as a `Refused` and comes back as a refusal
 * {code, params}; anything else thrown is an engine fault, returned as `internal-error`.
 * Nothing escapes, and the input state is never modified.
 *
 * Lancashire uses it today (src/engine/rulesets/lancashire/executor.ts); Pittsburgh's executor follows the
 * same contract with its own Tx and can adopt this module later (docs/lancashire.md).
 */
import { messageOf } from './safe.ts';

export type RefusalParams = Record<string, string | number | boolean>;

export interface CoreRefusal<C extends string> {
  code: C;
  params?: RefusalParams;
}

/** Thrown inside a step only. Not an Error: no stack trace to capture, so probing stays cheap. */
export class Refused<C extends string> {
  constructor(readonly refusal: CoreRefusal<C>) {}
}

export type Outcome<S, E, C extends string> =
  { ok: true; state: S; effects: E[] } | { ok: false; error: CoreRefusal<C | 'internal-error'> };

/** Throws the refusal (for use inside a step). */
export function refuse<C extends string>(code: C, params?: RefusalParams): never {
  throw new Refused<C>(params ? { code, params } : { code });
}

/** Runs `step` on a copy of `state` (`copy`: a ruleset's own fast deep copy); returns the changed copy and the effects the step recorded, or the refusal. */
export function runOnCopy<S, E, C extends string>(
  state: S,
  step: (draft: S, effects: E[]) => void,
  copy: (s: S) => S = structuredClone,
): Outcome<S, E, C> {
  try {
    const draft = copy(state);
    const effects: E[] = [];
    step(draft, effects);
    return { ok: true, state: draft, effects };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, error: (e as Refused<C>).refusal };
    return { ok: false, error: { code: 'internal-error', params: { message: messageOf(e) } } };
  }
}
