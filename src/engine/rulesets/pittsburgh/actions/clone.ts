import type { GameState, PlayerState } from '../state.ts';

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
    ...s,
    turnOrder: s.turnOrder.slice(),
    players: s.players.map(clonePlayer),
    industries: s.industries.map((i) => ({ ...i, cubes: { ...i.cubes } })),
    links: s.links.map((l) => (l.cubes ? { ...l, cubes: { ...l.cubes } } : { ...l })),
    markets: mapValues(s.markets),
    merchants: mapValues(s.merchants),
    oilFields: mapValues(s.oilFields),
    quality: s.quality.slice(),
    deck: s.deck.slice(),
    options: { ...s.options },
  };
  keepNetworkFor(s.links, out.links); // the same rails: the copy reads the position's network (rules/rail-network.ts)
  if (s.pending) out.pending = { ...s.pending };
  if (s.gameOver) out.gameOver = cloneJson(s.gameOver);
  return out;
}

function clonePlayer(p: PlayerState): PlayerState {
  return {
    ...p,
    hand: p.hand.slice(),
    discard: p.discard.slice(),
    mat: shareFrozen(p.mat), // copied on write only (rules/mat.ts writableMat): most steps touch one mat at most
    supply: { ...p.supply, heavyRails: p.supply.heavyRails.slice(), pipelines: p.supply.pipelines.slice() },
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
  for (const k in o) out[k] = { ...(o[k] as T) };
  return out;
}
