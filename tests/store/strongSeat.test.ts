/** A strong-bot seat in the sandbox store: it asks a thinker (the worker on the page), plays its answer, and a save replays it. */
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../src/engine/rulesets/pittsburgh';
import { decide } from '../../src/engine/rulesets/pittsburgh/bot/match';
import { defaultRules } from '../../src/engine/rulesets/pittsburgh/rules-data';
import { createPlayStore, restoreGame, toSaved } from '../../src/store/playStore';
import type { BotThinker } from '../../src/workers/strongBot';
import { inlineThinker } from '../../src/workers/strongBot';
import { answerBotRequest } from '../../src/workers/botProtocol';

/** A thinker whose answers wait until the test releases them. */
function heldThinker(): { thinker: BotThinker; release: () => void; asked: () => number } {
  const waiting: (() => void)[] = [];
  let asked = 0;
  const thinker: BotThinker = {
    choose: (view, seed, move) => {
      asked++;
      return new Promise<Action | undefined>((resolve) => waiting.push(() => resolve(decide('strong', view, seed, move, defaultRules))));
    },
    judge: inlineThinker.judge,
    quick: inlineThinker.quick,
  };
  return { thinker, release: () => waiting.splice(0).forEach((f) => f()), asked: () => asked };
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 2000 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(ok()).toBe(true);
};

describe('a strong-bot seat', () => {
  it('thinks, then plays the move the search gives for the game and move number (the same as npm run bots)', async () => {
    const held = heldThinker();
    const store = createPlayStore({ seats: ['strong', 'strong'], seed: 21 }, { thinker: held.thinker });
    const before: GameState = store.getState().state;
    store.getState().botStep();
    expect(store.getState().thinking).toBe(true);
    store.getState().botStep(); // a second step while it thinks asks nothing more
    expect(held.asked()).toBe(1);
    held.release();
    await until(() => store.getState().log.length === 1);
    expect(store.getState().thinking).toBe(false);
    const expected = decide('strong', store.getState().log[0]?.before as GameState, 21, 0, defaultRules);
    expect(store.getState().log[0]?.action).toEqual(expected);
    expect(store.getState().log[0]?.before).toBe(before);

    // the save replays exactly: the same moves, the same position
    const saved = { version: 1, ...toSaved(store.getState()) };
    const back = restoreGame(saved);
    if (!back.ok) throw new Error('not restored');
    expect(back.store.getState().state).toEqual(store.getState().state);
  });

  it('an answer that comes after the game moved on (a past moment opened) is dropped', async () => {
    const held = heldThinker();
    const store = createPlayStore({ seats: ['strong', 'strong'], seed: 4 }, { thinker: held.thinker });
    store.getState().botStep();
    await until(() => store.getState().thinking);
    store.setState({ state: { ...store.getState().state } }); // the position changed meanwhile
    held.release();
    await until(() => !store.getState().thinking);
    expect(store.getState().log).toHaveLength(0);
  });

  it("the worker's answers: a move, a judgement, and an error in words for a request it cannot read", () => {
    const state = createPlayStore({ seats: ['strong', 'bot'], seed: 4 }).getState().state;
    const r = answerBotRequest({ id: 7, kind: 'choose', view: state, seed: 4, move: 0 });
    expect(r).toMatchObject({ id: 7, kind: 'choose' });
    expect(answerBotRequest({ id: 8, kind: 'nope' } as never)).toEqual({ id: 8, kind: 'error', message: 'unknown request' });
  });
});
