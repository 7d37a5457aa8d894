/**
 * The public API never throws on a malformed state (each ruleset's index.ts wraps each function that
 * takes a state with `guarded`). An exception that escapes the engine's own checks is an ENGINE
 * fault, never the player's mistake: preview/apply report it as the refusal `internal-error`
 * `{message}`, every other function returns its safe value (empty list, `false`, `undefined`…).
 */
/** The refusal every ruleset gives for an engine fault (each ruleset's refusal union includes it). */
export interface InternalErrorRefusal {
  code: 'internal-error';
  params: { message: string };
}

/** The text of anything thrown (never throws itself). */
export function messageOf(e: unknown): string {
  try {
    return e instanceof Error ? e.message : String(e);
  } catch {
    return 'unprintable exception';
  }
}

export function internalError(e: unknown): InternalErrorRefusal {
  return { code: 'internal-error', params: { message: messageOf(e) } };
}

/** `fn`, but an exception gives `fallback(...args)` instead. */
export function guarded<A extends unknown[], R>(fn: (...args: A) => R, fallback: (...args: A) => R): (...args: A) => R {
  return (...args: A) => {
    try {
      return fn(...args);
    } catch {
      return fallback(...args);
    }
  };
}
