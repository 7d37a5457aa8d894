/**
 * Legal actions, found by PROBING the executor (never a second copy of the rules).
 * The candidate lists below only decide what to try; the executor decides what is legal.
 * Each legal action carries its resource plan (the cube effects of the default picks) and costs.
 *
 * Hopeless candidates are skipped with the handlers' own read-only checks (build's `buildRefusal`
 * and `siteRefusal`, network's `linkRefusal` and `extendsNetwork`, the mat's reachability), never
 * with a copy of them; what passes them is probed on the executor.
 *
 * Listed: pass and loan (with the first card in hand), develop of 1 tile and of 2 tiles (default
 * payment), single-link network actions for every route and every link tile in supply, builds for
 * every reachable tile and space with the first card that allows it (location card, then industry
 * card, then any card + 1 whiskey). Two-link network actions are not enumerated here (n² probes):
 * `legalSecondLinks(state, first)` lists the second links once the first is chosen.
 */
import type { RulesContext } from './context.ts';
import { buildRefusal, siteRefusal } from './actions/build.ts';
import { buildCardTries, buildWith, cardsByPermission, linkKindsInSupply, onRoute, sitesFor } from './actions/candidates.ts';
import { execute } from './actions/executor.ts';
import { extendsNetwork, linkRefusal } from './actions/network.ts';
import { pendingCandidates } from './actions/pending.ts';
import { sellCandidates } from './actions/sell-legal.ts';
import type { Action, LinkOrder } from './actions/types.ts';
import type { MatTilePlace } from './data/types.ts';
import type { ReasonCode } from './reasons.ts';
import { reachableTiles } from './rules/mat.ts';
import type { GameState } from './state.ts';
import { legalOf, type LegalAction } from './legal-action.ts';
import { currentPlayer } from './state.ts';
import { networkView } from './rules/connectivity.ts';

export type { LegalAction } from './legal-action.ts';

/** Refusals after which trying another card for the same tile and space cannot help. */
const CARD_CODES: ReadonlySet<ReasonCode> = new Set(['card-does-not-allow', 'not-in-network', 'unknown-card', 'no-whiskey']);

export function legalActions(ctx: RulesContext, state: GameState): LegalAction[] {
  if (state.pending !== undefined) {
    // a follow-up decision (skyscraper bonus sale): only its answers, or decline
    const who = state.pending.player;
    return pendingCandidates(ctx, state).flatMap((a) => {
      const r = execute(ctx, state, a);
      return r.ok ? [legalOf(a, r.effects, who)] : [];
    });
  }
  if (state.actionsLeft <= 0) return [];
  const me = currentPlayer(state);
  const first = me.hand[0];
  if (first === undefined) return [];
  const out: LegalAction[] = [];
  const probe = prober(ctx, state, out, me.colour);

  probe({ type: 'pass', card: first });
  probe({ type: 'loan', card: first });
  for (const a of sellCandidates(ctx, state, me.colour, first)) probe(a); // sell: bounded candidates (actions/sell-legal.ts)

  // develop: one tile, then two (the second may be opened by the first)
  const reachable = reachableTiles(ctx, me.mat);
  for (const t of reachable) probe({ type: 'develop', card: first, tiles: [{ place: t.id }] });
  for (const t of reachable) {
    const after = { ...me.mat, [t.id]: (me.mat[t.id] ?? 0) - 1 };
    for (const u of reachableTiles(ctx, after)) {
      if (u.id < t.id && reachable.some((r) => r.id === u.id)) continue; // same pair in the other order
      probe({ type: 'develop', card: first, tiles: [{ place: t.id }, { place: u.id }] });
    }
  }

  // network: every route that extends the network, every kind of link tile in supply
  for (const link of linkCandidates(ctx, state)) probe({ type: 'network', card: first, links: [link] });

  for (const a of legalBuilds(ctx, state)) out.push(a);
  return out;
}

/** Runs an action on the executor: accepted, it goes into `out` (null); refused, its reason's code. */
function prober(ctx: RulesContext, state: GameState, out: LegalAction[], colour: string): (a: Action) => ReasonCode | null {
  return (a) => {
    const r = execute(ctx, state, a);
    if (!r.ok) return r.error.code;
    out.push(legalOf(a, r.effects, colour));
    return null;
  };
}

/**
 * The default list's builds (part of `legalActions`): every reachable tile on every space / oil field, with the first
 * card that allows it. Also the complete list's build roots (choices/complete.ts).
 */
export function legalBuilds(ctx: RulesContext, state: GameState): LegalAction[] {
  const me = currentPlayer(state);
  const first = me.hand[0];
  if (state.pending !== undefined || state.actionsLeft <= 0 || first === undefined) return [];
  const out: LegalAction[] = [];
  const probe = prober(ctx, state, out, me.colour);
  const cards = cardsByPermission(ctx, me);
  const view = networkView(ctx, state, me.colour);
  for (const t of reachableTiles(ctx, me.mat)) {
    for (const space of buildSites(ctx, state, me.colour, t)) {
      if (siteRefusal(ctx, state, me.colour, t, space)) continue; // the build handler's own site check
      for (const c of buildCardTries(ctx, me, cards, first, t, space)) {
        const action: Action = buildWith(c, t.id, space);
        const code = buildRefusal(ctx, state, me.colour, action, view)?.code ?? probe(action); // the handler's own checks first, then the executor
        if (code === null || !CARD_CODES.has(code)) break;
      }
    }
  }
  return out;
}

/**
 * The sites worth checking for a tile, in the board's order (spaces, then oil fields): `sitesFor`'s
 * candidates (the only sites `siteRefusal` can let through), an upgrade's own flipped industries read
 * in board order rather than the industries' order, so that the list keeps its order.
 */
function buildSites(ctx: RulesContext, state: GameState, colour: string, t: MatTilePlace): readonly string[] {
  const candidates = sitesFor(ctx, state, colour, t);
  if (!t.upgrades) return candidates;
  const own = new Set(candidates);
  return [...ctx.spaces.keys(), ...ctx.oilFields].filter((site) => own.has(site));
}

/** One link order per route extending the current player's network and per kind of link tile in their supply. */
function linkCandidates(ctx: RulesContext, state: GameState): LinkOrder[] {
  const me = currentPlayer(state);
  const orders = linkKindsInSupply(me);
  const view = networkView(ctx, state, me.colour);
  const routes = [...ctx.board.lines, ...ctx.board.pipelineRoutes].filter((r) => extendsNetwork(ctx, state, me.colour, r.id, view));
  const out: LinkOrder[] = [];
  for (const o of orders) {
    for (const r of routes) {
      const order = onRoute(o, r.id);
      if (linkRefusal(ctx, state, me.colour, order, view) === null) out.push(order); // the handler's own checks
    }
  }
  return out;
}

/**
 * Legal two-link network actions that start with `first` (a UI asks this once the first link is
 * chosen): the second link's candidates come from the state after the first, and every pair is
 * probed on the executor. Empty when `first` alone is refused.
 */
export function legalSecondLinks(ctx: RulesContext, state: GameState, first: LinkOrder, card?: string): LegalAction[] {
  const me = currentPlayer(state);
  const c = card ?? me.hand[0];
  if (c === undefined) return [];
  const one = execute(ctx, state, { type: 'network', card: c, links: [first] });
  if (!one.ok) return [];
  const after = { ...one.state, actionsLeft: state.actionsLeft, current: state.current };
  const out: LegalAction[] = [];
  for (const second of linkCandidates(ctx, after)) {
    const action: Action = { type: 'network', card: c, links: [first, second] };
    const r = execute(ctx, state, action);
    if (r.ok) out.push(legalOf(action, r.effects, me.colour));
  }
  return out;
}
