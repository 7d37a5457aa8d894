import { describe, expect, it } from 'vitest';
import { actingColour, apply, HIDDEN_CARD, newGame, preview } from '../../src/engine/rulesets/pittsburgh';
import { composeFirstLegal } from './compose';
import { actingSeat, createPlayStore, needsHandOver } from '../../src/store/playStore';

describe('play store', () => {
  it('same game number, same deal', () => {
    const a = createPlayStore({ seats: ['human', 'bot'], seed: 42 }).getState().state;
    expect(a).toEqual(newGame({ players: 2, seed: 42 }));
  });

  it('hot-seat: the acting person takes the device first; the composer works on their view', () => {
    const store = createPlayStore({ seats: ['human', 'human'], seed: 42 });
    expect(needsHandOver(store.getState())).toBe(true);
    expect(store.getState().choice).toBeNull();
    store.getState().takeDevice();
    const s = store.getState();
    expect(s.holder).toBe(actingColour(s.state));
    expect(s.choice?.status).toBe('choose');
  });

  it('a refused option leaves a notice with the engine refusal and no draft; Back clears it', () => {
    const store = createPlayStore({ seats: ['human', 'bot'], seed: 42 });
    const c = store.getState().choice;
    if (c?.status !== 'choose') throw new Error('no question');
    const sell = c.choice.options.find((o) => (o.value as { type: string }).type === 'sell');
    expect(sell?.legal).toBe(false);
    store.getState().choose(sell?.id ?? '');
    expect(store.getState().notice?.refusal.code).toBe('nothing-to-sell');
    expect(store.getState().drafts).toHaveLength(1);
    store.getState().back();
    expect(store.getState().notice).toBeNull();
  });

  it('confirm applies the previewed action with the flow; back and cancel leave nothing behind', () => {
    const store = createPlayStore({ seats: ['human', 'bot'], seed: 42 });
    const before = store.getState().state;
    composeFirstLegal(store, 'build');
    const ready = store.getState().ready;
    expect(ready?.action.type).toBe('build');
    expect(ready?.effects).toEqual((preview(before, ready!.action) as { effects: unknown }).effects);
    store.getState().cancel();
    expect(store.getState().drafts).toHaveLength(1);
    expect(store.getState().state).toBe(before);
    composeFirstLegal(store, 'build');
    const action = store.getState().ready!.action;
    store.getState().confirm();
    const expected = apply(before, action);
    expect(expected.ok).toBe(true);
    if (expected.ok) expect(store.getState().state).toEqual(expected.state);
    expect(store.getState().log).toHaveLength(1);
    expect(actingSeat(store.getState())?.kind).toBe('bot');
  });

  it('undo goes back within the turn only', () => {
    const store = createPlayStore({ seats: ['human', 'bot'], seed: 42 });
    composeFirstLegal(store, 'loan');
    store.getState().confirm(); // round 1: one action, the turn ends
    expect(store.getState().history).toHaveLength(0);
    store.getState().botStep(); // the bot's turn; round 2 starts with the person (turn order by spending)
    for (let i = 0; i < 3 && actingSeat(store.getState())?.kind === 'bot'; i++) store.getState().botStep();
    expect(actingSeat(store.getState())?.kind).toBe('human');
    const start = store.getState().state;
    expect(start.actionsLeft).toBe(2);
    composeFirstLegal(store, 'loan');
    store.getState().confirm();
    expect(store.getState().history).toHaveLength(1);
    store.getState().undo();
    expect(store.getState().state).toBe(start);
    expect(store.getState().history).toHaveLength(0);
  });

  it('the composer works on the view of the person at the device: other hands are hidden', () => {
    const store = createPlayStore({ seats: ['human', 'bot'], seed: 42 });
    composeFirstLegal(store, 'loan');
    const { ready, holder } = store.getState();
    const other = ready?.before.players.find((p) => p.colour !== holder);
    expect(other?.hand.length).toBeGreaterThan(0);
    expect(other?.hand.every((c) => c === HIDDEN_CARD)).toBe(true);
    expect(ready?.before.deck.every((c) => c === HIDDEN_CARD)).toBe(true);
  });

  it('a game of bots reaches its end and a winner', () => {
    const store = createPlayStore({ seats: ['bot', 'bot'], seed: 7 });
    for (let i = 0; i < 300 && !store.getState().state.gameOver; i++) store.getState().botStep();
    const s = store.getState();
    expect(s.error).toBeNull();
    expect(s.state.gameOver?.winners.length).toBeGreaterThan(0);
  }, 60_000);
});
