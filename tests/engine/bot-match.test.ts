import { describe, expect, it } from 'vitest';
import { playMatch } from '../../src/engine/rulesets/pittsburgh/bot/match';
import { chooseRandomAction } from '../../src/engine/rulesets/pittsburgh/bot/random';
import { actingColour, legalActions, newGame, preview, viewFor } from '../../src/engine/rulesets/pittsburgh';

describe('bots against each other', () => {
  it('the random bot: the same view and seed give the same move, always one the engine accepts', () => {
    const s = newGame({ players: 3, seed: 4 });
    const view = viewFor(s, actingColour(s) ?? '');
    const a = chooseRandomAction(view, 123);
    expect(a).toEqual(chooseRandomAction(view, 123));
    const moves = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((k) => JSON.stringify(chooseRandomAction(view, k))));
    expect(moves.size).toBeGreaterThan(1); // the seed matters
    for (const m of moves) expect(preview(s, JSON.parse(m)).ok).toBe(true);
    expect(legalActions(view).length).toBeGreaterThan(0);
  });

  it('the greedy bot beats the random bot in 2-player games, seats swapped; every move legal', () => {
    for (const [seed, bots] of [
      [21, ['greedy', 'random']],
      [22, ['random', 'greedy']],
    ] as const) {
      const m = playMatch(seed, bots);
      expect(m.stopped).toBeUndefined();
      const greedy = m.colours[bots.indexOf('greedy')];
      expect(m.result?.winners).toEqual([greedy]);
      expect(m.moves.filter((x) => x.bot === 'random').length).toBeGreaterThan(20);
    }
  }, 120_000);
});
