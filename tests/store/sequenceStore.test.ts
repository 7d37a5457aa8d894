/** The lesson sequence being built: reorder, remove, notes, saved on the device; a damaged save is kept aside, nothing else touched. */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/rulesets/pittsburgh';
import { scenarioOf } from '../../src/share/codec';
import { sequenceText, type SequenceItem } from '../../src/share/sequence';
import {
  appendToSavedSequence,
  createSequenceStore,
  readSavedSequence,
  SEQUENCE_KEY,
  sequenceOf,
  setAsideSequence,
  UNREADABLE_SEQUENCE_KEY,
  writeSavedSequence,
} from '../../src/store/sequenceStore';
import { memoryStorage } from '../memory-storage';

const games = [newGame({ players: 2, seed: 1 }), newGame({ players: 3, seed: 2 }), newGame({ players: 4, seed: 3 })];
const items: SequenceItem[] = games.map((g, i) => ({ note: `note ${i + 1}`, source: { kind: 'sandbox' }, position: scenarioOf(g)! }));

describe('the sequence store', () => {
  it('adds, reorders, edits notes and removes, keeping each state beside its item', () => {
    const store = createSequenceStore();
    items.forEach((it, i) => store.getState().add(it, games[i]!));
    store.getState().move(2, -1);
    expect(store.getState().items.map((i) => i.note)).toEqual(['note 1', 'note 3', 'note 2']);
    expect(store.getState().states.map((s) => s.players.length)).toEqual([2, 4, 3]);
    store.getState().move(0, -1); // at the top: nothing moves
    store.getState().move(2, 1); // at the bottom: nothing moves
    expect(store.getState().items.map((i) => i.note)).toEqual(['note 1', 'note 3', 'note 2']);
    store.getState().setNote(1, 'Ask: who scores the link?');
    store.getState().remove(0);
    expect(store.getState().items.map((i) => i.note)).toEqual(['Ask: who scores the link?', 'note 2']);
    expect(store.getState().states.map((s) => s.players.length)).toEqual([4, 3]);
  });
});

describe('the sequence saved on the device', () => {
  it('is written in the file format and read back the same', () => {
    const storage = memoryStorage();
    expect(readSavedSequence(storage)).toMatchObject({ ok: true, sequence: { title: '', items: [] } });
    expect(writeSavedSequence(storage, { title: 'Monday', items })).toBe(true);
    const back = readSavedSequence(storage);
    if (!back.ok) throw new Error('not read');
    expect(sequenceOf(back.sequence)).toEqual({ title: 'Monday', items });
    expect(back.states[2]?.players.length).toBe(4);
  });

  it('a damaged save is a problem in words, kept aside untouched (twice is harmless), and other keys are left alone', () => {
    const storage = memoryStorage({ [SEQUENCE_KEY]: '{"format": "brass-pitts', 'brass-pgh.progress': '{"version":2}' });
    const r = readSavedSequence(storage);
    expect(r).toEqual({ ok: false, problem: { code: 'not-json' } });
    expect(setAsideSequence(storage)).toBe(UNREADABLE_SEQUENCE_KEY);
    expect(setAsideSequence(storage)).toBe(UNREADABLE_SEQUENCE_KEY);
    expect(storage.map.get(UNREADABLE_SEQUENCE_KEY)).toBe('{"format": "brass-pitts');
    // a second, different damaged save does not overwrite the first one kept
    storage.setItem(SEQUENCE_KEY, '[]');
    const key = setAsideSequence(storage);
    expect(key).not.toBe(UNREADABLE_SEQUENCE_KEY);
    expect(storage.map.get(key!)).toBe('[]');
    expect(storage.map.get(UNREADABLE_SEQUENCE_KEY)).toBe('{"format": "brass-pitts');
    expect(storage.map.get('brass-pgh.progress')).toBe('{"version":2}');
  });

  it('adding from another page appends; over a damaged save it keeps the old text aside first', () => {
    const storage = memoryStorage({ [SEQUENCE_KEY]: sequenceText({ title: 'T', items: [items[0]!] }) });
    expect(appendToSavedSequence(storage, items[1]!, 60)).toEqual({ ok: true, count: 2, setAside: false });
    expect(appendToSavedSequence(storage, items[2]!, 2)).toEqual({ ok: false, reason: 'full' });
    storage.setItem(SEQUENCE_KEY, 'garbage');
    expect(appendToSavedSequence(storage, items[2]!, 60)).toEqual({ ok: true, count: 1, setAside: true });
    expect(storage.map.get(UNREADABLE_SEQUENCE_KEY)).toBe('garbage');
    const back = readSavedSequence(storage);
    expect(back.ok && back.sequence.items.map((i) => i.note)).toEqual(['note 3']);
  });
});
