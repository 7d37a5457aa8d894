/**
 * Develop (p.10): remove 1 or 2 currently reachable tiles from the mat (reachability is
 * recomputed after each); each costs 1 iron OR 1 steel, sourced by the normal rules.
 * Default payment: whichever default source is cheaper now (iron on a tie); with an explicit
 * `source` and no `pay`, iron.
 * Open point (flagged, `options.developSource`): the cube may arrive at any location of the
 * developer's network; Vanderbilt needs no connection (and is the only way with an empty network).
 */
import { networkOf } from '../rules/connectivity.ts';
import { defaultPrice } from '../rules/default-source.ts';
import { sourceOptions } from '../rules/source-candidates.ts';
import { payCubes } from '../rules/sourcing.ts';
import type { AskOption } from '../choices/types.ts';
import { reachableTile, takeFromMat } from './mat-take.ts';
import type { Tx } from './tx.ts';
import type { DevelopAction } from './types.ts';

export function develop(tx: Tx, a: DevelopAction): void {
  if (!Array.isArray(a.tiles)) tx.refuse('malformed-action', { field: 'tiles' });
  if (a.tiles.length < 1 || a.tiles.length > 2) tx.refuse('develop-count', { tiles: a.tiles.length });
  for (const [i, t] of a.tiles.entries()) {
    if (typeof t !== 'object' || t === null) tx.refuse('malformed-action', { field: 'tiles' });
    const tile = reachableTile(tx, t.place);
    if (t.pay !== undefined && t.pay !== 'iron' && t.pay !== 'steel') tx.refuse('develop-pays-iron-or-steel', { pay: String(t.pay) });
    const where = networkOf(tx.ctx, tx.s, tx.actor);
    const key = `tiles.${i}`;
    if (t.pay === undefined && t.source === undefined && tx.asking(key)) askPayment(tx, key, where);
    let good = t.pay ?? (t.source ? 'iron' : undefined); // an explicit source without `pay` means iron
    if (!good) {
      const iron = defaultPrice(tx, 'iron', where) ?? Infinity;
      const steel = defaultPrice(tx, 'steel', where) ?? Infinity;
      good = steel < iron ? 'steel' : 'iron';
    }
    payCubes(tx, { [good]: 1 }, where, t.source ? { [good]: [t.source] } : undefined);
    takeFromMat(tx, tile, 'develop');
  }
}

/** The enumerator's question for one tile: 1 iron or 1 steel, from each source the rules know (default: the handler's own pick). */
function askPayment(tx: Tx, key: string, where: string[]): void {
  const reach = tx.reach(where);
  const iron = sourceOptions(tx, 'iron', where, reach);
  const steel = sourceOptions(tx, 'steel', where, reach);
  const pick = (good: 'iron' | 'steel', o: AskOption): AskOption => ({ ...o, value: { pay: good, source: o.value } });
  const options = [...iron.options.map((o) => pick('iron', o)), ...steel.options.map((o) => pick('steel', o))];
  const ironPrice = iron.options[iron.defaultIndex]?.price ?? Infinity;
  const steelPrice = steel.options[steel.defaultIndex]?.price ?? Infinity;
  const defaultIndex = steelPrice < ironPrice ? iron.options.length + steel.defaultIndex : iron.defaultIndex;
  tx.ask({ key, kind: 'develop-payment', options, defaultIndex, merge: true, refusals: [...iron.refusals, ...steel.refusals] });
}
