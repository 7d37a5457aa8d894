/**
 * THE registry: every ruleset by name, each behind the never-throws boundary (core/boundary.ts).
 * The CLI (`--ruleset`), the bots script, the fuzzer and the contract tests
 * (tests/engine/contract/) find a ruleset here and see it only through the contract
 * (core/ruleset.ts) — a third ruleset is one more line below (docs/ARCHITECTURE.md, "The ruleset
 * contract").
 */
import { neverThrows } from '../core/boundary.ts';
import type { AnyRuleset } from '../core/ruleset.ts';
import { lancashire } from './lancashire/ruleset.ts';
import { pittsburgh } from './pittsburgh/ruleset.ts';

export const rulesets = {
  pittsburgh: neverThrows(pittsburgh),
  lancashire: neverThrows(lancashire),
} as const;

export type RulesetId = keyof typeof rulesets;
export const rulesetIds = Object.keys(rulesets) as RulesetId[];
export const DEFAULT_RULESET: RulesetId = 'pittsburgh';

export function isRulesetId(id: unknown): id is RulesetId {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(rulesets, id);
}

/** The ruleset of that name, seen through the contract only, or undefined. */
export function rulesetById(id: unknown): AnyRuleset | undefined {
  return isRulesetId(id) ? (rulesets[id] as unknown as AnyRuleset) : undefined;
}
