/**
 * The Lancashire sandbox's store: a whole 4-bot game plays to its end through the same store the
 * page uses (every move through the executor, the invariants after each); a person's move is
 * composed from the enumerator's options, previewed, confirmed and undone.
 */
import { describe, expect, it } from 'vitest';
import { checkInvariants, execute, viewFor, type Colour } from '../../src/engine/rulesets/lancashire';
import { createLancashirePlayStore, lActingSeat } from '../../src/store/lancashirePlayStore';

describe('the Lancashire sandbox store', () => {
  it('plays a whole 4-bot game to its end with a winner', () => {
    const store = createLancashirePlayStore({ seed: 31, seats: ['bot', 'random', 'bot', 'random'] });
    let moves = 0;
    while (!store.getState().state.gameOver && moves < 2000) {
      store.getState().botStep();
      expect(store.getState().error).toBeNull();
      expect(checkInvariants(store.getState().state)).toEqual([]);
      moves++;
    }
    const s = store.getState();
    expect(s.state.gameOver?.winners.length).toBeGreaterThan(0);
    expect(s.log).toHaveLength(moves);
    expect(s.state.period).toBe('rail');
    const best = Math.max(...s.state.players.map((p) => p.vp));
    for (const w of s.state.gameOver!.winners) expect(s.state.players.find((p) => p.colour === w)!.vp).toBe(best);
  }, 600_000);

  it('composes a person’s move from the enumerator, previews it, confirms and undoes it', () => {
    const store = createLancashirePlayStore({ seed: 7, seats: ['human', 'bot'] });
    while (lActingSeat(store.getState())?.kind !== 'human') store.getState().botStep();
    const me = lActingSeat(store.getState())!;
    expect(me.kind).toBe('human');
    const pick = (kind: string, f: (id: string) => boolean = () => true) => {
      const c = store.getState().choice;
      if (c?.status !== 'choose') throw new Error(`no question (${c?.status})`);
      expect(c.choice.kind).toBe(kind);
      const o = c.choice.options.find((x) => x.legal && f(x.id));
      store.getState().choose(o!.id);
    };
    pick('type', (id) => id.includes('build'));
    pick('card', (id) => id.includes('loc:'));
    while (store.getState().choice?.status === 'choose') pick((store.getState().choice as { choice: { kind: string } }).choice.kind);
    const p = store.getState().ready!;
    expect(p.action.type).toBe('build');
    const engine = execute(viewFor(store.getState().state, me.colour as Colour), p.action);
    expect(engine.ok && engine.effects).toEqual(p.effects);
    const cashBefore = store.getState().state.players.find((x) => x.colour === me.colour)!.cash;
    store.getState().confirm();
    const after = store.getState().state;
    expect(after.players.find((x) => x.colour === me.colour)!.cash).toBe(p.after.players.find((x) => x.colour === me.colour)!.cash);
    expect(after.players.find((x) => x.colour === me.colour)!.cash).toBeLessThan(cashBefore);
    const logged = store.getState().log.length;
    expect(store.getState().log[logged - 1]!.action).toEqual(p.action);
  });

  it('undoes a person’s first action of a two-action turn, and nothing once the turn has passed', () => {
    const store = createLancashirePlayStore({ seed: 7, seats: ['human', 'bot'] });
    const playFirstLegal = () => {
      for (let i = 0; i < 20 && !store.getState().ready; i++) {
        const c = store.getState().choice;
        if (c?.status !== 'choose') break;
        store.getState().choose(c.choice.options.find((o) => o.legal)!.id);
      }
      store.getState().confirm();
    };
    // play on until the person starts a turn of two actions (round 2)
    for (let i = 0; i < 50; i++) {
      const seat = lActingSeat(store.getState())!;
      if (seat.kind === 'human' && store.getState().state.actionsLeft === 2) break;
      if (seat.kind === 'human') playFirstLegal();
      else store.getState().botStep();
    }
    const me = lActingSeat(store.getState())!;
    expect(me.kind).toBe('human');
    expect(store.getState().state.actionsLeft).toBe(2);
    const before = store.getState().state;
    const logged = store.getState().log.length;
    playFirstLegal();
    expect(store.getState().log).toHaveLength(logged + 1);
    expect(store.getState().history).toHaveLength(1);
    store.getState().undo();
    expect(store.getState().state).toEqual(before);
    expect(store.getState().log).toHaveLength(logged);
    // both actions played: the turn passes and undo has nothing left
    playFirstLegal();
    playFirstLegal();
    expect(store.getState().history).toHaveLength(0);
  });
});
