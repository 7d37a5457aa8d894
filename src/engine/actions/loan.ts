/**
 * Loan (p.10): take $30; income drops 3 LEVELS to the highest space of the new level; never
 * repaid; not spending. Refused if income would go below level −10.
 */
import type { Tx } from './tx.ts';
import type { LoanAction } from './types.ts';

export const LOAN_AMOUNT = 30;
export const LOAN_LEVELS = 3;

export function loan(tx: Tx, _a: LoanAction): void {
  tx.dropIncome(tx.actor, LOAN_LEVELS, 'loan');
  tx.gainCash(tx.actor, LOAN_AMOUNT, 'loan');
  tx.effects.push({ kind: 'loan', player: tx.actor, amount: LOAN_AMOUNT });
}
