/**
 * Pass (p.6–7): take 1 whiskey; still discards a card. With 3 whiskey the action is still
 * allowed and the whiskey is lost (a gain above 3 is lost); the effect records `lost: 1`.
 */
import type { Tx } from './tx.ts';
import type { PassAction } from './types.ts';

export function pass(tx: Tx, _a: PassAction): void {
  tx.gainWhiskey(tx.actor, 1, 'pass');
}
