/** Sell cotton (seed rules, "Sell cotton"): to a connected face-up port, or to the Distant Market through a built port. */
import { externals, game } from '../data/index.ts';
import { distances, locationOf } from '../network.ts';
import type { LTx } from '../tx.ts';
import type { SellAction } from './types.ts';

const BONUS = game.distantMarket.value.bonus;
/** The marker's bottom space: no demand. */
export const DISTANT_BOTTOM = BONUS.length;

function reachesTradePoint(tx: LTx, from: string): boolean {
  const reach = distances(tx.s, [from]);
  if ([...reach.keys()].some((l) => externals.get(l)?.trade === true)) return true;
  return Object.entries(tx.s.tiles).some(([sp, t]) => t.kind === 'port' && reach.has(locationOf(sp) ?? ''));
}

function toDistant(tx: LTx, mill: string): boolean {
  const d = tx.s.distant;
  const value = d.tiles.shift() ?? 0;
  d.tiles.push(value);
  d.marker = Math.min(DISTANT_BOTTOM, d.marker - value);
  d.closed = d.marker >= DISTANT_BOTTOM;
  tx.effects.push({ kind: 'distant-tile', value, marker: d.marker, closed: d.closed });
  if (d.closed) return false;
  const t = tx.s.tiles[mill];
  if (t) tx.flip(mill, t);
  const bonus = BONUS[d.marker] ?? 0;
  if (tx.s.options.distantBonus === 'money') tx.gainCash(tx.actor, bonus, 'distant-market');
  else tx.raiseIncome(tx.actor, bonus, 'distant-market');
  return true;
}

export function sell(tx: LTx, a: SellAction): void {
  if (!Array.isArray(a.sales) || a.sales.length === 0) return tx.refuse('no-sales');
  if (new Set(a.sales.map((x) => x.mill)).size !== a.sales.length) tx.refuse('no-sales', { duplicate: true });
  for (const sale of a.sales) {
    const mill = tx.s.tiles[sale.mill];
    if (!mill || mill.owner !== tx.actor || mill.kind !== 'cotton' || mill.flipped) tx.refuse('not-your-mill', { mill: String(sale.mill) });
    const from = locationOf(sale.mill) ?? '';
    if (sale.to === 'distant') {
      if (tx.s.distant.closed) tx.refuse('distant-market-closed');
      if (!reachesTradePoint(tx, from)) tx.refuse('not-connected', { mill: sale.mill, to: 'distant' });
      const flipped = toDistant(tx, sale.mill);
      tx.effects.push({ kind: 'sale', mill: sale.mill, to: 'distant', flipped });
      continue;
    }
    const port = tx.s.tiles[sale.to];
    if (!port || port.kind !== 'port' || port.flipped) tx.refuse('port-not-available', { port: String(sale.to) });
    if (!distances(tx.s, [from]).has(locationOf(sale.to) ?? '')) tx.refuse('not-connected', { mill: sale.mill, to: sale.to });
    tx.flip(sale.mill, mill);
    tx.flip(sale.to, port);
    tx.effects.push({ kind: 'sale', mill: sale.mill, to: sale.to, flipped: true });
  }
}
