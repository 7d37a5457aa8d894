/**
 * A finished two-player sandbox game saved on the device, for the browser tests of the debrief
 * (e2e/debrief-practice.spec.ts calls it in the test's own process, before the page loads): Blue is the person at the device, whose moves are
 * the greedy bot's except every third, the random bot's (the slips a learner makes); Orange is the greedy bot.
 * The save is store/savedGame.ts's.
 */
import { decide } from '../src/engine/rulesets/pittsburgh/bot/match.ts';
import { actingColour, defaultRules, viewFor } from '../src/engine/rulesets/pittsburgh/index.ts';
import { GAME_VERSION, type SavedGame } from '../src/store/savedGame.ts';
import { createPlayStore, toSaved } from '../src/store/playStore.ts';

const SEED = 3;

export function finishedGameSave(): SavedGame {
  const game = createPlayStore({ seats: ['human', 'bot'], seed: SEED });
  let mine = 0;
  for (let i = 0; i < 500 && !game.getState().state.gameOver; i++) {
    const s = game.getState();
    const me = actingColour(s.state);
    if (me !== 'blue') {
      s.botStep();
      continue;
    }
    const kind = mine++ % 3 === 2 ? 'random' : 'greedy';
    const action = decide(kind, viewFor(s.state, me), SEED, s.log.length, defaultRules);
    if (!action || !s.replayMove({ action, bot: false })) throw new Error(`no move for Blue at ${s.log.length}`);
  }
  if (!game.getState().state.gameOver) throw new Error('the game did not end');
  return { version: GAME_VERSION, ...toSaved(game.getState()) };
}
