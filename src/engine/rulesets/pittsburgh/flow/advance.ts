/**
 * The game flow, wired into the executor: `afterAction` runs inside the same executor call as
 * the action (on the same copy of the state, adding to the same effects), and `advance` resolves a position
 * in which the current player cannot act (no action or no card left), e.g. a teaching position
 * at the end of an era.
 */
import { cloneState } from '../actions/clone.ts';
import { Tx } from '../actions/tx.ts';
import type { RulesContext } from '../context.ts';
import type { Effect } from '../effects.ts';
import type { GameState } from '../state.ts';
import { currentColour } from '../state.ts';
import { canAct, decisionPending } from './start.ts';
import { endTurn } from './turn.ts';

/** After an action has succeeded: when it was the turn's last action, end the turn (and the round, era, game as due). */
export function afterAction(tx: Tx): void {
  if (tx.s.actionsLeft <= 0 && !tx.s.gameOver && !decisionPending(tx.s)) endTurn(tx);
}

/**
 * The same rule for a step the executor resolved without the flow (a follow-up decision such as
 * the skyscraper's bonus sale, which may come after the turn's last action): when no action is left, end the
 * turn now. A state in which actions are left is returned as is.
 */
export function settleAfterStep(ctx: RulesContext, state: GameState, effects: Effect[]): { state: GameState; effects: Effect[] } {
  if (state.actionsLeft > 0 || state.gameOver || decisionPending(state)) return { state, effects };
  const r = advance(ctx, state);
  return r.effects.length === 0 ? { state, effects } : { state: r.state, effects: [...effects, ...r.effects] };
}

/** End turns until someone can act or the game is over. At most one pass per player per round and era: bounded. */
export function runFlow(tx: Tx): void {
  let guard = 0;
  while (!tx.s.gameOver && !canAct(tx.s)) {
    if (++guard > 10_000) throw new Error('flow did not settle');
    endTurn(tx);
  }
}

/** The position after every pending flow step (turn end, round end, era end, game end), with the effects. */
export function advance(ctx: RulesContext, state: GameState): { state: GameState; effects: Effect[] } {
  if (state.gameOver || canAct(state)) return { state, effects: [] };
  const next = cloneState(state); // a plain copy, like the executor: the input is never touched
  const tx = new Tx(ctx, next, currentColour(next));
  runFlow(tx);
  return { state: next, effects: tx.effects };
}
