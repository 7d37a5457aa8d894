/**
 * The default pick of one cube read without listing the candidates (rules/default-source.ts: `defaultPrice`,
 * what develop and the link pre-check ask; `cubeDefaultPick`, what `takeCube` takes when no source is
 * named): on many seeded positions, for every player, every good of the cube sources and many sets of
 * destinations, they equal the default option the full candidate list gives (`sourceOptions`): its
 * price, and for the pick its source and path too.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { contextFor, defaultRules, newGame, randomPlayout } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { Tx } from '../../src/engine/rulesets/pittsburgh/actions/tx.ts';
import { networkOf } from '../../src/engine/rulesets/pittsburgh/rules/connectivity.ts';
import { cubeDefaultPick, defaultPrice } from '../../src/engine/rulesets/pittsburgh/rules/default-source.ts';
import { sourceOptions } from '../../src/engine/rulesets/pittsburgh/rules/source-candidates.ts';

function positions(): GameState[] {
  const out: GameState[] = [];
  for (const [players, seed] of [
    [4, 11],
    [4, 12],
    [3, 13],
    [2, 14],
  ] as const) {
    const seen: GameState[] = [];
    randomPlayout(newGame({ players, seed }), seed, { onStep: (before) => seen.push(before) });
    for (const s of seen.filter((_, i) => i % 12 === 0)) {
      out.push(s);
      out.push({ ...s, options: { ...s.options, resourceHeavyRailBeforeIndustries: true } });
    }
  }
  return out;
}

describe('the default price of a cube', () => {
  it("equals the full candidate list's default pick on many positions", () => {
    const prices = new Map<string, number>();
    let compared = 0;
    for (const s of positions()) {
      const ctx = contextFor(defaultRules, s.board);
      const locations = ctx.board.locations.map((l) => l.id);
      for (const p of s.players) {
        const tx = new Tx(ctx, s, p.colour);
        const destinationSets = [networkOf(ctx, s, p.colour), [], ...locations.filter((_, i) => i % 3 === 0).map((l) => [l])];
        for (const where of destinationSets)
          for (const good of ['coal', 'iron', 'steel', 'coke'] as const) {
            const reach = tx.reach(where);
            const listed = sourceOptions(tx, good, where, reach);
            const expected = listed.options[listed.defaultIndex]?.price;
            expect(defaultPrice(tx, good, where, reach)).toBe(expected);
            const option = listed.options[listed.defaultIndex];
            const pick = cubeDefaultPick(tx, good, reach, where);
            expect({ source: pick.source, path: pick.path, price: pick.price }).toEqual({
              source: option?.source,
              path: option?.path,
              price: option?.price,
            });
            const kind = listed.options[listed.defaultIndex]?.source?.kind ?? 'none';
            prices.set(kind, (prices.get(kind) ?? 0) + 1);
            compared++;
          }
      }
    }
    expect(compared).toBeGreaterThan(5_000);
    // every kind of default pick was met: a free industry, an own heavy rail, a market, Vanderbilt
    for (const kind of ['industry', 'market', 'vanderbilt']) expect(prices.get(kind) ?? 0).toBeGreaterThan(100);
    expect(prices.get('heavyRail') ?? 0).toBeGreaterThan(10);
  });
});
