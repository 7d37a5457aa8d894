/**
 * Network and transport (p.6–7).
 *
 * - Transport: coal, iron, steel and coke travel along ANY player's continuous light or heavy
 *   rails. Pipelines never carry them and never connect two locations.
 * - Oil leaves a field through a transporting pipeline (not a reserve pipeline) to the
 *   location at the pipeline's end, then continues by rail.
 * - YOUR network: locations holding one of your industries, or adjacent to one of your link
 *   tiles. Decision (flagged, `options.pipelineEndInNetwork`, default true): a pipeline is a
 *   link tile, so the location at its end is in its owner's network; it still connects
 *   nothing for transport. Another player's rail carries your cubes but adds nothing to your
 *   network.
 */
import type { RulesContext } from '../context.ts';
import type { Colour, GameState, PlacedLink } from '../state.ts';

export type RailGraph = Map<string, string[]>;

export function isRail(l: PlacedLink): boolean {
  return l.kind === 'lightRail' || l.kind === 'heavyRail';
}

/** Locations joined by rails of any player (each neighbour list sorted: searches are deterministic). */
export function railGraph(ctx: RulesContext, state: GameState): RailGraph {
  const g: RailGraph = new Map();
  const add = (from: string, to: string) => {
    const list = g.get(from);
    if (list) list.push(to);
    else g.set(from, [to]);
  };
  for (const l of state.links) {
    if (!isRail(l)) continue;
    const line = ctx.lines.get(l.route);
    if (!line) continue;
    add(line.a, line.b);
    add(line.b, line.a);
  }
  for (const list of g.values()) if (list.length > 1) list.sort();
  return g;
}

export interface Reach {
  /** Rail steps from the nearest start. */
  dist: Map<string, number>;
  /** Next location toward the nearest start. */
  toward: Map<string, string>;
}

/** Breadth-first search over rails from one or more starting locations (neighbours in sorted order: deterministic). */
export function reachFrom(graph: RailGraph, starts: readonly string[]): Reach {
  const dist = new Map<string, number>();
  const toward = new Map<string, string>();
  const queue: string[] = [];
  for (const s of [...starts].sort()) {
    if (dist.has(s)) continue;
    dist.set(s, 0);
    queue.push(s);
  }
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as string;
    const d = dist.get(at) as number;
    for (const n of sortedList(graph.get(at))) {
      if (dist.has(n)) continue;
      dist.set(n, d + 1);
      toward.set(n, at);
      queue.push(n);
    }
  }
  return { dist, toward };
}

/** railGraph sorts its lists; a graph built elsewhere is sorted here (a copy), so the search stays deterministic. */
function sortedList(list: string[] | undefined): readonly string[] {
  if (!list) return [];
  for (let i = 1; i < list.length; i++) if ((list[i - 1] as string) > (list[i] as string)) return [...list].sort();
  return list;
}

/** Paths already walked in a search (a search is shared by every probe of a position: rules/rail-network.ts). */
const walked = new WeakMap<Reach, Map<string, readonly string[]>>();

/** Path from a location to the nearest start of a Reach (both ends included), or undefined. Frozen: shared by every caller of the same search. */
export function pathToStart(reach: Reach, from: string): string[] | undefined {
  if (!reach.dist.has(from)) return undefined;
  let known = walked.get(reach);
  if (!known) walked.set(reach, (known = new Map()));
  const hit = known.get(from);
  if (hit) return hit as string[];
  const path = [from];
  let at = from;
  while (reach.toward.has(at)) {
    at = reach.toward.get(at) as string;
    path.push(at);
  }
  known.set(from, Object.freeze(path));
  return path;
}

export function connected(ctx: RulesContext, state: GameState, a: string, b: string): boolean {
  return reachFrom(railGraph(ctx, state), [a]).dist.has(b);
}

/** The location an industry stands in (Oil City stands on a field: none). */
export function industryLocation(ctx: RulesContext, space: string): string | undefined {
  return ctx.spaces.get(space)?.city.id;
}

/** The locations a link touches: both ends of a rail line; the location end of a pipeline route. */
export function linkLocations(ctx: RulesContext, route: string): string[] {
  const line = ctx.lines.get(route);
  if (line) return [line.a, line.b];
  const r = ctx.routes.get(route);
  return r ? [r.location] : [];
}

/** Locations in a player's network (p.6), sorted. */
export function networkOf(ctx: RulesContext, state: GameState, colour: Colour): string[] {
  const net = new Set<string>();
  for (const i of state.industries) {
    if (i.owner !== colour) continue;
    const loc = industryLocation(ctx, i.space);
    if (loc) net.add(loc);
  }
  for (const l of state.links) {
    if (l.owner !== colour) continue;
    if (l.kind === 'pipeline' && !state.options.pipelineEndInNetwork) continue;
    for (const loc of linkLocations(ctx, l.route)) net.add(loc);
  }
  return [...net].sort();
}

/** Is any of these locations in the player's network (the same reading as `networkOf`), or do they have nothing on the board? One pass, no list built: a handler's check of one link or build. */
export function touchesNetwork(ctx: RulesContext, state: GameState, colour: Colour, locations: readonly string[]): boolean {
  let any = false;
  for (const i of state.industries) {
    if (i.owner !== colour) continue;
    any = true;
    const loc = industryLocation(ctx, i.space);
    if (loc !== undefined && locations.includes(loc)) return true;
  }
  for (const l of state.links) {
    if (l.owner !== colour) continue;
    any = true;
    if (l.kind === 'pipeline' && !state.options.pipelineEndInNetwork) continue;
    for (const loc of linkLocations(ctx, l.route)) if (locations.includes(loc)) return true;
  }
  return !any;
}

/** Nothing of this player on the board yet: an industry card or a first link may go anywhere. */
export function hasNothingOnBoard(state: GameState, colour: Colour): boolean {
  return !state.industries.some((i) => i.owner === colour) && !state.links.some((l) => l.owner === colour);
}

/** Transporting pipelines out of a field (reserve pipelines never transport). */
export function transportingPipelines(ctx: RulesContext, state: GameState, field: string): PlacedLink[] {
  return state.links
    .filter((l) => l.kind === 'pipeline' && l.type !== 'reserve' && ctx.routes.get(l.route)?.field === field)
    .sort((x, y) => (x.route < y.route ? -1 : 1));
}

/** Is the field connected by any pipeline (Oil City needs this)? `transporting`: by a pipeline other than a reserve one. */
export function fieldPiped(ctx: RulesContext, state: GameState, field: string, o: { transporting?: boolean } = {}): boolean {
  return state.links.some(
    (l) => l.kind === 'pipeline' && ctx.routes.get(l.route)?.field === field && !(o.transporting === true && l.type === 'reserve'),
  );
}

/** A player's network as the "must touch your network" checks read it: anywhere while they have nothing on the board. */
export interface NetworkView {
  anywhere: boolean;
  locations: ReadonlySet<string>;
  /** The position's first link on each route (network.ts `linkRefusal`: read for every link checked), made on first use. */
  linkOn?: Map<string, PlacedLink>;
}

/** Computed once by read-only callers (legal lists, the choice enumerator) and handed to the handlers' own checks. */
export function networkView(ctx: RulesContext, state: GameState, colour: Colour): NetworkView {
  return { anywhere: hasNothingOnBoard(state, colour), locations: new Set(networkOf(ctx, state, colour)) };
}
