/**
 * Prints a guided first game saved just before Era 1 ends (scripts/first-game-save.ts) as JSON, for
 * e2e/first-game.spec.ts (Playwright cannot load the engine).
 */
import { firstGameSaveBefore } from './first-game-save.ts';

process.stdout.write(JSON.stringify(firstGameSaveBefore('era-end')));
