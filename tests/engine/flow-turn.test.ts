/**
 * Turns (p.6): 2 actions a turn (1 in era 1 round 1), the hand refilled to 8 at the end of the
 * player's own turn (not after each action), fewer when the deck runs short, shrinking hands once
 * it is empty; FAQ actions-per-turn and drawing.
 */
import { describe, expect, it } from 'vitest';
import type { Effect, GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { advance, apply, canAct, newGame, preview } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { player, position } from './helpers.ts';

const kinds = (effects: Effect[]) => effects.map((e) => e.kind);
const HAND = [
  'loc-pittsburgh-1',
  'loc-pittsburgh-2',
  'loc-cleveland-1',
  'loc-cleveland-2',
  'loc-erie-1',
  'loc-buffalo-1',
  'ind-coal-1',
  'ind-coal-2',
];
const DECK = ['ind-coal-3', 'ind-coal-4', 'ind-coal-5', 'ind-kerosene-1', 'ind-kerosene-2'];

function must(r: ReturnType<typeof apply>): GameState {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
  return r.state;
}

/** Blue to act with 8 cards; orange next with 8 cards. */
function twoPlayers(extra: Record<string, unknown> = {}): GameState {
  return position({
    round: 3,
    current: 'blue',
    players: [
      { colour: 'blue', hand: HAND },
      {
        colour: 'orange',
        hand: [
          'ind-manufacturing-1',
          'ind-manufacturing-2',
          'ind-manufacturing-3',
          'ind-manufacturing-4',
          'ind-manufacturing-5',
          'ind-manufacturing-6',
          'ind-manufacturing-7',
          'ind-manufacturing-8',
        ],
      },
    ],
    deck: DECK,
    ...extra,
  });
}

describe('actions per turn (FAQ actions-per-turn)', () => {
  it('era 1, round 1: a new game gives the first player 1 action; then the next player has 1 action too', () => {
    const s = newGame({ players: 3, seed: 11 });
    expect(s).toMatchObject({ era: 1, round: 1, actionsLeft: 1, current: 0 });
    const first = player(s, s.turnOrder[0]);
    const next = must(apply(s, { type: 'pass', card: first.hand[0] as string }));
    expect(next).toMatchObject({ round: 1, current: 1, actionsLeft: 1 });
  });
  it('after round 1 every turn has 2 actions', () => {
    let s = newGame({ players: 2, seed: 5 });
    for (let i = 0; i < 2; i++) s = must(apply(s, { type: 'pass', card: player(s, s.turnOrder[s.current]).hand[0] as string }));
    expect(s).toMatchObject({ round: 2, current: 0, actionsLeft: 2 });
  });
  it('the same action may be taken twice; the turn ends after the second', () => {
    const s1 = must(apply(twoPlayers(), { type: 'pass', card: 'loc-pittsburgh-1' }));
    expect(s1).toMatchObject({ current: 0, actionsLeft: 1 });
    const s2 = must(apply(s1, { type: 'pass', card: 'loc-pittsburgh-2' }));
    expect(s2).toMatchObject({ current: 1, actionsLeft: 2 });
    expect(player(s2).whiskey).toBe(2);
  });
  it('a player with 1 card left (deck empty) has 1 action', () => {
    const s = position({
      round: 6,
      current: 'blue',
      players: [
        { colour: 'blue', hand: ['loc-pittsburgh-1', 'loc-pittsburgh-2'] },
        { colour: 'orange', hand: ['ind-manufacturing-1'] },
      ],
    });
    const s1 = must(apply(must(apply(s, { type: 'pass', card: 'loc-pittsburgh-1' })), { type: 'pass', card: 'loc-pittsburgh-2' }));
    expect(s1).toMatchObject({ current: 1, actionsLeft: 1 });
    expect(canAct(s1)).toBe(true);
    expect(advance(s1).effects).toEqual([]); // nothing pending
  });
});

describe('drawing (FAQ drawing)', () => {
  it('8 cards, 2 actions → 6 left, draw 2 at the end of the turn (not after each action)', () => {
    const s1 = must(apply(twoPlayers(), { type: 'pass', card: 'loc-pittsburgh-1' }));
    expect(player(s1).hand).toHaveLength(7);
    expect(s1.deck).toHaveLength(5);
    const r = preview(s1, { type: 'pass', card: 'loc-pittsburgh-2' }, undefined, { flow: true });
    if (!r.ok) throw new Error('refused');
    expect(player(r.next).hand).toHaveLength(8);
    expect(player(r.next).hand.slice(6)).toEqual(['ind-coal-3', 'ind-coal-4']); // from the top of the deck
    expect(r.next.deck).toEqual(['ind-coal-5', 'ind-kerosene-1', 'ind-kerosene-2']);
    expect(kinds(r.effects).slice(-2)).toEqual(['turn-end', 'draw']);
    expect(r.effects.at(-1)).toEqual({ kind: 'draw', player: 'blue', cards: ['ind-coal-3', 'ind-coal-4'], deckLeft: 3 });
  });
  it('with 1 card left in the deck: refill to 7 only', () => {
    const s = twoPlayers({ deck: ['ind-coal-3'] });
    const done = must(apply(must(apply(s, { type: 'pass', card: 'loc-pittsburgh-1' })), { type: 'pass', card: 'loc-pittsburgh-2' }));
    expect(player(done).hand).toHaveLength(7);
    expect(done.deck).toEqual([]);
  });
  it('once the deck is empty, hands shrink; a player with no card is skipped', () => {
    const s = position({
      round: 7,
      current: 'blue',
      players: [
        { colour: 'blue', hand: ['loc-pittsburgh-1', 'loc-pittsburgh-2'] },
        { colour: 'orange', hand: [] },
        { colour: 'green', hand: ['loc-erie-1'] },
      ],
    });
    const s1 = must(apply(must(apply(s, { type: 'pass', card: 'loc-pittsburgh-1' })), { type: 'pass', card: 'loc-pittsburgh-2' }));
    expect(player(s1).hand).toEqual([]);
    expect(s1.turnOrder[s1.current]).toBe('green'); // orange skipped
    expect(s1.actionsLeft).toBe(1); // 1 card: 1 action
  });
});

describe('apply runs the flow, preview shows the action alone', () => {
  const s1 = must(apply(twoPlayers(), { type: 'pass', card: 'loc-pittsburgh-1' }));
  it('preview (default): the action alone, even when it is the last of the turn', () => {
    const r = preview(s1, { type: 'pass', card: 'loc-pittsburgh-2' });
    if (!r.ok) throw new Error('refused');
    expect(r.next).toMatchObject({ current: 0, actionsLeft: 0 });
    expect(player(r.next).hand).toHaveLength(6);
    expect(kinds(r.effects)).toEqual(['discard', 'whiskey']);
  });
  it('apply (default) = preview with {flow: true}; apply with {flow: false} = preview', () => {
    const a = { type: 'pass', card: 'loc-pittsburgh-2' } as const;
    const withFlow = preview(s1, a, undefined, { flow: true });
    const alone = preview(s1, a);
    expect(apply(s1, a)).toEqual({ ok: true, state: withFlow.ok && withFlow.next });
    expect(apply(s1, a, undefined, { flow: false })).toEqual({ ok: true, state: alone.ok && alone.next });
  });
  it('advance resolves a position where the current player cannot act', () => {
    const r = preview(s1, { type: 'pass', card: 'loc-pittsburgh-2' });
    if (!r.ok) throw new Error('refused');
    expect(canAct(r.next)).toBe(false);
    const a = advance(r.next);
    expect(a.state).toEqual(must(apply(s1, { type: 'pass', card: 'loc-pittsburgh-2' })));
    expect(kinds(a.effects)).toEqual(['turn-end', 'draw']);
  });
  it('neither apply nor advance touches the state it is given', () => {
    const s = twoPlayers({ actionsLeft: 1 });
    const copy = structuredClone(s);
    must(apply(s, { type: 'pass', card: 'loc-pittsburgh-1' }));
    advance({ ...s, actionsLeft: 0 });
    expect(s).toEqual(copy);
  });
  it('a refused action changes nothing and runs no flow', () => {
    expect(apply(s1, { type: 'pass', card: 'not-a-card' })).toMatchObject({ ok: false, error: { code: 'unknown-card' } });
  });
});
