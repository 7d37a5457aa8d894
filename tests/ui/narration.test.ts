import { describe, expect, it } from 'vitest';
import { FIRST_GAME_SETUP } from '../../src/store/firstGameSave';
import { createPlayStore, type LogEntry } from '../../src/store/playStore';
import { botMovesSinceLearner } from '../../src/ui/firstgame/Narration';

/** The guided game's first moves, every seat played by the bot, Blue's moves then marked as the person's. */
function guidedLog(moves: number): LogEntry[] {
  const game = createPlayStore({ ...FIRST_GAME_SETUP, seats: FIRST_GAME_SETUP.seats.map(() => 'bot' as const) });
  while (game.getState().log.length < moves) game.getState().botStep();
  return game.getState().log.map((e) => ({ ...e, bot: e.colour !== 'blue' }));
}

describe("the tutor's narration: which bot moves it tells", () => {
  const log = guidedLog(14);
  // Blue's first move of round 2 (Blue has two actions from then on)
  const first = log.findIndex((e) => e.colour === 'blue' && e.before.round === 2);
  const turnEnds = (e: LogEntry | undefined) => e?.effects.some((x) => x.kind === 'turn-end') === true;

  it('Blue is mid-turn after its first action of round 2, and its second action ends the turn', () => {
    expect(first).toBeGreaterThan(0);
    expect(turnEnds(log[first])).toBe(false);
    expect(log[first + 1]?.colour).toBe('blue');
    expect(turnEnds(log[first + 1])).toBe(true);
  });

  it('the bot moves since Blue last moved, oldest first', () => {
    const before = log.slice(0, first);
    const lastBlue = before.map((e) => e.colour).lastIndexOf('blue');
    const told = botMovesSinceLearner(before).map((m) => m.i);
    expect(told).toEqual(before.map((_, i) => i).filter((i) => i > lastBlue));
    expect(told.length).toBeGreaterThanOrEqual(2);
  });

  it("while Blue's turn goes on, the bot moves before that turn are still told", () => {
    const mid = log.slice(0, first + 1);
    expect(botMovesSinceLearner(mid).map((m) => m.i)).toEqual(botMovesSinceLearner(log.slice(0, first)).map((m) => m.i));
  });

  it("once Blue's turn has ended, nothing is told until a bot moves, then that move alone", () => {
    expect(botMovesSinceLearner(log.slice(0, first + 2))).toEqual([]);
    const next = log[first + 2];
    expect(next?.bot).toBe(true);
    expect(botMovesSinceLearner(log.slice(0, first + 3)).map((m) => m.i)).toEqual([first + 2]);
  });
});
