/**
 * What the device remembers about the learner and each rule (a rule = the FAQ topic a refusal code
 * points to, src/engine/rulesets/pittsburgh/reasons.ts): how often the engine refused them on it (lessons, sandbox),
 * how often the coach flagged a move of theirs, and a practice strength in [0, 1] that fades with
 * time and rises with right answers (the practice page puts the weakest rules first).
 *
 * One versioned key on the device; nothing leaves it. Anything unreadable (not JSON, another version,
 * a wrong shape) is ignored with `corrupted: true` (the pages say so) and kept untouched under
 * UNREADABLE_MEMORY_KEY before the first new save; reading never throws.
 */
import { createStore } from 'zustand/vanilla';
import type { Refusal } from '../engine/rulesets/pittsburgh/reasons.ts';
import { ruleOf } from '../tutorial/ruleOf.ts';
import { deviceStorage, type StorageLike } from './storage.ts';

export const MEMORY_KEY = 'brass-pgh.rules';
export const MEMORY_VERSION = 1;
export const UNREADABLE_MEMORY_KEY = 'brass-pgh.rules.unreadable';

/** A strength falls to half after this long without practice. */
export const HALF_LIFE_MS = 3 * 24 * 60 * 60 * 1000;
/** A right answer closes this share of the gap to 1; a wrong one keeps this share of the strength; a refusal met keeps this share. */
export const RIGHT_GAIN = 0.4;
export const WRONG_KEEP = 0.5;
export const REFUSED_KEEP = 0.8;

export interface RuleRecord {
  /** Times the engine refused the learner on this rule. */
  refused: number;
  /** Times the coach flagged a move of theirs on this rule. */
  flagged: number;
  /** Practice answers. */
  right: number;
  wrong: number;
  /** Strength at `at` (ms since 1970). */
  strength: number;
  at: number;
}

export interface RuleMemoryData {
  rules: Record<string, RuleRecord>;
}

export interface RuleMemoryState extends RuleMemoryData {
  corrupted: boolean;
  /** A refusal the learner met; `action` = the refused action's type (the context of its page). */
  refused: (refusal: Refusal, action?: string) => void;
  /** A move the coach flagged, on this FAQ topic. */
  flagged: (faq: string) => void;
  /** A practice answer on this FAQ topic. */
  answered: (faq: string, right: boolean) => void;
  clear: () => void;
}

const EMPTY_RECORD: RuleRecord = { refused: 0, flagged: 0, right: 0, wrong: 0, strength: 0, at: 0 };

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const isUnit = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= 1;

function recordOk(x: unknown): x is RuleRecord {
  const r = x as Partial<RuleRecord> | null;
  return (
    !!r &&
    typeof r === 'object' &&
    isCount(r.refused) &&
    isCount(r.flagged) &&
    isCount(r.right) &&
    isCount(r.wrong) &&
    isUnit(r.strength) &&
    typeof r.at === 'number' &&
    Number.isFinite(r.at)
  );
}

/** The strength of a record at `now`: halved every HALF_LIFE_MS since it was last set. */
export function strengthAt(r: RuleRecord | undefined, now: number): number {
  if (!r) return 0;
  const age = Math.max(0, now - r.at);
  return r.strength * Math.pow(0.5, age / HALF_LIFE_MS);
}

/** The given rules ordered weakest first (ties: more refusals and flags first, then the given order). */
export function weakestFirst(topics: readonly string[], data: RuleMemoryData, now: number): string[] {
  const keyed = topics.map((id, i) => {
    const r = data.rules[id];
    return { id, i, s: strengthAt(r, now), m: (r?.refused ?? 0) + (r?.flagged ?? 0) };
  });
  keyed.sort((a, b) => a.s - b.s || b.m - a.m || a.i - b.i);
  return keyed.map((k) => k.id);
}

/** The rule the learner was refused (or flagged) on most often, with the count, or null. */
export function mostMissed(data: RuleMemoryData): { faq: string; count: number } | null {
  let best: { faq: string; count: number } | null = null;
  for (const [faq, r] of Object.entries(data.rules)) {
    const count = r.refused + r.flagged;
    if (count > 0 && (!best || count > best.count)) best = { faq, count };
  }
  return best;
}

export function readRuleMemory(storage: StorageLike | null): RuleMemoryData & { corrupted: boolean } {
  let raw: string | null;
  try {
    raw = storage?.getItem(MEMORY_KEY) ?? null;
  } catch {
    return { rules: {}, corrupted: false };
  }
  if (raw === null) return { rules: {}, corrupted: false };
  try {
    const v = JSON.parse(raw) as { version?: unknown; rules?: unknown } | null;
    const rules = v?.rules;
    if (
      v?.version === MEMORY_VERSION &&
      rules &&
      typeof rules === 'object' &&
      !Array.isArray(rules) &&
      Object.values(rules).every(recordOk)
    )
      return { rules: rules as Record<string, RuleRecord>, corrupted: false };
  } catch {
    // not JSON: ignored below
  }
  return { rules: {}, corrupted: true };
}

export function createRuleMemoryStore(storage: StorageLike | null = deviceStorage(), now: () => number = Date.now) {
  const first = readRuleMemory(storage);
  let keepUnreadable = first.corrupted;
  const save = (d: RuleMemoryData) => {
    try {
      if (keepUnreadable) {
        const raw = storage?.getItem(MEMORY_KEY);
        if (raw != null && storage?.getItem(UNREADABLE_MEMORY_KEY) == null) storage?.setItem(UNREADABLE_MEMORY_KEY, raw);
        keepUnreadable = false;
      }
      storage?.setItem(MEMORY_KEY, JSON.stringify({ version: MEMORY_VERSION, rules: d.rules }));
    } catch {
      // storage full or blocked: remembered in memory only
    }
  };
  return createStore<RuleMemoryState>()((set, get) => {
    const change = (faq: string, f: (r: RuleRecord, strength: number, t: number) => RuleRecord) => {
      const t = now();
      const was = get().rules[faq] ?? EMPTY_RECORD;
      const rules = { ...get().rules, [faq]: f(was, strengthAt(was, t), t) };
      save({ rules });
      set({ rules });
    };
    return {
      rules: first.rules,
      corrupted: first.corrupted,
      refused: (refusal, action) => {
        const faq = ruleOf(refusal, action);
        if (faq) change(faq, (r, s, at) => ({ ...r, refused: r.refused + 1, strength: s * REFUSED_KEEP, at }));
      },
      flagged: (faq) => change(faq, (r, s, at) => ({ ...r, flagged: r.flagged + 1, strength: s * REFUSED_KEEP, at })),
      answered: (faq, right) =>
        change(faq, (r, s, at) =>
          right
            ? { ...r, right: r.right + 1, strength: s + (1 - s) * RIGHT_GAIN, at }
            : { ...r, wrong: r.wrong + 1, strength: s * WRONG_KEEP, at },
        ),
      clear: () => {
        save({ rules: {} });
        set({ rules: {}, corrupted: false });
      },
    };
  });
}

export type RuleMemoryStore = ReturnType<typeof createRuleMemoryStore>;

/**
 * The device's memory as it stands now: a store read afresh from storage (a refusal recorded from a
 * lesson or the sandbox adds to what the practice page saved, and the other way round).
 */
export function ruleMemory(): RuleMemoryStore {
  return createRuleMemoryStore();
}
