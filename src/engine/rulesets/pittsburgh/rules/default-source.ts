/**
 * The default source of one cube read without listing the candidates (rules/source-candidates.ts lists them):
 * its price (develop and the link pre-check ask it) and its pick (what `takeCube` takes when no source is named
 * and nobody asks). tests/engine/default-price.test.ts compares both with `sourceOptions`' default.
 */
import type { Good, Market } from '../data/types.ts';
import type { Tx } from '../actions/tx.ts';
import type { PlacedIndustry } from '../state.ts';
import type { Reach } from './connectivity.ts';
import { industryLocation, pathToStart } from './connectivity.ts';
import type { Candidate } from './source-candidates.ts';
import { allowedSources } from './source-candidates.ts';

/** Price of the default pick for one cube now (undefined: no source), without taking it. `reach`: a search over other rails than the state's. */
export function defaultPrice(tx: Tx, good: Good, destinations: string[], reach: Reach = tx.reach(destinations)): number | undefined {
  if (good === 'oil') return allowedSources(tx, good, destinations, reach).allowed[0]?.price;
  return cubeDefaultPrice(tx, good, reach);
}

/**
 * `defaultPrice` for coal, iron, steel and coke without listing the candidates (develop asks it twice a
 * tile, the link pre-check once a link): the order of `candidates` and `allowedSources` read off — a
 * connected industry is free and comes first; else an own heavy rail (free), else the cheapest connected
 * market, else Vanderbilt. tests/engine/default-price.test.ts compares it with `sourceOptions`' default pick.
 */
function cubeDefaultPrice(tx: Tx, good: Exclude<Good, 'oil'>, reach: Reach): number | undefined {
  const { ctx, s } = tx;
  for (const ind of s.industries) {
    if (ind.flipped || (ind.cubes[good] ?? 0) <= 0) continue;
    const loc = industryLocation(ctx, ind.space);
    if (loc !== undefined && reach.dist.has(loc)) return 0;
  }
  for (const l of s.links) {
    if (l.owner !== tx.actor || l.kind !== 'heavyRail' || (l.cubes?.[good] ?? 0) <= 0) continue;
    const line = ctx.lines.get(l.route);
    if (line && (reach.dist.has(line.a) || reach.dist.has(line.b))) return 0;
  }
  let best: number | undefined;
  for (const m of ctx.board.markets) {
    if ((s.markets[m.id]?.[good] ?? 0) <= 0 || !reach.dist.has(m.locationId)) continue;
    if (best === undefined || m.price < best) best = m.price;
  }
  return best ?? ctx.board.vanderbilt.price[good];
}

/**
 * The default pick for one cube of coal, iron, steel or coke (`allowedSources(…).allowed[0]`) without listing
 * every candidate: the nearest connected industry holding the cube (then the lowest space id), else the
 * first own heavy rail holding it in the links' order, else the cheapest connected market (then nearest,
 * then board order), else Vanderbilt — the order `candidates` sorts into. What `takeCube` takes when no
 * choice is named and nobody asks; tests/engine/default-price.test.ts compares it with `sourceOptions`.
 */
export function cubeDefaultPick(tx: Tx, good: Exclude<Good, 'oil'>, reach: Reach, destinations: string[]): Candidate {
  const { ctx, s } = tx;
  let near: { ind: PlacedIndustry; loc: string; d: number } | undefined;
  for (const ind of s.industries) {
    if (ind.flipped || (ind.cubes[good] ?? 0) <= 0) continue;
    const loc = industryLocation(ctx, ind.space);
    const d = loc === undefined ? undefined : reach.dist.get(loc);
    if (loc === undefined || d === undefined) continue;
    if (!near || d < near.d || (d === near.d && ind.space < near.ind.space)) near = { ind, loc, d };
  }
  if (near) {
    const { ind, loc } = near;
    return {
      source: { kind: 'industry', space: ind.space, owner: ind.owner },
      path: pathToStart(reach, loc) as string[],
      price: 0,
      tier: 0,
    };
  }
  for (const l of s.links) {
    if (l.owner !== tx.actor || l.kind !== 'heavyRail' || (l.cubes?.[good] ?? 0) <= 0) continue;
    const line = ctx.lines.get(l.route);
    if (!line) continue;
    const pa = pathToStart(reach, line.a);
    const pb = pathToStart(reach, line.b);
    const path = pa && (!pb || pa.length <= pb.length) ? pa : pb;
    if (path) return { source: { kind: 'heavyRail', line: l.route }, path, price: 0, tier: 1 };
  }
  let market: { m: Market; d: number } | undefined;
  for (const m of ctx.board.markets) {
    if ((s.markets[m.id]?.[good] ?? 0) <= 0) continue;
    const d = reach.dist.get(m.locationId);
    if (d === undefined) continue;
    if (!market || m.price < market.m.price || (m.price === market.m.price && d < market.d)) market = { m, d };
  }
  if (market) {
    const { m } = market;
    return { source: { kind: 'market', market: m.id }, path: pathToStart(reach, m.locationId) as string[], price: m.price, tier: 1 };
  }
  return { source: { kind: 'vanderbilt' }, path: destinations.slice(0, 1), price: ctx.board.vanderbilt.price[good], tier: 1 };
}
