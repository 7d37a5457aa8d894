/**
 * Facts about industries on the board: their tiles, their VP, the link icons of a location.
 */
import type { MatTilePlace } from '../data/types.ts';
import type { RulesContext } from '../context.ts';
import type { GameState, PlacedIndustry } from '../state.ts';
import { playerByColour } from '../state.ts';
import { emptyIndustryPlaces } from './mat.ts';

export function tileOf(ctx: RulesContext, ind: PlacedIndustry): MatTilePlace | undefined {
  const p = ctx.places.get(ind.place);
  return p?.node === 'tile' ? p : undefined;
}

/** VP an industry tile scores now (era end, or when an upgrade replaces it). Unknown values score 0 (flagged in the data). */
export function industryVp(ctx: RulesContext, state: GameState, ind: PlacedIndustry): number {
  const tile = tileOf(ctx, ind);
  if (!tile) return 0;
  const owner = playerByColour(state, ind.owner);
  switch (tile.vp.kind) {
    case 'fixed':
      return tile.vp.vp;
    case 'emptyMatPlaces':
      return owner ? emptyIndustryPlaces(ctx, owner.mat) : 0;
    case 'perHeavyRailBuilt':
      return owner ? tile.vp.vp * owner.heavyRailsBuilt : 0;
    case 'unknown':
      return 0;
  }
}

/**
 * Link icons at a location: a merchant's printed icons, or the icons of the FLIPPED industry
 * tiles built in a city (any owner). Decision (flagged): as in Brass: Birmingham, an unflipped
 * tile shows no link icons; the draft does not say so explicitly.
 */
export function linkIconsAt(ctx: RulesContext, state: GameState, location: string): number {
  const loc = ctx.locations.get(location);
  if (!loc) return 0;
  if (loc.kind === 'merchant') return loc.linkIcons;
  let n = 0;
  for (const ind of state.industries) {
    if (!ind.flipped || ctx.spaces.get(ind.space)?.city.id !== location) continue;
    n += tileOf(ctx, ind)?.linkIcons ?? 0;
  }
  return n;
}

/** Link VP of a rail on a line: icons at both ends; doubled for a double-link heavy rail. */
export function railVp(ctx: RulesContext, state: GameState, route: string, double: boolean): number {
  const line = ctx.lines.get(route);
  if (!line) return 0;
  const v = linkIconsAt(ctx, state, line.a) + linkIconsAt(ctx, state, line.b);
  return double ? 2 * v : v;
}
