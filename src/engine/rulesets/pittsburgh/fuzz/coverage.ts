/**
 * What the fuzzer counts: every effect kind the engine can record and every refusal code, with
 * the ones a long enough fuzz run must reach (a kind or code that never occurs is a coverage
 * failure: a rule nobody exercised).
 */
import type { Effect } from '../effects.ts';
import type { ReasonCode } from '../reasons.ts';
import { reasonCodes } from '../reasons.ts';

/** Every effect kind (a Record over the union: adding a kind without listing it here fails to compile). */
const EFFECT_KINDS: Record<Effect['kind'], true> = {
  discard: true,
  cash: true,
  income: true,
  vp: true,
  whiskey: true,
  cube: true,
  flip: true,
  reward: true,
  'mat-take': true,
  unlock: true,
  'industry-built': true,
  'industry-removed': true,
  'link-built': true,
  'link-returned': true,
  oil: true,
  'oil-pending': true,
  reveal: true,
  'market-sale': true,
  loan: true,
  'free-develop-unused': true,
  'turn-end': true,
  draw: true,
  'round-end': true,
  'turn-order': true,
  'income-paid': true,
  bankruptcy: true,
  'era-end': true,
  'link-score': true,
  'industry-score': true,
  removed: true,
  'oil-added': true,
  reshuffle: true,
  'game-over': true,
  sale: true,
  'merchant-bonus': true,
  'merchant-flip': true,
  'quality-bonus': true,
  decision: true,
};
export const effectKinds = Object.keys(EFFECT_KINDS) as Effect['kind'][];

/** Codes no player's action can produce: an engine fault (must stay at 0) and the enumerator's own "nothing completes this". */
export const NOT_FROM_ACTIONS: readonly ReasonCode[] = ['internal-error', 'no-legal-option'];
export const reachableCodes = reasonCodes.filter((c) => !NOT_FROM_ACTIONS.includes(c));

export interface Coverage {
  effects: Record<string, number>;
  refusals: Record<string, number>;
}

export function emptyCoverage(): Coverage {
  return { effects: Object.fromEntries(effectKinds.map((k) => [k, 0])), refusals: Object.fromEntries(reasonCodes.map((c) => [c, 0])) };
}

export function addCoverage(into: Coverage, from: Coverage): void {
  for (const [k, n] of Object.entries(from.effects)) into.effects[k] = (into.effects[k] ?? 0) + n;
  for (const [k, n] of Object.entries(from.refusals)) into.refusals[k] = (into.refusals[k] ?? 0) + n;
}

/** Effect kinds and refusal codes that should be reachable but never occurred. */
export function missing(c: Coverage): { effects: string[]; refusals: string[] } {
  return {
    effects: effectKinds.filter((k) => (c.effects[k] ?? 0) === 0),
    refusals: reachableCodes.filter((k) => (c.refusals[k] ?? 0) === 0),
  };
}
