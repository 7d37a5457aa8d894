/** Take loan (seed rules, "Take loan"): £10/£20/£30, one income level per £10, never below −10; none once the Rail deck is gone. */
import { game } from '../data/index.ts';
import type { LTx } from '../tx.ts';
import type { LoanAction } from './types.ts';

export function loan(tx: LTx, a: LoanAction): void {
  if (!game.loan.value.amounts.includes(a.amount)) return tx.refuse('loan-amount', { amount: String(a.amount) });
  if (tx.s.period === 'rail' && tx.s.deck.length === 0) tx.refuse('loan-deck-exhausted');
  tx.dropIncome(a.amount / 10, 'loan');
  tx.gainCash(tx.actor, a.amount, 'loan');
  tx.effects.push({ kind: 'loan', player: tx.actor, amount: a.amount });
}
