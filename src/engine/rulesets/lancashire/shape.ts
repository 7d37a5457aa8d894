/** The door of every Lancashire method (ruleset.ts) and of a saved sandbox game's start: is this a whole Lancashire state? */
import type { LState } from './state.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const whole = (n: unknown, max: number) => Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) <= max;

/**
 * Is this a Lancashire state the executor can run on? The shape of every field the turn loop and
 * the actions read first; a corrupted turn index (it counts through the turn order) is refused here.
 */
export function isLState(s: unknown): s is LState {
  if (
    !isRecord(s) ||
    !Array.isArray(s.players) ||
    !Array.isArray(s.order) ||
    !Array.isArray(s.deck) ||
    !Array.isArray(s.discard) ||
    !Array.isArray(s.links)
  )
    return false;
  if (!isRecord(s.tiles) || !isRecord(s.distant) || !Array.isArray(s.distant.tiles) || !isRecord(s.options)) return false;
  if (s.period !== 'canal' && s.period !== 'rail') return false;
  if (!whole(s.turn, Math.max(0, s.order.length - 1)) || !whole(s.actionsLeft, 2) || !whole(s.round, 1000)) return false;
  return s.players.every(
    (p) => isRecord(p) && typeof p.colour === 'string' && Array.isArray(p.hand) && isRecord(p.taken) && Number.isFinite(p.cash),
  );
}
