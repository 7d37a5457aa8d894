/**
 * Links on the board: distances along BUILT links (anyone's; the virtual Liverpool–Birkenhead
 * link carries nothing), and where a player counts as connected for building (own links, the
 * virtual link, and in the Rail period own industries).
 */
import { board, links, spaces } from './data/index.ts';
import type { Colour, LState } from './state.ts';

function adjacency(s: LState): Map<string, string[]> {
  const adj = new Map<string, string[]>();
  for (const l of s.links) {
    const data = links.get(l.id);
    if (!data) continue;
    const [a, b] = data.ends;
    adj.set(a, [...(adj.get(a) ?? []), b]);
    adj.set(b, [...(adj.get(b) ?? []), a]);
  }
  return adj;
}

/** Distance in built links from any of `starts` to every reachable location (starts: 0). */
export function distances(s: LState, starts: readonly string[]): Map<string, number> {
  const adj = adjacency(s);
  const dist = new Map<string, number>(starts.map((x) => [x, 0]));
  const queue = [...starts];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as string;
    const d = dist.get(at) ?? 0;
    for (const n of adj.get(at) ?? []) {
      if (!dist.has(n)) {
        dist.set(n, d + 1);
        queue.push(n);
      }
    }
  }
  return dist;
}

/** Location of a space id. */
export function locationOf(space: string): string | undefined {
  return spaces.get(space)?.location;
}

/** Is a built port (either side up) at a location reachable from `starts` along built links? */
export function connectedToBuiltPort(s: LState, starts: readonly string[]): boolean {
  const reach = distances(s, starts);
  return Object.entries(s.tiles).some(([space, t]) => t.kind === 'port' && reach.has(locationOf(space) ?? ''));
}

function withVirtualLink(set: Set<string>): Set<string> {
  const [a, b] = board.virtualLink.ends;
  if (set.has(a)) set.add(b);
  if (set.has(b)) set.add(a);
  return set;
}

/** Locations one of the player's links of the period runs into. */
function ownLinkEnds(s: LState, c: Colour): Set<string> {
  const out = new Set<string>();
  for (const l of s.links) if (l.owner === c) for (const e of links.get(l.id)?.ends ?? []) out.add(e);
  return out;
}

function ownIndustryLocations(s: LState, c: Colour): Set<string> {
  const out = new Set<string>();
  for (const [space, t] of Object.entries(s.tiles)) if (t.owner === c) out.add(locationOf(space) ?? '');
  return out;
}

/** Where an industry card builds: own canals (Canal period); own rails or own industries (Rail period). */
export function industryCardPlaces(s: LState, c: Colour): Set<string> {
  const set = ownLinkEnds(s, c);
  if (s.period === 'rail') for (const l of ownIndustryLocations(s, c)) set.add(l);
  return withVirtualLink(set);
}

/** Where a new link may start: an own industry or a location an own link runs into (external locations too). */
export function linkStarts(s: LState, c: Colour): Set<string> {
  const set = ownLinkEnds(s, c);
  for (const l of ownIndustryLocations(s, c)) set.add(l);
  return withVirtualLink(set);
}
