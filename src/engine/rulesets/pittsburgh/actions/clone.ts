import type { GameState, MerchantState, OilFieldState, PlacedIndustry, PlacedLink, PlayerState } from '../state.ts';

import { cloneJson } from '../../../core/clone.ts';
import { keepNetworkFor } from '../rules/rail-network.ts';

export { cloneJson };

/**
 * A copy of a game state for one executor run, shaped by what the handlers and the flow modify:
 * every container they write to is copied; link tile specs (printed data, never modified) are
 * shared; player mats are shared FROZEN and copied by the one function that writes them
 * (rules/mat.ts `writableMat`). Faster than `cloneJson` on a busy 4-player state, which matters because every probe of a
 * legal-move list or of the choice enumerator runs on its own copy. A field added to the state must
 * be copied here: tests/engine/clone.test.ts fails when the copy shares anything but link specs.
 */
export function cloneState(s: GameState): GameState {
  const out: GameState = {
    board: s.board,
    era: s.era,
    round: s.round,
    actionsLeft: s.actionsLeft,
    current: s.current,
    turnOrder: s.turnOrder.slice(),
    players: s.players.map(clonePlayer),
    industries: s.industries.map(cloneIndustry),
    links: s.links.map(cloneLink),
    markets: mapValues(s.markets),
    merchants: mapMerchants(s.merchants),
    oilFields: mapOilFields(s.oilFields),
    quality: s.quality.slice(),
    deck: s.deck.slice(),
    rngSeed: s.rngSeed,
    options: { ...s.options },
  };
  keepNetworkFor(s.links, out.links); // the same rails: the copy reads the position's network (rules/rail-network.ts)
  if (s.gameOver) out.gameOver = cloneJson(s.gameOver);
  if (s.pending) out.pending = { ...s.pending };
  return out;
}

/*
 * Why object literals and for-in copies instead of spreads below: a spread site that has met many
 * hidden classes (industries, cube records and markets take many shapes over a game) falls back to
 * a slow runtime copy; after a few hundred playout steps `cloneState` took 10–14 µs instead of about
 * 2.5 µs. A literal always builds one shape. The literals list the fields in the order every
 * writer creates them (build.ts, setup/new-game.ts, scenario/validate.ts), so the copy's JSON is the
 * original's; tests/engine/clone.test.ts checks both.
 */
function cloneIndustry(i: PlacedIndustry): PlacedIndustry {
  return { owner: i.owner, place: i.place, space: i.space, flipped: i.flipped, cubes: copyRecord(i.cubes) };
}

/** A link: its fields in the order build and validate write them; the printed spec shared (never modified). */
function cloneLink(l: PlacedLink): PlacedLink {
  const out: PlacedLink = { owner: l.owner, kind: l.kind, route: l.route };
  if ('type' in l) out.type = l.type;
  if ('spec' in l) out.spec = l.spec;
  if (l.cubes) out.cubes = copyRecord(l.cubes);
  return out;
}

function mapMerchants(o: Record<string, MerchantState>): Record<string, MerchantState> {
  const out: Record<string, MerchantState> = {};
  for (const k in o) {
    const m = o[k] as MerchantState;
    out[k] = { tile: m.tile, faceUp: m.faceUp };
  }
  return out;
}

function mapOilFields(o: Record<string, OilFieldState>): Record<string, OilFieldState> {
  const out: Record<string, OilFieldState> = {};
  for (const k in o) {
    const f = o[k] as OilFieldState;
    out[k] = { tile: f.tile, revealed: f.revealed, oil: f.oil, pendingOil: f.pendingOil };
  }
  return out;
}

function clonePlayer(p: PlayerState): PlayerState {
  return {
    colour: p.colour,
    cash: p.cash,
    incomeSpace: p.incomeSpace,
    vp: p.vp,
    whiskey: p.whiskey,
    spentThisRound: p.spentThisRound,
    hand: p.hand.slice(),
    discard: p.discard.slice(),
    mat: shareFrozen(p.mat), // copied on write only (rules/mat.ts writableMat): most steps touch one mat at most
    supply: { lightRails: p.supply.lightRails, heavyRails: p.supply.heavyRails.slice(), pipelines: p.supply.pipelines.slice() },
    heavyRailsBuilt: p.heavyRailsBuilt,
  };
}

/** Shared between the input and the copy, frozen so that a write without `writableMat` fails loudly. */
function shareFrozen<T extends object>(o: T): T {
  if (typeof o === 'object' && o !== null && !Object.isFrozen(o)) Object.freeze(o);
  return o;
}

/** A plain for-in copy (spreading the mat's many dashed keys is several times slower). */
export function copyRecord<T>(o: Record<string, T>): Record<string, T> {
  if (typeof o !== 'object' || o === null) return o; // a malformed state stays malformed (the handlers then refuse or fault)
  const out: Record<string, T> = {};
  for (const k in o) out[k] = o[k] as T;
  return out;
}

function mapValues<T extends object>(o: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k in o) out[k] = copyRecord(o[k] as Record<string, unknown>) as T;
  return out;
}
