/**
 * The sandbox game saved on the device, so it survives a reload: one versioned key per ruleset
 * (GAME_KEYS) holding the ruleset's id, the game's setup, the position it started from (only when it did not start from the game number,
 * e.g. a position opened from a lesson) and every move played, in order. Loading replays the
 * moves through the engine (`replayGame`), so a saved game is exactly what the same moves give.
 *
 * Reading never throws: anything unreadable (not JSON, another version, a wrong shape, a move the
 * engine refuses on replay) is a `{ ok: false, problem }` the page shows in words; the text is
 * kept untouched under UNREADABLE_GAME_KEY before a new game is saved over it, and nothing else
 * on the device (lesson progress) is touched.
 */
import type { RulesetId } from '../engine/rulesets/index.ts';
import { isLState } from '../engine/rulesets/lancashire/shape.ts';
import { isWholeState } from '../engine/rulesets/pittsburgh/index.ts';
import type { StorageLike } from './storage.ts';

export const GAME_KEY = 'brass-pgh.sandbox';
export const GAME_VERSION = 1;
export const UNREADABLE_GAME_KEY = 'brass-pgh.sandbox.unreadable';
/** Each ruleset's game has a key of its own, so a Pittsburgh game and a Lancashire game are both kept. */
export const GAME_KEYS: Record<RulesetId, string> = { pittsburgh: GAME_KEY, lancashire: 'brass-pgh.sandbox.lancashire' };
const UNREADABLE_KEYS: Record<RulesetId, string> = {
  pittsburgh: UNREADABLE_GAME_KEY,
  lancashire: 'brass-pgh.sandbox.lancashire.unreadable',
};
/** A whole state of the ruleset, as a save's starting position must be. */
const WHOLE: Record<RulesetId, (s: unknown) => boolean> = { pittsburgh: isWholeState, lancashire: isLState };

/** 'bot' is the greedy bot, 'strong' the search bot (engine/rulesets/pittsburgh/bot/search; it thinks in a worker). */
export type SeatKind = 'human' | 'bot' | 'random' | 'strong';
export const SEAT_KINDS: readonly SeatKind[] = ['human', 'bot', 'random', 'strong'];
/** The seats each ruleset's sandbox offers (the strong bot is Pittsburgh's only). */
export const RULESET_SEAT_KINDS: Record<RulesetId, readonly SeatKind[]> = {
  pittsburgh: SEAT_KINDS,
  lancashire: ['human', 'bot', 'random'],
};

export interface PlaySetup {
  /** One entry per seat, in seat order (2–4). */
  seats: SeatKind[];
  /** The game number: the same number deals the same game. */
  seed: number;
  /** The coach judges the person's moves (off unless chosen). */
  coach?: boolean;
}

export interface SavedMove {
  /** The ruleset's action (checked by its engine on replay). */
  action: { type: string };
  bot: boolean;
}

export interface SavedGame {
  version: number;
  /** Whose rules (absent in saves from before Lancashire had a sandbox: Pittsburgh). */
  ruleset?: RulesetId;
  setup: PlaySetup;
  /** The starting position when the game did not start from the game number. */
  start?: unknown;
  moves: SavedMove[];
  /** Who held the device (hot-seat). */
  holder: string | null;
}

/** Why a saved game could not be used (translated by the page: play.saved.problem.<code>). */
export type SaveProblem =
  | { code: 'not-json' }
  | { code: 'version'; version: string }
  /** A save of the other ruleset's game (under this ruleset's key). */
  | { code: 'ruleset'; ruleset: string }
  | { code: 'shape'; field: string }
  | { code: 'replay'; move: number; reason: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Check the shape of a parsed save of this ruleset; the first field that is wrong, or the save. */
export function checkSavedGame(
  v: unknown,
  ruleset: RulesetId = 'pittsburgh',
): { ok: true; saved: SavedGame } | { ok: false; problem: SaveProblem } {
  if (!isObject(v)) return { ok: false, problem: { code: 'shape', field: 'game' } };
  if (v.version !== GAME_VERSION) return { ok: false, problem: { code: 'version', version: String(v.version) } };
  const own = v.ruleset ?? 'pittsburgh';
  if (own !== ruleset) return { ok: false, problem: { code: 'ruleset', ruleset: String(own) } };
  const setup = v.setup;
  if (!isObject(setup)) return { ok: false, problem: { code: 'shape', field: 'setup' } };
  const seats = setup.seats;
  if (
    !Array.isArray(seats) ||
    seats.length < 2 ||
    seats.length > 4 ||
    !seats.every((s) => RULESET_SEAT_KINDS[ruleset].includes(s as SeatKind))
  )
    return { ok: false, problem: { code: 'shape', field: 'setup.seats' } };
  if (typeof setup.seed !== 'number' || !Number.isInteger(setup.seed) || setup.seed < 0)
    return { ok: false, problem: { code: 'shape', field: 'setup.seed' } };
  if (v.start !== undefined && !WHOLE[ruleset](v.start)) return { ok: false, problem: { code: 'shape', field: 'start' } };
  if (!Array.isArray(v.moves)) return { ok: false, problem: { code: 'shape', field: 'moves' } };
  for (const [i, m] of v.moves.entries()) {
    if (!isObject(m) || !isObject(m.action) || typeof m.action.type !== 'string' || typeof m.bot !== 'boolean')
      return { ok: false, problem: { code: 'shape', field: `moves[${i}]` } };
  }
  if (v.holder !== null && typeof v.holder !== 'string') return { ok: false, problem: { code: 'shape', field: 'holder' } };
  return { ok: true, saved: { ...(v as unknown as SavedGame), ruleset } };
}

/** The ruleset's saved game on the device: none, one, or a problem (never throws). */
export function readSavedGame(
  storage: StorageLike | null,
  ruleset: RulesetId = 'pittsburgh',
): { ok: true; saved: SavedGame | null } | { ok: false; problem: SaveProblem } {
  let raw: string | null;
  try {
    raw = storage?.getItem(GAME_KEYS[ruleset]) ?? null;
  } catch {
    return { ok: true, saved: null };
  }
  if (raw === null) return { ok: true, saved: null };
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return { ok: false, problem: { code: 'not-json' } };
  }
  return checkSavedGame(v, ruleset);
}

/** Keep an unreadable save untouched (once) before anything is written over it. */
export function setAsideUnreadable(storage: StorageLike | null, ruleset: RulesetId = 'pittsburgh'): void {
  try {
    const raw = storage?.getItem(GAME_KEYS[ruleset]);
    const aside = UNREADABLE_KEYS[ruleset];
    if (raw != null && storage?.getItem(aside) == null) storage?.setItem(aside, raw);
  } catch {
    // blocked storage: nothing to keep
  }
}

export function writeSavedGame(storage: StorageLike | null, saved: Omit<SavedGame, 'version'>): void {
  try {
    const key = GAME_KEYS[saved.ruleset ?? 'pittsburgh'];
    storage?.setItem(key, JSON.stringify({ version: GAME_VERSION, ...saved } satisfies SavedGame));
  } catch {
    // storage full or blocked: the game goes on in memory
  }
}
