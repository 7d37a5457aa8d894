/**
 * Who acts, and how many actions they have (p.6): 2 actions a turn, 1 in era 1 round 1, never
 * more than the cards in hand (each action discards one). Players whose hand is empty (deck
 * run out) are skipped.
 */
import type { Tx } from '../actions/tx.ts';
import type { GameConstants } from '../data/types.ts';
import type { GameState } from '../state.ts';
import { playerByColour } from '../state.ts';

/** Actions of a turn (game.json `actionsPerTurn`: 2, or 1 in era 1 round 1), never more than the cards in hand. */
export function actionsForTurn(game: GameConstants, state: GameState, handSize: number): number {
  const a = game.actionsPerTurn.value;
  const base = state.era === 1 && state.round === 1 ? a.firstRoundOfGame : a.normal;
  return Math.min(base, handSize);
}

/**
 * A follow-up decision waiting to be answered (`state.pending`, e.g. a skyscraper's bonus sale):
 * while it is pending the flow waits, even when the turn's actions are used up.
 */
export function decisionPending(state: GameState): boolean {
  return state.pending !== undefined;
}

/** Can someone act now (the current player, or the owner of a pending bonus sale)? */
export function canAct(state: GameState): boolean {
  if (state.gameOver) return false;
  if (decisionPending(state)) return true;
  const p = playerByColour(state, state.turnOrder[state.current] ?? '');
  return !!p && state.actionsLeft > 0 && p.hand.length > 0;
}

/**
 * Hand the turn to the first player at or after `from` in the turn order who holds a card.
 * Returns false when nobody from there on holds one (the round is over).
 */
export function startTurnFrom(tx: Tx, from: number): boolean {
  const s = tx.s;
  for (let i = from; i < s.turnOrder.length; i++) {
    const p = playerByColour(s, s.turnOrder[i] ?? '');
    if (!p || p.hand.length === 0) continue;
    s.current = i;
    s.actionsLeft = actionsForTurn(tx.ctx.data.game, s, p.hand.length);
    return true;
  }
  return false;
}
