/**
 * Success written as small composable predicates over the engine's state and effects (lichess
 * "learn" style). Predicates are plain data (so lessons are JSON); the helpers below build them
 * in code and `holds` evaluates them. No rule lives here: only reading what the engine produced.
 */
import type { Effect } from '../engine/rulesets/pittsburgh/effects.ts';
import type { GameState } from '../engine/rulesets/pittsburgh/state.ts';
import type { Pred } from './types.ts';

export const cashIs = (player: string, n: number): Pred => ({ is: 'cashIs', player, n });
export const incomeSpaceIs = (player: string, space: number): Pred => ({ is: 'incomeSpaceIs', player, space });
export const vpIs = (player: string, n: number): Pred => ({ is: 'vpIs', player, n });
export const whiskeyIs = (player: string, n: number): Pred => ({ is: 'whiskeyIs', player, n });
export const built = (owner: string, place: string, space: string): Pred => ({ is: 'built', owner, place, space });
export const linked = (route: string, owner?: string, kind?: string): Pred => ({
  is: 'linked',
  route,
  ...(owner ? { owner } : {}),
  ...(kind ? { kind } : {}),
});
export const flipped = (space: string): Pred => ({ is: 'flipped', space });
export const effect = (kind: Effect['kind'], match?: Record<string, unknown>, count?: number): Pred => ({
  is: 'effect',
  kind,
  ...(match ? { match } : {}),
  ...(count !== undefined ? { count } : {}),
});
export const and = (...of: Pred[]): Pred => ({ is: 'and', of });
export const or = (...of: Pred[]): Pred => ({ is: 'or', of });
export const not = (p: Pred): Pred => ({ is: 'not', p });

/** Everything a predicate may look at. */
export interface Facts {
  before: GameState;
  after: GameState;
  effects: readonly Effect[];
}

/** Does `part` match `whole` (every key of `part` equal, recursively)? */
function matches(whole: unknown, part: unknown): boolean {
  if (part === null || typeof part !== 'object') return whole === part;
  if (whole === null || typeof whole !== 'object') return false;
  if (Array.isArray(part)) return Array.isArray(whole) && part.length === whole.length && part.every((p, i) => matches(whole[i], p));
  return Object.entries(part).every(([k, v]) => matches((whole as Record<string, unknown>)[k], v));
}

export function holds(p: Pred, f: Facts): boolean {
  const s = f.after;
  const pl = (c: string) => s.players.find((x) => x.colour === c);
  switch (p.is) {
    case 'cashIs':
      return pl(p.player)?.cash === p.n;
    case 'incomeSpaceIs':
      return pl(p.player)?.incomeSpace === p.space;
    case 'vpIs':
      return pl(p.player)?.vp === p.n;
    case 'whiskeyIs':
      return pl(p.player)?.whiskey === p.n;
    case 'handSize':
      return pl(p.player)?.hand.length === p.n;
    case 'spentIs':
      return pl(p.player)?.spentThisRound === p.n;
    case 'matLeft':
      return (pl(p.player)?.mat[p.place] ?? 0) === p.n;
    case 'built':
      return s.industries.some((i) => i.owner === p.owner && i.place === p.place && i.space === p.space);
    case 'industryCount':
      return s.industries.length === p.n;
    case 'linked':
      return s.links.some(
        (l) => l.route === p.route && (p.owner === undefined || l.owner === p.owner) && (p.kind === undefined || l.kind === p.kind),
      );
    case 'flipped':
      return s.industries.some((i) => i.space === p.space && i.flipped);
    case 'cubesOn': {
      const i = s.industries.find((x) => x.space === p.space);
      return !!i && ((i.cubes as Record<string, number>)[p.good] ?? 0) === p.n;
    }
    case 'marketHas':
      return ((s.markets[p.market] as Record<string, number> | undefined)?.[p.good] ?? 0) === p.n;
    case 'oilOn':
      return (s.oilFields[p.field]?.oil ?? 0) === p.n;
    case 'pendingOil':
      return (s.oilFields[p.field]?.pendingOil ?? 0) === p.n;
    case 'eraIs':
      return s.era === p.n;
    case 'effect': {
      const n = f.effects.filter((e) => e.kind === p.kind && (p.match === undefined || matches(e, p.match))).length;
      return p.count === undefined ? n > 0 : n === p.count;
    }
    case 'and':
      return p.of.every((q) => holds(q, f));
    case 'or':
      return p.of.some((q) => holds(q, f));
    case 'not':
      return !holds(p.p, f);
  }
}

/** The leaves of an `and` that fail (for a message and for tests); [] when the predicate holds. */
export function failing(p: Pred, f: Facts): Pred[] {
  if (p.is === 'and') return p.of.flatMap((q) => failing(q, f));
  return holds(p, f) ? [] : [p];
}
