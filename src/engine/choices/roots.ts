/**
 * The first choices of every action a player could start now — action, card and target — as
 * draft roots, filtered only by the handlers' own read-only checks (the mat's `tileRefusal`,
 * build's `siteRefusal` and `buildRefusal`, network's `linkRefusal`). The executor decides the
 * rest. Used by random play and the fuzzer, which then walk each root's remaining choices.
 */
import { buildRefusal, industryCardAllows, siteRefusal } from '../actions/build.ts';
import { linkRefusal } from '../actions/network.ts';
import { pendingCandidates } from '../actions/pending.ts';
import type { Action, LinkOrder } from '../actions/types.ts';
import type { RulesContext } from '../context.ts';
import { networkView } from '../rules/connectivity.ts';
import { reachableTiles } from '../rules/mat.ts';
import type { GameState } from '../state.ts';
import { chooser } from './next.ts';
import type { Draft } from './types.ts';

/** One root: drafts tried in order (a build's cards: location card, industry cards, wild); the first the executor accepts counts. */
export type Root = Draft[];

export function rootDrafts(ctx: RulesContext, s: GameState): Root[] {
  if (s.pending !== undefined) {
    return pendingCandidates(ctx, s)
      .map((a) => (a.type === 'decline' ? ({ type: 'decline' } as const) : ({ type: a.type, free: true } as Partial<Action>)))
      .filter((a, i, all) => all.findIndex((b) => JSON.stringify(b) === JSON.stringify(a)) === i)
      .map((action) => [{ action }]);
  }
  const me = chooser(s);
  const card = me?.hand[0];
  if (!me || card === undefined || s.actionsLeft <= 0 || s.gameOver) return [];
  const roots: Root[] = [[{ action: { type: 'pass', card } }], [{ action: { type: 'loan', card } }], [{ action: { type: 'sell', card } }]];
  const reachable = reachableTiles(ctx, me.mat);
  for (const t of reachable) roots.push([{ action: { type: 'develop', card, tiles: [{ place: t.id }] } }]);

  const view = networkView(ctx, s, me.colour);
  const orders: Omit<LinkOrder, 'route'>[] = [];
  if (me.supply.lightRails > 0) orders.push({ kind: 'lightRail' });
  for (const type of new Set(me.supply.heavyRails.map((h) => h.type))) orders.push({ kind: 'heavyRail', type });
  for (const type of new Set(me.supply.pipelines.map((h) => h.type))) orders.push({ kind: 'pipeline', type });
  for (const o of orders) {
    for (const r of o.kind === 'pipeline' ? ctx.board.pipelineRoutes : ctx.board.lines) {
      const link = { ...o, route: r.id };
      if (linkRefusal(ctx, s, me.colour, link, view) === null) roots.push([{ action: { type: 'network', card, links: [link] } }]);
    }
  }

  const byLocation = new Map<string, string>();
  const industryCards: string[] = [];
  for (const c of me.hand) {
    const k = ctx.cards.get(c);
    if (k?.kind === 'location' && k.location && !byLocation.has(k.location)) byLocation.set(k.location, c);
    if (k?.kind === 'industry' && !industryCards.some((x) => ctx.cards.get(x)?.industry === k.industry)) industryCards.push(c);
  }
  const sites = [...ctx.spaces.keys(), ...ctx.oilFields];
  for (const t of reachable) {
    for (const space of sites) {
      if (siteRefusal(ctx, s, me.colour, t, space)) continue;
      const city = ctx.spaces.get(space)?.city.id;
      const tries: Draft[] = [];
      const loc = city ? byLocation.get(city) : undefined;
      const candidates: { card: string; wild?: true }[] = [];
      if (loc) candidates.push({ card: loc });
      for (const c of industryCards) {
        const k = ctx.cards.get(c);
        if (k && industryCardAllows(k, t)) candidates.push({ card: c });
      }
      if (me.whiskey > 0) candidates.push({ card, wild: true });
      for (const c of candidates) {
        const action = { type: 'build' as const, ...c, place: t.id, space };
        if (buildRefusal(ctx, s, me.colour, action, view) === null) tries.push({ action });
      }
      if (tries.length > 0) roots.push(tries);
    }
  }
  return roots;
}
