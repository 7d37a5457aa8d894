/**
 * The first choices of every action a player could start now — action, card and target — as
 * draft roots, filtered only by the handlers' own read-only checks (the mat's `tileRefusal`,
 * build's `siteRefusal` and `buildRefusal`, network's `linkRefusal`). The executor decides the
 * rest. Used by random play and the fuzzer, which then walk each root's remaining choices.
 *
 * The roots form a virtual list (`rootSpace`): entry i is built and checked only when asked for,
 * so a random player that stops at the first legal root checks a handful, not hundreds.
 */
import { buildRefusal, siteRefusal } from '../actions/build.ts';
import {
  buildCardTries,
  buildWith,
  cardsByPermission,
  linkKindsInSupply,
  onRoute,
  sitesFor,
  type CardsByPermission,
} from '../actions/candidates.ts';
import { linkRefusal } from '../actions/network.ts';
import { pendingCandidates } from '../actions/pending.ts';
import type { Action, LinkOrder } from '../actions/types.ts';
import type { RulesContext } from '../context.ts';
import type { MatTilePlace } from '../data/types.ts';
import type { NetworkView } from '../rules/connectivity.ts';
import { networkView } from '../rules/connectivity.ts';
import { reachableTiles } from '../rules/mat.ts';
import type { GameState, PlayerState } from '../state.ts';
import { chooser } from './next.ts';
import type { Draft } from './types.ts';

/** One root: drafts tried in order (a build's cards: location card, industry cards, wild); the first the executor accepts counts. */
export type Root = Draft[];

export interface RootSpace {
  size: number;
  /** Entry i, or null when the handlers' own checks already refuse it. */
  at(i: number): Root | null;
}

const EMPTY: RootSpace = { size: 0, at: () => null };

export function rootSpace(ctx: RulesContext, s: GameState): RootSpace {
  if (s.pending !== undefined) {
    const roots = pendingCandidates(ctx, s)
      .map((a) => (a.type === 'decline' ? ({ type: 'decline' } as const) : ({ type: a.type, free: true } as Partial<Action>)))
      .filter((a, i, all) => all.findIndex((b) => JSON.stringify(b) === JSON.stringify(a)) === i)
      .map((action) => [{ action }]);
    return { size: roots.length, at: (i) => roots[i] ?? null };
  }
  const me = chooser(s);
  const card = me?.hand[0];
  if (!me || card === undefined || s.actionsLeft <= 0 || s.gameOver) return EMPTY;
  const simple: Root[] = [[{ action: { type: 'pass', card } }], [{ action: { type: 'loan', card } }], [{ action: { type: 'sell', card } }]];
  const reachable = reachableTiles(ctx, me.mat);
  for (const t of reachable) simple.push([{ action: { type: 'develop', card, tiles: [{ place: t.id }] } }]);

  // every link kind on every route, every reachable tile on every site: read by index, not listed pair by pair
  const links = linkKindsInSupply(me).map((o): Group<Omit<LinkOrder, 'route'>, { id: string }> => ({
    of: o,
    items: o.kind === 'pipeline' ? ctx.board.pipelineRoutes : ctx.board.lines,
  }));
  const builds = reachable.map((t) => ({ of: t, items: sitesFor(ctx, s, me.colour, t) }));
  const linkCount = countOf(links);

  let view: NetworkView | undefined;
  const net = () => (view ??= networkView(ctx, s, me.colour));
  const cards = cardsByPermission(ctx, me);
  return {
    size: simple.length + linkCount + countOf(builds),
    at: (i) => {
      if (i < simple.length) return simple[i] ?? null;
      const j = i - simple.length;
      if (j < linkCount) {
        const l = entry(links, j);
        if (!l) return null;
        const link = onRoute(l.of, l.item.id);
        return linkRefusal(ctx, s, me.colour, link, net()) === null ? [{ action: { type: 'network', card, links: [link] } }] : null;
      }
      const b = entry(builds, j - linkCount);
      return b ? buildRoot(ctx, s, me, card, cards, b.of, b.item, net()) : null;
    },
  };
}

/** Lists laid end to end (each item of a group goes with the group's `of`). */
interface Group<G, T> {
  of: G;
  items: readonly T[];
}

function countOf(groups: readonly Group<unknown, unknown>[]): number {
  let n = 0;
  for (const g of groups) n += g.items.length;
  return n;
}

/** Entry j of the groups laid end to end. */
function entry<G, T>(groups: readonly Group<G, T>[], j: number): { of: G; item: T } | undefined {
  let k = j;
  for (const g of groups) {
    if (k < g.items.length) return { of: g.of, item: g.items[k] as T };
    k -= g.items.length;
  }
  return undefined;
}

/** A build root: this tile on this site with each card that may allow it (location card, industry cards, any card + 1 Whiskey). */
function buildRoot(
  ctx: RulesContext,
  s: GameState,
  me: PlayerState,
  first: string,
  cards: CardsByPermission,
  t: MatTilePlace,
  space: string,
  view: NetworkView,
): Root | null {
  if (siteRefusal(ctx, s, me.colour, t, space)) return null;
  const out: Draft[] = [];
  for (const c of buildCardTries(ctx, me, cards, first, t, space)) {
    const action = buildWith(c, t.id, space);
    if (buildRefusal(ctx, s, me.colour, action, view) === null) out.push({ action });
  }
  return out.length > 0 ? out : null;
}
