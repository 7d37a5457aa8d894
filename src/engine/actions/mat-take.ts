/**
 * Taking a tile off the player mat (build, develop, free develop), with the link tiles it
 * unlocks moving into the personal supply at once.
 */
import type { MatTilePlace } from '../data/types.ts';
import { isReachable, unlockLinks } from '../rules/mat.ts';
import type { Tx } from './tx.ts';

/** The reachable tile place named by `place`, or a refusal. */
export function reachableTile(tx: Tx, place: unknown): MatTilePlace {
  if (typeof place !== 'string') return tx.refuse('malformed-action', { field: 'place' });
  const p = tx.ctx.places.get(place);
  if (!p) return tx.refuse('unknown-mat-place', { place });
  if (p.node !== 'tile') return tx.refuse('not-an-industry-tile', { place });
  if (!isReachable(tx.ctx, tx.player().mat, place)) return tx.refuse('mat-tile-not-reachable', { place });
  return p;
}

export function takeFromMat(tx: Tx, place: MatTilePlace, reason: 'build' | 'develop' | 'free-develop'): void {
  const me = tx.player();
  me.mat[place.id] = (me.mat[place.id] ?? 0) - 1;
  tx.effects.push({ kind: 'mat-take', player: me.colour, place: place.id, reason });
  for (const u of unlockLinks(tx.ctx, me)) tx.effects.push({ kind: 'unlock', player: me.colour, place: u.place, link: u.link });
}

/** Use the free develops earned so far in this action on the chosen places (in order); unused ones are forfeited. */
export function useFreeDevelops(tx: Tx, chosen: unknown): void {
  if (chosen !== undefined && (!Array.isArray(chosen) || chosen.some((c) => typeof c !== 'string'))) {
    tx.refuse('malformed-action', { field: 'freeDevelops' });
  }
  const list = (chosen as string[] | undefined) ?? [];
  if (list.length > tx.freeDevelops) tx.refuse('free-develop-not-earned', { chosen: list.length, earned: tx.freeDevelops });
  for (const id of list) takeFromMat(tx, reachableTile(tx, id), 'free-develop');
  const unused = tx.freeDevelops - list.length;
  if (unused > 0) tx.effects.push({ kind: 'free-develop-unused', player: tx.actor, count: unused });
  tx.freeDevelops = 0;
}
