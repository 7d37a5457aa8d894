/** Hidden information: viewFor(state, player) (src/engine/rulesets/pittsburgh/view.ts). */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';
import {
  actingColour,
  apply,
  EMPTY_VIEW,
  HIDDEN_CARD,
  HIDDEN_SEED,
  legalActions,
  newGame,
  preview,
  viewFor,
} from '../../src/engine/rulesets/pittsburgh/index.ts';

const s = newGame({ players: 4, seed: 11 });
const me = s.turnOrder[0] as string;
const v = viewFor(s, me);
const hiddenOnly = (cards: string[]) => cards.every((c) => c === HIDDEN_CARD);

/** A mid-era-1 state (a few actions played, a field revealed by hand) and an era-2 one. */
function later(state: GameState, steps: number): GameState {
  let x = state;
  for (let i = 0; i < steps; i++) {
    const l = legalActions(x).find((a) => a.action.type === 'pass') ?? legalActions(x)[0];
    const r = l ? apply(x, l.action) : undefined;
    if (!r?.ok) break;
    x = r.state;
  }
  return x;
}

describe('viewFor hides', () => {
  it("other players' hands, keeping their counts", () => {
    for (const p of v.players) {
      const real = s.players.find((q) => q.colour === p.colour);
      expect(p.hand).toHaveLength(real?.hand.length ?? -1);
      if (p.colour !== me) expect(hiddenOnly(p.hand)).toBe(true);
    }
  });
  it("but not the viewer's own hand", () => {
    expect(v.players.find((p) => p.colour === me)?.hand).toEqual(s.players.find((p) => p.colour === me)?.hand);
  });
  it("the deck's order and contents, keeping its count", () => {
    expect(v.deck).toHaveLength(s.deck.length);
    expect(hiddenOnly(v.deck)).toBe(true);
  });
  it("in era 1 the face-down setup card of every discard pile (the viewer's own too), not the played cards", () => {
    const mid = later(s, 6);
    const view = viewFor(mid, me);
    for (const p of view.players) {
      const real = mid.players.find((q) => q.colour === p.colour)?.discard ?? [];
      expect(p.discard[0]).toBe(HIDDEN_CARD);
      expect(real[0]).not.toBe(HIDDEN_CARD);
      expect(p.discard.slice(1)).toEqual(real.slice(1));
    }
  });
  it('in era 2 no discard card (every one was played)', () => {
    const era2: GameState = { ...s, era: 2 };
    expect(viewFor(era2, me).players.map((p) => p.discard)).toEqual(s.players.map((p) => p.discard));
  });
  it('unrevealed oil-field tiles (tile: null), not revealed ones', () => {
    const fields = Object.keys(s.oilFields);
    const first = fields[0] as string;
    const withOne: GameState = {
      ...s,
      oilFields: { ...s.oilFields, [first]: { ...(s.oilFields[first] as GameState['oilFields'][string]), revealed: true } },
    };
    const view = viewFor(withOne, me);
    expect(view.oilFields[first]?.tile).toBe(s.oilFields[first]?.tile);
    for (const f of fields.slice(1)) {
      expect(s.oilFields[f]?.tile).not.toBeNull();
      expect(view.oilFields[f]).toEqual({ ...s.oilFields[f], tile: null });
    }
  });
  it("the random generator's seed", () => {
    expect(s.rngSeed).not.toBe(HIDDEN_SEED);
    expect(v.rngSeed).toBe(HIDDEN_SEED);
  });
});

describe('viewFor keeps', () => {
  it('everything else exactly', () => {
    const strip = (x: GameState) => ({
      ...x,
      deck: [],
      rngSeed: 0,
      players: x.players.map((p) => ({ ...p, hand: [], discard: [] })),
      oilFields: {},
    });
    expect(strip(v)).toEqual(strip(s));
    expect(v.players.map((p) => p.discard.length)).toEqual(s.players.map((p) => p.discard.length));
  });
  it('does not touch its input', () => {
    const copy = structuredClone(s);
    viewFor(s, me);
    expect(s).toEqual(copy);
  });
  it('is idempotent: the view of a view is the same view', () => {
    for (const x of [s, later(s, 9), { ...s, era: 2 as const }]) {
      for (const c of x.turnOrder) expect(viewFor(viewFor(x, c), c)).toEqual(viewFor(x, c));
    }
  });
});

describe('the view is usable for the viewer’s own decisions', () => {
  it('legalActions and preview work on it and agree with the real state', () => {
    const x = later(s, 5);
    const actor = actingColour(x) as string;
    const view = viewFor(x, actor);
    const real = legalActions(x).map((l) => l.action);
    expect(legalActions(view).map((l) => l.action)).toEqual(real);
    const a = real[0];
    if (!a) throw new Error('no legal action');
    const pv = preview(view, a);
    const pr = preview(x, a);
    expect(pv.ok && pr.ok && pv.effects).toEqual(pr.ok && pr.effects);
  });
});

describe('viewFor never throws', () => {
  const garbage: unknown[] = [
    null,
    undefined,
    0,
    'state',
    [],
    {},
    { players: 'x' },
    { players: [null, 3, { colour: 'blue', hand: 'abc' }], deck: 'cards', oilFields: [1] },
    { ...s, players: [{ ...s.players[0], hand: null, discard: 7 }] },
    { ...s, oilFields: { venango: null, x: 5 } },
    { ...s, era: 'two', rngSeed: Number.NaN },
  ];
  it.each(garbage.map((g, i) => [i, g]))('garbage %i gives a state that hides everything it holds', (_, g) => {
    const view = viewFor(g as GameState, 'blue');
    expect(typeof view).toBe('object');
    expect(view.rngSeed).toBe(HIDDEN_SEED);
    expect(Array.isArray(view.deck) && hiddenOnly(view.deck)).toBe(true);
    expect(viewFor(view, 'blue')).toEqual(view);
  });
  it('a value that is not an object, or a cyclic one, gives the empty view', () => {
    expect(viewFor(null as unknown as GameState, 'blue')).toEqual(EMPTY_VIEW);
    const cyclic: Record<string, unknown> = { ...s };
    cyclic.self = cyclic;
    expect(viewFor(cyclic as unknown as GameState, 'blue')).toEqual(EMPTY_VIEW);
  });
});
