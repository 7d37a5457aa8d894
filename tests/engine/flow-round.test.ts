/**
 * Round end (p.6): next round's order by money spent (ties keep the current relative order), then
 * income by LEVEL (space 10 = 0), none after the game's last round; bankruptcy.
 * FAQ turn-order, income, bankruptcy.
 */
import { describe, expect, it } from 'vitest';
import type { Effect, GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { apply, preview } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { player, position } from './helpers.ts';

const ofKind = <K extends Effect['kind']>(effects: Effect[], kind: K) =>
  effects.filter((e): e is Extract<Effect, { kind: K }> => e.kind === kind);

/** The last turn of a round: the last player of the turn order has 1 action left; nobody draws (deck empty). */
function roundEnd(players: Record<string, unknown>[], extra: Record<string, unknown> = {}): GameState {
  return position({ round: 4, actionsLeft: 1, current: players.at(-1)?.colour, players, ...extra });
}

/** The last player's last action (pass or loan, with their first card), with the flow. */
function finish(s: GameState, type: 'pass' | 'loan' = 'pass'): GameState {
  const card = player(s, s.turnOrder[s.current]).hand[0] as string;
  const r = apply(s, { type, card });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.state;
}

describe('turn order (FAQ turn-order)', () => {
  it('less money spent goes earlier next round', () => {
    const s = roundEnd([
      { colour: 'blue', spentThisRound: 12, hand: ['loc-erie-1'] },
      { colour: 'orange', spentThisRound: 3, hand: ['loc-buffalo-1', 'loc-pittsburgh-1'] },
    ]);
    const next = finish(s);
    expect(next.turnOrder).toEqual(['orange', 'blue']);
    expect(next).toMatchObject({ round: 5, current: 0, actionsLeft: 1 }); // orange has 1 card left
  });
  it('equal spending keeps the current relative order; spending is reset', () => {
    const s = roundEnd([
      { colour: 'blue', spentThisRound: 10, hand: ['loc-erie-1'] },
      { colour: 'orange', spentThisRound: 10, hand: ['loc-buffalo-1', 'loc-pittsburgh-1'] },
    ]);
    const next = finish(s);
    expect(next.turnOrder).toEqual(['blue', 'orange']);
    expect(next.players.map((p) => p.spentThisRound)).toEqual([0, 0]);
  });
  it('a loan is not spending: A before B, both spent $10; A takes a $30 loan → A still first', () => {
    const s = position({
      round: 4,
      actionsLeft: 1,
      current: 'blue',
      players: [
        { colour: 'blue', spentThisRound: 10, hand: ['loc-erie-1', 'loc-cleveland-1'] },
        { colour: 'orange', spentThisRound: 10, hand: ['loc-buffalo-1'] },
      ],
    });
    const afterLoan = apply(s, { type: 'loan', card: 'loc-erie-1' });
    if (!afterLoan.ok) throw new Error('refused');
    expect(player(afterLoan.state).spentThisRound).toBe(10);
    expect(player(afterLoan.state).cash).toBe(60);
    const next = finish(afterLoan.state); // orange's only card: the round ends
    expect(next.round).toBe(5);
    expect(next.turnOrder).toEqual(['blue', 'orange']);
  });
  it('a stable sort over 4 players', () => {
    const s = roundEnd([
      { colour: 'a', spentThisRound: 10, hand: ['loc-erie-1'] },
      { colour: 'b', spentThisRound: 0, hand: ['loc-buffalo-1'] },
      { colour: 'c', spentThisRound: 10, hand: ['loc-cleveland-1'] },
      { colour: 'd', spentThisRound: 0, hand: ['loc-pittsburgh-1', 'loc-pittsburgh-2'] },
    ]);
    expect(finish(s).turnOrder).toEqual(['b', 'd', 'a', 'c']);
  });
});

describe('income (FAQ income)', () => {
  const twoWith = (blue: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    roundEnd(
      [
        { colour: 'blue', hand: ['loc-erie-1'], ...blue },
        { colour: 'orange', hand: ['loc-buffalo-1', 'loc-pittsburgh-1'] },
      ],
      extra,
    );
  it.each([
    [10, 0], // space 10 is income 0, not $10
    [11, 1],
    [14, 2],
    [20, 5],
    [30, 10],
    [31, 11],
    [7, -3],
    [0, -10],
  ])('income space %i pays level %i', (space, lvl) => {
    const next = finish(twoWith({ incomeSpace: space, cash: 20 }));
    expect(player(next).cash).toBe(20 + lvl);
    expect(player(next).incomeSpace).toBe(space);
  });
  it('the order is fixed first, then income is paid (effects in that order)', () => {
    const s = twoWith({ incomeSpace: 20 });
    const r = preview(s, { type: 'pass', card: 'loc-buffalo-1' }, undefined, { flow: true });
    if (!r.ok) throw new Error('refused');
    const order = r.effects.findIndex((e) => e.kind === 'turn-order');
    const income = r.effects.findIndex((e) => e.kind === 'income-paid');
    expect(order).toBeGreaterThan(-1);
    expect(income).toBeGreaterThan(order);
    // every player's income is said, orange's $0 at level 0 too (space 10), but only blue's moves cash
    expect(ofKind(r.effects, 'income-paid')).toEqual([
      { kind: 'income-paid', player: 'blue', level: 5, amount: 5 },
      { kind: 'income-paid', player: 'orange', level: 0, amount: 0 },
    ]);
    expect(ofKind(r.effects, 'cash')).toEqual([{ kind: 'cash', player: 'blue', delta: 5, reason: 'income', spending: false }]);
    expect(r.next.players.map((p) => p.cash)).toEqual([s.players[0]!.cash + 5, s.players[1]!.cash]);
  });
  it('income is paid after the last round of era 1 too', () => {
    const s = position({
      round: 8,
      actionsLeft: 1,
      current: 'orange',
      players: [
        { colour: 'blue', hand: [], incomeSpace: 20 },
        { colour: 'orange', hand: ['loc-buffalo-1'] },
      ],
    });
    const next = finish(s);
    expect(next.era).toBe(2);
    expect(player(next).cash).toBe(35);
  });
  it('no income after the last round of the game', () => {
    const s = position({
      era: 2,
      round: 8,
      actionsLeft: 1,
      current: 'orange',
      players: [
        { colour: 'blue', hand: [], incomeSpace: 20 },
        { colour: 'orange', hand: ['loc-buffalo-1'], incomeSpace: 5 },
      ],
    });
    const next = finish(s);
    expect(next.gameOver).toBeDefined();
    expect(next.players.map((p) => p.cash)).toEqual([30, 30]);
  });
});

describe('bankruptcy (FAQ bankruptcy)', () => {
  const bankrupt = (blue: Record<string, unknown>) =>
    roundEnd([
      { colour: 'blue', hand: ['loc-erie-1'], ...blue },
      { colour: 'orange', hand: ['loc-buffalo-1', 'loc-pittsburgh-1'] },
    ]);
  it('10 VP → −30 VP, income back to space 10 (level 0), all whiskey returned, play goes on', () => {
    const next = finish(bankrupt({ vp: 10, incomeSpace: 7, cash: 2, whiskey: 2 }));
    expect(player(next)).toMatchObject({ vp: -30, incomeSpace: 10, whiskey: 0 });
    expect(next.gameOver).toBeUndefined();
    expect(next.round).toBe(5);
  });
  it('interpretation: the cash the player has is paid first (cash ends at $0)', () => {
    expect(player(finish(bankrupt({ vp: 10, incomeSpace: 7, cash: 2 }))).cash).toBe(0);
  });
  it('records one bankruptcy effect, and every VP, cash, whiskey and income change as its own effect', () => {
    const r = preview(bankrupt({ vp: 10, incomeSpace: 7, cash: 2, whiskey: 2 }), { type: 'pass', card: 'loc-buffalo-1' }, undefined, {
      flow: true,
    });
    if (!r.ok) throw new Error('refused');
    expect(ofKind(r.effects, 'bankruptcy')).toEqual([
      { kind: 'bankruptcy', player: 'blue', owed: 3, paid: 2, vpLost: 40, whiskeyReturned: 2, from: 7, to: 10 },
    ]);
    const blue = r.effects.filter((e) => 'player' in e && e.player === 'blue' && e.kind !== 'bankruptcy');
    expect(blue).toEqual([
      { kind: 'cash', player: 'blue', delta: -2, reason: 'income', spending: false },
      { kind: 'whiskey', player: 'blue', delta: -2, lost: 0, reason: 'bankruptcy' },
      { kind: 'vp', player: 'blue', delta: -40, reason: 'bankruptcy' },
      { kind: 'income', player: 'blue', from: 7, to: 10, reason: 'bankruptcy' },
    ]);
  });
  it('not bankrupt when the cash covers the negative income exactly', () => {
    const next = finish(bankrupt({ vp: 10, incomeSpace: 7, cash: 3 }));
    expect(player(next)).toMatchObject({ vp: 10, cash: 0, incomeSpace: 7 });
  });
});
