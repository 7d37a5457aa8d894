/**
 * Taking a tile off the player mat (build, develop, free develop), with the link tiles it
 * unlocks moving into the personal supply at once.
 */
import type { MatTilePlace } from '../data/types.ts';
import type { RulesContext } from '../context.ts';
import type { Refusal } from '../reasons.ts';
import { isReachable, reachableTiles, unlockLinks, writableMat } from '../rules/mat.ts';
import type { Tx } from './tx.ts';

/** Why `place` cannot be taken from this mat now (pure: used by handlers and by legalActions), or the tile. */
export function tileRefusal(ctx: RulesContext, mat: Record<string, number>, place: unknown): { refusal: Refusal } | { tile: MatTilePlace } {
  if (typeof place !== 'string') return { refusal: { code: 'malformed-action', params: { field: 'place' } } };
  const p = ctx.places.get(place);
  if (!p) return { refusal: { code: 'unknown-mat-place', params: { place } } };
  if (p.node !== 'tile') return { refusal: { code: 'not-an-industry-tile', params: { place } } };
  if (!isReachable(ctx, mat, place)) return { refusal: { code: 'mat-tile-not-reachable', params: { place } } };
  return { tile: p };
}

/** The reachable tile place named by `place`, or a refusal. */
export function reachableTile(tx: Tx, place: unknown): MatTilePlace {
  const r = tileRefusal(tx.ctx, tx.player().mat, place);
  if ('refusal' in r) return tx.refuse(r.refusal.code, r.refusal.params);
  return r.tile;
}

export function takeFromMat(tx: Tx, place: MatTilePlace, reason: 'build' | 'develop' | 'free-develop'): void {
  const me = tx.player();
  writableMat(me)[place.id] = (me.mat[place.id] ?? 0) - 1;
  tx.effects.push({ kind: 'mat-take', player: me.colour, place: place.id, reason });
  for (const u of unlockLinks(tx.ctx, me)) tx.effects.push({ kind: 'unlock', player: me.colour, place: u.place, link: u.link });
}

/**
 * Use the free develops earned so far in this action on the chosen places (in order); unused ones
 * are forfeited. `key`: where the list lives in the action (the enumerator asks for the next one).
 */
export function useFreeDevelops(tx: Tx, chosen: unknown, key?: string): void {
  if (chosen !== undefined && (!Array.isArray(chosen) || chosen.some((c) => typeof c !== 'string'))) {
    tx.refuse('malformed-action', { field: 'freeDevelops' });
  }
  const list = (chosen as string[] | undefined) ?? [];
  if (list.length > tx.freeDevelops) tx.refuse('free-develop-not-earned', { chosen: list.length, earned: tx.freeDevelops });
  for (const id of list) takeFromMat(tx, reachableTile(tx, id), 'free-develop');
  const next = `${key}.${list.length}`;
  if (key !== undefined && list.length < tx.freeDevelops && tx.asking(next)) {
    const tiles = reachableTiles(tx.ctx, tx.player().mat).map((t) => ({ value: t.id }));
    tx.ask({ key: next, kind: 'free-develop', options: [{ value: null }, ...tiles], defaultIndex: 0 });
  }
  const unused = tx.freeDevelops - list.length;
  if (unused > 0) tx.effects.push({ kind: 'free-develop-unused', player: tx.actor, count: unused });
  tx.freeDevelops = 0;
}
