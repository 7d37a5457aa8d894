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

/** A dotted key split once: its segments (a numeric one as a number: arrays are indexed by it). */
interface ParsedKey {
  segments: (string | number)[];
  /** arrays[i]: a missing object at level i + 1 is made as an array (a numeric segment follows). */
  arrays: boolean[];
}

/** Keys already split: a draft's keys are the few places an action has (its size is capped all the same). */
const parsed = new Map<string, ParsedKey>();

function parseKey(key: string): ParsedKey {
  let p = parsed.get(key);
  if (p) return p;
  const parts = key.split('.');
  const numeric = parts.map((x) => /^\d+$/.test(x));
  p = { segments: parts.map((x, i) => (numeric[i] === true ? Number(x) : x)), arrays: numeric.slice(1) };
  if (parsed.size >= 1000) parsed.clear();
  parsed.set(key, p);
  return p;
}

type Level = Record<string | number, unknown>;

/**
 * A writer of copies of `obj` with a value written at the dotted `key` (the key split and the objects along it read once) (arrays for numeric segments); `merge` merges an object value.
 * Only the objects along the key are copied: the rest is shared with `obj` (drafts are never written in place). The
 * levels missing below the key's last object are made for each value from the inside out, each as a literal holding
 * one entry (an array holding index 0 is `[v]`), not as an empty container written into.
 */
function writerAt<T extends object>(obj: T, key: string, merge: boolean, owned: boolean): (value: unknown) => T {
  const { segments, arrays } = parseKey(key);
  const n = segments.length - 1;
  const along: Level[] = [obj as Level]; // the objects along the key that exist: along[i + 1] = along[i][segments[i]]
  for (let i = 0; i < n; i++) {
    const next = (along[i] as Level)[segments[i] as string | number];
    if (typeof next !== 'object' || next === null) break;
    along.push(next as Level);
  }
  const have = along.length - 1; // levels 1 … have exist; levels have + 1 … n are made
  const prev = have === n ? (along[n] as Level)[segments[n] as string | number] : undefined;
  const merging = merge && typeof prev === 'object' && prev !== null;
  return (value) => {
    const v = owned ? value : cloneJson(value);
    let tail: unknown = merging && typeof v === 'object' && v !== null ? { ...(prev as object), ...v } : v;
    for (let i = n; i > have; i--) tail = holding(segments[i] as string | number, arrays[i - 1] === true, tail);
    const out = shallow(obj) as Level;
    let at = out;
    for (let i = 1; i <= have; i++) {
      const level = shallow(along[i] as Level) as Level;
      at[segments[i - 1] as string | number] = level;
      at = level;
    }
    at[segments[have] as string | number] = tail;
    return out as T;
  };
}

/** A new level of a draft holding one entry: an array when its segment is numeric (sparse before a later index), else an object. */
function holding(segment: string | number, array: boolean, v: unknown): unknown {
  if (array && segment === 0) return [v];
  const level: Level = array ? ([] as unknown as Level) : {};
  level[segment] = v;
  return level;
}

/** A copy of one level (a for-in copy: a spread site that meets the many shapes of actions falls back to a slow runtime copy). */
function shallow(o: object): object {
  if (Array.isArray(o)) return o.slice();
  const out: Record<string, unknown> = {};
  const from = o as Record<string, unknown>;
  for (const k in from) out[k] = from[k];
  return out;
}

/** The value at a dotted key, or undefined. */
export function getAt(obj: unknown, key: string): unknown {
  let at: unknown = obj;
  for (const p of parseKey(key).segments) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Level)[p];
  }
  return at;
}

/** The draft after answering the question `ask` with `value` (null: "none", remembered in `done`). */
export function answer<D extends CoreDraft>(draft: D, ask: AnswerPlace, value: unknown): D {
  return answerer(draft, ask)(value);
}

/**
 * `answer` for many values of one question of one draft (a complete list answers every option): the key read once.
 * `owned`: the values are the question's own options, made for this question and read by nothing that writes: written
 * into the draft as they are, not copied (a complete list's walk; its actions already share what lies off the key).
 */
export function answerer<D extends CoreDraft>(draft: D, ask: AnswerPlace, owned = false): (value: unknown) => D {
  const write = ask.root === true ? undefined : writerAt(draft.action, ask.key, ask.merge === true, owned);
  return (value) => {
    if (value === null) return { action: draft.action, done: [...(draft.done ?? []), ask.key] } as unknown as D;
    const action = write ? write(value) : { ...draft.action, ...(value as object) };
    return (draft.done ? { action, done: draft.done } : { action }) as unknown as D;
  };
}

export function isDone(draft: CoreDraft, key: string): boolean {
  return draft.done?.includes(key) ?? false;
}

/** Stable id of an option within its question: the string itself, JSON otherwise, "none" for null. */
export function optionId(value: unknown): string {
  return value === null ? 'none' : typeof value === 'string' ? value : JSON.stringify(value);
}
