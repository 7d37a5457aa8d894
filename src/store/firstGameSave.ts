/**
 * The guided first game saved on the device (one versioned key, apart from the free game's): the
 * moves played (the game number and seats are the guided game's own), who holds the device, how far
 * the round's end has been stepped through, and the tutor's state (stops told and waiting, the
 * predictions, the coach switch). Loading replays the moves through the engine (restoreGame).
 * Reading never throws: a damaged save is a `{ ok: false, problem }` named in words by the page,
 * kept aside untouched under UNREADABLE_FIRST_GAME_KEY before a new guided game is saved over it.
 */
import { defaultRules, type RulesData } from '../engine/rulesets/pittsburgh/index.ts';
import { FIRST_GAME_SEATS, FIRST_GAME_SEED, type PredictionKind, type StopKind } from '../tutorial/firstGame.ts';
import { createTutorStore, type TutorData, type TutorStore } from './firstGameStore.ts';
import { restoreGame, type PlayStore } from './playStore.ts';
import { checkSavedGame, GAME_VERSION, type PlaySetup, type SavedMove, type SaveProblem } from './savedGame.ts';
import type { StorageLike } from './storage.ts';

export const FIRST_GAME_KEY = 'brass-pgh.first-game';
export const FIRST_GAME_VERSION = 1;
export const UNREADABLE_FIRST_GAME_KEY = 'brass-pgh.first-game.unreadable';

export const FIRST_GAME_SETUP: PlaySetup = { seats: [...FIRST_GAME_SEATS], seed: FIRST_GAME_SEED };

export interface SavedFirstGame {
  version: number;
  moves: SavedMove[];
  holder: string | null;
  flowSeen: number;
  tutor: TutorData;
}

const STOPS: readonly StopKind[] = ['oil-sale', 'loan', 'round-end', 'era-end', 'era-two', 'game-end'];
const PREDICTIONS: readonly PredictionKind[] = ['first-next', 'income'];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function checkTutor(v: unknown): boolean {
  if (!isObject(v) || !isCount(v.checked) || typeof v.coach !== 'boolean') return false;
  const stops = (list: unknown) =>
    Array.isArray(list) && list.every((q) => isObject(q) && STOPS.includes(q.kind as StopKind) && isCount(q.entry));
  if (!stops(v.seen) || !stops(v.queue)) return false;
  if (!isObject(v.answers)) return false;
  return Object.entries(v.answers).every(([k, a]) => PREDICTIONS.includes(k as PredictionKind) && typeof a === 'string');
}

/** The shape of a parsed save: the first part that is wrong (named like the free game's), or the save. */
export function checkFirstGame(v: unknown): { ok: true; saved: SavedFirstGame } | { ok: false; problem: SaveProblem } {
  if (!isObject(v)) return { ok: false, problem: { code: 'shape', field: 'game' } };
  if (v.version !== FIRST_GAME_VERSION) return { ok: false, problem: { code: 'version', version: String(v.version) } };
  const game = checkSavedGame({ version: GAME_VERSION, setup: FIRST_GAME_SETUP, moves: v.moves, holder: v.holder });
  if (!game.ok) return game;
  if (!isCount(v.flowSeen) || !checkTutor(v.tutor)) return { ok: false, problem: { code: 'shape', field: 'tutor' } };
  return { ok: true, saved: v as unknown as SavedFirstGame };
}

/** The guided game on the device: none, one, or a problem (never throws). */
export function readFirstGame(
  storage: StorageLike | null,
): { ok: true; saved: SavedFirstGame | null } | { ok: false; problem: SaveProblem } {
  let raw: string | null;
  try {
    raw = storage?.getItem(FIRST_GAME_KEY) ?? null;
  } catch {
    return { ok: true, saved: null };
  }
  if (raw === null) return { ok: true, saved: null };
  try {
    return checkFirstGame(JSON.parse(raw));
  } catch {
    return { ok: false, problem: { code: 'not-json' } };
  }
}

export function writeFirstGame(storage: StorageLike | null, game: PlayStore, tutor: TutorStore): void {
  const g = game.getState();
  const t = tutor.getState();
  const saved: SavedFirstGame = {
    version: FIRST_GAME_VERSION,
    moves: g.log.map((e) => ({ action: e.action, bot: e.bot })),
    holder: g.holder,
    flowSeen: g.flowSeen,
    tutor: { checked: t.checked, seen: t.seen, queue: t.queue, answers: t.answers, coach: t.coach },
  };
  try {
    storage?.setItem(FIRST_GAME_KEY, JSON.stringify(saved));
  } catch {
    // storage full or blocked: the game goes on in memory
  }
}

/** Keep an unreadable save untouched (once) before a new guided game is written over it. */
export function setAsideFirstGame(storage: StorageLike | null): void {
  try {
    const raw = storage?.getItem(FIRST_GAME_KEY);
    if (raw != null && storage?.getItem(UNREADABLE_FIRST_GAME_KEY) == null) storage?.setItem(UNREADABLE_FIRST_GAME_KEY, raw);
  } catch {
    // blocked storage: nothing to keep
  }
}

/** A saved guided game played again through the engine, with its tutor; a refused move is a problem. */
export function restoreFirstGame(
  saved: SavedFirstGame,
  rules: RulesData = defaultRules,
): { ok: true; game: PlayStore; tutor: TutorStore } | { ok: false; problem: SaveProblem } {
  const r = restoreGame({ version: GAME_VERSION, setup: FIRST_GAME_SETUP, moves: saved.moves, holder: saved.holder }, rules);
  if (!r.ok) return r;
  const log = r.store.getState().log;
  const past = (q: { entry: number }) => q.entry >= log.length;
  if (saved.tutor.checked > log.length || saved.tutor.queue.some(past) || saved.tutor.seen.some(past) || saved.flowSeen > log.length)
    return { ok: false, problem: { code: 'shape', field: 'tutor' } };
  r.store.setState({ flowSeen: saved.flowSeen });
  return { ok: true, game: r.store, tutor: createTutorStore(saved.tutor) };
}
