/**
 * Invariants that hold after every step of any game (checked by the whole-game tests and by
 * `npm run engine -- simulate`). Each function returns the failures it found; `checks` counts
 * the individual invariants evaluated. Cube conservation (`cubeConservation`) is the one
 * definition used by the step check and by the property tests.
 */
import type { RulesContext } from '../context.ts';
import type { Good, LinkTileSpec } from '../data/types.ts';
import type { Effect } from '../effects.ts';
import { level } from '../../../brass/income.ts';
import type { Cubes, GameState } from '../state.ts';
import { counterFlow, linkCopies, noEraOneLevelOne, oneWayTiles, tileCopies, tileFlow, turnOrderFlow } from './conservation.ts';

export interface InvariantResult {
  checks: number;
  failures: string[];
}

export function cardCount(s: GameState): number {
  let n = s.deck.length;
  for (const p of s.players) n += p.hand.length + p.discard.length;
  return n;
}

const GOODS: readonly Good[] = ['coal', 'iron', 'steel', 'coke', 'oil'];

/** A number of cubes for every good (may be negative: a change). */
export type CubeTally = Record<Good, number>;

function tally(): CubeTally {
  return { coal: 0, iron: 0, steel: 0, coke: 0, oil: 0 };
}

function addTo(into: CubeTally, c: Cubes | undefined, sign: 1 | -1 = 1): void {
  if (!c) return;
  for (const g of GOODS) into[g] += sign * (c[g] ?? 0);
}

/**
 * Every cube on the board, by good: on industries (Oil City's oil included, flipped or not), in
 * the markets, on resource heavy rails (any link) and on the oil fields. Next-era oil still
 * pending on a field (`pendingOil`) is not on the board yet.
 */
export function cubesOnBoard(s: GameState): CubeTally {
  const t = tally();
  for (const i of s.industries) addTo(t, i.cubes);
  for (const m of Object.values(s.markets)) addTo(t, m);
  for (const l of s.links) addTo(t, l.cubes);
  for (const f of Object.values(s.oilFields)) t.oil += f.oil;
  return t;
}

/** `cubesOnBoard(after) − cubesOnBoard(before)`, by good. */
export function boardCubeChange(before: GameState, after: GameState): CubeTally {
  const a = cubesOnBoard(after);
  addTo(a, cubesOnBoard(before), -1);
  return a;
}

/**
 * The change of `cubesOnBoard` that a step's effects account for, by good. Each effect that
 * moves a cube onto or off the board counts exactly once:
 * - `cube`: one cube used up (taken from an industry, a market, a resource heavy rail or an oil
 *   field — sold oil included); a Vanderbilt cube never lay on the board and counts nothing;
 * - `industry-built`: the printed production of the tile (ctx mat data);
 * - `link-built` of a heavy rail: the production of the resource heavy rail's tile (the spec of
 *   that type in the player's supply before the step, or unlocked during it);
 * - `oil` (pipeline barrels, reserve pipeline, reveal in era 2) and `oil-added` (next-era oil at
 *   the era change): barrels onto a field or onto the Oil City standing there;
 * - `industry-removed` (an upgrade): the cubes the replaced tile carried before the step (it is
 *   flipped, so none of the step's own cube takings came from it);
 * - `removed` of an industry (era 1 end): the `cubes` the effect lists, back to the supply.
 * Moves within the board count nothing: market sales at build time (`market-sale`: industry →
 * market), Oil City taking its field's oil, Oil City holding added oil. `oil-pending` is not on
 * the board (see `pendingOilChange`).
 */
export function expectedCubeDelta(ctx: RulesContext, before: GameState, effects: readonly Effect[]): CubeTally {
  const d = tally();
  const unlocked: Record<string, LinkTileSpec[]> = {};
  for (const e of effects) {
    switch (e.kind) {
      case 'cube':
        if (e.source.kind !== 'vanderbilt') d[e.good] -= 1;
        break;
      case 'industry-built': {
        const p = ctx.places.get(e.place);
        if (p?.node === 'tile') addTo(d, p.produces);
        break;
      }
      case 'unlock':
        (unlocked[e.player] ??= []).push(e.link);
        break;
      case 'link-built': {
        if (e.link !== 'heavyRail') break;
        const supply = before.players.find((p) => p.colour === e.player)?.supply.heavyRails ?? [];
        const spec = [...supply, ...(unlocked[e.player] ?? [])].find((h) => h.type === e.type);
        addTo(d, spec?.produces);
        break;
      }
      case 'oil':
      case 'oil-added':
        d.oil += e.delta;
        break;
      case 'industry-removed':
        addTo(d, before.industries.find((i) => i.space === e.space)?.cubes, -1);
        break;
      case 'removed':
        addTo(d, e.cubes, -1);
        break;
    }
  }
  return d;
}

/** Next-era oil waiting on the fields. */
export function pendingOil(s: GameState): number {
  return Object.values(s.oilFields).reduce((a, f) => a + f.pendingOil, 0);
}

/** The change of `pendingOil` the effects account for: `oil-pending` adds, `oil-added` (era change) empties. */
export function pendingOilChange(effects: readonly Effect[]): number {
  let n = 0;
  for (const e of effects) {
    if (e.kind === 'oil-pending') n += e.delta;
    if (e.kind === 'oil-added') n -= e.delta;
  }
  return n;
}

const showTally = (t: CubeTally) => GOODS.map((g) => `${g} ${t[g]}`).join(', ');

/** Failures of cube conservation over one step: the board's cubes (by good) and the pending oil change only as the effects say. */
export function cubeConservation(ctx: RulesContext, before: GameState, after: GameState, effects: readonly Effect[]): string[] {
  const failures: string[] = [];
  const seen = boardCubeChange(before, after);
  const said = expectedCubeDelta(ctx, before, effects);
  if (GOODS.some((g) => seen[g] !== said[g]))
    failures.push(`cubes not conserved: board changed by ${showTally(seen)}; effects say ${showTally(said)}`);
  const pending = pendingOil(after) - pendingOil(before);
  const pendingSaid = pendingOilChange(effects);
  if (pending !== pendingSaid) failures.push(`pending oil changed by ${pending}, effects say ${pendingSaid}`);
  return failures;
}

function negativeCubes(c: Cubes | undefined): boolean {
  return !!c && Object.values(c).some((v) => (v ?? 0) < 0);
}

/** Invariants of one state on its own. */
export function checkState(ctx: RulesContext, s: GameState): InvariantResult {
  const failures: string[] = [];
  let checks = 0;
  const check = (ok: boolean, msg: () => string) => {
    checks++;
    if (!ok) failures.push(msg());
  };
  const track = ctx.data.incomeTrack;
  for (const p of s.players) {
    check(Number.isInteger(p.cash) && p.cash >= 0, () => `${p.colour}: cash ${p.cash} < 0`);
    const cap = ctx.data.game.maxWhiskey.value;
    check(p.whiskey >= 0 && p.whiskey <= cap, () => `${p.colour}: whiskey ${p.whiskey} outside 0–${cap}`);
    const lvl = level(track, p.incomeSpace);
    check(
      Number.isInteger(p.incomeSpace) && p.incomeSpace >= 0 && p.incomeSpace <= 99 && lvl >= track.minLevel && lvl <= track.maxLevel,
      () => `${p.colour}: income space ${p.incomeSpace} (level ${lvl}) off the track`,
    );
    check(p.spentThisRound >= 0, () => `${p.colour}: spent ${p.spentThisRound} < 0`);
    check(p.hand.length <= ctx.data.game.handSize.value, () => `${p.colour}: ${p.hand.length} cards in hand`);
    check(Object.values(p.mat).every((v) => v >= 0) && p.supply.lightRails >= 0, () => `${p.colour}: negative mat copies or light rails`);
  }
  const spaces = s.industries.map((i) => i.space);
  check(new Set(spaces).size === spaces.length, () => `two industries on one space: ${spaces.join(',')}`);
  const routes = s.links.map((l) => l.route);
  check(new Set(routes).size === routes.length, () => `two links on one route: ${routes.join(',')}`);
  check(
    s.industries.every((i) => !negativeCubes(i.cubes)) && s.links.every((l) => !negativeCubes(l.cubes)),
    () => 'negative cubes on an industry or heavy rail',
  );
  check(
    Object.values(s.oilFields).every((f) => f.oil >= 0 && f.pendingOil >= 0) &&
      Object.entries(s.markets).every(([id, m]) =>
        Object.entries(m).every(
          ([res, n]) => (n ?? 0) >= 0 && (n ?? 0) <= (ctx.markets.get(id)?.stock.find((st) => st.resource === res)?.slots ?? 0),
        ),
      ),
    () => 'oil or market cubes out of range',
  );
  const allCards = [...s.deck, ...s.players.flatMap((p) => [...p.hand, ...p.discard])];
  check(new Set(allCards).size === allCards.length, () => 'a card is in two places');
  check(
    s.gameOver !== undefined || (s.current >= 0 && s.current < s.turnOrder.length && s.actionsLeft >= 0 && s.actionsLeft <= 2),
    () => `bad turn pointer: current ${s.current}, actionsLeft ${s.actionsLeft}`,
  );
  for (const found of [tileCopies(ctx, s), linkCopies(ctx, s)]) {
    checks++; // tile and link-tile copies (flow/conservation.ts)
    failures.push(...found);
  }
  return { checks, failures };
}

/** Invariants of a step: the state's own, plus conservation against the state before and its effects. */
export function checkStep(ctx: RulesContext, before: GameState, after: GameState, effects: readonly Effect[]): InvariantResult {
  const r = checkState(ctx, after);
  const check = (ok: boolean, msg: () => string) => {
    r.checks++;
    if (!ok) r.failures.push(msg());
  };
  check(cardCount(after) === cardCount(before), () => `cards not conserved: ${cardCount(before)} → ${cardCount(after)}`);
  const rounds = ctx.data.game.roundsPerEra.value; // every era of a game from newGame lasts 8 rounds (the teaching deck is sized for it)
  for (const e of effects) {
    if (e.kind === 'round-end' && e.lastOfEra) check(e.round === rounds, () => `era ${e.era} ended after ${e.round} rounds, not ${rounds}`);
  }
  r.checks += 2; // board cubes by good, pending oil
  r.failures.push(...cubeConservation(ctx, before, after, effects));
  for (const p of after.players) {
    const b = before.players.find((q) => q.colour === p.colour);
    if (!b) continue;
    let vp = 0;
    let cash = 0;
    for (const e of effects) {
      if (e.kind === 'vp' && e.player === p.colour) vp += e.delta;
      if (e.kind === 'cash' && e.player === p.colour) cash += e.delta;
    }
    check(p.vp - b.vp === vp, () => `${p.colour}: VP changed by ${p.vp - b.vp}, effects say ${vp}`);
    check(p.cash - b.cash === cash, () => `${p.colour}: cash changed by ${p.cash - b.cash}, effects say ${cash}`);
  }
  const more = [
    tileFlow(ctx, before, after, effects),
    counterFlow(before, after, effects),
    oneWayTiles(before, after),
    noEraOneLevelOne(ctx, before, after, effects),
    turnOrderFlow(before, after, effects),
  ];
  for (const found of more) {
    r.checks++; // flow/conservation.ts
    r.failures.push(...found);
  }
  return r;
}
