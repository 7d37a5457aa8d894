/**
 * The player mat (p.7): tiles are taken only where reachable along the arrows; link tiles
 * locked in a path move into the personal supply as soon as the place below them is empty.
 * The mat is a graph whose edges are data (src/engine/rulesets/pittsburgh/data): `to` opens when `from` is empty.
 */
import type { LinkTileSpec, MatTilePlace } from '../data/types.ts';
import type { RulesContext } from '../context.ts';
import type { PlayerState } from '../state.ts';

/**
 * Is a place out of the way (empty tile place, or link place whose tile has gone or whose place below is empty)?
 * Loops instead of closures, and the set of visited link places made only when a link place is met: this runs
 * for every tile place of every reachability question (legal lists, the random walk's roots, every build check).
 */
function cleared(ctx: RulesContext, mat: Record<string, number>, id: string, seen?: Set<string>): boolean {
  if ((mat[id] ?? 0) === 0) return true;
  const p = ctx.places.get(id);
  if (!p || p.node !== 'link' || (seen?.has(id) ?? false)) return false;
  const visited = seen ?? new Set<string>();
  visited.add(id);
  const preds = ctx.matPreds.get(id);
  if (preds) for (const q of preds) if (cleared(ctx, mat, q, visited)) return true;
  return false;
}

/** Can this tile place be taken now (copies left, and at the bottom of a path or opened by an arrow)? */
export function isReachable(ctx: RulesContext, mat: Record<string, number>, placeId: string): boolean {
  const p = ctx.places.get(placeId);
  if (!p || p.node !== 'tile') return false;
  if ((mat[placeId] ?? 0) <= 0) return false;
  const preds = ctx.matPreds.get(placeId);
  if (!preds || preds.length === 0) return true;
  for (const q of preds) if (cleared(ctx, mat, q)) return true;
  return false;
}

export function reachableTiles(ctx: RulesContext, mat: Record<string, number>): MatTilePlace[] {
  return ctx.tilePlaces.filter((p) => isReachable(ctx, mat, p.id));
}

/** Empty industry places on the mat (generator VP). */
export function emptyIndustryPlaces(ctx: RulesContext, mat: Record<string, number>): number {
  return ctx.tilePlaces.filter((p) => (mat[p.id] ?? 0) === 0).length;
}

/**
 * Link places whose place below is now empty move into the supply. Mutates the player
 * (call on a draft); returns the ids and tiles unlocked, in mat order.
 */
export function unlockLinks(ctx: RulesContext, player: PlayerState): { place: string; link: LinkTileSpec }[] {
  const out: { place: string; link: LinkTileSpec }[] = [];
  let changed = true;
  while (changed) {
    changed = false;
    for (const lp of ctx.linkPlaces) {
      if ((player.mat[lp.id] ?? 0) === 0) continue;
      const preds = ctx.matPreds.get(lp.id) ?? [];
      if (preds.length === 0 || !preds.some((q) => (player.mat[q] ?? 0) === 0)) continue;
      writableMat(player)[lp.id] = 0;
      const spec: LinkTileSpec = { ...lp.link };
      if (spec.kind === 'heavyRail') player.supply.heavyRails.push(spec);
      else player.supply.pipelines.push(spec);
      out.push({ place: lp.id, link: spec });
      changed = true;
    }
  }
  return out;
}

/**
 * The player's mat, ready to be written: the executor shares mats frozen between a state and its
 * copy (actions/clone.ts), so the first write of a step copies it. Every write to a mat goes here.
 * (A copy from the frozen mat's keys listed once was tried: faster alone, slower in the legal list.)
 */
export function writableMat(player: PlayerState): Record<string, number> {
  const mat = player.mat;
  if (Object.isFrozen(mat)) player.mat = copyMat(mat);
  return player.mat;
}

/**
 * A mat's copy, by a spread of its own: V8 copies a fast-mode object's shape and values in one go at a site
 * that meets only mats. A mat filled key by key (more than ~16 keys added by keyed stores) is a slow
 * dictionary; its spread copy is a fast-mode object again, so every mat made here or by `fullMat` is fast.
 */
function copyMat(mat: Record<string, number>): Record<string, number> {
  return typeof mat === 'object' && mat !== null ? { ...mat } : mat; // a malformed state stays malformed
}

/** Full mat at setup: every place at its printed copies (link places: 1). */
export function fullMat(ctx: RulesContext): Record<string, number> {
  const mat: Record<string, number> = {};
  for (const p of ctx.data.mat.places) mat[p.id] = p.node === 'tile' ? p.copies : 1;
  return copyMat(mat); // a fast-mode copy (see copyMat)
}
