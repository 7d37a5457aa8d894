/**
 * Loan (p.10): take $30; income drops 3 LEVELS to the highest space of the new level; never
 * repaid; not spending. Refused if income would go below level −10.
 */
import type { Tx } from './tx.ts';
import type { LoanAction } from './types.ts';

export function loan(tx: Tx, _a: LoanAction): void {
  const { amount, incomeLevels } = tx.ctx.data.game.loan.value; // game.json: $30, 3 levels
  tx.dropIncome(tx.actor, incomeLevels, 'loan');
  tx.gainCash(tx.actor, amount, 'loan');
  tx.effects.push({ kind: 'loan', player: tx.actor, amount });
}
