/**
 * The candidates every move list starts from — the legal-move probe (legal.ts), the choice
 * enumerator's roots and its link question — written once: which link tiles a player can lay,
 * where a tile could stand at all, and which cards of the hand may pay for a build. These only
 * narrow the search; the handlers' own checks and the executor still decide what is legal.
 */
import type { RulesContext } from '../context.ts';
import type { MatTilePlace, SpaceIcon } from '../data/types.ts';
import type { GameState, PlayerState } from '../state.ts';
import { industryCardAllows } from './build.ts';
import type { BuildAction, LinkOrder } from './types.ts';

/** One link order per kind of link tile in the player's supply (a Light Train, each Heavy Train type, each pipeline type). */
export function linkKindsInSupply(me: PlayerState): Omit<LinkOrder, 'route'>[] {
  const kinds: Omit<LinkOrder, 'route'>[] = [];
  if (me.supply.lightRails > 0) kinds.push({ kind: 'lightRail' });
  for (const type of new Set(me.supply.heavyRails.map((h) => h.type))) kinds.push({ kind: 'heavyRail', type });
  for (const type of new Set(me.supply.pipelines.map((h) => h.type))) kinds.push({ kind: 'pipeline', type });
  return kinds;
}

/**
 * A link kind on a route: `{ ...kind, route }` as an object literal. The kinds take two shapes (with and
 * without a type), so a spread here is a polymorphic copy, several times slower, on every root and link option.
 */
export function onRoute(k: Omit<LinkOrder, 'route'>, route: string): LinkOrder {
  return 'type' in k ? { kind: k.kind, type: k.type, route } : { kind: k.kind, route };
}

/** A build of tile `place` on `space` paid with one of `buildCardTries`' cards (`{ type, ...c, place, space }` as a literal, see `onRoute`). */
export function buildWith(c: { card: string; wild?: true }, place: string, space: string): BuildAction {
  return c.wild === true ? { type: 'build', card: c.card, wild: true, place, space } : { type: 'build', card: c.card, place, space };
}

/** Where a tile could stand at all (the build check `siteRefusal` still decides): own flipped industries for an upgrade, oil fields for Oil City, spaces showing its icon. */
export function sitesFor(ctx: RulesContext, s: GameState, colour: string, t: MatTilePlace): readonly string[] {
  if (t.upgrades) return s.industries.filter((i) => i.owner === colour && i.flipped).map((i) => i.space);
  if (t.needsPipedOilField) return [...ctx.oilFields];
  return t.spaceIcon ? spacesShowing(ctx, t.spaceIcon) : [];
}

/** The board's spaces showing an icon, in the board's order (printed data: listed once per board and icon). */
const iconSpaces = new WeakMap<RulesContext, Map<SpaceIcon, readonly string[]>>();

function spacesShowing(ctx: RulesContext, icon: SpaceIcon): readonly string[] {
  let byIcon = iconSpaces.get(ctx);
  if (!byIcon) iconSpaces.set(ctx, (byIcon = new Map()));
  let out = byIcon.get(icon);
  if (!out) {
    const ids: string[] = [];
    for (const [id, info] of ctx.spaces) if (info.space.icons.includes(icon)) ids.push(id);
    byIcon.set(icon, (out = Object.freeze(ids)));
  }
  return out;
}

/** The hand sorted by what each card permits: the first location card per city, the first industry card per industry. */
export interface CardsByPermission {
  byLocation: Map<string, string>;
  industry: string[];
}

export function cardsByPermission(ctx: RulesContext, me: PlayerState): CardsByPermission {
  const byLocation = new Map<string, string>();
  const industry: string[] = [];
  for (const c of me.hand) {
    const k = ctx.cards.get(c);
    if (k?.kind === 'location' && k.location && !byLocation.has(k.location)) byLocation.set(k.location, c);
    if (k?.kind === 'industry' && !industry.some((x) => ctx.cards.get(x)?.industry === k.industry)) industry.push(c);
  }
  return { byLocation, industry };
}

/** The cards that may pay for this tile on this site, in the order to try: the location card, the industry cards that allow it, any card + 1 Whiskey. */
export function buildCardTries(
  ctx: RulesContext,
  me: PlayerState,
  cards: CardsByPermission,
  first: string,
  t: MatTilePlace,
  space: string,
): { card: string; wild?: true }[] {
  const city = ctx.spaces.get(space)?.city.id;
  const tries: { card: string; wild?: true }[] = [];
  const loc = city ? cards.byLocation.get(city) : undefined;
  if (loc) tries.push({ card: loc });
  for (const c of cards.industry) {
    const k = ctx.cards.get(c);
    if (k && industryCardAllows(k, t)) tries.push({ card: c });
  }
  if (me.whiskey > 0) tries.push({ card: first, wild: true });
  return tries;
}
