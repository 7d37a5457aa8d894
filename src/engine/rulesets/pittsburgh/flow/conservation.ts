/**
 * More invariants, wired into checkState / checkStep (flow/invariants.ts). Each returns its
 * failures (empty = holds) and is tested on a constructed violating step
 * (tests/engine/conservation.test.ts).
 *
 * State:
 * - tiles: for each player and mat TILE place, copies on the mat + copies on the board ≤ the
 *   printed copies;
 * - link tiles: for each player and kind (light rail, heavy rail, pipeline), tiles in the supply +
 *   on the board + still locked on the mat ≤ printed (starting supply + the mat's link places).
 * Step (before → after, with the step's effects):
 * - tiles leave the game only as the effects say: (mat + board) before − (mat + board) after =
 *   copies removed (`mat-take` by develop / free develop, `industry-removed` by an upgrade,
 *   `removed` of an industry at the end of era 1); with the state check this gives
 *   mat + board + removed ≤ printed over a whole game;
 * - link tiles never leave the game: supply + board + mat per player and kind is unchanged (a
 *   replaced light rail or reserve pipeline returns to its owner, era-1 light rails to theirs);
 * - income space, whiskey and spending change exactly as the `income`, `whiskey` and spending
 *   `cash` effects say (spending restarts at 0 at a `turn-order` effect: the round end);
 * - a flipped merchant never turns face up again, and its tile stays;
 * - an empty Quality Reward slot (null) is never refilled; a tile only leaves its slot;
 * - no level-I industry of era 1 is on the board in era 2 (they leave at the end of era 1); a
 *   level-I industry in era 2 was built in era 2 (the tile data prints no era on coal mine I and
 *   manufacturer I, so the engine lets them be built in era 2);
 * - the turn order set at a round end (`turn-order`) is the stable sort of the previous order by
 *   the spending of the round just ended, and that spending is what the step's effects add up to.
 */
import type { RulesContext } from '../context.ts';
import type { Effect } from '../effects.ts';
import type { Colour, GameState, LinkKind, PlayerState } from '../state.ts';

const LINK_KINDS: readonly LinkKind[] = ['lightRail', 'heavyRail', 'pipeline'];

/** Industry tiles on the board by "owner place" (one pass over the board, not one per place). */
function tilesOnBoard(s: GameState): (colour: Colour, place: string) => number {
  const n = new Map<string, number>();
  for (const i of s.industries) n.set(`${i.owner} ${i.place}`, (n.get(`${i.owner} ${i.place}`) ?? 0) + 1);
  return (colour, place) => n.get(`${colour} ${place}`) ?? 0;
}

/** State: mat + board ≤ printed copies, per player and tile place. */
export function tileCopies(ctx: RulesContext, s: GameState): string[] {
  const out: string[] = [];
  const onBoard = tilesOnBoard(s);
  for (const p of s.players) {
    for (const t of ctx.tilePlaces) {
      const n = (p.mat[t.id] ?? 0) + onBoard(p.colour, t.id);
      if (n > t.copies) out.push(`${p.colour}: ${n} copies of ${t.id} on the mat and the board, ${t.copies} printed`);
    }
  }
  return out;
}

/** Link tiles of one kind a player has: in the supply, on the board, still locked on the mat. */
export function linkTilesHeld(ctx: RulesContext, s: GameState, p: PlayerState, kind: LinkKind): number {
  const supply = kind === 'lightRail' ? p.supply.lightRails : kind === 'heavyRail' ? p.supply.heavyRails.length : p.supply.pipelines.length;
  const board = s.links.filter((l) => l.owner === p.colour && l.kind === kind).length;
  const mat = ctx.linkPlaces.filter((lp) => lp.link.kind === kind && (p.mat[lp.id] ?? 0) > 0).length;
  return supply + board + mat;
}

/** Printed link tiles of one kind per player: the starting supply plus the mat's link places. */
export function linkTilesPrinted(ctx: RulesContext, kind: LinkKind): number {
  const start = ctx.data.mat.startingSupply;
  const supply = kind === 'lightRail' ? start.lightRails : kind === 'heavyRail' ? start.heavyRails.length : start.pipelines.length;
  return supply + ctx.linkPlaces.filter((lp) => lp.link.kind === kind).length;
}

/** State: link tiles held ≤ printed, per player and kind. */
export function linkCopies(ctx: RulesContext, s: GameState): string[] {
  const out: string[] = [];
  for (const p of s.players) {
    for (const k of LINK_KINDS) {
      const n = linkTilesHeld(ctx, s, p, k);
      const printed = linkTilesPrinted(ctx, k);
      if (n > printed) out.push(`${p.colour}: ${n} ${k} tiles in supply, on the board and on the mat, ${printed} printed`);
    }
  }
  return out;
}

/** Step: tiles and link tiles leave the game only as the effects say. */
export function tileFlow(ctx: RulesContext, before: GameState, after: GameState, effects: readonly Effect[]): string[] {
  const out: string[] = [];
  const removed = new Map<string, number>();
  const add = (colour: Colour, place: string | undefined) => {
    if (place !== undefined) removed.set(`${colour} ${place}`, (removed.get(`${colour} ${place}`) ?? 0) + 1);
  };
  for (const e of effects) {
    if (e.kind === 'mat-take' && e.reason !== 'build') add(e.player, e.place);
    if (e.kind === 'industry-removed') add(e.owner, e.place);
    if (e.kind === 'removed' && e.what === 'industry') add(e.owner, e.place);
  }
  const wasOnBoard = tilesOnBoard(before);
  const isOnBoard = tilesOnBoard(after);
  for (const p of after.players) {
    const b = before.players.find((q) => q.colour === p.colour);
    if (!b) continue;
    for (const t of ctx.tilePlaces) {
      const was = (b.mat[t.id] ?? 0) + wasOnBoard(p.colour, t.id);
      const is = (p.mat[t.id] ?? 0) + isOnBoard(p.colour, t.id);
      const said = removed.get(`${p.colour} ${t.id}`) ?? 0;
      if (was - is !== said) out.push(`${p.colour}: ${t.id} copies on the mat and the board went ${was} → ${is}, effects remove ${said}`);
    }
    for (const k of LINK_KINDS) {
      const was = linkTilesHeld(ctx, before, b, k);
      const is = linkTilesHeld(ctx, after, p, k);
      if (was !== is) out.push(`${p.colour}: ${k} tiles held went ${was} → ${is}`);
    }
  }
  return out;
}

/** Step: income space, whiskey and spending change exactly as the effects say. */
export function counterFlow(before: GameState, after: GameState, effects: readonly Effect[]): string[] {
  const out: string[] = [];
  for (const p of after.players) {
    const b = before.players.find((q) => q.colour === p.colour);
    if (!b) continue;
    let income = 0;
    let whiskey = 0;
    let spent = b.spentThisRound;
    for (const e of effects) {
      if (e.kind === 'income' && e.player === p.colour) income += e.to - e.from;
      if (e.kind === 'whiskey' && e.player === p.colour) whiskey += e.delta;
      if (e.kind === 'cash' && e.player === p.colour && e.spending) spent -= e.delta;
      if (e.kind === 'turn-order') spent = 0;
    }
    if (p.incomeSpace - b.incomeSpace !== income)
      out.push(`${p.colour}: income space changed by ${p.incomeSpace - b.incomeSpace}, effects say ${income}`);
    if (p.whiskey - b.whiskey !== whiskey) out.push(`${p.colour}: whiskey changed by ${p.whiskey - b.whiskey}, effects say ${whiskey}`);
    if (p.spentThisRound !== spent) out.push(`${p.colour}: spent ${p.spentThisRound} this round, effects say ${spent}`);
  }
  return out;
}

/** Step: flipped merchants stay flipped (same tile); empty Quality Reward slots stay empty. */
export function oneWayTiles(before: GameState, after: GameState): string[] {
  const out: string[] = [];
  for (const [loc, m] of Object.entries(before.merchants)) {
    const a = after.merchants[loc];
    if (!a || a.tile !== m.tile) out.push(`merchant at ${loc}: tile ${m.tile} became ${a?.tile ?? 'nothing'}`);
    else if (!m.faceUp && a.faceUp) out.push(`merchant at ${loc} turned face up again`);
  }
  if (after.quality.length !== before.quality.length) out.push(`quality slots went ${before.quality.length} → ${after.quality.length}`);
  before.quality.forEach((q, i) => {
    const a = after.quality[i];
    if (q === null && a !== null) out.push(`quality slot ${i} refilled with ${String(a)}`);
    else if (q !== null && a !== null && a !== q) out.push(`quality slot ${i}: ${q} became ${String(a)}`);
  });
  return out;
}

/** Step: in era 2, a level-I industry on the board was built in era 2 (none survives era 1). */
export function noEraOneLevelOne(ctx: RulesContext, before: GameState, after: GameState, effects: readonly Effect[]): string[] {
  if (after.era !== 2) return [];
  const levelOne = (s: GameState) =>
    s.industries.filter((i) => ctx.places.get(i.place)?.node === 'tile' && (ctx.places.get(i.place) as { level: number }).level === 1);
  const key = (owner: string, place: string, space: string) => `${owner} ${place} ${space}`;
  const allowed = new Set(before.era === 2 ? levelOne(before).map((i) => key(i.owner, i.place, i.space)) : []);
  for (const e of effects) if (e.kind === 'industry-built' && before.era === 2) allowed.add(key(e.player, e.place, e.space));
  return levelOne(after)
    .filter((i) => !allowed.has(key(i.owner, i.place, i.space)))
    .map((i) => `level-I ${i.place} of ${i.owner} at ${i.space} on the board in era 2, not built in era 2`);
}

/** Step: a `turn-order` effect is the stable sort of the previous order by this round's spending, and the state follows it. */
export function turnOrderFlow(before: GameState, after: GameState, effects: readonly Effect[]): string[] {
  const out: string[] = [];
  let order = [...before.turnOrder];
  const spent: Record<Colour, number> = {};
  for (const p of before.players) spent[p.colour] = p.spentThisRound;
  let last: Colour[] | undefined;
  for (const e of effects) {
    if (e.kind === 'cash' && e.spending) spent[e.player] = (spent[e.player] ?? 0) - e.delta;
    if (e.kind !== 'turn-order') continue;
    for (const c of order) {
      if ((e.spent[c] ?? 0) !== (spent[c] ?? 0))
        out.push(`turn order: ${c} spent ${spent[c] ?? 0} this round, the effect says ${e.spent[c] ?? 0}`);
    }
    const sorted = [...order].sort((a, b) => (spent[a] ?? 0) - (spent[b] ?? 0)); // stable
    if (sorted.join() !== e.order.join())
      out.push(`turn order ${e.order.join(',')} is not ${sorted.join(',')} (stable sort of ${order.join(',')} by spending)`);
    order = [...e.order];
    last = e.order;
    for (const c of Object.keys(spent)) spent[c] = 0;
  }
  if (last && after.turnOrder.join() !== last.join())
    out.push(`turn order in the state ${after.turnOrder.join(',')} is not the round end's ${last.join(',')}`);
  if (!last && after.turnOrder.join() !== before.turnOrder.join())
    out.push(`turn order changed without a round end: ${before.turnOrder.join(',')} → ${after.turnOrder.join(',')}`);
  return out;
}
