/** Writing answers into a draft: plain-JSON paths, never mutating the given draft. */
import type { Action } from '../actions/types.ts';
import { cloneJson } from '../actions/clone.ts';
import type { Ask, Draft } from './types.ts';

/** A copy of `obj` with `value` written at the dotted `key` (arrays for numeric segments); `merge` merges an object value. */
export function setAt<T extends object>(obj: T, key: string, value: unknown, merge = false): T {
  const out = cloneJson(obj) as Record<string, unknown>;
  const parts = key.split('.');
  let at: Record<string, unknown> | unknown[] = out;
  for (let i = 0; i < parts.length - 1; i++) {
    const p = parts[i] as string;
    const nextIsIndex = /^\d+$/.test(parts[i + 1] as string);
    const cur = (at as Record<string, unknown>)[p];
    if (typeof cur !== 'object' || cur === null) (at as Record<string, unknown>)[p] = nextIsIndex ? [] : {};
    at = (at as Record<string, unknown>)[p] as Record<string, unknown>;
  }
  const last = parts[parts.length - 1] as string;
  const prev = (at as Record<string, unknown>)[last];
  (at as Record<string, unknown>)[last] =
    merge && typeof prev === 'object' && prev !== null && typeof value === 'object' && value !== null ? { ...prev, ...value } : cloneJson(value);
  return out as T;
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
export function answer(draft: Draft, ask: Pick<Ask, 'key' | 'merge' | 'root'>, value: unknown): Draft {
  if (value === null) return { action: draft.action, done: [...(draft.done ?? []), ask.key] };
  const action = ask.root === true ? { ...draft.action, ...(value as object) } : setAt(draft.action, ask.key, value, ask.merge === true);
  return { action, ...(draft.done ? { done: draft.done } : {}) };
}

export function isDone(draft: Draft, key: string): boolean {
  return draft.done?.includes(key) ?? false;
}

/** The draft's action as the executor receives it (it may still lack required fields: the executor refuses those). */
export function asAction(draft: Draft): Action {
  return draft.action as Action;
}
