/** Develop (seed rules, "Development"): remove one or two top tiles, one iron each. */
import { KINDS, tileAt } from '../data/index.ts';
import { takeIron } from '../sourcing.ts';
import type { LTx } from '../tx.ts';
import type { DevelopAction } from './types.ts';

export function develop(tx: LTx, a: DevelopAction): void {
  if (!Array.isArray(a.tiles) || a.tiles.length < 1 || a.tiles.length > 2)
    return tx.refuse('develop-count', { count: Array.isArray(a.tiles) ? a.tiles.length : 0 });
  let cost = 0;
  a.tiles.forEach((kind, i) => {
    if (!KINDS.includes(kind)) return tx.refuse('malformed-action', { field: 'tiles' });
    const p = tx.player();
    const top = tileAt(kind, p.taken[kind]);
    if (!top) return tx.refuse('stack-empty', { tile: kind });
    cost += takeIron(tx, a.ironFrom?.[i] ?? undefined, `ironFrom.${i}`);
    p.taken[kind] += 1;
    tx.effects.push({ kind: 'develop', player: p.colour, tile: kind, level: top.level });
  });
  tx.pay(cost, 'develop-iron');
}
