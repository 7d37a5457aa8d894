/**
 * End of a turn (p.6): after the current player's last action, refill their hand to 8 (not
 * after each action), then the next player in turn order acts; after the last one, the round ends.
 */
import type { Tx } from '../actions/tx.ts';
import { currentColour, playerByColour } from '../state.ts';
import { refill } from './cards.ts';
import { endRound } from './round.ts';
import { startTurnFrom } from './start.ts';

export function endTurn(tx: Tx): void {
  const s = tx.s;
  const colour = currentColour(s);
  tx.effects.push({ kind: 'turn-end', player: colour });
  const p = playerByColour(s, colour);
  if (p) refill(tx, p);
  s.actionsLeft = 0;
  if (!startTurnFrom(tx, s.current + 1)) endRound(tx);
}
