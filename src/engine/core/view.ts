/**
 * Hidden information, the part both rulesets share: the placeholders a view shows instead of
 * what its viewer cannot know, and a guarded copy-then-hide. Each ruleset's `viewFor` (view.ts,
 * lancashire/view.ts) says what it hides.
 */
import { cloneJson } from './clone.ts';

/** The placeholder id of a card the viewer cannot see. Not a card of either game. */
export const HIDDEN_CARD = 'hidden';
/** The seed every view carries instead of the real one (it would predict future shuffles). */
export const HIDDEN_SEED = 0;

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every card of a list as `HIDDEN_CARD` (the count stays); not a list: `[]`. */
export const hideAll = (v: unknown): string[] => (Array.isArray(v) ? v.map(() => HIDDEN_CARD) : []);

/** A view of `state` that never throws: `hide` works on a copy; not an object, or anything thrown, gives a copy of `empty`. */
export function viewOf<S>(state: S, hide: (copy: Record<string, unknown>) => void, empty: S): S {
  try {
    if (!isObject(state)) return cloneJson(empty);
    const v = cloneJson(state) as unknown as Record<string, unknown>;
    v.rngSeed = HIDDEN_SEED;
    hide(v);
    return v as unknown as S;
  } catch {
    return cloneJson(empty); // e.g. a cyclic or exotic object: nothing of it is shown
  }
}
