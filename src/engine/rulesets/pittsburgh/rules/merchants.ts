/**
 * Merchants (p.9). A merchant location holds one two-sided merchant tile. Its CURRENT face
 * (gold front while face up, red back once used) shows the sale icons it buys; only the gold
 * face pays a one-time bonus. A flipped merchant still buys what its red face shows and pays
 * nothing; there is no era reset. Which icons each face shows is DATA (MerchantTile front/back),
 * never code: re-read the face after a flip.
 *
 * A seller reaches a merchant only BY RAIL (any player's light or heavy rails); pipelines never
 * connect locations (p.7).
 */
import type { MatTilePlace, MerchantIcon, MerchantTile } from '../data/types.ts';
import type { RulesContext } from '../context.ts';
import type { GameState, MerchantState } from '../state.ts';
import type { Reach } from './connectivity.ts';

const MERCHANT_ICONS: readonly MerchantIcon[] = ['kerosene', 'manufacturing', 'automobile'];

/** The sale icon of a sellable tile: its space icon (kerosene, manufacturing, automobile), or undefined. */
export function saleIcon(tile: MatTilePlace): MerchantIcon | undefined {
  const icon = tile.spaceIcon;
  return icon !== null && (MERCHANT_ICONS as readonly string[]).includes(icon) ? (icon as MerchantIcon) : undefined;
}

/** Is this a tile the sell action sells (it flips after a sale: kerosene refineries, manufacturers, automobile plants)? */
export function isSellableTile(tile: MatTilePlace): boolean {
  return tile.flips === 'onSale' && saleIcon(tile) !== undefined;
}

/** The icons a merchant buys now: the gold face's while face up, the red face's once flipped. */
export function currentIcons(tile: MerchantTile, faceUp: boolean): readonly MerchantIcon[] {
  return faceUp ? tile.front.icons : tile.back.icons;
}

export interface MerchantChoice {
  /** Merchant location id. */
  location: string;
  state: MerchantState;
  tile: MerchantTile;
  /** Rail steps from the seller. */
  distance: number;
}

/** The merchant tile lying on a location now (undefined: not a merchant location, or no tile there). */
export function merchantAt(
  ctx: RulesContext,
  state: GameState,
  location: string,
): { state: MerchantState; tile: MerchantTile } | undefined {
  const m = state.merchants[location];
  const tile = m ? ctx.merchantTiles.get(m.tile) : undefined;
  return m && tile ? { state: m, tile } : undefined;
}

/**
 * Merchants that buy `icon` now and that a seller reaches by rail (`reach` starts at the
 * seller's location). Default order: face-up merchants not yet used in this sale first (they pay
 * a bonus), then face-up ones already used, then flipped ones; nearer first; then location id.
 */
export function buyingMerchants(
  ctx: RulesContext,
  state: GameState,
  icon: MerchantIcon,
  reach: Reach,
  usedThisSale: ReadonlySet<string> = new Set(),
): MerchantChoice[] {
  const out: MerchantChoice[] = [];
  for (const location of Object.keys(state.merchants).sort()) {
    const m = merchantAt(ctx, state, location);
    const distance = reach.dist.get(location);
    if (!m || distance === undefined || !currentIcons(m.tile, m.state.faceUp).includes(icon)) continue;
    out.push({ location, state: m.state, tile: m.tile, distance });
  }
  const rank = (c: MerchantChoice): number => (c.state.faceUp ? (usedThisSale.has(c.location) ? 1 : 0) : 2);
  return out.sort((a, b) => rank(a) - rank(b) || a.distance - b.distance || (a.location < b.location ? -1 : 1));
}
