/** Test helper: the same position with other hidden information (bot and search tests). */
import type { GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';

/** A rotation of a list (a different order, same items). */
const rotate = <T>(xs: T[]): T[] => (xs.length > 1 ? [...xs.slice(1), xs[0] as T] : xs);

/**
 * The same position with different hidden information: the cards the actor cannot see (other
 * hands, the deck, the face-down setup discards in era 1) dealt differently, the unrevealed oil
 * tiles swapped around, another seed.
 */
export function reshuffleHidden(s: GameState, me: string): GameState {
  const x = structuredClone(s);
  const slots: { get: () => string; set: (c: string) => void }[] = [];
  for (const p of x.players) {
    if (p.colour !== me) p.hand.forEach((_, i) => slots.push({ get: () => p.hand[i] as string, set: (c) => (p.hand[i] = c) }));
    if (x.era === 1 && p.discard.length > 0) slots.push({ get: () => p.discard[0] as string, set: (c) => (p.discard[0] = c) });
  }
  x.deck.forEach((_, i) => slots.push({ get: () => x.deck[i] as string, set: (c) => (x.deck[i] = c) }));
  const cards = rotate(slots.map((sl) => sl.get()).reverse());
  slots.forEach((sl, i) => sl.set(cards[i] as string));
  const hiddenFields = Object.entries(x.oilFields).filter(([, f]) => !f.revealed);
  const tiles = rotate(hiddenFields.map(([, f]) => f.tile));
  hiddenFields.forEach(([, f], i) => (f.tile = tiles[i] ?? null));
  x.rngSeed = s.rngSeed + 12345;
  return x;
}
