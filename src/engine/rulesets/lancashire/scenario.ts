/**
 * Hand-written Lancashire positions (the rules oracle's cases, lessons later): a short JSON
 * description laid over a new game, then checked. Unlisted fields keep the new game's values.
 */
import type { Kind, Period } from './data/index.ts';
import { fullDeck, KINDS } from './data/index.ts';
import { invariantProblems, type InvariantCode } from './invariants.ts';
import { newLancashireGame } from './setup.ts';
import type { Colour, LOptions, LPlayer, LState, LTile } from './state.ts';
import { COLOURS, playerOf } from './state.ts';

export interface Position {
  players: 2 | 3 | 4;
  period?: Period;
  /** The player to act (put first in the turn order). */
  actor?: Colour;
  hand?: string[];
  cash?: Partial<Record<Colour, number>>;
  /** Income track spaces (10 = level 0). */
  income?: Partial<Record<Colour, number>>;
  vp?: Partial<Record<Colour, number>>;
  taken?: Partial<Record<Colour, Partial<Record<Kind, number>>>>;
  hasBuilt?: Colour[];
  spent?: Partial<Record<Colour, number>>;
  tiles?: Record<string, LTile>;
  links?: { id: string; owner: Colour }[];
  coalDemand?: number;
  ironDemand?: number;
  distant?: { marker?: number; tiles?: number[] };
  /** Cards left in the deck (taken from the top of the new game's deck; 0 = exhausted). */
  deck?: number;
  actionsLeft?: number;
  round?: number;
  options?: Partial<LOptions>;
  /** The game has ended (the Rail period scored); the actor is shown as the winner. */
  gameOver?: boolean;
}

/** `n` cards for the deck: the new game's deck from the top, then (a Rail period deals more) cards nobody holds. */
function deckOf(s: LState, n: number): string[] {
  if (n <= s.deck.length) return s.deck.slice(0, n);
  const spare = fullDeck();
  for (const c of [...s.deck, ...s.players.flatMap((p) => p.hand)]) spare.splice(spare.indexOf(c), 1);
  return [...s.deck, ...spare.slice(0, n - s.deck.length)];
}

/** A problem of a position: a broken invariant, or a colour not in the game; coded, with its values. */
export interface PositionProblem {
  code: InvariantCode | 'not-playing';
  params: Record<string, string | number>;
}

/** The position as a state, or the problems found in it. */
export function fromPosition(pos: Position): { ok: true; state: LState } | { ok: false; errors: PositionProblem[] } {
  const s = newLancashireGame({ players: pos.players, seed: 1, ...(pos.options ? { options: pos.options } : {}) });
  const errors: PositionProblem[] = [];
  const colours = COLOURS.slice(0, pos.players);
  const actor = pos.actor ?? 'red';
  if (!colours.includes(actor)) return { ok: false, errors: [{ code: 'not-playing', params: { colour: actor, players: pos.players } }] };
  s.order = [actor, ...s.order.filter((c) => c !== actor)];
  s.period = pos.period ?? 'canal';
  s.round = pos.round ?? 2;
  s.actionsLeft = pos.actionsLeft ?? 2;
  if (pos.hand) playerOf(s, actor).hand = [...pos.hand];
  if (pos.gameOver === true) s.gameOver = { winners: [actor] };
  if (pos.deck !== undefined) s.deck = deckOf(s, pos.deck);
  s.tiles = { ...(pos.tiles ?? {}) };
  s.links = (pos.links ?? []).map((l) => ({ ...l, period: s.period }));
  if (pos.coalDemand !== undefined) s.coalDemand = pos.coalDemand;
  if (pos.ironDemand !== undefined) s.ironDemand = pos.ironDemand;
  if (pos.distant?.marker !== undefined) s.distant.marker = pos.distant.marker;
  if (pos.distant?.tiles) s.distant.tiles = [...pos.distant.tiles];
  s.distant.closed = s.distant.marker >= 8;
  for (const p of s.players) {
    const c = p.colour;
    p.cash = pos.cash?.[c] ?? p.cash;
    p.incomeSpace = pos.income?.[c] ?? p.incomeSpace;
    p.vp = pos.vp?.[c] ?? 0;
    p.spent = pos.spent?.[c] ?? 0;
    p.hasBuilt = (pos.hasBuilt ?? []).includes(c) || Object.values(s.tiles).some((t) => t.owner === c);
    for (const k of KINDS) {
      const onBoard = Object.values(s.tiles).filter((t) => t.owner === c && t.kind === k).length;
      p.taken[k] = Math.max(pos.taken?.[c]?.[k] ?? 0, onBoard);
    }
  }
  for (const t of Object.values(s.tiles))
    if (!colours.includes(t.owner)) errors.push({ code: 'not-playing', params: { colour: t.owner, players: pos.players } });
  // A position is a snapshot, not a whole game: the card count is not checked, and a turn with no action left may be shown.
  const skip: readonly string[] = ['cards', 'distant-tiles', ...(pos.actionsLeft === 0 ? ['turn'] : [])];
  errors.push(...invariantProblems(s).filter((e) => !skip.includes(e.code)));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, state: s };
}

/**
 * The position of a state, in this format (a share link's content): what a position keeps — the
 * board, every player's numbers, the acting player's hand, the tracks, the deck's size — and not the
 * other hands, the deck's order or the discards. Read back (fromPosition), it gives the same position.
 */
export function toPosition(s: LState): Position {
  const actor = s.gameOver?.winners[0] ?? s.order[s.turn] ?? 'red';
  const each = <T>(f: (p: LPlayer) => T): Partial<Record<Colour, T>> => Object.fromEntries(s.players.map((p) => [p.colour, f(p)]));
  const tiles: Record<string, LTile> = {};
  for (const [space, t] of Object.entries(s.tiles)) tiles[space] = { ...t };
  return {
    players: s.players.length as 2 | 3 | 4,
    period: s.period,
    actor,
    hand: [...(s.players.find((p) => p.colour === actor)?.hand ?? [])],
    cash: each((p) => p.cash),
    income: each((p) => p.incomeSpace),
    vp: each((p) => p.vp),
    taken: each((p) => ({ ...p.taken })),
    hasBuilt: s.players.filter((p) => p.hasBuilt).map((p) => p.colour),
    spent: each((p) => p.spent),
    tiles,
    links: s.links.map((l) => ({ id: l.id, owner: l.owner })),
    coalDemand: s.coalDemand,
    ironDemand: s.ironDemand,
    distant: { marker: s.distant.marker, tiles: [...s.distant.tiles] },
    deck: s.deck.length,
    actionsLeft: s.actionsLeft,
    round: s.round,
    options: { ...s.options },
    ...(s.gameOver ? { gameOver: true } : {}),
  };
}
