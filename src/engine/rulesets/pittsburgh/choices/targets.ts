/**
 * The enumerator's first questions — which action, which card, which target — whose options the
 * enumerator lists itself (the handlers need them to run at all). Nothing here decides legality:
 * `precheck` is a handler's own read-only check (build's `siteRefusal` / `buildRefusal`,
 * network's `linkRefusal`, the mat's `tileRefusal`), and `exists` searches for one legal
 * completion by probing the executor.
 */
import { buildRefusal, siteRefusal } from '../actions/build.ts';
import { linkKindsInSupply, onRoute } from '../actions/candidates.ts';
import { execute } from '../actions/executor.ts';
import { tileRefusal } from '../actions/mat-take.ts';
import { linkRefusal } from '../actions/network.ts';
import { pendingCandidates } from '../actions/pending.ts';
import { ownSeller } from '../actions/sell.ts';
import type { Action, BuildAction, LinkOrder } from '../actions/types.ts';
import type { RulesContext } from '../context.ts';
import { legalActions } from '../legal.ts';
import type { Refusal } from '../reasons.ts';
import { networkView } from '../rules/connectivity.ts';
import { reachableTiles } from '../rules/mat.ts';
import type { GameState, PlayerState } from '../state.ts';
import type { Ask, AskOption, Draft } from './types.ts';

export interface Question {
  ask: Ask;
  /** A handler's own cheap check of an option (null: worth probing on the executor). */
  precheck?: (o: AskOption) => Refusal | null;
  /** For options whose legality means "some completion is legal" (action, card, build tile): a search. */
  exists?: (o: AskOption) => Refusal | null;
}

const NO_OPTION: Refusal = { code: 'no-legal-option' };

export function refusalOf(ctx: RulesContext, state: GameState, action: Action): Refusal | null {
  const r = execute(ctx, state, action);
  return r.ok ? null : r.error;
}

/** The action question: the six actions, or the answers of a pending follow-up decision. */
export function typeQuestion(ctx: RulesContext, state: GameState, me: PlayerState): Question {
  if (state.pending !== undefined) {
    const options = pendingCandidates(ctx, state)
      .map((a) => (a.type === 'decline' ? { type: 'decline' } : { type: a.type, free: true }))
      .filter((v, i, all) => all.findIndex((w) => JSON.stringify(w) === JSON.stringify(v)) === i)
      .map((value) => ({ value }));
    const legal = legalActions(ctx, state);
    return {
      ask: { key: 'type', kind: 'type', options, defaultIndex: -1, root: true },
      exists: (o) => (legal.some((l) => l.action.type === (o.value as { type: string }).type) ? null : NO_OPTION),
    };
  }
  const types = ['build', 'network', 'develop', 'sell', 'loan', 'pass'] as const;
  let legal: Action[] | undefined;
  const first = me.hand[0];
  return {
    ask: { key: 'type', kind: 'type', options: types.map((type) => ({ value: { type } })), defaultIndex: -1, root: true },
    exists: (o) => {
      const type = (o.value as { type: Action['type'] }).type;
      if (first === undefined) return { code: 'card-not-in-hand', params: { card: '' } };
      if (type === 'pass' || type === 'loan') return refusalOf(ctx, state, { type, card: first });
      legal ??= legalActions(ctx, state).map((l) => l.action);
      if (legal.some((a) => a.type === type)) return null;
      return representativeRefusal(ctx, state, me, type);
    },
  };
}

/** Why no action of this type is legal: the refusal of its simplest attempt. */
function representativeRefusal(ctx: RulesContext, state: GameState, me: PlayerState, type: Action['type']): Refusal {
  const card = me.hand[0] ?? '';
  if (type === 'develop') {
    const t = reachableTiles(ctx, me.mat)[0];
    return (t && refusalOf(ctx, state, { type, card, tiles: [{ place: t.id }] })) || NO_OPTION;
  }
  if (type === 'sell') {
    const own = state.industries.find((i) => i.owner === me.colour && !i.flipped);
    return (own && refusalOf(ctx, state, { type, card, sales: [{ space: own.space }] })) || { code: 'nothing-to-sell' };
  }
  return NO_OPTION;
}

/** The card question: every card in hand; for a build also each card + 1 Whiskey as a wild card. */
export function cardQuestion(ctx: RulesContext, state: GameState, me: PlayerState, type: Action['type']): Question {
  const cards = [...new Set(me.hand)];
  const options: AskOption[] = cards.map((card) => ({ value: { card } }));
  if (type === 'build') for (const card of cards) options.push({ value: { card, wild: true } });
  let typeLegal: Refusal | null | undefined;
  // cards that allow the same builds (same city, same industry; any card with Whiskey) share one search
  const searched = new Map<string, Refusal | null>();
  const permission = (card: string, wild: boolean): string => {
    if (wild) return 'wild';
    const k = ctx.cards.get(card);
    return k ? `${k.kind}:${k.location ?? ''}:${k.industry ?? ''}` : `unknown:${card}`;
  };
  return {
    ask: { key: 'card', kind: 'card', options, defaultIndex: 0, root: true },
    exists: (o) => {
      const v = o.value as { card: string; wild?: boolean };
      if (type === 'build') {
        const key = permission(v.card, v.wild === true);
        if (!searched.has(key)) searched.set(key, findBuild(ctx, state, me, v.card, v.wild === true));
        const r = searched.get(key) ?? null;
        return r && 'params' in r && r.params && 'card' in r.params ? { ...r, params: { ...r.params, card: v.card } } : r;
      }
      if (type === 'pass' || type === 'loan') return refusalOf(ctx, state, { type, card: v.card });
      typeLegal ??= typeQuestion(ctx, state, me).exists?.({ value: { type } }) ?? null;
      return typeLegal;
    },
  };
}

/** Build: the mat tile. */
export function placeQuestion(ctx: RulesContext, state: GameState, me: PlayerState, a: Partial<BuildAction>): Question {
  return {
    ask: { key: 'place', kind: 'place', options: ctx.tilePlaces.map((t) => ({ value: t.id })), defaultIndex: -1 },
    precheck: (o) => {
      const t = tileRefusal(ctx, me.mat, o.value);
      return 'refusal' in t ? t.refusal : null;
    },
    exists: (o) => findBuild(ctx, state, me, a.card ?? '', a.wild === true, o.value as string),
  };
}

/** Build: the board space (or oil field). */
export function spaceQuestion(ctx: RulesContext, state: GameState, me: PlayerState, a: Partial<BuildAction>): Question {
  const sites = [...ctx.spaces.keys(), ...ctx.oilFields];
  const view = networkView(ctx, state, me.colour);
  return {
    ask: { key: 'space', kind: 'space', options: sites.map((s) => ({ value: s })), defaultIndex: -1 },
    precheck: (o) => buildRefusal(ctx, state, me.colour, { ...(a as BuildAction), space: o.value as string }, view),
  };
}

/**
 * One legal build with this card (and tile), searched with the build handler's own checks first,
 * then the executor; or the most telling refusal met (the executor's, then the card's, then the site's).
 */
export function findBuild(
  ctx: RulesContext,
  state: GameState,
  me: PlayerState,
  card: string,
  wild: boolean,
  place?: string,
): Refusal | null {
  const tiles = place === undefined ? reachableTiles(ctx, me.mat) : [];
  if (place !== undefined) {
    const t = tileRefusal(ctx, me.mat, place);
    if ('refusal' in t) return t.refusal;
    tiles.push(t.tile);
  }
  const sites = [...ctx.spaces.keys(), ...ctx.oilFields];
  const view = networkView(ctx, state, me.colour);
  let site: Refusal | null = null;
  let rule: Refusal | null = null;
  let exec: Refusal | null = null;
  for (const t of tiles) {
    for (const space of sites) {
      const sr = siteRefusal(ctx, state, me.colour, t, space);
      if (sr) {
        site ??= sr;
        continue;
      }
      const action: BuildAction = { type: 'build', card, ...(wild ? { wild: true } : {}), place: t.id, space };
      const br = buildRefusal(ctx, state, me.colour, action, view);
      if (br) {
        rule ??= br;
        continue;
      }
      const r = refusalOf(ctx, state, action);
      if (r === null) return null;
      exec ??= r;
    }
  }
  return exec ?? rule ?? site ?? NO_OPTION;
}

/** Network: a link tile of the supply (kind and type) on a line or pipeline route; on `after` (the state after the first link) for the second. */
export function linkQuestion(ctx: RulesContext, after: GameState, me: PlayerState, key: string, optional: boolean): Question {
  const kinds = linkKindsInSupply(me);
  const options: AskOption[] = optional ? [{ value: null }] : [];
  const view = networkView(ctx, after, me.colour);
  for (const k of kinds) {
    const routes = k.kind === 'pipeline' ? ctx.board.pipelineRoutes : ctx.board.lines;
    for (const r of routes) options.push({ value: onRoute(k, r.id) });
  }
  return {
    ask: { key, kind: optional ? 'second-link' : 'link', options, defaultIndex: optional ? 0 : -1 },
    precheck: (o) => (o.value === null ? null : linkRefusal(ctx, after, me.colour, o.value as LinkOrder, view)),
  };
}

/**
 * Develop: a mat tile (the second is optional). `matAfter`: for the second, the mat once the first
 * is taken (the handler checks the second tile there, after the first has been paid for).
 */
export function tileQuestion(
  ctx: RulesContext,
  me: PlayerState,
  key: string,
  optional: boolean,
  matAfter?: Record<string, number>,
): Question {
  const options: AskOption[] = optional ? [{ value: null }] : [];
  for (const t of ctx.tilePlaces) options.push({ value: t.id });
  const mat = optional ? matAfter : me.mat;
  return {
    ask: { key, kind: 'tile', options, defaultIndex: optional ? 0 : -1 },
    precheck: (o) => {
      if (o.value === null || mat === undefined) return null;
      const t = tileRefusal(ctx, mat, o.value);
      return 'refusal' in t ? t.refusal : null;
    },
  };
}

/** Sell: an industry on the board (after the first, more are optional). */
export function sellerQuestion(
  ctx: RulesContext,
  state: GameState,
  me: PlayerState,
  key: string,
  chosen: readonly string[],
  optional: boolean,
): Question {
  const options: AskOption[] = optional ? [{ value: null }] : [];
  for (const i of state.industries) if (!chosen.includes(i.space)) options.push({ value: i.space });
  return {
    ask: { key, kind: 'seller', options, defaultIndex: optional ? 0 : -1 },
    precheck: (o) => {
      if (typeof o.value !== 'string') return null;
      const own = ownSeller(ctx, state, me.colour, o.value);
      return 'refusal' in own ? own.refusal : null;
    },
  };
}

/** The draft's sales so far (spaces chosen). */
export function chosenSellers(draft: Draft): string[] {
  const sales = (draft.action as { sales?: unknown }).sales;
  return Array.isArray(sales) ? sales.map((x) => (x as { space?: string }).space ?? '') : [];
}
