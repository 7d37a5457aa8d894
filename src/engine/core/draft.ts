/**
 * Drafts of the choice enumerator, shared by both rulesets: an action built one answer at a time,
 * written at plain-JSON dotted paths, never mutating the given draft.
 */
import { cloneJson } from './clone.ts';

/** The action built so far, plus the optional questions answered "none" (their keys). */
export interface CoreDraft {
  action: object;
  done?: readonly string[];
}

/** Where an answer goes: a dotted key; `merge` merges an object answer there; `root` merges it into the action. */
export interface AnswerPlace {
  key: string;
  merge?: boolean;
  root?: boolean;
}

/**
 * A copy of `obj` with `value` written at the dotted `key` (arrays for numeric segments); `merge` merges an object value.
 * Only the objects along the key are copied: the rest is shared with `obj` (drafts are never written in place).
 */
export function setAt<T extends object>(obj: T, key: string, value: unknown, merge = false): T {
  const out = shallow(obj) as Record<string, unknown>;
  const parts = key.split('.');
  let at: Record<string, unknown> = out;
  for (let i = 0; i < parts.length - 1; i++) {
    const p = parts[i] as string;
    const cur = at[p];
    const copy = typeof cur === 'object' && cur !== null ? shallow(cur) : /^\d+$/.test(parts[i + 1] as string) ? [] : {};
    at[p] = copy;
    at = copy as Record<string, unknown>;
  }
  const last = parts[parts.length - 1] as string;
  const prev = at[last];
  at[last] =
    merge && typeof prev === 'object' && prev !== null && typeof value === 'object' && value !== null
      ? { ...prev, ...cloneJson(value) }
      : cloneJson(value);
  return out as T;
}

function shallow(o: object): object {
  return Array.isArray(o) ? o.slice() : { ...o };
}

/** The value at a dotted key, or undefined. */
export function getAt(obj: unknown, key: string): unknown {
  let at: unknown = obj;
  for (const p of key.split('.')) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[p];
  }
  return at;
}

/** The draft after answering the question `ask` with `value` (null: "none", remembered in `done`). */
export function answer<D extends CoreDraft>(draft: D, ask: AnswerPlace, value: unknown): D {
  if (value === null) return { action: draft.action, done: [...(draft.done ?? []), ask.key] } as unknown as D;
  const action = ask.root === true ? { ...draft.action, ...(value as object) } : setAt(draft.action, ask.key, value, ask.merge === true);
  return { action, ...(draft.done ? { done: draft.done } : {}) } as unknown as D;
}

export function isDone(draft: CoreDraft, key: string): boolean {
  return draft.done?.includes(key) ?? false;
}

/** Stable id of an option within its question: the string itself, JSON otherwise, "none" for null. */
export function optionId(value: unknown): string {
  return value === null ? 'none' : typeof value === 'string' ? value : JSON.stringify(value);
}
