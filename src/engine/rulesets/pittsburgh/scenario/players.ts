/** Players of a scenario: money, track positions, cards, mat and link supply, with defaults. */
import type { LinkTileSpec } from '../data/types.ts';
import type { RulesContext } from '../context.ts';
import { isTrackSpace } from '../../../brass/income.ts';
import { fullMat, unlockLinks } from '../rules/mat.ts';
import type { PlacedLink, PlayerState } from '../state.ts';
import type { Checker } from './checks.ts';

/** Every link tile the game knows, by type: the mat's and the starting supply's. */
export function knownLinkTiles(ctx: RulesContext): LinkTileSpec[] {
  const s = ctx.data.mat.startingSupply;
  return [...s.heavyRails, ...s.pipelines, ...ctx.linkPlaces.map((p) => p.link)];
}

/** JSON with object keys sorted, so two equal tiles written in another key order compare equal. */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (typeof v === 'object' && v !== null)
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

/** One of the game's own link tiles equal to `ref` (a tile written out whole), or undefined. */
export function knownTile(ctx: RulesContext, ref: unknown): LinkTileSpec | undefined {
  const key = canonical(ref);
  const t = knownLinkTiles(ctx).find((x) => canonical(x) === key);
  return t ? { ...t } : undefined;
}

export function linkSpec(ctx: RulesContext, kind: 'heavyRail' | 'pipeline', ref: unknown): LinkTileSpec | undefined {
  if (typeof ref === 'object' && ref !== null) {
    const r = ref as LinkTileSpec;
    return r.kind === kind && typeof r.type === 'string' ? { ...r } : undefined;
  }
  const t = knownLinkTiles(ctx).find((l) => l.kind === kind && l.type === ref);
  return t ? { ...t } : undefined;
}

export function readPlayer(c: Checker, ctx: RulesContext, raw: unknown, path: string): PlayerState | undefined {
  const o = c.obj(raw, path);
  if (!o) return undefined;
  const colour = c.str(o.colour, `${path}.colour`);
  const cash = c.int(o.cash, `${path}.cash`, 30);
  if (cash < 0) c.err(`${path}.cash`, 'cash-negative', { value: cash });
  const track = ctx.data.incomeTrack;
  const incomeSpace = c.int(o.incomeSpace, `${path}.incomeSpace`, track.startSpace);
  if (!isTrackSpace(track, incomeSpace)) c.err(`${path}.incomeSpace`, 'bad-income-space', { value: incomeSpace });
  const whiskey = c.count(o.whiskey, `${path}.whiskey`, 0);
  if (whiskey > 3) c.err(`${path}.whiskey`, 'whiskey-over-3', { value: whiskey });

  const mat = fullMat(ctx);
  const matRaw = c.optObj(o.mat, `${path}.mat`) ?? {};
  for (const [id, v] of Object.entries(matRaw)) {
    if (!ctx.places.has(id)) c.err(`${path}.mat.${id}`, 'unknown-mat-place', { place: id });
    else mat[id] = c.count(v, `${path}.mat.${id}`, mat[id] ?? 0);
  }
  c.strList(o.removed, `${path}.removed`).forEach((id, i) => {
    if (!ctx.places.has(id)) c.err(`${path}.removed[${i}]`, 'unknown-mat-place', { place: id });
    else mat[id] = 0;
  });

  const p: PlayerState = {
    colour: colour ?? '',
    cash,
    incomeSpace,
    vp: c.int(o.vp, `${path}.vp`, 0),
    whiskey,
    spentThisRound: c.count(o.spentThisRound, `${path}.spentThisRound`, 0),
    hand: c.strList(o.hand, `${path}.hand`),
    discard: c.strList(o.discard, `${path}.discard`),
    mat,
    supply: {
      lightRails: ctx.data.mat.startingSupply.lightRails,
      heavyRails: ctx.data.mat.startingSupply.heavyRails.map((t) => ({ ...t })),
      pipelines: ctx.data.mat.startingSupply.pipelines.map((t) => ({ ...t })),
    },
    heavyRailsBuilt: 0,
  };
  unlockLinks(ctx, p); // link places below emptied places are in the supply
  const sup = c.optObj(o.supply, `${path}.supply`);
  if (sup) {
    if (sup.lightRails !== undefined) p.supply.lightRails = c.count(sup.lightRails, `${path}.supply.lightRails`, 0);
    for (const kind of ['heavyRail', 'pipeline'] as const) {
      const key = kind === 'heavyRail' ? 'heavyRails' : 'pipelines';
      const list = c.optArr(sup[key], `${path}.supply.${key}`);
      if (!list) continue;
      p.supply[key] = [];
      list.forEach((ref, i) => {
        const spec = linkSpec(ctx, kind, ref);
        if (spec) p.supply[key].push(spec);
        else
          c.err(`${path}.supply.${key}[${i}]`, 'unknown-link-type', { type: String(typeof ref === 'string' ? ref : JSON.stringify(ref)) });
      });
    }
  }
  p.heavyRailsBuilt = o.heavyRailsBuilt === undefined ? -1 : c.count(o.heavyRailsBuilt, `${path}.heavyRailsBuilt`, 0); // -1: count them on the board
  for (const [i, card] of [...p.hand.entries()]) {
    if (!ctx.cards.has(card)) c.err(`${path}.hand[${i}]`, 'unknown-card', { card });
  }
  for (const [i, card] of [...p.discard.entries()]) {
    if (!ctx.cards.has(card)) c.err(`${path}.discard[${i}]`, 'unknown-card', { card });
  }
  return p;
}

/**
 * The default supply holds only what is not on the board: each of the player's links on the board
 * came out of it (a position whose Light Train is on the map has 8 more, not 9). A supply the
 * scenario gives (per kind) is taken as written.
 */
export function takePlacedFromSupply(ctx: RulesContext, p: PlayerState, raw: unknown, links: readonly PlacedLink[]): void {
  const given = (raw as { supply?: Record<string, unknown> } | null)?.supply ?? {};
  const givenMat = (raw as { mat?: Record<string, unknown> } | null)?.mat ?? {};
  const own = links.filter((l) => l.owner === p.colour);
  if (given.lightRails === undefined)
    p.supply.lightRails = Math.max(0, p.supply.lightRails - own.filter((l) => l.kind === 'lightRail').length);
  for (const [kind, key] of [
    ['heavyRail', 'heavyRails'],
    ['pipeline', 'pipelines'],
  ] as const) {
    if (given[key] !== undefined) continue;
    for (const l of own.filter((x) => x.kind === kind)) {
      const i = p.supply[key].findIndex((t) => t.type === l.type);
      if (i >= 0) {
        p.supply[key].splice(i, 1);
        continue;
      }
      // not in the supply: it came off its place on the mat
      const place = ctx.linkPlaces.find(
        (lp) => lp.link.kind === kind && lp.link.type === l.type && (p.mat[lp.id] ?? 0) > 0 && givenMat[lp.id] === undefined,
      );
      if (place) p.mat[place.id] = 0;
    }
  }
}
