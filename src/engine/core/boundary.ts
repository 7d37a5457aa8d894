/**
 * THE never-throws boundary of every ruleset (core/ruleset.ts): each method of a ruleset is wrapped
 * once, here, so that junk states and actions (null, {}, a field of the wrong type…) give a refusal
 * or a safe value instead of an exception. An exception that escapes a ruleset's own checks is an
 * engine fault: previews, applies and the choice enumerator report it as the refusal
 * `internal-error` {message} (which the fuzzer counts as a failure), the others their safe value.
 * The registry (src/engine/rulesets/index.ts) hands out only wrapped rulesets.
 */
import type { Coverage, FuzzOptions, FuzzReport, Ruleset, RulesetRefusal } from './ruleset.ts';

/** The text of anything thrown (never throws itself). */
function messageOf(e: unknown): string {
  try {
    return e instanceof Error ? e.message : String(e);
  } catch {
    return 'unprintable exception';
  }
}

export function internalRefusal(e: unknown): RulesetRefusal {
  return { code: 'internal-error', params: { message: messageOf(e) } };
}

/** `fn`, but an exception gives `fallback(exception)` instead. */
export function total<Args extends unknown[], R>(fn: (...args: Args) => R, fallback: (e: unknown) => R): (...args: Args) => R {
  return (...args: Args) => {
    try {
      return fn(...args);
    } catch (e) {
      return fallback(e);
    }
  };
}

const noCoverage = (): Coverage => ({ effects: {}, refusals: {} });

function failedFuzz(o: FuzzOptions, e: unknown): FuzzReport {
  return {
    games: o.games,
    finished: 0,
    steps: 0,
    attempts: 0,
    accepted: 0,
    coverage: noCoverage(),
    internalErrors: 1,
    failures: [`the fuzzer threw: ${messageOf(e)}`],
    ms: [],
  };
}

export function neverThrows<S, A, E extends { kind: string }, D, H>(rs: Ruleset<S, A, E, D, H>): Ruleset<S, A, E, D, H> {
  const refused = (e: unknown) => ({ ok: false as const, error: internalRefusal(e) });
  const wrapped: Ruleset<S, A, E, D, H> = {
    id: rs.id,
    playerCounts: rs.playerCounts,
    reasonCodes: rs.reasonCodes,
    effectKinds: rs.effectKinds,
    newGame: total(rs.newGame.bind(rs), (e) => ({
      ok: false,
      errors: [{ code: 'internal-error', path: '', params: { message: messageOf(e) } }],
    })),
    validate: total(rs.validate.bind(rs), (e) => ({
      ok: false,
      errors: [{ code: 'internal-error', path: '', params: { message: messageOf(e) } }],
    })),
    preview: total(rs.preview.bind(rs), refused),
    apply: total(rs.apply.bind(rs), refused),
    // a state the flow cannot settle is returned as it was
    advance: (s) => total(rs.advance.bind(rs), () => ({ state: s, effects: [] }))(s),
    legalActions: total(rs.legalActions.bind(rs), () => []),
    emptyDraft: rs.emptyDraft.bind(rs),
    nextChoice: total(rs.nextChoice.bind(rs), (e) => ({ status: 'refused', error: internalRefusal(e) })),
    viewFor: total(rs.viewFor.bind(rs), () => rs.emptyView()),
    acting: total(rs.acting.bind(rs), () => undefined),
    colours: total(rs.colours.bind(rs), () => []),
    result: total(rs.result.bind(rs), () => undefined),
    reason: total(rs.reason.bind(rs), () => undefined),
    hint: total(rs.hint.bind(rs), () => null),
    decide: total(rs.decide.bind(rs), () => undefined),
    playMatch: total(rs.playMatch.bind(rs), (e) => ({ result: null, colours: [], moves: [], stopped: `the match threw: ${messageOf(e)}` })),
    oracle: total(rs.oracle.bind(rs), (e) => [
      { id: 'oracle', section: 'engine', pass: false, messages: [`the oracle threw: ${messageOf(e)}`] },
    ]),
    // an invariant check that throws is itself a broken invariant
    invariants: total(rs.invariants.bind(rs), (e) => [`the invariant check threw: ${messageOf(e)}`]),
    summary: total(rs.summary.bind(rs), () => null),
    emptyView: rs.emptyView.bind(rs),
    fuzz: {
      randomAction: total(rs.fuzz.randomAction.bind(rs.fuzz), () => undefined),
      junkAction: total(rs.fuzz.junkAction.bind(rs.fuzz), () => null),
      changeHidden: (s, viewer, rng) => total(rs.fuzz.changeHidden.bind(rs.fuzz), () => s)(s, viewer, rng),
      run: (o) => total(rs.fuzz.run.bind(rs.fuzz), (e) => failedFuzz(o, e))(o),
      missing: total(rs.fuzz.missing.bind(rs.fuzz), () => ({ effects: [], refusals: [] })),
    },
  };
  return wrapped;
}
