import { describe, expect, it } from 'vitest';
import { decide } from '../../src/engine/rulesets/pittsburgh/bot/match';
import {
  actingColour,
  canAct,
  advance,
  defaultRules,
  newGame,
  preview,
  viewFor,
  type Effect,
  type GameState,
} from '../../src/engine/rulesets/pittsburgh';
import {
  actionEffects,
  AFTER_FLOW,
  checkPrediction,
  FIRST_GAME_SEED,
  roundEndPredictions,
  STOP_FAQ,
  stopsIn,
} from '../../src/tutorial/firstGame';

/** The guided game's deal played by greedy bots in every seat, move by move, with each move's effects (and flow). */
function playGreedy(moves: number): { before: GameState; effects: Effect[]; colour: string }[] {
  let s = newGame({ players: 3, seed: FIRST_GAME_SEED });
  const out: { before: GameState; effects: Effect[]; colour: string }[] = [];
  while (out.length < moves && !s.gameOver) {
    if (!canAct(s)) {
      s = advance(s).state;
      continue;
    }
    const me = actingColour(s) ?? '';
    const action = decide('greedy', viewFor(s, me), FIRST_GAME_SEED, out.length, defaultRules);
    if (!action) break;
    const r = preview(s, action, defaultRules, { flow: true });
    if (!r.ok) throw new Error(r.error.code);
    out.push({ before: s, effects: r.effects, colour: me });
    s = r.next;
  }
  return out;
}

describe('the guided game: which stop a move triggers', () => {
  const moves = playGreedy(60);
  const firstRoundEnd = moves.findIndex((m) => m.effects.some((e) => e.kind === 'round-end'));

  it('the first round ends on the third move (three players, one action each) and stops there, once', () => {
    expect(firstRoundEnd).toBe(2);
    expect(stopsIn(moves[0]!.effects, [])).toEqual([]);
    expect(stopsIn(moves[firstRoundEnd]!.effects, [])).toEqual(['round-end']);
    // the second round's end is not a stop: the round-end stop was told
    const second = moves.findIndex((m, i) => i > firstRoundEnd && m.effects.some((e) => e.kind === 'round-end'));
    expect(second).toBeGreaterThan(firstRoundEnd);
    expect(stopsIn(moves[second]!.effects, ['round-end'])).toEqual([]);
  });

  it('Era 1 ends with two stops, the scoring and then the era 2 changes', () => {
    const eraEnd = moves.findIndex((m) => m.effects.some((e) => e.kind === 'era-end'));
    expect(eraEnd).toBeGreaterThan(firstRoundEnd);
    expect(stopsIn(moves[eraEnd]!.effects, ['round-end'])).toEqual(['era-end', 'era-two']);
  });

  it("the game's end stops once, on the move that ends Era 2, after the final scoring", () => {
    const all = playGreedy(1000);
    const last = all[all.length - 1]!;
    expect(last.effects.some((e) => e.kind === 'game-over')).toBe(true);
    expect(stopsIn(last.effects, ['round-end', 'era-end', 'era-two'])).toEqual(['game-end']);
    expect(all.slice(0, -1).some((m) => stopsIn(m.effects, []).includes('game-end'))).toBe(false);
    expect(AFTER_FLOW.has('game-end')).toBe(true);
    expect(STOP_FAQ['game-end']).toBe('winning');
  }, 120_000);

  it('a loan stops the first time only; a sale stops only when it moves oil', () => {
    const start = newGame({ players: 3, seed: FIRST_GAME_SEED });
    const me = actingColour(start) ?? '';
    const card = start.players.find((p) => p.colour === me)?.hand[0] ?? '';
    const loan = preview(start, { type: 'loan', card }, defaultRules, { flow: true });
    expect(loan.ok).toBe(true);
    if (!loan.ok) return;
    expect(stopsIn(loan.effects, [])).toEqual(['loan']);
    expect(stopsIn(loan.effects, ['loan'])).toEqual([]);
    const sale = (oil: number): Effect => ({
      kind: 'sale',
      player: me,
      space: 's',
      place: 'p',
      merchant: 'm',
      merchantTile: 't',
      merchantFaceUp: true,
      oil,
      free: false,
    });
    expect(stopsIn([sale(0)], [])).toEqual([]);
    expect(stopsIn([sale(1)], [])).toEqual(['oil-sale']);
  });

  it("a move's own effects end where its turn's end begins", () => {
    const m = moves[firstRoundEnd]!;
    const own = actionEffects(m.effects);
    expect(own.length).toBeGreaterThan(0);
    expect(own.some((e) => e.kind === 'turn-end' || e.kind === 'round-end' || e.kind === 'income-paid')).toBe(false);
    expect(own).toEqual(m.effects.slice(0, own.length));
  });
});

describe('the round-end predictions', () => {
  const moves = playGreedy(3);
  const end = moves[2]!;
  const order = end.effects.find((e): e is Extract<Effect, { kind: 'turn-order' }> => e.kind === 'turn-order');

  it('who goes first next: the turn-order effect decides, every player is a choice', () => {
    const [first] = roundEndPredictions(end.effects, 'blue', end.before);
    expect(first?.kind).toBe('first-next');
    expect(first?.answer).toBe(order?.order[0]);
    expect([...(first?.choices ?? [])].sort()).toEqual(['blue', 'green', 'orange']);
  });

  it("the income brought: Blue's cash paid as income after the round's end, with the income space as a trap", () => {
    const income = roundEndPredictions(end.effects, 'blue', end.before).find((p) => p.kind === 'income');
    const from = end.effects.findIndex((e) => e.kind === 'round-end');
    const paid = end.effects
      .slice(from)
      .filter((e): e is Extract<Effect, { kind: 'cash' }> => e.kind === 'cash' && e.player === 'blue' && e.reason === 'income')
      .reduce((a, e) => a + e.delta, 0);
    expect(income?.answer).toBe(String(paid));
    const space = end.before.players.find((p) => p.colour === 'blue')?.incomeSpace;
    expect(income?.choices).toContain(String(space));
    expect(income?.choices).toContain(String(paid));
  });

  it('a loan before the round end makes the income negative, and the answer follows', () => {
    // Blue takes a loan as its move in round 1 (it is the last to move in this deal)
    const before = end.before;
    const card = before.players.find((p) => p.colour === 'blue')?.hand[0] ?? '';
    const r = preview(before, { type: 'loan', card }, defaultRules, { flow: true });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const income = roundEndPredictions(r.effects, 'blue', before).find((p) => p.kind === 'income');
    expect(income?.answer).toBe('-3');
    expect(income?.space).toBe(7); // the loan moved the marker from space 10 to 7 before income is paid
    expect(income?.choices).toEqual(['-4', '-3', '-2', '7']);
    expect(checkPrediction(income!, '-3')).toEqual({ right: true, answer: '-3' });
    expect(checkPrediction(income!, '7')).toEqual({ right: false, answer: '-3' });
    expect(checkPrediction(income!, 'nonsense')).toEqual({ right: false, answer: '-3' });
  });

  it('no predictions for a move that did not end a round', () => {
    expect(roundEndPredictions(moves[0]!.effects, 'blue', moves[0]!.before)).toEqual([]);
  });
});
