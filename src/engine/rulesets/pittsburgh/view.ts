/**
 * Hidden information: what ONE player may know of a game. `viewFor(state, colour)` is a
 * GameState-shaped plain-JSON copy in which
 * - every OTHER player's hand is hidden: each card becomes `HIDDEN_CARD` (the count stays);
 * - the deck's order and contents are hidden: each card becomes `HIDDEN_CARD` (the count stays);
 * - the face-down setup card of every discard pile is hidden, the viewer's own included (nobody
 *   looks at it): in era 1 the FIRST card of each discard pile (setup puts it at the bottom
 *   before any action discards; a hand-written era-1 position is read the same way). In era 2
 *   the piles hold only played cards (the era change reshuffled everything), so nothing is hidden;
 * - an oil-field tile that is not revealed becomes `tile: null` (its production is unknown);
 * - the random generator's seed becomes `HIDDEN_SEED` (it would predict future shuffles).
 * Nothing else changes: the board, markets, merchants (both faces are public), the face-up
 * Quality Reward tiles, every player's cash, income, VP, whiskey, mat, supply and discards.
 * Quality Reward tiles left in the box are not in a GameState at all (only the face-up ones
 * are), so there is nothing of them to hide.
 *
 * The view is usable by the engine for the viewer's own decisions: `legalActions(view)` and
 * `preview(view, action)` work when the viewer is the one to act (their hand is intact). What the
 * view cannot know it treats as unknown: a pipeline that reveals a field shows `tile: null` and no
 * reveal reward in the preview; a refill draws `HIDDEN_CARD`s.
 *
 * Idempotent (`viewFor(viewFor(s, c), c)` equals `viewFor(s, c)`), never mutates its input, never
 * throws: on a malformed state it hides what it can recognise and drops what it cannot read
 * (a non-array deck or hand of another player becomes `[]`, non-object oil fields `{}`, a state
 * that is not an object becomes `EMPTY_VIEW`).
 */
import { HIDDEN_CARD, HIDDEN_SEED, hideAll, isObject, viewOf } from '../../core/view.ts';
import type { Colour, GameState } from './state.ts';
import { defaultRuleOptions } from './state.ts';

export { HIDDEN_CARD, HIDDEN_SEED };

/** What `viewFor` returns for a value that is not a state at all: an empty game with nobody in it. */
export const EMPTY_VIEW: GameState = {
  board: 'three-four',
  era: 1,
  round: 1,
  actionsLeft: 0,
  current: 0,
  turnOrder: [],
  players: [],
  industries: [],
  links: [],
  markets: {},
  merchants: {},
  oilFields: {},
  quality: [],
  deck: [],
  rngSeed: HIDDEN_SEED,
  options: defaultRuleOptions,
};

/** The state as `viewer` may know it (see the file comment). */
export function viewFor(state: GameState, viewer: Colour): GameState {
  return viewOf(
    state,
    (v) => {
      v.deck = hideAll(v.deck);
      const setupCardHidden = v.era !== 2;
      v.players = Array.isArray(v.players) ? v.players.map((p: unknown) => hidePlayer(p, viewer, setupCardHidden)) : [];
      v.oilFields = isObject(v.oilFields) ? hideFields(v.oilFields) : {};
    },
    EMPTY_VIEW,
  );
}

function hidePlayer(p: unknown, viewer: Colour, setupCardHidden: boolean): unknown {
  if (!isObject(p)) return p;
  if (p.colour !== viewer || typeof viewer !== 'string') p.hand = hideAll(p.hand);
  if (setupCardHidden && Array.isArray(p.discard) && p.discard.length > 0) p.discard[0] = HIDDEN_CARD;
  else if (!Array.isArray(p.discard)) p.discard = [];
  return p;
}

function hideFields(fields: Record<string, unknown>): Record<string, unknown> {
  for (const [id, f] of Object.entries(fields)) {
    if (!isObject(f)) delete fields[id];
    else if (f.revealed !== true) f.tile = null;
  }
  return fields;
}

/**
 * Who must decide now: the player of a pending follow-up decision (`state.pending`), else the
 * current player of the turn order. Undefined when the state names nobody.
 */
export function actingColour(state: GameState): Colour | undefined {
  try {
    if (!isObject(state)) return undefined;
    const pending: unknown = state.pending;
    if (isObject(pending) && typeof pending.player === 'string') return pending.player;
    const c: unknown = Array.isArray(state.turnOrder) ? state.turnOrder[state.current] : undefined;
    return typeof c === 'string' ? c : undefined;
  } catch {
    return undefined;
  }
}
