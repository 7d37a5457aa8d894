/**
 * A newly built resource industry sells into connected markets (p.8): only at the moment of
 * building, as many produced cubes as possible into every CONNECTED market of that resource
 * with empty spaces, taking the printed price (cash) and the VP printed on each space filled.
 * The builder chooses the order of markets (default: nearest, then market id). Unsold cubes
 * stay. Sale money is not spending. Resource heavy rails never sell this way.
 */
import type { Resource } from '../data/types.ts';
import type { Tx } from '../actions/tx.ts';
import type { PlacedIndustry } from '../state.ts';
import { addCubes, cubeCount } from '../state.ts';
import { industryLocation, railGraph, reachFrom } from './connectivity.ts';

const RESOURCES: Resource[] = ['coal', 'iron', 'steel', 'coke'];

export function sellOnBuild(tx: Tx, ind: PlacedIndustry, marketOrder?: unknown): void {
  const { ctx, s } = tx;
  if (marketOrder !== undefined) {
    if (!Array.isArray(marketOrder) || marketOrder.some((m) => typeof m !== 'string'))
      tx.refuse('malformed-action', { field: 'marketOrder' });
    for (const m of marketOrder as string[]) if (!ctx.markets.has(m)) tx.refuse('unknown-market', { market: m });
  }
  const order = (marketOrder as string[] | undefined) ?? [];
  const loc = industryLocation(ctx, ind.space);
  if (!loc) return;
  const reach = reachFrom(railGraph(ctx, s), [loc]);
  for (const good of RESOURCES) {
    if ((ind.cubes[good] ?? 0) <= 0) continue;
    const markets = ctx.board.markets
      .filter((m) => reach.dist.has(m.locationId) && m.stock.some((x) => x.resource === good))
      .sort((a, b) => {
        const ia = order.indexOf(a.id);
        const ib = order.indexOf(b.id);
        if (ia !== ib) return (ia < 0 ? Infinity : ia) - (ib < 0 ? Infinity : ib);
        return (reach.dist.get(a.locationId) ?? 0) - (reach.dist.get(b.locationId) ?? 0) || (a.id < b.id ? -1 : 1);
      });
    for (const m of markets) {
      const stock = m.stock.find((x) => x.resource === good);
      if (!stock) continue;
      const have = s.markets[m.id]?.[good] ?? 0;
      const n = Math.min(stock.slots - have, ind.cubes[good] ?? 0);
      if (n <= 0) continue;
      const mk = (s.markets[m.id] ??= {});
      mk[good] = have + n;
      addCubes(ind.cubes, good, -n);
      const cash = n * m.price;
      const vp = n * stock.vpPerSlot;
      tx.effects.push({ kind: 'market-sale', player: tx.actor, market: m.id, good, count: n, cash, vp });
      tx.gainCash(tx.actor, cash, 'market-sale');
      tx.gainVp(tx.actor, vp, `market-sale:${m.id}`);
    }
  }
  const place = ctx.places.get(ind.place);
  if (cubeCount(ind.cubes) === 0 && place?.node === 'tile' && place.flips === 'whenEmptied') tx.flip(ind, 'emptied');
}
