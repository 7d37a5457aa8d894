import { describe, expect, it } from 'vitest';
import { viewFor } from '../../src/engine/rulesets/pittsburgh';
import { createTutorStore } from '../../src/store/firstGameStore';
import {
  FIRST_GAME_KEY,
  FIRST_GAME_SETUP,
  readFirstGame,
  restoreFirstGame,
  setAsideFirstGame,
  UNREADABLE_FIRST_GAME_KEY,
  writeFirstGame,
} from '../../src/store/firstGameSave';
import { createPlayStore } from '../../src/store/playStore';
import { memoryStorage } from '../memory-storage';

/** The guided game's deal; bots move until Blue (the person) acts. */
function guided() {
  const game = createPlayStore(FIRST_GAME_SETUP);
  for (let i = 0; i < 10 && game.getState().choice === null; i++) game.getState().botStep();
  return game;
}

/** Blue takes a loan: the composer's first Loan option and its first card, confirmed. */
function blueLoan(game: ReturnType<typeof guided>) {
  const pick = (match: (o: { id: string; value: unknown; legal: boolean }) => boolean) => {
    const c = game.getState().choice;
    if (c?.status !== 'choose') throw new Error('no question');
    const o = c.choice.options.find((x) => x.legal && match(x));
    if (!o) throw new Error('no option');
    game.getState().choose(o.id);
  };
  pick((o) => (o.value as { type?: string }).type === 'loan');
  while (game.getState().choice?.status === 'choose' && !game.getState().ready) pick(() => true);
  game.getState().confirm();
}

describe('the tutor store', () => {
  it('queues each stop once, in order, from the moves of the game; an undone move takes its stop back', () => {
    const game = guided();
    const tutor = createTutorStore();
    tutor.getState().scan(game.getState().log);
    expect(game.getState().log).toHaveLength(2); // two bots before Blue in this deal
    expect(tutor.getState().queue).toEqual([]);
    blueLoan(game);
    tutor.getState().scan(game.getState().log);
    // Blue's loan is the last move of round 1: the loan, then the round's end
    expect(tutor.getState().queue).toEqual([
      { kind: 'loan', entry: 2 },
      { kind: 'round-end', entry: 2 },
    ]);
    tutor.getState().dismiss();
    expect(tutor.getState().queue.map((q) => q.kind)).toEqual(['round-end']);
    tutor.getState().answer('income', '-3');
    // a shorter log (play on from an earlier moment) forgets the dropped move's stops and answers
    tutor.getState().scan(game.getState().log.slice(0, 2));
    expect(tutor.getState().queue).toEqual([]);
    expect(tutor.getState().seen).toEqual([]);
    expect(tutor.getState().answers).toEqual({});
    tutor.getState().scan(game.getState().log);
    expect(tutor.getState().queue.map((q) => q.kind)).toEqual(['loan', 'round-end']);
  });
});

describe('the guided game on the device', () => {
  it('saves and resumes: the same moves, the tutor where it was, the round end still to be shown', () => {
    const storage = memoryStorage();
    const game = guided();
    const tutor = createTutorStore();
    blueLoan(game);
    tutor.getState().scan(game.getState().log);
    tutor.getState().dismiss();
    tutor.getState().answer('first-next', 'orange');
    tutor.getState().setCoach(false);
    writeFirstGame(storage, game, tutor);
    const read = readFirstGame(storage);
    expect(read.ok && read.saved?.version).toBe(1);
    if (!read.ok || !read.saved) throw new Error('unreadable');
    const r = restoreFirstGame(read.saved);
    if (!r.ok) throw new Error(r.problem.code);
    expect(r.game.getState().log.map((e) => e.action)).toEqual(game.getState().log.map((e) => e.action));
    expect(r.game.getState().state.players).toEqual(game.getState().state.players);
    expect(r.game.getState().flowSeen).toBe(game.getState().flowSeen);
    expect(r.tutor.getState().queue).toEqual([{ kind: 'round-end', entry: 2 }]);
    expect(r.tutor.getState().answers).toEqual({ 'first-next': 'orange' });
    expect(r.tutor.getState().coach).toBe(false);
    expect(r.game.getState().holder).toBe('blue');
  });

  it('a damaged save is a named problem, kept aside once, never a throw', () => {
    expect(readFirstGame(memoryStorage({ [FIRST_GAME_KEY]: '{not json' }))).toEqual({ ok: false, problem: { code: 'not-json' } });
    expect(readFirstGame(memoryStorage({ [FIRST_GAME_KEY]: '{"version":9}' }))).toEqual({
      ok: false,
      problem: { code: 'version', version: '9' },
    });
    const base = {
      version: 1,
      moves: [],
      holder: 'blue',
      flowSeen: 0,
      tutor: { checked: 0, seen: [], queue: [], answers: {}, coach: true },
    };
    expect(readFirstGame(memoryStorage({ [FIRST_GAME_KEY]: JSON.stringify({ ...base, moves: [{ action: 5 }] }) }))).toEqual({
      ok: false,
      problem: { code: 'shape', field: 'moves[0]' },
    });
    expect(
      readFirstGame(
        memoryStorage({ [FIRST_GAME_KEY]: JSON.stringify({ ...base, tutor: { ...base.tutor, seen: [{ kind: 'dance', entry: 0 }] } }) }),
      ),
    ).toEqual({
      ok: false,
      problem: { code: 'shape', field: 'tutor' },
    });
    // a move the engine refuses on replay
    const refused = readFirstGame(
      memoryStorage({ [FIRST_GAME_KEY]: JSON.stringify({ ...base, moves: [{ action: { type: 'sell', sales: [] }, bot: false }] }) }),
    );
    if (!refused.ok || !refused.saved) throw new Error('should read');
    const r = restoreFirstGame(refused.saved);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toMatchObject({ code: 'replay', move: 1 });
    // a tutor pointing past the moves
    const ahead = readFirstGame(memoryStorage({ [FIRST_GAME_KEY]: JSON.stringify({ ...base, tutor: { ...base.tutor, checked: 4 } }) }));
    if (!ahead.ok || !ahead.saved) throw new Error('should read');
    expect(restoreFirstGame(ahead.saved)).toEqual({ ok: false, problem: { code: 'shape', field: 'tutor' } });
    const storage = memoryStorage({ [FIRST_GAME_KEY]: 'damaged' });
    setAsideFirstGame(storage);
    storage.setItem(FIRST_GAME_KEY, 'newer');
    setAsideFirstGame(storage);
    expect(storage.map.get(UNREADABLE_FIRST_GAME_KEY)).toBe('damaged');
  });

  it('blocked storage: nothing saved, nothing read, no throw', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(readFirstGame(blocked)).toEqual({ ok: true, saved: null });
    expect(() => writeFirstGame(blocked, guided(), createTutorStore())).not.toThrow();
    expect(viewFor(guided().getState().state, 'blue').rngSeed).toBe(0);
  });
});
