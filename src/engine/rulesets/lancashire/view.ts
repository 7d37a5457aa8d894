/**
 * Hidden information in Lancashire: `viewFor(state, colour)` is an LState-shaped plain-JSON copy in which
 * - every OTHER player's hand is hidden: each card becomes `HIDDEN_CARD` (the count stays);
 * - the deck's order and contents are hidden the same way;
 * - the Distant Market tiles keep their values (the game's data lists them per player count) but
 *   not their order: the view holds them sorted, smallest drop first, so a preview of a Distant
 *   Market sale in a view draws the mildest tile — a best case, not a prediction;
 * - the seed becomes `HIDDEN_SEED`.
 * Nothing else changes: the board, links, the demand tracks, the Distant Market marker, every
 * player's cash, income, VP, spending and tile stacks, the discard pile (played face up).
 * The viewer's own `legalActions`, `nextChoice` and previews work on the view. Shares its
 * placeholders and its never-throwing copy with Pittsburgh's view (core/view.ts).
 */
import { HIDDEN_CARD, HIDDEN_SEED, hideAll, isObject, viewOf } from '../../core/view.ts';
import { newLancashireGame } from './setup.ts';
import type { Colour, LState } from './state.ts';
import { current } from './state.ts';

export { HIDDEN_CARD };

/** What `viewFor` returns for a value that is not a state at all: a finished game with nobody in it. */
export const EMPTY_LVIEW: LState = {
  ...newLancashireGame({ players: 2, seed: 0 }),
  players: [],
  order: [],
  deck: [],
  discard: [],
  rngSeed: HIDDEN_SEED,
  gameOver: { winners: [] },
};

export function viewFor(state: LState, viewer: Colour): LState {
  return viewOf(
    state,
    (v) => {
      v.deck = hideAll(v.deck);
      v.players = Array.isArray(v.players)
        ? v.players.map((p: unknown) => (isObject(p) && p.colour !== viewer ? { ...p, hand: hideAll(p.hand) } : p))
        : [];
      if (isObject(v.distant) && Array.isArray(v.distant.tiles)) v.distant.tiles = [...(v.distant.tiles as number[])].sort((a, b) => b - a);
    },
    EMPTY_LVIEW,
  );
}

/** Who must act now, or undefined when the game is over or the state names nobody. */
export function actingColour(state: LState): Colour | undefined {
  try {
    return state.gameOver ? undefined : current(state).colour;
  } catch {
    return undefined;
  }
}
