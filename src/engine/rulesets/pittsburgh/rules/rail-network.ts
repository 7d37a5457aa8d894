/**
 * The rail network of a position, kept with the position instead of rebuilt by every executor run.
 *
 * A network (graph + the rail searches made on it) is remembered for a state's `links` list (a
 * WeakMap: it goes when the list goes, and nothing is added to the plain-JSON state). Every probe of
 * one position (a legal-move list, the choice enumerator, a random walk) reads the same network; a
 * link placed during a step updates it link by link (`networkAfter`), and the next position keeps it.
 * A remembered network is trusted only while the list still holds the same rail routes in the same
 * order (a list changed in place by a caller is noticed and rebuilt), and only for the same board.
 * Searches (`Reach`) are shared read-only: nothing may write into them.
 */
import type { RulesContext } from '../context.ts';
import type { PlacedLink } from '../state.ts';
import type { RailGraph, Reach } from './connectivity.ts';
import { isRail, reachFrom } from './connectivity.ts';

export interface RailNetwork {
  ctx: RulesContext;
  /** The rail routes of the links list, in list order (what the network was built from). */
  routes: readonly string[];
  graph: RailGraph;
  /** Searches from start locations (key: starts joined by '|'), filled as they are asked for. */
  reach: Map<string, Reach>;
  /** This network with one more rail line at the end of the list, by route (built once: every probe placing that line shares it). */
  grown: Map<string, RailNetwork>;
}

const kept = new WeakMap<readonly PlacedLink[], RailNetwork>();
/** A copy's list → the list it was copied from, while that one has no network yet (it gets one when the copy asks). */
const origins = new WeakMap<readonly PlacedLink[], readonly PlacedLink[]>();

function railRoutes(links: readonly PlacedLink[]): string[] {
  const out: string[] = [];
  for (const l of links) if (isRail(l)) out.push(l.route);
  return out;
}

function sameRoutes(links: readonly PlacedLink[], routes: readonly string[]): boolean {
  let k = 0;
  for (const l of links) {
    if (!isRail(l)) continue;
    if (routes[k] !== l.route) return false;
    k++;
  }
  return k === routes.length;
}

function built(ctx: RulesContext, routes: readonly string[]): RailGraph {
  const g: RailGraph = new Map();
  const add = (from: string, to: string) => {
    const list = g.get(from);
    if (list) list.push(to);
    else g.set(from, [to]);
  };
  for (const r of routes) {
    const line = ctx.lines.get(r);
    if (!line) continue;
    add(line.a, line.b);
    add(line.b, line.a);
  }
  for (const list of g.values()) if (list.length > 1) list.sort();
  return g;
}

/** `prev`'s graph with one more rail line (the neighbour lists it touches copied and kept sorted). */
function withLine(ctx: RulesContext, prev: RailGraph, route: string): RailGraph {
  const line = ctx.lines.get(route);
  if (!line) return prev;
  const g: RailGraph = new Map(prev);
  const add = (from: string, to: string) => {
    const list = [...(g.get(from) ?? []), to];
    list.sort();
    g.set(from, list);
  };
  add(line.a, line.b);
  add(line.b, line.a);
  return g;
}

function fresh(ctx: RulesContext, routes: readonly string[], graph: RailGraph): RailNetwork {
  return { ctx, routes, graph, reach: new Map(), grown: new Map() };
}

/** `prev` with the rail line `route` added last (remembered in `prev`). */
function grownBy(prev: RailNetwork, routes: readonly string[], route: string): RailNetwork {
  let net = prev.grown.get(route);
  if (!net) {
    net = fresh(prev.ctx, routes, withLine(prev.ctx, prev.graph, route));
    prev.grown.set(route, net);
  }
  return net;
}

/** Is `next` the same multiset of routes as `prev` (a light rail replaced by a heavy rail on its line: the same network)? */
function sameSet(prev: readonly string[], next: readonly string[]): boolean {
  if (prev.length !== next.length) return false;
  const a = [...prev].sort();
  const b = [...next].sort();
  return a.every((r, i) => r === b[i]);
}

/**
 * The network of `links`, remembered for that list. `from`: the network the list was changed from
 * during this step (a link placed or taken away): one line added is an update, the same routes are the
 * same network, anything else is built afresh.
 */
export function railNetworkOf(ctx: RulesContext, links: readonly PlacedLink[], from?: RailNetwork): RailNetwork {
  let known = kept.get(links);
  if (!known) {
    const origin = origins.get(links);
    if (origin) known = railNetworkOf(ctx, origin); // the position this copy came from keeps the network too
  }
  if (known && known.ctx === ctx && sameRoutes(links, known.routes)) {
    kept.set(links, known);
    return known;
  }
  const routes = railRoutes(links);
  const prev = from ?? known; // a copy's list changed in place: its remembered network is where it came from
  let net: RailNetwork;
  if (prev && prev.ctx === ctx) {
    const n = prev.routes.length;
    if (routes.length === n + 1 && prev.routes.every((r, i) => routes[i] === r)) {
      net = grownBy(prev, routes, routes[n] as string);
    } else if (sameSet(prev.routes, routes)) {
      net = { ...prev, routes, grown: new Map() };
    } else net = fresh(ctx, routes, built(ctx, routes));
  } else net = fresh(ctx, routes, built(ctx, routes));
  kept.set(links, net);
  return net;
}

/**
 * The network of `links` just after `link` was pushed to its end, `before` being the network of the list without it
 * (Tx.appendLink): one line more for a rail, the same network for a pipeline; remembered for the list.
 */
export function railNetworkAppended(ctx: RulesContext, links: readonly PlacedLink[], before: RailNetwork, link: PlacedLink): RailNetwork {
  if (before.ctx !== ctx) return railNetworkOf(ctx, links); // another board's network: built afresh
  const net = isRail(link) ? grownBy(before, [...before.routes, link.route], link.route) : before;
  kept.set(links, net);
  return net;
}

/** The network of `links` with the rail line `route` placed last (remembered with that network; no state copied). */
export function railNetworkWith(ctx: RulesContext, links: readonly PlacedLink[], route: string): RailNetwork {
  const net = railNetworkOf(ctx, links);
  return ctx.lines.has(route) ? grownBy(net, [...net.routes, route], route) : net;
}

/** Breadth-first search over the network from these locations, remembered with it. */
export function reachIn(net: RailNetwork, starts: readonly string[]): Reach {
  const key = starts.join('|');
  let r = net.reach.get(key);
  if (!r) {
    r = reachFrom(net.graph, starts);
    net.reach.set(key, r);
  }
  return r;
}

/** Pass a list's network on to its copy (the same routes: the copy of a position reads the same network). */
export function keepNetworkFor(from: readonly PlacedLink[], copy: readonly PlacedLink[]): void {
  const known = kept.get(from);
  if (known) kept.set(copy, known);
  else origins.set(copy, from);
}
