/**
 * Lesson sequences: a teacher's list of positions, each with a note, stepped through in projector
 * mode. This module is the one file format (docs/scenario-format.md, "Lesson sequences"), used both
 * for the exported file and for the copy saved on the device. Whatever arrives is untrusted: every
 * way it can be wrong is a `SequenceProblem` naming the item and field (never a throw), and each
 * position is checked by the engine's `validate`.
 */
import { validate } from '../engine/rulesets/pittsburgh/index.ts';
import type { GameState, ScenarioSetup, SetupError } from '../engine/rulesets/pittsburgh/index.ts';
import { coloursOf, readBoundedJson } from './codec.ts';

/** The `format` field of a sequence file: tells it apart from a single position. */
export const SEQUENCE_FORMAT = 'brass-pittsburgh-sequence';
export const SEQUENCE_VERSION = 1;
export const MAX_SEQUENCE_ITEMS = 60;
export const MAX_NOTE_CHARS = 2000;
export const MAX_TITLE_CHARS = 200;
/** The largest sequence text accepted (a file, or the copy on the device), in bytes. */
export const MAX_SEQUENCE_BYTES = 1_500_000;

/** Where a position came from: shown beside it, and lets the projector title it. */
export const SOURCE_KINDS = ['lesson', 'faq', 'choice', 'editor', 'sandbox', 'file'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
export interface SequenceSource {
  kind: SourceKind;
  /** The lesson, FAQ entry or choice id. */
  id?: string;
  /** A lesson's step (0-based). */
  step?: number;
}

export interface SequenceItem {
  note: string;
  source: SequenceSource;
  /** The position in the scenario format (without `version`). */
  position: ScenarioSetup;
}

export interface Sequence {
  title: string;
  items: SequenceItem[];
}

export type SequenceProblem =
  | { code: 'empty' }
  | { code: 'too-big'; params: { size: number; max: number } }
  | { code: 'not-json' }
  | { code: 'not-sequence' }
  | { code: 'wrong-version'; params: { version: string; expected: number } }
  | { code: 'too-many'; params: { count: number; max: number } }
  /** `field`: "title", "items", or a field of one item ("note", "source", "position"); `item` is 1-based. */
  | { code: 'bad-field'; params: { field: string; item?: number } }
  | { code: 'too-long'; params: { field: string; item?: number; max: number } }
  | { code: 'invalid-position'; params: { item: number }; errors: SetupError[]; colours: (string | null)[] };

export type SequenceRead = { ok: true; sequence: Sequence; states: GameState[] } | { ok: false; problem: SequenceProblem };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const fail = (problem: SequenceProblem): SequenceRead => ({ ok: false, problem });
const ID = /^[a-z0-9-]{1,80}$/;

/** The file text of a sequence (also what is saved on the device). */
export function sequenceText(sequence: Sequence): string {
  return `${JSON.stringify({ format: SEQUENCE_FORMAT, version: SEQUENCE_VERSION, ...sequence }, null, 1)}\n`;
}

function checkSource(v: unknown): SequenceSource | null {
  if (!isObject(v) || !SOURCE_KINDS.includes(v.kind as SourceKind)) return null;
  const source: SequenceSource = { kind: v.kind as SourceKind };
  if (v.id !== undefined) {
    if (typeof v.id !== 'string' || !ID.test(v.id)) return null;
    source.id = v.id;
  }
  if (v.step !== undefined) {
    if (typeof v.step !== 'number' || !Number.isInteger(v.step) || v.step < 0 || v.step > 99) return null;
    source.step = v.step;
  }
  return source;
}

/** One item, checked; its position through the engine's validator. */
function readItem(v: unknown, item: number): { ok: true; item: SequenceItem; state: GameState } | { ok: false; problem: SequenceProblem } {
  if (!isObject(v)) return { ok: false, problem: { code: 'bad-field', params: { field: 'item', item } } };
  if (typeof v.note !== 'string') return { ok: false, problem: { code: 'bad-field', params: { field: 'note', item } } };
  if (v.note.length > MAX_NOTE_CHARS)
    return { ok: false, problem: { code: 'too-long', params: { field: 'note', item, max: MAX_NOTE_CHARS } } };
  const source = checkSource(v.source);
  if (!source) return { ok: false, problem: { code: 'bad-field', params: { field: 'source', item } } };
  if (!isObject(v.position)) return { ok: false, problem: { code: 'bad-field', params: { field: 'position', item } } };
  const checked = validate(v.position);
  if (!checked.ok)
    return { ok: false, problem: { code: 'invalid-position', params: { item }, errors: checked.errors, colours: coloursOf(v.position) } };
  return { ok: true, item: { note: v.note, source, position: v.position as unknown as ScenarioSetup }, state: checked.state };
}

/** Reads a sequence file (or the saved copy): the checked sequence with each position's state, or the first thing wrong. */
export function readSequenceText(text: string): SequenceRead {
  const json = readBoundedJson(text, MAX_SEQUENCE_BYTES);
  if (!json.ok) return fail(json.problem);
  const raw = json.raw;
  if (!isObject(raw) || raw.format !== SEQUENCE_FORMAT) return fail({ code: 'not-sequence' });
  if (raw.version !== SEQUENCE_VERSION)
    return fail({ code: 'wrong-version', params: { version: String(JSON.stringify(raw.version)), expected: SEQUENCE_VERSION } });
  if (typeof raw.title !== 'string') return fail({ code: 'bad-field', params: { field: 'title' } });
  if (raw.title.length > MAX_TITLE_CHARS) return fail({ code: 'too-long', params: { field: 'title', max: MAX_TITLE_CHARS } });
  if (!Array.isArray(raw.items)) return fail({ code: 'bad-field', params: { field: 'items' } });
  if (raw.items.length > MAX_SEQUENCE_ITEMS)
    return fail({ code: 'too-many', params: { count: raw.items.length, max: MAX_SEQUENCE_ITEMS } });
  const items: SequenceItem[] = [];
  const states: GameState[] = [];
  for (const [i, v] of raw.items.entries()) {
    const r = readItem(v, i + 1);
    if (!r.ok) return fail(r.problem);
    items.push(r.item);
    states.push(r.state);
  }
  return { ok: true, sequence: { title: raw.title, items }, states };
}
