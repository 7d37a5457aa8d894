/** The editor's store: edits of the position, undo/redo, and the engine's check after every edit. */
import { describe, expect, it } from 'vitest';
import { validate } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { createEditorStore, emptySetup } from '../../src/store/editorStore.ts';
import {
  placeIndustry,
  placeLink,
  removeAt,
  setIndustry,
  setMarket,
  setMerchant,
  setPlayer,
  setQuality,
} from '../../src/store/editorEdits.ts';

const codes = (s: ReturnType<typeof createEditorStore>) => {
  const c = s.getState().check;
  return c.ok ? [] : c.errors.map((e) => `${e.path}:${e.code}`);
};

describe('editor store', () => {
  it('starts from an empty board that the engine accepts, with every field written out', () => {
    const s = createEditorStore(emptySetup(3));
    expect(codes(s)).toEqual([]);
    expect(s.getState().setup.players.map((p) => p.colour)).toEqual(['blue', 'orange', 'green']);
    expect(s.getState().setup.players[0]?.cash).toBe(30);
    expect(emptySetup(2).board).toBe('two');
  });

  it('places, edits and removes pieces; the state follows', () => {
    const s = createEditorStore(emptySetup(3));
    s.getState().edit(placeIndustry('orange', 'coal-mine-1', 'pittsburgh-1'));
    s.getState().edit(setIndustry('pittsburgh-1', { flipped: true, cubes: {} }));
    s.getState().edit(
      placeLink({
        owner: 'blue',
        kind: 'pipeline',
        route: 'venango>erie',
        type: { kind: 'pipeline', type: 'vp', perBarrel: { kind: 'vp', amount: 5 } },
      }),
    );
    s.getState().edit(setMarket('market-clarksburg', 'coal', 1));
    s.getState().edit(setPlayer(1, { cash: 7, hand: ['loc-pittsburgh-1'] }));
    s.getState().edit(setQuality(0, 'quality-vp-9'));
    const c = s.getState().check;
    if (!c.ok) throw new Error(JSON.stringify(c.errors));
    expect(c.state.industries).toEqual([{ owner: 'orange', place: 'coal-mine-1', space: 'pittsburgh-1', flipped: true, cubes: {} }]);
    expect(c.state.links[0]?.spec).toMatchObject({ perBarrel: { amount: 5 } });
    expect(c.state.markets['market-clarksburg']?.coal).toBe(1);
    expect(c.state.players[1]).toMatchObject({ cash: 7, hand: ['loc-pittsburgh-1'] });
    expect(c.state.quality).toEqual(['quality-vp-9']);
    s.getState().edit(removeAt('pittsburgh-1'));
    expect(s.getState().check.ok && s.getState().check).toMatchObject({ state: { industries: [] } });
  });

  it('lists every problem with the path of its object, and still draws the rest', () => {
    const s = createEditorStore(emptySetup(2));
    s.getState().edit(setPlayer(0, { whiskey: 5 }));
    s.getState().edit(placeIndustry('blue', 'coal-mine-1', 'no-such-space'));
    s.getState().edit(placeIndustry('blue', 'coal-mine-1', 'pittsburgh-1'));
    s.getState().edit(setMerchant('cincinnati', 'no-such-tile'));
    expect(codes(s)).toEqual(expect.arrayContaining(['players[0].whiskey:whiskey-over-3', 'industries[0].space:unknown-space']));
    expect(codes(s)).toEqual(
      validate(s.getState().setup).ok
        ? []
        : (validate(s.getState().setup) as { errors: { path: string; code: string }[] }).errors.map((e) => `${e.path}:${e.code}`),
    );
    const drawn = s.getState().drawn;
    expect(drawn?.industries.map((i) => i.space)).toEqual(['pittsburgh-1']);
  });

  it('undo and redo walk through the edits; a new edit clears redo', () => {
    const s = createEditorStore(emptySetup(2));
    s.getState().edit(setPlayer(0, { cash: 5 }));
    s.getState().edit(setPlayer(0, { whiskey: 4 }));
    expect(codes(s)).toEqual(['players[0].whiskey:whiskey-over-3']);
    s.getState().undo();
    expect(codes(s)).toEqual([]);
    expect(s.getState().setup.players[0]?.cash).toBe(5);
    s.getState().undo();
    expect(s.getState().setup.players[0]?.cash).toBe(30);
    s.getState().undo(); // nothing more to undo
    expect(s.getState().past).toEqual([]);
    s.getState().redo();
    expect(s.getState().setup.players[0]?.cash).toBe(5);
    s.getState().edit(setPlayer(0, { vp: 3 }));
    expect(s.getState().future).toEqual([]);
    const c = s.getState().check;
    expect(c.ok && c.state.players[0]).toMatchObject({ cash: 5, vp: 3, whiskey: 0 });
  });
});
