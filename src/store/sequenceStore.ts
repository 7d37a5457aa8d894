/**
 * The lesson sequence a teacher is building: its title and items (position + note), with each
 * item's checked state beside it for drawing. Saved on the device under one versioned key in the
 * sequence file format (src/share/sequence.ts). Reading never throws: a save that cannot be read
 * is a problem the page names in words; its text is set aside untouched (never written over), and
 * nothing else on the device is touched.
 */
import { createStore } from 'zustand/vanilla';
import type { GameState } from '../engine/rulesets/pittsburgh/index.ts';
import { readSequenceText, sequenceText, type Sequence, type SequenceItem, type SequenceProblem } from '../share/sequence.ts';
import type { StorageLike } from './storage.ts';

export const SEQUENCE_KEY = 'brass-pgh.sequence';
/** Where an unreadable saved sequence is kept (a further one gets a time suffix, so none is lost). */
export const UNREADABLE_SEQUENCE_KEY = 'brass-pgh.sequence.unreadable';

export const EMPTY_SEQUENCE: Sequence = { title: '', items: [] };

export type SavedSequence = { ok: true; sequence: Sequence; states: GameState[] } | { ok: false; problem: SequenceProblem };

/** The sequence saved on the device: an empty one when there is none, else the checked one or its problem. */
export function readSavedSequence(storage: StorageLike | null): SavedSequence {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(SEQUENCE_KEY) ?? null;
  } catch {
    // blocked storage: nothing saved
  }
  if (raw === null) return { ok: true, sequence: EMPTY_SEQUENCE, states: [] };
  return readSequenceText(raw);
}

/** A short fixed name for a text (djb2), so setting the same text aside twice gives the same key. */
function textHash(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

/**
 * Copies the unreadable save aside, untouched, before anything new is saved over it; returns the
 * key it is kept under. Idempotent: the same text is kept once (a different unreadable text that
 * finds the place taken gets a key of its own), so calling it twice loses nothing.
 */
export function setAsideSequence(storage: StorageLike | null): string | null {
  try {
    const raw = storage?.getItem(SEQUENCE_KEY);
    if (raw == null || !storage) return null;
    const first = storage.getItem(UNREADABLE_SEQUENCE_KEY);
    const key = first === null || first === raw ? UNREADABLE_SEQUENCE_KEY : `${UNREADABLE_SEQUENCE_KEY}.${textHash(raw)}`;
    storage.setItem(key, raw);
    return key;
  } catch {
    return null;
  }
}

/** Saves the sequence; false when the device refused (storage full or blocked). */
export function writeSavedSequence(storage: StorageLike | null, sequence: Sequence): boolean {
  try {
    if (!storage) return false;
    storage.setItem(SEQUENCE_KEY, sequenceText(sequence));
    return true;
  } catch {
    return false;
  }
}

export type AppendResult = { ok: true; count: number; setAside: boolean } | { ok: false; reason: 'full' | 'storage' };

/**
 * Adds one item to the saved sequence from another page (a lesson, the FAQ, the editor…). An
 * unreadable save is set aside first (and said so), never written over.
 */
export function appendToSavedSequence(storage: StorageLike | null, item: SequenceItem, max: number): AppendResult {
  const saved = readSavedSequence(storage);
  const setAside = !saved.ok;
  if (setAside) setAsideSequence(storage);
  const current = saved.ok ? saved.sequence : EMPTY_SEQUENCE;
  if (current.items.length >= max) return { ok: false, reason: 'full' };
  const next = { ...current, items: [...current.items, item] };
  return writeSavedSequence(storage, next) ? { ok: true, count: next.items.length, setAside } : { ok: false, reason: 'storage' };
}

export interface SequenceState extends Sequence {
  /** The checked state of each item, in the same order (what the board draws). */
  states: GameState[];
  setTitle: (title: string) => void;
  setNote: (index: number, note: string) => void;
  add: (item: SequenceItem, state: GameState) => void;
  remove: (index: number) => void;
  /** Moves one item up (-1) or down (+1); nothing at an end. */
  move: (index: number, dir: 1 | -1) => void;
  replace: (sequence: Sequence, states: GameState[]) => void;
}

function moved<T>(list: readonly T[], index: number, dir: 1 | -1): T[] {
  const to = index + dir;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[index], out[to]] = [out[to] as T, out[index] as T];
  return out;
}

export function createSequenceStore(sequence: Sequence = EMPTY_SEQUENCE, states: GameState[] = []) {
  return createStore<SequenceState>()((set) => ({
    title: sequence.title,
    items: sequence.items,
    states,
    setTitle: (title) => set({ title }),
    setNote: (index, note) => set((s) => ({ items: s.items.map((it, i) => (i === index ? { ...it, note } : it)) })),
    add: (item, state) => set((s) => ({ items: [...s.items, item], states: [...s.states, state] })),
    remove: (index) => set((s) => ({ items: s.items.filter((_, i) => i !== index), states: s.states.filter((_, i) => i !== index) })),
    move: (index, dir) => set((s) => ({ items: moved(s.items, index, dir), states: moved(s.states, index, dir) })),
    replace: (seq, st) => set({ title: seq.title, items: seq.items, states: st }),
  }));
}

export type SequenceStore = ReturnType<typeof createSequenceStore>;

/** The plain sequence of the store's state (what is saved and exported). */
export const sequenceOf = (s: Pick<SequenceState, 'title' | 'items'>): Sequence => ({ title: s.title, items: s.items });
