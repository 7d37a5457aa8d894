import { describe, expect, it } from 'vitest';
import { actingColour, newGame } from '../../src/engine/rulesets/pittsburgh';
import { composeFirstLegal } from './compose';
import { actingSeat, createPlayStore, restoreGame, shownState, toSaved, type PlayStore } from '../../src/store/playStore';
import {
  GAME_KEY,
  GAME_VERSION,
  readSavedGame,
  setAsideUnreadable,
  UNREADABLE_GAME_KEY,
  writeSavedGame,
  type SavedGame,
} from '../../src/store/savedGame';
import { memoryStorage } from '../memory-storage';

/** The person's move: the first legal option of each question, then confirm. */
function playFirstLegal(store: PlayStore, type: string): void {
  composeFirstLegal(store, type);
  store.getState().confirm();
}

/** Bots move until the person must act. */
function botsUntilPerson(store: PlayStore): void {
  for (let i = 0; i < 20 && actingSeat(store.getState())?.kind !== 'human' && !store.getState().state.gameOver; i++)
    store.getState().botStep();
}

describe('the sandbox game survives a reload', () => {
  it('saved after moves, restored by replaying them: the same position, log and holder', () => {
    const store = createPlayStore({ seats: ['human', 'bot', 'random'], seed: 11 });
    playFirstLegal(store, 'loan');
    botsUntilPerson(store);
    playFirstLegal(store, 'build');
    const storage = memoryStorage();
    writeSavedGame(storage, toSaved(store.getState()));
    const read = readSavedGame(storage);
    if (!read.ok || !read.saved) throw new Error('not saved');
    expect(read.saved.start).toBeUndefined(); // a deal needs only its number
    const restored = restoreGame(read.saved);
    if (!restored.ok) throw new Error(JSON.stringify(restored.problem));
    const a = store.getState();
    const b = restored.store.getState();
    expect(b.state).toEqual(a.state);
    expect(b.log.map((e) => e.action)).toEqual(a.log.map((e) => e.action));
    expect(b.log.map((e) => e.effects)).toEqual(a.log.map((e) => e.effects));
    expect(b.holder).toBe(a.holder);
    expect(b.seats).toEqual(a.seats);
  });

  it('a game started from a position keeps that position and its colours', () => {
    const start = newGame({ players: 3, seed: 5 });
    const store = createPlayStore({ seats: ['human', 'human', 'bot'], seed: 0 }, { state: start });
    expect(store.getState().seats.map((s) => s.colour)).toEqual(start.players.map((p) => p.colour));
    store.getState().takeDevice();
    playFirstLegal(store, 'loan');
    const saved = { version: GAME_VERSION, ...toSaved(store.getState()) } as SavedGame;
    expect(saved.start).toEqual(start);
    const restored = restoreGame(JSON.parse(JSON.stringify(saved)) as SavedGame);
    expect(restored.ok && restored.store.getState().state).toEqual(store.getState().state);
  });

  it('every unreadable save is a named problem, never a throw; the text is kept aside before a new save', () => {
    const cases: [string, string][] = [
      ['{not json', 'not-json'],
      [JSON.stringify({ version: 99, setup: {}, moves: [], holder: null }), 'version'],
      [JSON.stringify({ version: GAME_VERSION, setup: { seats: ['human'], seed: 1 }, moves: [], holder: null }), 'shape'],
      [
        JSON.stringify({ version: GAME_VERSION, setup: { seats: ['human', 'bot'], seed: 1 }, moves: [{ action: 7 }], holder: null }),
        'shape',
      ],
    ];
    for (const [raw, code] of cases) {
      const storage = memoryStorage({ [GAME_KEY]: raw, 'brass-pgh.progress': '{"version":1,"done":["a"]}' });
      const r = readSavedGame(storage);
      expect(r.ok ? 'ok' : r.problem.code).toBe(code);
      setAsideUnreadable(storage);
      writeSavedGame(storage, toSaved(createPlayStore({ seats: ['human', 'bot'], seed: 3 }).getState()));
      expect(storage.map.get(UNREADABLE_GAME_KEY)).toBe(raw);
      expect(storage.map.get('brass-pgh.progress')).toBe('{"version":1,"done":["a"]}');
    }
  });

  it('a damaged starting position is named, not played: the turn, a player, a field of the board', () => {
    const start = newGame({ players: 3, seed: 5 });
    const damaged: unknown[] = [
      { ...start, current: -5202681050428843 },
      { ...start, actionsLeft: Number.NaN },
      { ...start, era: 7 },
      { ...start, players: start.players.map((p, i) => (i === 1 ? { ...p, money: 'lots' } : p)) },
      { ...start, turnOrder: ['blue', 'nobody', 'green'] },
      [],
    ];
    for (const bad of damaged) {
      const raw = JSON.stringify({
        version: GAME_VERSION,
        setup: { seats: ['human', 'human', 'bot'], seed: 0 },
        start: bad,
        moves: [],
        holder: null,
      });
      const r = readSavedGame(memoryStorage({ [GAME_KEY]: raw }));
      expect(r.ok ? 'ok' : r.problem).toEqual({ code: 'shape', field: 'start' });
    }
    const whole = JSON.stringify({
      version: GAME_VERSION,
      setup: { seats: ['human', 'human', 'bot'], seed: 0 },
      start,
      moves: [],
      holder: null,
    });
    const r = readSavedGame(memoryStorage({ [GAME_KEY]: whole }));
    expect(r.ok && r.saved?.start).toEqual(start);
  });

  it('a move the engine refuses on replay names the move and the rule', () => {
    const saved: SavedGame = {
      version: GAME_VERSION,
      setup: { seats: ['human', 'bot'], seed: 42 },
      moves: [{ action: { type: 'sell', card: 'nope', sellers: [] } as never, bot: false }],
      holder: null,
    };
    const r = restoreGame(saved);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problem).toMatchObject({ code: 'replay', move: 1 });
  });
});

describe('undo, redo and earlier moments', () => {
  it('redo plays the undone moves again; a new move forgets them', () => {
    const store = createPlayStore({ seats: ['human', 'bot'], seed: 42 });
    playFirstLegal(store, 'loan');
    botsUntilPerson(store);
    const turnStart = store.getState().state;
    expect(turnStart.actionsLeft).toBe(2);
    playFirstLegal(store, 'loan');
    const afterOne = store.getState().state;
    store.getState().undo();
    expect(store.getState().state).toBe(turnStart);
    expect(store.getState().redoable).toHaveLength(1);
    store.getState().redo();
    expect(store.getState().state).toEqual(afterOne);
    expect(store.getState().redoable).toHaveLength(0);
    store.getState().undo();
    playFirstLegal(store, 'build');
    expect(store.getState().redoable).toHaveLength(0);
  });

  it('viewing an earlier moment shows it read-only; play on drops the later moves', () => {
    const store = createPlayStore({ seats: ['human', 'bot'], seed: 42 });
    playFirstLegal(store, 'loan');
    botsUntilPerson(store);
    playFirstLegal(store, 'loan');
    const s = store.getState();
    expect(s.log.length).toBeGreaterThanOrEqual(3);
    store.getState().view(0);
    expect(shownState(store.getState())).toBe(s.log[0]?.after);
    expect(store.getState().state).toBe(s.state); // the game itself is unchanged
    store.getState().botStep(); // bots wait while a moment is viewed
    expect(store.getState().log).toHaveLength(s.log.length);
    store.getState().playOn();
    expect(store.getState().log).toHaveLength(1);
    expect(store.getState().state).toBe(s.log[0]?.after);
    expect(actingColour(store.getState().state)).toBe(actingColour(s.log[0]!.after));
    expect(store.getState().viewing).toBeNull();
  });

  it('a random bot seat plays legal moves to the end of a game', () => {
    const store = createPlayStore({ seats: ['random', 'bot'], seed: 9 });
    for (let i = 0; i < 400 && !store.getState().state.gameOver; i++) store.getState().botStep();
    expect(store.getState().error).toBeNull();
    expect(store.getState().state.gameOver?.winners.length).toBeGreaterThan(0);
    expect(store.getState().log.filter((e) => e.colour === 'blue').length).toBeGreaterThan(10);
  }, 60_000);
});
