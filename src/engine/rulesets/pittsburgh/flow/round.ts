/**
 * End of a round (p.6), in this order:
 * 1. Next round's turn order: less money spent this round goes earlier; equal spending keeps the
 *    current relative order. Spending is then reset (the money returns to the supply).
 * 2. Income: each player gains or pays the income LEVEL next to their marker (space 10 = 0) —
 *    except after the last round of the game (era 2). A player who cannot pay a negative income
 *    goes bankrupt (see `payIncome`).
 * 3. If every hand is empty (every player has played their last card), the era ends; otherwise
 *    the next round starts with the first player of the new order who holds a card.
 */
import type { Tx } from '../actions/tx.ts';
import { level } from '../../../brass/income.ts';
import type { Colour } from '../state.ts';
import { playerByColour } from '../state.ts';
import { endEra } from './era.ts';
import { startTurnFrom } from './start.ts';

export function endRound(tx: Tx): void {
  const s = tx.s;
  const lastOfEra = s.players.every((p) => p.hand.length === 0);
  tx.effects.push({ kind: 'round-end', era: s.era, round: s.round, lastOfEra });
  fixTurnOrder(tx);
  if (!(lastOfEra && s.era >= tx.ctx.data.game.eras.value)) payIncome(tx); // no income after the game's last round
  if (lastOfEra) return endEra(tx);
  s.round += 1;
  if (!startTurnFrom(tx, 0)) endEra(tx); // unreachable: someone holds a card
}

/** Stable sort by money spent this round (ascending), then reset the spending. */
export function fixTurnOrder(tx: Tx): void {
  const s = tx.s;
  const spent: Record<Colour, number> = {};
  for (const c of s.turnOrder) spent[c] = playerByColour(s, c)?.spentThisRound ?? 0;
  s.turnOrder = [...s.turnOrder].sort((a, b) => (spent[a] ?? 0) - (spent[b] ?? 0)); // Array.prototype.sort is stable
  s.current = 0;
  tx.effects.push({ kind: 'turn-order', order: [...s.turnOrder], spent });
  for (const p of s.players) p.spentThisRound = 0;
}

/**
 * Each player, in the new turn order, gains or pays their income level in cash (an `income-paid`
 * effect for every player, $0 at level 0).
 * Bankruptcy (p.6): a player who cannot pay a negative income returns all whiskey, loses 40 VP
 * (VP may go negative) and moves the income marker to level 0 (space 10); play goes on.
 * INTERPRETATION (documented in docs/flow-and-scoring.md): the player first pays what cash they
 * have (cash ends at $0); the draft does not say whether the cash is kept.
 */
export function payIncome(tx: Tx): void {
  const s = tx.s;
  const track = tx.ctx.data.incomeTrack;
  const vpLost = tx.ctx.data.game.bankruptcyVp.value; // 40 VP (p.6)
  for (const colour of s.turnOrder) {
    const p = playerByColour(s, colour);
    if (!p) continue;
    const lvl = level(track, p.incomeSpace);
    if (lvl >= 0 || p.cash >= -lvl) {
      // level 0 is said too ($0): the table checks every player's income, and space 10 pays nothing
      tx.effects.push({ kind: 'income-paid', player: colour, level: lvl, amount: lvl });
      if (lvl !== 0) tx.gainCash(colour, lvl, 'income');
      continue;
    }
    const owed = -lvl;
    const paid = p.cash;
    const from = p.incomeSpace;
    const to = track.bankruptcySpace;
    const whiskey = p.whiskey;
    tx.effects.push({ kind: 'bankruptcy', player: colour, owed, paid, vpLost, whiskeyReturned: whiskey, from, to });
    tx.gainCash(colour, -paid, 'income');
    if (whiskey > 0) {
      p.whiskey = 0;
      tx.effects.push({ kind: 'whiskey', player: colour, delta: -whiskey, lost: 0, reason: 'bankruptcy' });
    }
    tx.gainVp(colour, -vpLost, 'bankruptcy');
    p.incomeSpace = to;
    tx.effects.push({ kind: 'income', player: colour, from, to, reason: 'bankruptcy' });
  }
}
