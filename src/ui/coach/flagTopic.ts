/**
 * The rule a coach-flagged mistake is counted under (store/ruleMemory.ts `flagged`): the FAQ topic
 * of the better move's main reason. reason-topics.json lists reason codes most specific rule first
 * (a sale to a market on building before a merchant's bonus before a flip…); the first of the
 * better move's reasons found there decides, else its action's topic. Reasons that teach no rule
 * (money paid, an opponent's industry flipped) are not in the table.
 */
import type { Action } from '../../engine/rulesets/pittsburgh';
import type { MoveReason } from '../../engine/rulesets/pittsburgh/bot/reasons';
import table from './reason-topics.json';

const actions: Record<string, string | undefined> = table.actions;

/** The FAQ topic of the better move `best` with its reasons; null when no rule is named. */
export function flagTopic(best: Action, bestReasons: readonly MoveReason[]): string | null {
  const codes = new Set(bestReasons.map((r) => r.code));
  const hit = table.reasons.find((r) => codes.has(r.reason as MoveReason['code']));
  return hit?.faq ?? actions[best.type] ?? null;
}
