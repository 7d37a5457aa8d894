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
import { addCubes } from '../state.ts';
import type { Reach } from './connectivity.ts';
import { industryLocation } from './connectivity.ts';
import { flipsWhenEmptied } from './sourcing.ts';

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
  const reach = tx.reach([loc]);
  if (marketOrder === undefined && tx.asking('marketOrder')) askOrder(tx, ind, reach);
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
  if (flipsWhenEmptied(ctx, ind)) tx.flip(ind, 'emptied');
}

/**
 * The enumerator's question, asked only when the order can matter: some good of the new industry
 * has two or more connected markets with room and fewer cubes than their room. Options: every order
 * of those markets (default: nearest first, then market id).
 */
function askOrder(tx: Tx, ind: PlacedIndustry, reach: Reach): void {
  const { ctx, s } = tx;
  const ids = new Set<string>();
  for (const good of RESOURCES) {
    const n = ind.cubes[good] ?? 0;
    if (n <= 0) continue;
    const withRoom = ctx.board.markets.filter((m) => {
      const st = m.stock.find((x) => x.resource === good);
      return st !== undefined && reach.dist.has(m.locationId) && st.slots - (s.markets[m.id]?.[good] ?? 0) > 0;
    });
    const room = withRoom.reduce(
      (r, m) => r + ((m.stock.find((x) => x.resource === good)?.slots ?? 0) - (s.markets[m.id]?.[good] ?? 0)),
      0,
    );
    if (withRoom.length >= 2 && n < room) for (const m of withRoom) ids.add(m.id);
  }
  if (ids.size < 2) return;
  const near = [...ids].sort((a, b) => dist(ctx, reach, a) - dist(ctx, reach, b) || (a < b ? -1 : 1));
  const orders = permutations(near);
  tx.ask({ key: 'marketOrder', kind: 'market-order', options: orders.map((value) => ({ value })), defaultIndex: 0 });
}

function dist(ctx: Tx['ctx'], reach: Reach, market: string): number {
  const loc = ctx.markets.get(market)?.locationId;
  return (loc !== undefined ? reach.dist.get(loc) : undefined) ?? 0;
}

function permutations(items: string[]): string[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}
