/**
 * Build (p.8). Checks, in order: the tile (reachable on the mat, its era), the space (free and
 * matching, or an own flipped tile to upgrade, or a piped oil field for Oil City), the card's
 * permission (location card: that city, anywhere; industry card: inside your network, or
 * anywhere with nothing on the board; 1 whiskey: any card as any card), dedicated spaces
 * first, one industry per city per player in era 1. Then it pays: tile from the mat, cash,
 * income levels, cubes delivered to the location; an upgrade scores the replaced tile and
 * removes it; tiles that enter flipped pay their reward; a new resource industry sells into
 * connected markets.
 */
import type { DeckCard, MatTilePlace } from '../data/types.ts';
import type { RulesContext } from '../context.ts';
import type { Refusal } from '../reasons.ts';
import type { NetworkView } from '../rules/connectivity.ts';
import { fieldPiped, touchesNetwork } from '../rules/connectivity.ts';
import { industryVp, tileOf } from '../rules/industry.ts';
import { sellOnBuild } from '../rules/market-sale.ts';
import { payCubes } from '../rules/sourcing.ts';
import type { GameState, PlacedIndustry } from '../state.ts';
import { playerByColour } from '../state.ts';
import { offerDecision } from './pending.ts';
import { reachableTile, takeFromMat, tileRefusal, useFreeDevelops } from './mat-take.ts';
import type { Tx } from './tx.ts';
import type { BuildAction } from './types.ts';

/** Does an industry card allow this tile? Kerosene cards also allow Oil City. */
export function industryCardAllows(card: DeckCard, tile: MatTilePlace): boolean {
  if (card.kind !== 'industry' || !card.industry) return false;
  return card.industry === tile.spaceIcon || (tile.industry === 'oilCity' && card.industry === 'kerosene');
}

/**
 * Can this tile stand on this site (space or oil field) for this player, card aside? The build
 * handler refuses with the result; legalActions uses the same function to skip hopeless probes.
 */
export function siteRefusal(ctx: RulesContext, s: GameState, actor: string, tile: MatTilePlace, space: string): Refusal | null {
  const onField = ctx.oilFields.has(space);
  const info = ctx.spaces.get(space);
  if (!onField && !info) return { code: 'unknown-space', params: { space } };
  const occupant = s.industries.find((i) => i.space === space);
  if (tile.upgrades) {
    const kind = occupant ? tileOf(ctx, occupant)?.industry : undefined;
    if (!occupant || occupant.owner !== actor || !occupant.flipped || !kind || !tile.upgrades.includes(kind)) {
      return { code: 'upgrade-needs-own-flipped', params: { place: tile.id, space, kinds: tile.upgrades.join(',') } };
    }
  } else if (tile.needsPipedOilField) {
    if (!onField) return { code: 'space-icon-mismatch', params: { place: tile.id, space } };
    if (occupant) return { code: 'space-taken', params: { space } };
    if (!fieldPiped(ctx, s, space)) return { code: 'oil-field-not-piped', params: { field: space } };
    // OPTION (oilCityOnReservePipeline, default true): does a field piped only by a reserve pipeline count?
    if (!s.options.oilCityOnReservePipeline && !fieldPiped(ctx, s, space, { transporting: true }))
      return { code: 'oil-field-reserve-only', params: { field: space } };
  } else {
    if (occupant) return { code: 'space-taken', params: { space } };
    if (!info || !tile.spaceIcon || !info.space.icons.includes(tile.spaceIcon))
      return { code: 'space-icon-mismatch', params: { place: tile.id, space } };
  }
  return null;
}

/**
 * Every check of a build before anything is paid, read-only (the handler throws its result;
 * legalActions uses it to skip hopeless probes without copying the state). The card is known to
 * be in hand.
 */
export function buildRefusal(ctx: RulesContext, s: GameState, actor: string, a: BuildAction, view?: NetworkView): Refusal | null {
  if (typeof a.space !== 'string') return { code: 'malformed-action', params: { field: 'space' } };
  const me = playerByColour(s, actor);
  if (!me) return { code: 'malformed-action', params: { player: actor } };
  const t = tileRefusal(ctx, me.mat, a.place);
  if ('refusal' in t) return t.refusal;
  const tile = t.tile;
  if (tile.era !== undefined && tile.era !== s.era) return { code: 'wrong-era', params: { place: tile.id, era: tile.era } };

  // --- where
  const site = siteRefusal(ctx, s, actor, tile, a.space);
  if (site) return site;
  const info = ctx.spaces.get(a.space);
  const location = info?.city.id;
  const occupant = s.industries.find((i) => i.space === a.space);

  // --- permission of the card
  if (a.wild === true) {
    if (me.whiskey < 1) return { code: 'no-whiskey' };
  } else {
    const card = ctx.cards.get(a.card);
    if (!card) return { code: 'unknown-card', params: { card: a.card } };
    if (card.kind === 'location') {
      if (card.location !== location) return { code: 'card-does-not-allow', params: { card: a.card, space: a.space } };
    } else {
      if (!industryCardAllows(card, tile)) return { code: 'card-does-not-allow', params: { card: a.card, place: tile.id } };
      const inNetwork = tile.needsPipedOilField || inNetworkOf(ctx, s, actor, location, view);
      if (!inNetwork) return { code: 'not-in-network', params: { location: location ?? a.space } };
    }
  }

  // --- placement rules
  if (!tile.upgrades && info && info.space.icons.length > 1 && tile.spaceIcon) {
    const icon = tile.spaceIcon;
    const dedicated = info.city.spaces.find(
      (sp) => sp.icons.length === 1 && sp.icons[0] === icon && !s.industries.some((i) => i.space === sp.id),
    );
    if (dedicated) return { code: 'dedicated-space-first', params: { space: a.space, dedicated: dedicated.id } };
  }
  if (s.era === 1 && location) {
    const mine = s.industries.some((i) => i.owner === actor && i !== occupant && ctx.spaces.get(i.space)?.city.id === location);
    if (mine) return { code: 'era1-one-per-city', params: { location } };
  }
  return null;
}

/**
 * A build the executor refuses without running it (no state copy): a tile whose cash price is above
 * the player's cash. Nothing the handler does before `tx.pay(tile cost)` changes the cash (discard,
 * 1 Whiskey, the tile off the mat), so the refusal is the one the handler would throw: the first
 * check of `buildRefusal` that fails, or `not-enough-cash` for the tile cost. Null: run the handler.
 * tests/engine/precheck.test.ts: identical to the handler's refusal on many positions.
 */
export function buildCashRefusal(ctx: RulesContext, s: GameState, actor: string, a: BuildAction): Refusal | null {
  const me = playerByColour(s, actor);
  if (!me || typeof a.card !== 'string' || !me.hand.includes(a.card)) return null; // the discard decides first
  const t = tileRefusal(ctx, me.mat, a.place);
  if ('refusal' in t) return null;
  const cost = t.tile.cost.cash;
  if (!(cost > 0 && cost > me.cash)) return null;
  return buildRefusal(ctx, s, actor, a) ?? { code: 'not-enough-cash', params: { need: cost, have: me.cash, for: 'tile-cost' } };
}

/** Is the location in the actor's network (or may they build anywhere, having nothing on the board)? */
function inNetworkOf(ctx: RulesContext, s: GameState, actor: string, location: string | undefined, view?: NetworkView): boolean {
  if (!view) return touchesNetwork(ctx, s, actor, location !== undefined ? [location] : []);
  return view.anywhere || (location !== undefined && view.locations.has(location));
}

export function build(tx: Tx, a: BuildAction): void {
  const { ctx, s } = tx;
  const refusal = buildRefusal(ctx, s, tx.actor, a);
  if (refusal) tx.refuse(refusal.code, refusal.params);
  const tile = reachableTile(tx, a.place);
  const onField = ctx.oilFields.has(a.space);
  const location = ctx.spaces.get(a.space)?.city.id;
  const occupant = s.industries.find((i) => i.space === a.space);
  if (a.wild === true) tx.spendWhiskey('wild-card');

  // --- pay
  takeFromMat(tx, tile, 'build');
  tx.pay(tile.cost.cash, 'tile-cost');
  tx.dropIncome(tx.actor, Math.abs(tile.cost.incomeLevels), `build:${tile.id}`);
  payCubes(tx, tile.cost.cubes, location ? [location] : [], a.sources, 'sources');

  // --- replace (upgrade): the old tile scores its VP now and leaves the board
  if (tile.upgrades && occupant) {
    const vp = industryVp(ctx, s, occupant);
    tx.effects.push({ kind: 'industry-removed', owner: occupant.owner, place: occupant.place, space: occupant.space, vp });
    tx.gainVp(occupant.owner, vp, `upgrade:${occupant.place}`);
    s.industries.splice(s.industries.indexOf(occupant), 1);
  }

  // --- place
  const ind: PlacedIndustry = { owner: tx.actor, place: tile.id, space: a.space, flipped: false, cubes: { ...tile.produces } };
  if (onField) {
    const field = s.oilFields[a.space];
    if (field) {
      ind.cubes.oil = (ind.cubes.oil ?? 0) + field.oil;
      field.oil = 0;
    }
  }
  s.industries.push(ind);
  const placed = s.industries[s.industries.length - 1] as PlacedIndustry;
  tx.effects.push({ kind: 'industry-built', player: tx.actor, place: tile.id, space: a.space, flipped: tile.flips === 'onBuild' });
  if (tile.flips === 'onBuild') {
    tx.flip(placed, 'on-build');
    if (tile.industry === 'generator') {
      // p.10: on build, cash equal to 2 × current income (a negative income gives nothing: flagged decision)
      tx.gainCash(tx.actor, Math.max(0, 2 * tx.incomeLevel()), 'generator');
    }
  }
  if (!onField) sellOnBuild(tx, placed, a.marketOrder);
  useFreeDevelops(tx, a.freeDevelops, 'freeDevelops');
  if (tile.industry === 'skyscraper') offerDecision(tx, 'bonus-sale'); // p.10: one extra sale at once, without a card (pending.ts)
}
