/**
 * Lancashire's own reasons table: refusal code → the section of the Lancashire rule text it
 * comes from (or `data` when only the data sets state it) and its meaning. Kept apart from
 * Pittsburgh's table (src/engine/rulesets/pittsburgh/reasons.ts), whose codes each need a rules-oracle case.
 * The table itself is data (data/reasons.json). The UI translates `lancashire.reasons.<code>` (src/i18n/locales/{en,zh}/lancashire.json).
 */
import type { CoreRefusal } from '../../core/executor.ts';
import table from './data/reasons.json' with { type: 'json' };

export type LSection =
  | 'build-industry'
  | 'right-card'
  | 'moving-coal'
  | 'taking-iron'
  | 'paying'
  | 'further-restrictions'
  | 'building-over'
  | 'combining-actions'
  | 'build-link'
  | 'development'
  | 'sell-cotton'
  | 'take-loan'
  | 'turn'
  | 'engine';

export interface LReasonEntry {
  section: LSection;
  meaning: string;
}

export type LReasonCode = keyof typeof table;
export const lancashireReasons = table as Record<LReasonCode, LReasonEntry>;
export type LRefusal = CoreRefusal<LReasonCode>;
export const lancashireReasonCodes = Object.keys(lancashireReasons) as LReasonCode[];
