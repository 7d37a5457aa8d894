/** The lesson sequence file format: a round trip, and each way a file can be wrong names the item and field. */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { scenarioOf } from '../../src/share/codec.ts';
import {
  MAX_NOTE_CHARS,
  MAX_SEQUENCE_BYTES,
  MAX_SEQUENCE_ITEMS,
  readSequenceText,
  SEQUENCE_FORMAT,
  sequenceText,
  type Sequence,
} from '../../src/share/sequence.ts';

const two = newGame({ players: 2, seed: 5 });
const four = newGame({ players: 4, seed: 8 });
const sequence: Sequence = {
  title: 'Week 3: trains',
  items: [
    { note: 'Where can Blue build first?', source: { kind: 'lesson', id: 'light-rail-coal', step: 1 }, position: scenarioOf(two)! },
    { note: '', source: { kind: 'sandbox' }, position: scenarioOf(four)! },
    { note: '油田在哪里？', source: { kind: 'faq', id: 'loan' }, position: scenarioOf(two)! },
  ],
};
const file = () => JSON.parse(sequenceText(sequence)) as Record<string, unknown> & { items: Record<string, unknown>[] };
const read = (v: unknown) => readSequenceText(typeof v === 'string' ? v : JSON.stringify(v));

describe('lesson sequence files', () => {
  it('a sequence goes through its file text and comes back identical, with each position as its state', () => {
    const text = sequenceText(sequence);
    expect(JSON.parse(text)).toMatchObject({ format: SEQUENCE_FORMAT, version: 1, title: 'Week 3: trains' });
    const r = readSequenceText(text);
    if (!r.ok) throw new Error(JSON.stringify(r.problem));
    expect(r.sequence).toEqual(sequence);
    expect(r.states.map((s) => s.players.length)).toEqual([2, 4, 2]);
    expect(r.states[1]?.players.map((p) => p.cash)).toEqual(four.players.map((p) => p.cash));
    expect(sequenceText(r.sequence)).toBe(text);
  });

  it('text that is not a sequence says which way it is wrong', () => {
    expect(read('')).toEqual({ ok: false, problem: { code: 'empty' } });
    expect(read('{"format": ')).toEqual({ ok: false, problem: { code: 'not-json' } });
    expect(read(scenarioOf(two))).toEqual({ ok: false, problem: { code: 'not-sequence' } });
    expect(read({ ...file(), version: 2 })).toEqual({
      ok: false,
      problem: { code: 'wrong-version', params: { version: '2', expected: 1 } },
    });
    expect(read({ ...file(), title: 7 })).toEqual({ ok: false, problem: { code: 'bad-field', params: { field: 'title' } } });
    expect(read({ ...file(), items: {} })).toEqual({ ok: false, problem: { code: 'bad-field', params: { field: 'items' } } });
    const big = 'x'.repeat(MAX_SEQUENCE_BYTES + 1);
    expect(read(big)).toMatchObject({ ok: false, problem: { code: 'too-big', params: { max: MAX_SEQUENCE_BYTES } } });
    const many = { ...file(), items: Array.from({ length: MAX_SEQUENCE_ITEMS + 1 }, () => file().items[0]) };
    expect(read(many)).toMatchObject({ ok: false, problem: { code: 'too-many', params: { count: MAX_SEQUENCE_ITEMS + 1 } } });
  });

  it('a bad item names the position (1-based) and the field', () => {
    const withItem = (i: number, change: Record<string, unknown>) => {
      const f = file();
      f.items[i] = { ...f.items[i], ...change };
      return read(f);
    };
    expect(withItem(1, { note: 3 })).toEqual({ ok: false, problem: { code: 'bad-field', params: { field: 'note', item: 2 } } });
    expect(withItem(0, { note: 'n'.repeat(MAX_NOTE_CHARS + 1) })).toMatchObject({
      ok: false,
      problem: { code: 'too-long', params: { field: 'note', item: 1 } },
    });
    expect(withItem(2, { source: { kind: 'elsewhere' } })).toEqual({
      ok: false,
      problem: { code: 'bad-field', params: { field: 'source', item: 3 } },
    });
    expect(withItem(2, { source: { kind: 'lesson', id: '../x' } })).toEqual({
      ok: false,
      problem: { code: 'bad-field', params: { field: 'source', item: 3 } },
    });
    expect(withItem(0, { position: null })).toEqual({ ok: false, problem: { code: 'bad-field', params: { field: 'position', item: 1 } } });
  });

  it('a position the engine refuses carries the validator’s own errors', () => {
    const f = file();
    const position = f.items[1]?.position as { players: { whiskey?: number }[] };
    position.players[0]!.whiskey = 5;
    const r = read(f);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problem.code).toBe('invalid-position');
    if (r.problem.code !== 'invalid-position') return;
    expect(r.problem.params.item).toBe(2);
    expect(r.problem.errors).toContainEqual(expect.objectContaining({ path: 'players[0].whiskey', code: 'whiskey-over-3' }));
    expect(r.problem.colours[0]).toBe(four.players[0]?.colour);
  });
});
