/**
 * What the player-mat pictures read from the rules data: the mat, its columns, its arrows and
 * which facts are uncertain. Reachability comes from the engine (rules/mat.ts), never re-derived.
 */
import { contextFor, type RulesContext } from '../../engine/rulesets/pittsburgh/context';
import { incomeTrack, mat } from '../../engine/rulesets/pittsburgh/data';
import type { MatEdge, MatPlace, MatTilePlace, Provenance } from '../../engine/rulesets/pittsburgh/data/types';
import { fullMat, reachableTiles } from '../../engine/rulesets/pittsburgh/rules/mat';
import { defaultRules } from '../../engine/rulesets/pittsburgh/rules-data';

export { incomeTrack, mat };

/** The engine's lookups for the mat (the player mat is the same on both boards). */
export const matContext: RulesContext = contextFor(defaultRules, 'three-four');

const places = new Map<string, MatPlace>(mat.places.map((p) => [p.id, p]));

export function placeById(id: string): MatPlace | undefined {
  return places.get(id);
}

export const tilePlaces: MatTilePlace[] = mat.places.filter((p): p is MatTilePlace => p.node === 'tile');

/** The full mat at setup (every place at its printed copies). */
export function startingMat(): Record<string, number> {
  return fullMat(matContext);
}

/** Ids of the tile places a player may take now, from the engine. */
export function reachableIds(copiesLeft: Record<string, number>): Set<string> {
  return new Set(reachableTiles(matContext, copiesLeft).map((p) => p.id));
}

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];
export function roman(n: number): string {
  return ROMAN[n] ?? String(n);
}

/** A stable id for an arrow (also its i18n note key). */
export function edgeKey(e: Pick<MatEdge, 'from' | 'to'>): string {
  return `${e.from}_${e.to}`;
}

/** Not everything is read: an arrow that is inferred or assumed is drawn dashed and explained. */
export function isDoubtful(p: Provenance | undefined): boolean {
  return !!p && (p.status !== 'read' || !!p.conflict);
}

export const doubtfulEdges: MatEdge[] = mat.edges.filter((e) => isDoubtful(e.provenance));

/** Places whose own value is uncertain (status not read, or a conflict): each has a translated note. */
export const notedPlaces: MatPlace[] = mat.places.filter((p) => isDoubtful(p.provenance));

/** Tile places whose copy count is not read: each has a translated note. */
export const notedCopies: MatTilePlace[] = tilePlaces.filter((p) => isDoubtful(p.copiesProvenance));

/** Arrows into each place (where it opens from). */
export const predecessors = new Map<string, string[]>();
for (const e of mat.edges) predecessors.set(e.to, [...(predecessors.get(e.to) ?? []), e.from]);

/** The i18n key of a place's display name parts. */
export function placeNameKey(p: MatTilePlace): string {
  return `mat.kinds.${p.industry}`;
}

/** The skyscraper has two places of the same level; tell them apart. */
export function placeQualifierKey(p: MatPlace): string | undefined {
  if (p.id === 'skyscraper-lower') return 'mat.lower';
  if (p.id === 'skyscraper-upper') return 'mat.upper';
  return undefined;
}
