/**
 * Random whole games, for tests, the `simulate` CLI and the benchmark. Every step goes through
 * the one executor (with the flow), so a random game can only do what the rules allow.
 *
 * Two ways to choose an action:
 * - 'legal': uniformly among `legalActions(state)` (engine part 1): exact, but it probes every
 *   candidate, so a whole game takes seconds.
 * - 'sampled' (default): the same kinds of candidates as `legalActions` lists (pass, loan,
 *   develop 1 or 2 tiles, one link of each tile type on each route, each build site with the first
 *   card that allows it, the sale candidates), built cheaply, then tried in a random order: the
 *   first one the executor accepts is taken. The first legal element of a uniformly random
 *   permutation is uniform among the legal elements, so this too is uniform among the legal
 *   candidates — while probing only a few of them.
 * The chooser's random numbers are drawn from their own seeded stream, apart from the game's.
 */
import { industryCardAllows, siteRefusal } from '../actions/build.ts';
import { execute } from '../actions/executor.ts';
import { pendingCandidates } from '../actions/pending.ts';
import { sellCandidates } from '../actions/sell-legal.ts';
import type { Action, LinkOrder } from '../actions/types.ts';
import type { RulesContext, RulesData } from '../context.ts';
import { contextFor } from '../context.ts';
import type { DeckCard, Good, MatTilePlace, Resource } from '../data/types.ts';
import type { Effect } from '../effects.ts';
import { legalActions } from '../legal.ts';
import { nextRandom } from '../random.ts';
import { hasNothingOnBoard, linkLocations, networkOf } from '../rules/connectivity.ts';
import { reachableTiles } from '../rules/mat.ts';
import { defaultRules } from '../rules-data.ts';
import { newGame } from '../setup/new-game.ts';
import type { GameState } from '../state.ts';
import { currentPlayer } from '../state.ts';
import { settleAfterStep } from './advance.ts';
import type { InvariantResult } from './invariants.ts';
import { checkState, checkStep } from './invariants.ts';

export type Policy = 'sampled' | 'legal';

export interface Step {
  action: Action;
  state: GameState;
  effects: Effect[];
}

/** One slot of the candidate list: a sequence of actions tried in order (build: the cards); the first accepted one counts. */
export type Slot = Action[];

/** The executor with the flow: the state where the next one acts, with every effect. */
export function step(ctx: RulesContext, state: GameState, action: Action): Step | undefined {
  const r = execute(ctx, state, action, { flow: true });
  if (!r.ok) return undefined;
  const f = settleAfterStep(ctx, r.state, r.effects);
  return { action, state: f.state, effects: f.effects };
}

export function candidateSlots(ctx: RulesContext, s: GameState): Slot[] {
  if (s.pending !== undefined) return pendingCandidates(ctx, s).map((a) => [a]);
  const me = currentPlayer(s);
  const first = me.hand[0];
  if (first === undefined || s.actionsLeft <= 0) return [];
  const slots: Slot[] = [[{ type: 'pass', card: first }], [{ type: 'loan', card: first }]];

  const floors = cubeFloors(ctx, s, me.colour);
  const developFloor = Math.min(floors.iron, floors.steel);
  const reachable = reachableTiles(ctx, me.mat);
  const isReachableNow = new Set(reachable.map((t) => t.id));
  for (const t of reachable) {
    if (developFloor > me.cash) break;
    slots.push([{ type: 'develop', card: first, tiles: [{ place: t.id }] }]);
    if (2 * developFloor > me.cash) continue;
    // taking a copy opens new places only when it empties the place
    const emptied = (me.mat[t.id] ?? 0) <= 1;
    const after = emptied ? reachableTiles(ctx, { ...me.mat, [t.id]: 0 }) : reachable;
    for (const u of after) {
      if (u.id < t.id && isReachableNow.has(u.id)) continue; // the same pair in the other order
      slots.push([{ type: 'develop', card: first, tiles: [{ place: t.id }, { place: u.id }] }]);
    }
  }

  const fresh = hasNothingOnBoard(s, me.colour);
  const net = new Set(fresh ? [] : networkOf(ctx, s, me.colour));
  const touches = (route: string) => fresh || linkLocations(ctx, route).some((l) => net.has(l));
  const taken = new Map(s.links.map((l) => [l.route, l]));
  const orders: Omit<LinkOrder, 'route'>[] = [];
  if (me.supply.lightRails > 0) orders.push({ kind: 'lightRail' });
  for (const t of new Set(me.supply.heavyRails.map((h) => h.type))) orders.push({ kind: 'heavyRail', type: t });
  for (const t of new Set(me.supply.pipelines.map((h) => h.type))) orders.push({ kind: 'pipeline', type: t });
  const linkFloor = { lightRail: floors.coal, heavyRail: 2 * floors.steel, pipeline: floors.iron };
  for (const o of orders) {
    if (linkFloor[o.kind] > me.cash) continue;
    const routes = o.kind === 'pipeline' ? ctx.board.pipelineRoutes : ctx.board.lines;
    for (const r of routes) {
      if (!touches(r.id)) continue;
      const on = taken.get(r.id);
      if (!on && o.type === 'replacement') continue; // it only goes over another player's light rail
      if (on) {
        const replaceable =
          (o.type === 'replacement' && on.kind === 'lightRail' && on.owner !== me.colour) ||
          (o.kind === 'pipeline' && on.kind === 'pipeline' && on.type === 'reserve' && on.owner === me.colour);
        if (!replaceable) continue;
      }
      slots.push([{ type: 'network', card: first, links: [{ ...o, route: r.id }] }]);
    }
  }

  // builds: the cheap checks below only skip probes the executor would refuse anyway
  const byLocation = new Map<string, string>();
  const industryCards: DeckCard[] = [];
  for (const c of me.hand) {
    const card = ctx.cards.get(c);
    if (card?.kind === 'location' && card.location && !byLocation.has(card.location)) byLocation.set(card.location, c);
    if (card?.kind === 'industry' && card.industry && !industryCards.some((k) => k.industry === card.industry)) industryCards.push(card);
  }
  const occupied = new Set(s.industries.map((i) => i.space));
  const mineIn = new Set(s.industries.filter((i) => i.owner === me.colour).map((i) => ctx.spaces.get(i.space)?.city.id));
  for (const t of reachable) {
    if (t.era !== undefined && t.era !== s.era) continue;
    if (t.cost.cash + floorOf(t.cost.cubes, floors) > me.cash) continue;
    const allowing = industryCards.filter((c) => industryCardAllows(c, t));
    for (const site of buildSites(ctx, s, t, me.colour, occupied)) {
      if (siteRefusal(ctx, s, me.colour, t, site)) continue;
      const info = ctx.spaces.get(site);
      const city = info?.city.id;
      if (info && !t.upgrades) {
        if (s.era === 1 && mineIn.has(city)) continue; // one industry per player per location in era 1
        const icon = t.spaceIcon;
        const dedicatedFree = info.space.icons.length > 1 && info.city.spaces.some((sp) => sp.icons.length === 1 && sp.icons[0] === icon && !occupied.has(sp.id));
        if (dedicatedFree) continue; // dedicated spaces first
      }
      const slot: Action[] = [];
      const loc = city ? byLocation.get(city) : undefined;
      if (loc) slot.push({ type: 'build', card: loc, place: t.id, space: site });
      if (t.needsPipedOilField || fresh || (city !== undefined && net.has(city))) {
        for (const c of allowing) slot.push({ type: 'build', card: c.id, place: t.id, space: site });
      }
      if (me.whiskey > 0) slot.push({ type: 'build', card: first, wild: true, place: t.id, space: site });
      if (slot.length > 0) slots.push(slot);
    }
  }

  for (const a of sellCandidates(ctx, s, me.colour, first)) slots.push([a]);
  return slots;
}

/**
 * A lower bound of what the actor must pay for one cube of a resource now: 0 while any unflipped
 * industry (or the actor's own resource heavy rail) holds one, else the cheapest market holding one,
 * or Vanderbilt. Used only to skip probes the executor would refuse with 'not-enough-cash'.
 */
function cubeFloors(ctx: RulesContext, s: GameState, colour: string): Record<Resource, number> {
  const out = { ...ctx.board.vanderbilt.price };
  for (const good of RESOURCES) {
    const free =
      s.industries.some((i) => !i.flipped && (i.cubes[good] ?? 0) > 0) || s.links.some((l) => l.owner === colour && (l.cubes?.[good] ?? 0) > 0);
    if (free) out[good] = 0;
    else for (const m of ctx.board.markets) if ((s.markets[m.id]?.[good] ?? 0) > 0) out[good] = Math.min(out[good], m.price);
  }
  return out;
}

const RESOURCES: readonly Resource[] = ['coal', 'iron', 'steel', 'coke'];

/** The least cash a cube cost can take (oil is never bought). */
function floorOf(cubes: Partial<Record<Good, number>>, floors: Record<Resource, number>): number {
  let n = 0;
  for (const r of RESOURCES) n += (cubes[r] ?? 0) * floors[r];
  return n;
}

/** Sites worth asking `siteRefusal` about: own flipped tiles for an upgrade, free oil fields for Oil City, free matching spaces. */
function buildSites(ctx: RulesContext, s: GameState, t: MatTilePlace, colour: string, occupied: Set<string>): string[] {
  if (t.upgrades) return s.industries.filter((i) => i.owner === colour && i.flipped).map((i) => i.space);
  if (t.needsPipedOilField) return [...ctx.oilFields].filter((f) => !occupied.has(f));
  const out: string[] = [];
  for (const [id, info] of ctx.spaces) if (!occupied.has(id) && t.spaceIcon && info.space.icons.includes(t.spaceIcon)) out.push(id);
  return out;
}

/**
 * A random legal step for the one who acts now, or undefined when nobody can act.
 * Returns the chooser's next seed.
 */
export function randomStep(ctx: RulesContext, state: GameState, seed: number, policy: Policy = 'sampled'): { step?: Step; seed: number; probes: number } {
  if (policy === 'legal') {
    const legal = legalActions(ctx, state);
    if (legal.length === 0) return { seed, probes: 0 };
    const r = nextRandom(seed);
    const pick = legal[Math.floor(r.value * legal.length)]?.action as Action;
    const st = step(ctx, state, pick);
    return { ...(st ? { step: st } : {}), seed: r.seed, probes: 1 };
  }
  const slots = candidateSlots(ctx, state);
  let probes = 0;
  let sd = seed;
  // a lazily drawn uniform permutation: pick a random remaining slot, try it, remove it
  for (let left = slots.length; left > 0; left--) {
    const r = nextRandom(sd);
    sd = r.seed;
    const i = Math.floor(r.value * left);
    const slot = slots[i] as Slot;
    slots[i] = slots[left - 1] as Slot;
    for (const a of slot) {
      probes++;
      const st = step(ctx, state, a);
      if (st) return { step: st, seed: sd, probes };
    }
  }
  return { seed: sd, probes };
}

export interface GameRecord {
  players: 2 | 3 | 4;
  seed: number;
  policy: Policy;
  actions: Action[];
  final: GameState;
  /** Steps with an action (the flow runs inside them). */
  steps: number;
  probes: number;
  /** Invariants evaluated and the ones that failed (with the step number). */
  checks: number;
  failures: { step: number; message: string }[];
  /** True when the game reached its end (era 2 scored). */
  finished: boolean;
}

export interface RandomGameOptions {
  players: 2 | 3 | 4;
  seed: number;
  policy?: Policy;
  /** Check the invariants after every step (default true). */
  checkInvariants?: boolean;
  /** Give up after this many steps (default 1000; a real game has about 35 per player and era). */
  maxSteps?: number;
  rules?: RulesData;
}

/** The chooser's own seed, derived from the game's (so one number replays the whole game). */
export function chooserSeed(seed: number): number {
  return (Math.imul(seed ^ 0x5bd1e995, 0x27d4eb2d) ^ 0x165667b1) | 0;
}

/** Set up a game with `seed` and play it to the end with random legal actions. */
export function playRandomGame(o: RandomGameOptions): GameRecord {
  const rules = o.rules ?? defaultRules;
  const policy = o.policy ?? 'sampled';
  const check = o.checkInvariants !== false;
  let state = newGame({ players: o.players, seed: o.seed }, rules);
  const ctx = contextFor(rules, state.board);
  const rec: GameRecord = { players: o.players, seed: o.seed, policy, actions: [], final: state, steps: 0, probes: 0, checks: 0, failures: [], finished: false };
  const add = (r: InvariantResult, at: number) => {
    rec.checks += r.checks;
    for (const m of r.failures) rec.failures.push({ step: at, message: m });
  };
  if (check) add(checkState(ctx, state), 0);
  let sd = chooserSeed(o.seed);
  const max = o.maxSteps ?? 1000;
  while (!state.gameOver && rec.steps < max) {
    const r = randomStep(ctx, state, sd, policy);
    sd = r.seed;
    rec.probes += r.probes;
    if (!r.step) {
      rec.failures.push({ step: rec.steps, message: 'nobody can act, but the game is not over' });
      break;
    }
    rec.steps++;
    if (check) add(checkStep(ctx, state, r.step.state, r.step.effects), rec.steps);
    rec.actions.push(r.step.action);
    state = r.step.state;
  }
  rec.final = state;
  rec.finished = state.gameOver !== undefined;
  if (!rec.finished && rec.failures.length === 0) rec.failures.push({ step: rec.steps, message: `no game end after ${max} steps` });
  return rec;
}

/** Replay a game from its seed and action list; throws at the first refused action. */
export function replayGame(players: 2 | 3 | 4, seed: number, actions: readonly Action[], rules: RulesData = defaultRules): GameState {
  let state = newGame({ players, seed }, rules);
  const ctx = contextFor(rules, state.board);
  actions.forEach((a, i) => {
    const st = step(ctx, state, a);
    if (!st) throw new Error(`step ${i + 1} refused on replay: ${JSON.stringify(a)}`);
    state = st.state;
  });
  return state;
}
