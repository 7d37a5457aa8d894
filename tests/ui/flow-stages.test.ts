import { describe, expect, it } from 'vitest';
import { createPlayStore } from '../../src/store/playStore';
import { flowStages } from '../../src/ui/play/flowStages';

describe('the flow after a move, in steps', () => {
  it('a move that does not end a round has no steps', () => {
    expect(flowStages([{ kind: 'turn-end', player: 'blue' }])).toEqual([]);
  });

  it('round end: hands, the new order, income — in that order, every effect kept', () => {
    const effects = [
      { kind: 'loan', player: 'blue', amount: 30 },
      { kind: 'turn-end', player: 'blue' },
      { kind: 'draw', player: 'blue', cards: ['a'], deckLeft: 3 },
      { kind: 'round-end', era: 1, round: 1, lastOfEra: false },
      { kind: 'turn-order', order: ['blue', 'orange'], spent: { blue: 0, orange: 5 } },
      { kind: 'income-paid', player: 'blue', level: 1, amount: 1 },
      { kind: 'cash', player: 'blue', delta: 1, reason: 'income', spending: false },
    ] as never[];
    const st = flowStages(effects);
    expect(st.map((x) => x.kind)).toEqual(['hands', 'order', 'income']);
    expect(st.flatMap((x) => x.effects)).toEqual(effects.slice(1));
  });

  it('era end: links, industries, removals, oil, new hands and the game end each a step', () => {
    const k = (kind: string, extra = {}) => ({ kind, ...extra }) as never;
    const st = flowStages([
      k('turn-end'),
      k('round-end', { lastOfEra: true }),
      k('turn-order', { order: [], spent: {} }),
      k('era-end', { era: 1 }),
      k('link-score'),
      k('vp'),
      k('industry-score'),
      k('vp'),
      k('removed'),
      k('oil-added'),
      k('reshuffle'),
      k('draw'),
      k('game-over'),
    ]);
    expect(st.map((x) => x.kind)).toEqual(['hands', 'order', 'links', 'industries', 'removals', 'oil', 'newHands', 'end']);
    expect(st.find((x) => x.kind === 'newHands')?.effects.map((e) => e.kind)).toEqual(['reshuffle', 'draw']);
  });

  it('a real era end from the engine: every effect after the turn end lands in exactly one step', () => {
    const store = createPlayStore({ seats: ['bot', 'bot'], seed: 5 });
    for (let i = 0; i < 200 && !store.getState().log.some((e) => e.effects.some((x) => x.kind === 'era-end')); i++)
      store.getState().botStep();
    const entry = store.getState().log.find((e) => e.effects.some((x) => x.kind === 'era-end'));
    if (!entry) throw new Error('no era end');
    const st = flowStages(entry.effects);
    const from = entry.effects.findIndex((e) => e.kind === 'turn-end');
    expect(st.flatMap((x) => x.effects)).toEqual(entry.effects.slice(from));
    expect(st.map((x) => x.kind)).toEqual(expect.arrayContaining(['order', 'links', 'industries', 'newHands']));
  }, 60_000);

  it('the first round end of a real game: the income step names every player, those at level 0 too', () => {
    const store = createPlayStore({ seats: ['bot', 'bot', 'bot'], seed: 5 });
    for (let i = 0; i < 60 && !store.getState().log.some((e) => e.effects.some((x) => x.kind === 'round-end')); i++)
      store.getState().botStep();
    const entry = store.getState().log.find((e) => e.effects.some((x) => x.kind === 'round-end'));
    if (!entry) throw new Error('no round end');
    const income = flowStages(entry.effects).find((x) => x.kind === 'income');
    const paid = income?.effects.flatMap((e) => (e.kind === 'income-paid' ? [e.player] : [])) ?? [];
    expect([...paid].sort()).toEqual(entry.before.players.map((p) => p.colour).sort());
    // what each receives is the cash the engine moved: nothing at level 0
    for (const p of store.getState().log[store.getState().log.indexOf(entry)]!.after.players) {
      const e = income?.effects.find((x) => x.kind === 'income-paid' && x.player === p.colour);
      if (e?.kind === 'income-paid' && e.level === 0)
        expect(income?.effects.some((x) => x.kind === 'cash' && x.player === p.colour)).toBe(false);
    }
  }, 60_000);
});
