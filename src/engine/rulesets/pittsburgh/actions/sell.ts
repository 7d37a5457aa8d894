/**
 * Sell (p.9), resolved in the printed order:
 *   1. discard one card (done by the executor; the skyscraper bonus sale discards none);
 *   2. each seller — one of YOUR OWN UNFLIPPED tiles that flip on sale (kerosene refineries,
 *      manufacturers, automobile plants) — is connected BY RAIL to a merchant whose CURRENT face
 *      shows its icon (a flipped merchant still buys, without bonus);
 *   3. each seller receives the barrels printed on it (rules/oil-delivery.ts): out of a field by a
 *      transporting pipeline, then by rail; each barrel pays the pipeline's owner at once;
 *   4. each face-up merchant used in this sale pays its bonus ONCE and flips (even when several
 *      sellers used it);
 *   5. optionally ONE quality tile: stars of this sale's sellers + 1 per whiskey spent must meet the
 *      requirement of the tile's slot; the slot then stays empty;
 *   6. every seller flips and its owner takes its printed flip reward now (its VP waits for era end).
 * A merchant bonus of free develops is used on `freeDevelops` (unused ones are forfeited).
 * Refusals follow the same order: the first broken step names the refusal.
 */
import type { MatTilePlace, MerchantIcon } from '../data/types.ts';
import type { RailGraph } from '../rules/connectivity.ts';
import { industryLocation, reachFrom } from '../rules/connectivity.ts';
import { tileOf } from '../rules/industry.ts';
import { buyingMerchants, currentIcons, isSellableTile, merchantAt, saleIcon } from '../rules/merchants.ts';
import { deliverOil } from '../rules/oil-delivery.ts';
import { faceUpQuality, qualitySlotOf, saleStars } from '../rules/quality.ts';
import type { AskOption } from '../choices/types.ts';
import type { RulesContext } from '../context.ts';
import type { Refusal } from '../reasons.ts';
import type { Colour, GameState, PlacedIndustry } from '../state.ts';
import { useFreeDevelops } from './mat-take.ts';
import type { Tx } from './tx.ts';
import type { SellAction } from './types.ts';

interface Seller {
  ind: PlacedIndustry;
  tile: MatTilePlace;
  icon: MerchantIcon;
  location: string;
  merchant: string;
  /** The order as given (oil choices). */
  oil: unknown;
}

/** The sell action taken with a card. The skyscraper bonus sale (`free: true`) is routed by the executor to pending.ts. */
export function sell(tx: Tx, a: SellAction): void {
  if (a.free === true) tx.refuse('no-pending-decision');
  resolveSale(tx, a, false);
}

/** Steps 2–6 of a sale (the card, if any, is already discarded). */
export function resolveSale(tx: Tx, a: SellAction, free: boolean): void {
  const raw: unknown = a.sales;
  if (!Array.isArray(raw)) return tx.refuse('malformed-action', { field: 'sales' });
  if (raw.length === 0) tx.refuse('nothing-to-sell');
  const rails = tx.rails();

  // 2. sellers and their merchants (faces as they are before any flip of this sale)
  const sellers: Seller[] = [];
  const used = new Set<string>();
  raw.forEach((order: unknown, i: number) => {
    const seller = readSeller(tx, rails, order, i, sellers, used);
    sellers.push(seller);
    used.add(seller.merchant);
    const m = tx.s.merchants[seller.merchant];
    tx.effects.push({
      kind: 'sale',
      player: tx.actor,
      space: seller.ind.space,
      place: seller.tile.id,
      merchant: seller.merchant,
      merchantTile: m?.tile ?? '',
      merchantFaceUp: m?.faceUp ?? false,
      oil: seller.tile.oilToSell,
      free,
    });
  });

  // 3. oil, seller by seller
  const saleNeed = sellers.reduce((n, x) => n + x.tile.oilToSell, 0);
  let before = 0;
  for (const [i, x] of sellers.entries()) {
    deliverOil(tx, rails, {
      key: `sales.${i}.oil`,
      space: x.ind.space,
      location: x.location,
      need: x.tile.oilToSell,
      choices: x.oil,
      saleNeed,
      saleBefore: before,
    });
    before += x.tile.oilToSell;
  }

  // 4. each face-up merchant used pays its bonus once and flips
  for (const location of used) {
    const m = tx.s.merchants[location];
    const tile = m ? tx.ctx.merchantTiles.get(m.tile) : undefined;
    if (!m || !tile || !m.faceUp) continue;
    tx.effects.push({
      kind: 'merchant-bonus',
      player: tx.actor,
      merchant: location,
      tile: tile.id,
      bonus: tile.front.bonus.map((r) => ({ ...r })),
    });
    for (const r of tile.front.bonus) tx.reward(tx.actor, r, `merchant:${location}`);
    m.faceUp = false;
    tx.effects.push({ kind: 'merchant-flip', merchant: location, tile: tile.id, icons: [...tile.back.icons] });
  }

  // 5. at most one quality tile
  if (a.quality === undefined && tx.asking('quality')) askQuality(tx);
  if (a.quality !== undefined)
    claimQuality(
      tx,
      a.quality,
      sellers.map((x) => x.tile),
    );

  // 6. flip every seller; its flip reward now, its VP at era end
  for (const x of sellers) {
    x.ind.flipped = true;
    tx.effects.push({ kind: 'flip', space: x.ind.space, owner: x.ind.owner, reason: 'sold' });
    for (const r of x.tile.flipReward) tx.reward(x.ind.owner, r, `flip:${x.tile.id}`);
  }

  useFreeDevelops(tx, a.freeDevelops, 'freeDevelops');
}

function readSeller(tx: Tx, rails: RailGraph, order: unknown, i: number, sellers: Seller[], used: ReadonlySet<string>): Seller {
  const { ctx, s } = tx;
  if (typeof order !== 'object' || order === null) return tx.refuse('malformed-action', { field: `sales[${i}]` });
  const o = order as { space?: unknown; merchant?: unknown; oil?: unknown };
  if (typeof o.space !== 'string') return tx.refuse('malformed-action', { field: `sales[${i}].space` });
  const space = o.space;
  // a space chosen twice was known the first time (ownSeller refuses an unknown one before anything else)
  if (sellers.some((x) => x.ind.space === space)) tx.refuse('malformed-action', { field: 'sales', duplicate: space });
  const own = ownSeller(ctx, s, tx.actor, space);
  if ('refusal' in own) return tx.refuse(own.refusal.code, own.refusal.params);
  const { ind, tile, icon, location } = own;

  const reach = reachFrom(rails, [location]);
  let merchant: string;
  if (o.merchant !== undefined) {
    if (typeof o.merchant !== 'string') return tx.refuse('malformed-action', { field: `sales[${i}].merchant` });
    const m = merchantAt(ctx, s, o.merchant);
    if (!m) return tx.refuse('unknown-merchant', { merchant: o.merchant });
    if (!currentIcons(m.tile, m.state.faceUp).includes(icon)) {
      tx.refuse('merchant-does-not-buy', { merchant: o.merchant, tile: m.tile.id, faceUp: m.state.faceUp, icon });
    }
    if (!reach.dist.has(o.merchant)) tx.refuse('no-merchant-connected', { space, icon, merchant: o.merchant });
    merchant = o.merchant;
  } else {
    const best = buyingMerchants(ctx, s, icon, reach, used)[0];
    const key = `sales.${i}.merchant`;
    if (tx.asking(key)) {
      const all = Object.keys(s.merchants).sort();
      tx.ask({ key, kind: 'merchant', options: all.map((value) => ({ value })), defaultIndex: best ? all.indexOf(best.location) : -1 });
    }
    if (!best) return tx.refuse('no-merchant-connected', { space, icon });
    merchant = best.location;
  }
  return { ind, tile, icon, location, merchant, oil: o.oil };
}

/**
 * The checks of one seller that read only the position, in the handler's order (`readSeller` throws their refusal;
 * the choice enumerator's seller question prechecks with it): a space of the board, an industry there, the actor's
 * own, a tile that sells, not flipped yet.
 */
export function ownSeller(
  ctx: RulesContext,
  s: GameState,
  actor: Colour,
  space: string,
): { refusal: Refusal } | Pick<Seller, 'ind' | 'tile' | 'icon' | 'location'> {
  if (!ctx.spaces.has(space) && !ctx.oilFields.has(space)) return { refusal: { code: 'unknown-space', params: { space } } };
  const ind = s.industries.find((x) => x.space === space);
  if (!ind) return { refusal: { code: 'no-industry-there', params: { space } } };
  if (ind.owner !== actor) return { refusal: { code: 'not-your-industry', params: { space, owner: ind.owner } } };
  const tile = tileOf(ctx, ind);
  const icon = tile ? saleIcon(tile) : undefined;
  const location = industryLocation(ctx, space);
  if (!tile || !icon || !isSellableTile(tile) || !location)
    return { refusal: { code: 'not-sellable', params: { space, place: ind.place } } };
  if (ind.flipped) return { refusal: { code: 'already-flipped', params: { space, place: ind.place } } };
  return { ind, tile, icon, location };
}

/** The enumerator's question: no claim (the default), or each face-up tile with 0 … all of the player's Whiskey. */
function askQuality(tx: Tx): void {
  const options: AskOption[] = [{ value: null }];
  const have = tx.player().whiskey;
  for (const q of faceUpQuality(tx.ctx, tx.s)) {
    for (let w = 0; w <= have; w++) options.push({ value: w > 0 ? { tile: q.tile.id, whiskey: w } : { tile: q.tile.id } });
  }
  tx.ask({ key: 'quality', kind: 'quality', options, defaultIndex: 0 });
}

function claimQuality(tx: Tx, claim: unknown, tiles: MatTilePlace[]): void {
  const { ctx, s } = tx;
  if (Array.isArray(claim)) {
    if (claim.length > 1) tx.refuse('one-quality-per-sale', { claimed: claim.length });
    return tx.refuse('malformed-action', { field: 'quality' });
  }
  if (typeof claim !== 'object' || claim === null) return tx.refuse('malformed-action', { field: 'quality' });
  const q = claim as { tile?: unknown; whiskey?: unknown };
  if (typeof q.tile !== 'string' || !ctx.qualityTiles.has(q.tile)) return tx.refuse('malformed-action', { field: 'quality.tile' });
  const whiskey = q.whiskey ?? 0;
  if (typeof whiskey !== 'number' || !Number.isInteger(whiskey) || whiskey < 0)
    return tx.refuse('malformed-action', { field: 'quality.whiskey' });
  const slot = qualitySlotOf(ctx, s, q.tile);
  if (!slot) return tx.refuse('quality-slot-empty', { tile: q.tile });
  const have = tx.player().whiskey;
  if (whiskey > have) tx.refuse('whiskey-not-enough', { spend: whiskey, have });
  const stars = saleStars(tiles);
  if (stars + whiskey < slot.required) {
    tx.refuse('quality-not-met', { tile: q.tile, stars, whiskey, total: stars + whiskey, required: slot.required });
  }
  for (let k = 0; k < whiskey; k++) tx.spendWhiskey('quality');
  tx.effects.push({
    kind: 'quality-bonus',
    player: tx.actor,
    tile: slot.tile.id,
    slot: slot.slot,
    required: slot.required,
    stars,
    whiskey,
  });
  for (const r of slot.tile.reward) tx.reward(tx.actor, r, `quality:${slot.tile.id}`);
  s.quality[slot.slot] = null;
}
