/**
 * The rule (FAQ topic) a refusal is about. Its own module, over the refusal table alone
 * (engine/rulesets/pittsburgh/reasons.ts): the mistakes store (store/ruleMemory.ts) is read on Home, so it must not
 * bring the engine into the first visit.
 */
import type { ReasonCode, Refusal } from '../engine/rulesets/pittsburgh/reasons.ts';
import { reasonInfo } from '../engine/rulesets/pittsburgh/reasons.ts';

/** Refusals that are no mistake about a rule (an engine fault, a malformed action, nothing completes). */
const NOT_A_RULE: readonly string[] = ['internal-error', 'malformed-action', 'no-legal-option'];

/** The rule (FAQ topic) a refusal is about, in its context (the refused action's type); null when none. */
export function ruleOf(refusal: Refusal, action?: string): string | null {
  if (NOT_A_RULE.includes(refusal.code)) return null;
  try {
    return reasonInfo(refusal.code as ReasonCode, { ...(action ? { action } : {}), ...(refusal.params ? { params: refusal.params } : {}) })
      .faq;
  } catch {
    return null;
  }
}
