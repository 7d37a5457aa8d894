/**
 * Network (p.9–10): one link, or two with $10 more for the second, placed after the first has
 * fully resolved (its rewards, cubes and connection may help the second).
 * Light rail 1 coal, heavy rail 2 steel, pipeline 1 iron; no cash price. A new link must touch
 * your network (anywhere while you have nothing on the board). The rail placed in this action
 * carries its own coal. Line bonuses, whiskey heavy rail, resource heavy rails, replacement heavy
 * rail, pipeline barrels, reserve pipeline, first reveal of an oil field.
 */
import type { LinkTileSpec } from '../data/types.ts';
import type { NetworkView } from '../rules/connectivity.ts';
import { linkLocations, touchesNetwork } from '../rules/connectivity.ts';
import { railVp } from '../rules/industry.ts';
import { defaultPrice } from '../rules/default-source.ts';
import { GOOD_ORDER, payCubes } from '../rules/sourcing.ts';
import { railNetworkOf, railNetworkWith, reachIn } from '../rules/rail-network.ts';
import type { RulesContext } from '../context.ts';
import type { Refusal } from '../reasons.ts';
import type { GameState, PlacedLink } from '../state.ts';
import { playerByColour } from '../state.ts';
import { useFreeDevelops } from './mat-take.ts';
import { Tx } from './tx.ts';
import type { LinkOrder, NetworkAction } from './types.ts';

const KINDS = ['lightRail', 'heavyRail', 'pipeline'] as const;

export function network(tx: Tx, a: NetworkAction): void {
  if (!Array.isArray(a.links) || a.links.length === 0) tx.refuse('malformed-action', { field: 'links' });
  if (a.links.length > 2) tx.refuse('too-many-links', { links: a.links.length });
  a.links.forEach((order, k) => networkLink(tx, order, k));
}

/** Link k of a network action (k = 1: the second, $10 more), fully resolved with its free develops. */
export function networkLink(tx: Tx, order: LinkOrder, k: number): void {
  if (k === 1) tx.pay(tx.ctx.data.game.secondLinkPrice.value, 'second-link');
  placeLink(tx, order, k);
  useFreeDevelops(tx, order.freeDevelops, `links.${k}.freeDevelops`);
}

/** A new link must touch the player's network, unless they have nothing on the board (also used by legalActions to skip hopeless probes). */
export function extendsNetwork(ctx: RulesContext, s: GameState, actor: string, route: string, view?: NetworkView): boolean {
  if (!view) return touchesNetwork(ctx, s, actor, linkLocations(ctx, route));
  return view.anywhere || linkLocations(ctx, route).some((l) => view.locations.has(l));
}

/**
 * A network action the executor refuses without running it (no state copy): the first link's first
 * cube costs more cash than the player has. Nothing before that payment changes the cash (the card,
 * the tile from the supply, a light rail or reserve pipeline taken back), and the cube's source is
 * the default pick on the rails with the new link (it carries its own coal), so the refusal is the
 * one the handler would throw. Null: run the handler. tests/engine/precheck.test.ts compares both.
 */
export function networkCashRefusal(ctx: RulesContext, s: GameState, actor: string, a: NetworkAction): Refusal | null {
  const me = playerByColour(s, actor);
  if (!me || typeof a.card !== 'string' || !me.hand.includes(a.card)) return null; // the discard decides first
  if (!Array.isArray(a.links) || a.links.length === 0 || a.links.length > 2) return null;
  const o = a.links[0] as LinkOrder;
  if (linkRefusal(ctx, s, actor, o) !== null || o.sources !== undefined) return null;
  const cost = ctx.data.game.linkCosts.value[o.kind];
  const good = GOOD_ORDER.find((g) => (cost[g] ?? 0) > 0);
  if (good === undefined) return null;
  const touches = linkLocations(ctx, o.route);
  const replacing = o.kind === 'heavyRail' && me.supply.heavyRails[findTile(me.supply.heavyRails, o.type)]?.type === 'replacement';
  const rails = replacing ? railNetworkOf(ctx, s.links) : railNetworkWith(ctx, s.links, o.route); // a replacement keeps the line's rails
  const price = defaultPrice(new Tx(ctx, s, actor), good, touches, reachIn(rails, touches));
  if (price === undefined || !(price > 0 && price > me.cash)) return null;
  return { code: 'not-enough-cash', params: { need: price, have: me.cash, for: 'cube' } };
}

function findTile(list: LinkTileSpec[], type: unknown): number {
  return list.findIndex((t) => type === undefined || t.type === type);
}

/** Is this the owner replacing their own reserve pipeline with another pipeline (p.10)? */
function replacesOwnReserve(existing: PlacedLink | undefined, actor: string, o: LinkOrder, spec: LinkTileSpec | undefined): boolean {
  return (
    existing !== undefined &&
    existing.kind === 'pipeline' &&
    existing.type === 'reserve' &&
    existing.owner === actor &&
    o.kind === 'pipeline' &&
    spec?.type !== 'reserve'
  );
}

/**
 * Every check of one link before anything is paid, read-only (placeLink throws its result;
 * legalActions uses it to skip hopeless probes without copying the state). `view`: the actor's
 * network computed once by a read-only caller checking many links of one state.
 */
export function linkRefusal(ctx: RulesContext, s: GameState, actor: string, o: LinkOrder, view?: NetworkView): Refusal | null {
  if (typeof o !== 'object' || o === null || typeof o.route !== 'string' || !KINDS.includes(o.kind)) {
    return { code: 'malformed-action', params: { field: 'links' } };
  }
  const rail = o.kind !== 'pipeline';
  if (!ctx.lines.has(o.route) && !ctx.routes.has(o.route)) return { code: 'unknown-line', params: { route: o.route } };
  if (rail !== ctx.lines.has(o.route)) return { code: 'wrong-route-kind', params: { route: o.route, kind: o.kind } };
  if (!extendsNetwork(ctx, s, actor, o.route, view)) return { code: 'not-in-network', params: { route: o.route } };
  const me = playerByColour(s, actor);
  if (!me) return { code: 'malformed-action', params: { player: actor } };
  let spec: LinkTileSpec | undefined;
  if (o.kind === 'lightRail') {
    if (me.supply.lightRails <= 0) return { code: 'no-link-tile', params: { kind: 'lightRail' } };
  } else {
    const list = o.kind === 'heavyRail' ? me.supply.heavyRails : me.supply.pipelines;
    spec = list[findTile(list, o.type)];
    if (!spec) return { code: 'no-link-tile', params: { kind: o.kind, type: String(o.type ?? o.kind) } };
  }
  const existing = view ? linkOn(view, s).get(o.route) : s.links.find((l) => l.route === o.route);
  if (spec?.type === 'replacement') {
    if (!existing || existing.kind !== 'lightRail' || existing.owner === actor)
      return { code: 'replacement-needs-light-rail', params: { route: o.route } };
  } else if (existing && !replacesOwnReserve(existing, actor, o, spec)) {
    return { code: 'line-taken', params: { route: o.route } };
  }
  return null;
}

/** The view's links by route: the first on each, as `s.links.find` meets them. */
function linkOn(view: NetworkView, s: GameState): Map<string, PlacedLink> {
  let m = view.linkOn;
  if (!m) {
    m = new Map();
    for (const l of s.links) if (!m.has(l.route)) m.set(l.route, l);
    view.linkOn = m;
  }
  return m;
}

function placeLink(tx: Tx, o: LinkOrder, k: number): void {
  const second = k === 1;
  const { ctx, s } = tx;
  const refusal = linkRefusal(ctx, s, tx.actor, o);
  if (refusal) tx.refuse(refusal.code, refusal.params);
  const rail = o.kind !== 'pipeline';
  const me = tx.player();
  const touches = linkLocations(ctx, o.route);

  // --- the tile from the supply, and what already lies on the route
  const existing = s.links.find((l) => l.route === o.route);
  let spec: LinkTileSpec | undefined;
  if (o.kind !== 'lightRail') {
    const list = o.kind === 'heavyRail' ? me.supply.heavyRails : me.supply.pipelines;
    spec = list.splice(findTile(list, o.type), 1)[0];
  }
  let firstOnRoute = !existing;
  const replacing = existing !== undefined && spec?.type === 'replacement';
  if (existing && spec?.type === 'replacement') {
    // the light rail scores its link VP for its owner first, then returns to them
    const vp = railVp(ctx, s, o.route, false);
    tx.effects.push({ kind: 'link-returned', owner: existing.owner, link: 'lightRail', route: o.route, vp });
    tx.gainVp(existing.owner, vp, `replaced:${o.route}`);
    tx.player(existing.owner).supply.lightRails += 1;
    s.links.splice(s.links.indexOf(existing), 1);
    tx.linksChanged();
  } else if (existing && replacesOwnReserve(existing, tx.actor, o, spec)) {
    // the owner replaces their reserve pipeline and takes it back (p.10)
    tx.effects.push({ kind: 'link-returned', owner: tx.actor, link: 'pipeline', type: 'reserve', route: o.route, vp: 0 });
    me.supply.pipelines.push({ ...(existing.spec ?? { kind: 'pipeline', type: 'reserve' }) });
    s.links.splice(s.links.indexOf(existing), 1);
    tx.linksChanged();
    firstOnRoute = false;
  }

  // --- place, then pay (the new rail can carry its own coal)
  if (o.kind === 'lightRail') me.supply.lightRails -= 1;
  const link: PlacedLink = { owner: tx.actor, kind: o.kind, route: o.route };
  if (spec) {
    link.type = spec.type;
    link.spec = spec;
  }
  if (existing === undefined)
    tx.appendLink(link); // the network grows by this one line
  else {
    s.links.push(link);
    tx.linksChanged();
  }
  // two literals, not a spread of the optional type (a spread site is a slow generic copy; the same fields in the same order)
  tx.effects.push(
    spec
      ? { kind: 'link-built', player: tx.actor, link: o.kind, type: spec.type, route: o.route, second }
      : { kind: 'link-built', player: tx.actor, link: o.kind, route: o.route, second },
  );
  const cost = ctx.data.game.linkCosts.value[o.kind];
  payCubes(tx, cost, touches, o.sources, `links.${k}.sources`);

  // --- what the new link gives
  if (rail) {
    if (o.kind === 'heavyRail') {
      me.heavyRailsBuilt += 1;
      if (spec?.type === 'whiskey') tx.gainWhiskey(tx.actor, 1, 'whiskey-heavy-rail');
      if (spec?.produces) {
        const placed = s.links[s.links.length - 1] as PlacedLink;
        placed.cubes = { ...spec.produces };
      }
    }
    // OPTION (replacementTakesLineBonus, default true): a replacement train placed on a bonus line takes the bonus again
    const bonus = ctx.lines.get(o.route)?.bonus;
    if (bonus && (!replacing || s.options.replacementTakesLineBonus)) tx.reward(tx.actor, bonus, `line:${o.route}`);
    return;
  }
  const route = ctx.routes.get(o.route);
  if (!route) return;
  if (firstOnRoute && route.barrels > 0) addOil(tx, route.field, route.barrels, 'pipeline-barrels');
  if (spec?.type === 'reserve') addOil(tx, route.field, 1, 'reserve-pipeline');
  reveal(tx, route.field);
}

/** Oil added to a field goes onto an unflipped Oil City standing there (p.10). */
export function addOil(tx: Tx, field: string, n: number, reason: 'pipeline-barrels' | 'reserve-pipeline' | 'reveal-era2'): void {
  const f = tx.s.oilFields[field];
  if (!f || n <= 0) return;
  const city = tx.s.industries.find((i) => i.space === field && !i.flipped);
  if (city) city.cubes.oil = (city.cubes.oil ?? 0) + n;
  else f.oil += n;
  tx.effects.push({ kind: 'oil', field, delta: n, reason });
}

/** First connection to an oil field: reveal its tile, take the LEFT reward; the RIGHT value is next-era oil (at once in era 2). */
function reveal(tx: Tx, field: string): void {
  const f = tx.s.oilFields[field];
  if (!f || f.revealed) return;
  f.revealed = true;
  tx.effects.push({ kind: 'reveal', field, tile: f.tile, player: tx.actor });
  const tile = f.tile ? tx.ctx.oilTiles.get(f.tile) : undefined;
  if (!tile) return;
  for (const r of tile.reveal) tx.reward(tx.actor, r, `oil-field:${field}`);
  if (tx.s.era >= tx.ctx.data.game.eras.value)
    addOil(tx, field, tile.nextEraOil, 'reveal-era2'); // the last era: no era change to wait for
  else if (tile.nextEraOil > 0) {
    f.pendingOil += tile.nextEraOil;
    tx.effects.push({ kind: 'oil-pending', field, delta: tile.nextEraOil });
  }
}
