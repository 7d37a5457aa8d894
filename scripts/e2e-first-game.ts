/**
 * A guided first game saved just before Era 1 ends, for the browser tests (Playwright cannot load
 * the engine): every seat played by the greedy bot exactly as the sandbox's bots play (the store's
 * own botStep), the learner's (Blue's) moves marked as a person's, the tutor having told the
 * stops met so far. Prints the save (store/firstGameSave.ts) as JSON. Used by e2e/first-game.spec.ts.
 */
import { FIRST_GAME_SETUP, FIRST_GAME_VERSION, type SavedFirstGame } from '../src/store/firstGameSave.ts';
import { createTutorStore } from '../src/store/firstGameStore.ts';
import { createPlayStore } from '../src/store/playStore.ts';

const game = createPlayStore({ ...FIRST_GAME_SETUP, seats: FIRST_GAME_SETUP.seats.map(() => 'bot' as const) });
for (let i = 0; i < 500; i++) {
  const before = game.getState().log;
  game.getState().botStep();
  const log = game.getState().log;
  const last = log[log.length - 1];
  if (log.length > before.length && last?.effects.some((e) => e.kind === 'era-end')) {
    game.setState({ log: before });
    break;
  }
}
const log = game.getState().log;
const tutor = createTutorStore();
tutor.getState().scan(log);
const saved: SavedFirstGame = {
  version: FIRST_GAME_VERSION,
  moves: log.map((e) => ({ action: e.action, bot: e.colour !== 'blue' })),
  holder: 'blue',
  flowSeen: log.length,
  tutor: { checked: log.length, seen: tutor.getState().seen, queue: [], answers: { 'first-next': 'blue', income: '0' }, coach: true },
};
process.stdout.write(JSON.stringify(saved));
