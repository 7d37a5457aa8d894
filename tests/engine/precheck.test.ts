/**
 * The executor's refusals known without running the action (actions/executor.ts `knownRefusal`:
 * a build whose tile costs more cash than the player has, a link whose first cube does): on many
 * seeded positions, every build and link
 * the shortcut answers gets exactly the refusal of the full run, and every other build the same
 * result as the full run (states and effects deep equal).
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { contextFor, defaultRules, newGame, randomPlayout } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { execute, knownRefusal } from '../../src/engine/rulesets/pittsburgh/actions/executor.ts';
import type { Action } from '../../src/engine/rulesets/pittsburgh/actions/types.ts';
import { reachableTiles } from '../../src/engine/rulesets/pittsburgh/rules/mat.ts';
import { currentPlayer } from '../../src/engine/rulesets/pittsburgh/state.ts';

/** Positions of seeded random games, each also with the current player's cash cut down (the shortcut's case). */
function positions(): GameState[] {
  const out: GameState[] = [];
  for (const [players, seed] of [
    [4, 1],
    [4, 2],
    [3, 3],
    [2, 4],
  ] as const) {
    const seen: GameState[] = [];
    randomPlayout(newGame({ players, seed }), seed, { maxSteps: 90, onStep: (before) => seen.push(before) });
    for (const s of seen.filter((_, i) => i % 30 === 0)) {
      out.push(s);
      for (const cash of [0, 4, 9]) {
        out.push({ ...s, players: s.players.map((p) => (p.colour === currentPlayer(s).colour ? { ...p, cash } : p)) });
      }
    }
  }
  return out;
}

function builds(s: GameState): Action[] {
  const ctx = contextFor(defaultRules, s.board);
  const me = currentPlayer(s);
  const tiles = [...reachableTiles(ctx, me.mat).map((t) => t.id), ctx.tilePlaces.at(-1)?.id ?? 'x', 'no-such-tile'];
  const cards = [...new Set([me.hand[0], me.hand.find((c) => c.startsWith('ind-')), 'loc-pittsburgh-1', 'no-such-card'])];
  const sites = [...ctx.spaces.keys(), ...ctx.oilFields, 'nowhere'];
  const out: Action[] = [];
  for (const place of tiles)
    for (const space of sites)
      for (const card of cards) {
        if (card === undefined) continue;
        out.push({ type: 'build', card, place, space });
        if (card === me.hand[0]) out.push({ type: 'build', card, place, space, wild: true });
      }
  return out;
}

/** Every link kind in the current player's supply (and a few it lacks) on every route, one link or two. */
function networks(s: GameState): Action[] {
  const ctx = contextFor(defaultRules, s.board);
  const me = currentPlayer(s);
  const kinds = [
    { kind: 'lightRail' as const },
    ...me.supply.heavyRails.map((t) => ({ kind: 'heavyRail' as const, type: t.type })),
    ...me.supply.pipelines.map((t) => ({ kind: 'pipeline' as const, type: t.type })),
    { kind: 'heavyRail' as const },
    { kind: 'pipeline' as const },
  ];
  const routes = [...ctx.board.lines, ...ctx.board.pipelineRoutes].map((r) => r.id);
  const card = me.hand[0] ?? 'no-card';
  const out: Action[] = [];
  for (const k of kinds)
    for (const route of routes) {
      out.push({ type: 'network', card, links: [{ ...k, route }] });
      out.push({
        type: 'network',
        card,
        links: [
          { ...k, route },
          { kind: 'lightRail', route: routes[0] as string },
        ],
      });
    }
  out.push({ type: 'network', card: 'no-such-card', links: [{ kind: 'lightRail', route: routes[0] as string }] });
  return out;
}

describe('refusals known without a run', () => {
  it('equal the full run on every build of many positions', () => {
    let known = 0;
    let compared = 0;
    for (const s of positions()) {
      const ctx = contextFor(defaultRules, s.board);
      for (const a of builds(s)) {
        const full = execute(ctx, s, a, { fullRun: true });
        const fast = execute(ctx, s, a);
        expect(fast).toEqual(full);
        compared++;
        const k = knownRefusal(ctx, s, a);
        if (k) {
          known++;
          expect(full).toEqual({ ok: false, error: k });
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000);
    expect(known).toBeGreaterThan(500); // the shortcut was really taken, on refusals of every kind the full run gives
  });

  it('equal the full run on every link of many positions', () => {
    let known = 0;
    for (const s of positions()) {
      const ctx = contextFor(defaultRules, s.board);
      for (const a of networks(s)) {
        const full = execute(ctx, s, a, { fullRun: true });
        expect(execute(ctx, s, a)).toEqual(full);
        const k = knownRefusal(ctx, s, a);
        if (k) {
          known++;
          expect(full).toEqual({ ok: false, error: k });
          expect(k).toMatchObject({ code: 'not-enough-cash', params: { for: 'cube' } });
        }
      }
    }
    expect(known).toBeGreaterThan(200); // links whose first cube (a market's or Vanderbilt's) the player cannot pay
  });

  it('gives the tile-cost refusal with the cash the player has', () => {
    const s = positions()[1] as GameState; // the current player has $0
    const ctx = contextFor(defaultRules, s.board);
    const refusals = builds(s)
      .map((a) => knownRefusal(ctx, s, a))
      .filter((r) => r?.code === 'not-enough-cash');
    expect(refusals.length).toBeGreaterThan(0);
    for (const r of refusals) expect(r?.params).toMatchObject({ have: 0, for: 'tile-cost' });
  });
});
