/**
 * Setup (p.4–5), FAQ starting-hand, player-count, market-setup: newGame for 2, 3 and 4 players.
 */
import { describe, expect, it } from 'vitest';
import { contextFor, defaultRules, newGame, setupNotes } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { checkState } from '../../src/engine/rulesets/pittsburgh/flow/invariants.ts';
import { cardsForPlayers } from '../../src/engine/rulesets/pittsburgh/data/index.ts';
import { fullMat } from '../../src/engine/rulesets/pittsburgh/rules/mat.ts';

describe.each([2, 3, 4] as const)('a new %i-player game', (n) => {
  const s = newGame({ players: n, seed: 2026 });
  const ctx = contextFor(defaultRules, s.board);

  it('uses the 2-player board for 2 players, the 3–4 board otherwise', () => {
    expect(s.board).toBe(n === 2 ? 'two' : 'three-four');
  });
  it('each player: $30, VP 0, income space 10 (level 0), no whiskey, nothing spent', () => {
    expect(s.players).toHaveLength(n);
    for (const p of s.players)
      expect(p).toMatchObject({ cash: 30, vp: 0, incomeSpace: 10, whiskey: 0, spentThisRound: 0, heavyRailsBuilt: 0 });
  });
  it('each player: 8 cards in hand and 1 hidden card at the bottom of the discard pile', () => {
    for (const p of s.players) {
      expect(p.hand).toHaveLength(8);
      expect(p.discard).toHaveLength(1);
    }
  });
  it('the teaching deck has 16 cards per player (8 rounds per era): 32, 48 or 64 cards', () => {
    expect(cardsForPlayers(n)).toHaveLength(16 * n);
  });
  it('the cards are those for this player count, each exactly once', () => {
    const all = [...s.deck, ...s.players.flatMap((p) => [...p.hand, ...p.discard])];
    expect(all.sort()).toEqual(
      cardsForPlayers(n)
        .map((c) => c.id)
        .sort(),
    );
    expect(s.deck).toHaveLength(cardsForPlayers(n).length - 9 * n);
  });
  it('every tile on the mat; the starting link supply of the mat data (9 light rails, 2 heavy rails, 2 pipelines)', () => {
    for (const p of s.players) {
      expect(p.mat).toEqual(fullMat(ctx));
      expect(p.supply.lightRails).toBe(9);
      expect(p.supply.heavyRails).toEqual(defaultRules.mat.startingSupply.heavyRails);
      expect(p.supply.pipelines).toEqual(defaultRules.mat.startingSupply.pipelines);
    }
  });
  it('markets full, except each coke market: 1 cube on its top space', () => {
    for (const m of ctx.board.markets) {
      for (const st of m.stock) expect(s.markets[m.id]?.[st.resource]).toBe(st.resource === 'coke' ? 1 : st.slots);
    }
  });
  it('3 of the 6 quality tiles, face up, all different', () => {
    expect(s.quality).toHaveLength(3);
    expect(new Set(s.quality).size).toBe(3);
    for (const q of s.quality) expect(ctx.qualityTiles.has(q as string)).toBe(true);
  });
  it('a merchant tile on every merchant location (not 2-player Toledo, link-only); the $15 tile removed with 2 players', () => {
    const spots = ctx.board.locations.filter((l) => l.kind === 'merchant' && !l.linkOnly).map((l) => l.id);
    expect(Object.keys(s.merchants).sort()).toEqual(spots.sort());
    const tiles = Object.values(s.merchants).map((m) => m.tile);
    expect(new Set(tiles).size).toBe(tiles.length);
    expect(Object.values(s.merchants).every((m) => m.faceUp)).toBe(true);
    expect(tiles.includes('merchant-kerosene-manufacturing-15')).toBe(n > 2);
  });
  it('an oil-field tile face down on every field, no oil yet; the 3-oil tile removed with 2 players', () => {
    const fields = Object.values(s.oilFields);
    expect(Object.keys(s.oilFields).sort()).toEqual([...ctx.oilFields].sort());
    expect(fields.every((f) => f.tile !== null && !f.revealed && f.oil === 0 && f.pendingOil === 0)).toBe(true);
    expect(new Set(fields.map((f) => f.tile)).size).toBe(fields.length);
    expect(fields.some((f) => f.tile === 'oil-develop-1')).toBe(n > 2);
  });
  it('a random first turn order; era 1, round 1, 1 action; an empty board', () => {
    expect([...s.turnOrder].sort()).toEqual(s.players.map((p) => p.colour).sort());
    expect(s).toMatchObject({ era: 1, round: 1, current: 0, actionsLeft: 1, industries: [], links: [] });
    expect(s.gameOver).toBeUndefined();
  });
  it('passes every state invariant', () => {
    expect(checkState(ctx, s).failures).toEqual([]);
  });
  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe('seeded setup', () => {
  it('the same seed gives the same game', () => {
    expect(newGame({ players: 4, seed: 42 })).toEqual(newGame({ players: 4, seed: 42 }));
  });
  it('different seeds give different games', () => {
    expect(newGame({ players: 4, seed: 42 }).deck).not.toEqual(newGame({ players: 4, seed: 43 }).deck);
  });
  it('over many seeds, every player starts first sometimes and every quality tile appears', () => {
    const firsts = new Set<string>();
    const quality = new Set<string | null>();
    for (let seed = 0; seed < 60; seed++) {
      const s = newGame({ players: 4, seed });
      firsts.add(s.turnOrder[0] as string);
      for (const q of s.quality) quality.add(q);
    }
    expect(firsts.size).toBe(4);
    expect(quality.size).toBe(6);
  });
  it('colours are chosen by the caller (seat order)', () => {
    const s = newGame({ players: 3, seed: 1, colours: ['red', 'teal', 'gold'] });
    expect(s.players.map((p) => p.colour)).toEqual(['red', 'teal', 'gold']);
  });
  it('bad player counts or colours are programming errors: they throw', () => {
    expect(() => newGame({ players: 5 as 4, seed: 1 })).toThrow(RangeError);
    expect(() => newGame({ players: 2, seed: 1, colours: ['red', 'red'] })).toThrow(RangeError);
    expect(() => newGame({ players: 2, seed: 1, colours: ['red'] })).toThrow(RangeError);
  });
});

describe('setup notes: what a new game rests on that is not a read fact', () => {
  it('2 players: the teaching board, its quality slots, the teaching deck, the starting supply types', () => {
    const subjects = setupNotes(2).map((x) => x.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'board',
        'quality-slots',
        'deck',
        'starting-supply:heavy-rail:doubleLink',
        'starting-supply:pipeline:income',
      ]),
    );
    expect(subjects).not.toContain('merchant-tile:merchant-kerosene-manufacturing-15'); // removed with 2 players anyway
  });
  it('3–4 players: the assumed east edge, the deck, the supply types, the unseen tiles; every note is assumed or inferred', () => {
    const notes = setupNotes(4);
    const subjects = notes.map((x) => x.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'location:new-york',
        'location:the-atlantic',
        'deck',
        'starting-supply:heavy-rail:whiskey',
        'quality-tile:quality-vp-12',
      ]),
    );
    expect(subjects).not.toContain('board');
    expect(notes.every((x) => x.status !== 'read')).toBe(true);
  });
});
