/**
 * A guided first game saved just before a moment of the game, for the tests that start there (the
 * browser tests call it in their own process): every seat played by the
 * greedy bot exactly as the sandbox's bots play (the store's own botStep), the learner's (Blue's) moves
 * marked as a person's, the tutor having told the stops met so far.
 * - 'era-end': the save stops just before the move that ends Era 1.
 * - 'game-over': the save stops after Blue's last move: the bots alone play on to the game's end.
 */
import { FIRST_GAME_SETUP, FIRST_GAME_VERSION, type SavedFirstGame } from '../src/store/firstGameSave.ts';
import { createTutorStore } from '../src/store/firstGameStore.ts';
import { createPlayStore, type LogEntry } from '../src/store/playStore.ts';

export type SaveMoment = 'era-end' | 'game-over';

function movesUntil(moment: SaveMoment): LogEntry[] {
  const game = createPlayStore({ ...FIRST_GAME_SETUP, seats: FIRST_GAME_SETUP.seats.map(() => 'bot' as const) });
  for (let i = 0; i < 1000; i++) {
    const before = game.getState().log;
    game.getState().botStep();
    const log = game.getState().log;
    const last = log[log.length - 1];
    if (log.length === before.length || !last?.effects.some((e) => e.kind === moment)) continue;
    if (moment === 'era-end') return before;
    const lastBlue = log.findLastIndex((e) => e.colour === 'blue');
    return log.slice(0, lastBlue + 1);
  }
  throw new Error(`the guided game's bots did not reach ${moment}`);
}

export function firstGameSaveBefore(moment: SaveMoment): SavedFirstGame {
  const log = movesUntil(moment);
  const tutor = createTutorStore();
  tutor.getState().scan(log);
  return {
    version: FIRST_GAME_VERSION,
    moves: log.map((e) => ({ action: e.action, bot: e.colour !== 'blue' })),
    holder: 'blue',
    flowSeen: log.length,
    tutor: { checked: log.length, seen: tutor.getState().seen, queue: [], answers: { 'first-next': 'blue', income: '0' }, coach: true },
  };
}
