/** Each invariant of flow/conservation.ts reports a constructed violating step (and is wired into checkState / checkStep). */
import { describe, expect, it } from 'vitest';
import type { Effect, GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { contextFor, defaultRules, legalActions, newGame, preview } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { checkState, checkStep } from '../../src/engine/rulesets/pittsburgh/flow/invariants.ts';
import {
  counterFlow,
  linkCopies,
  noEraOneLevelOne,
  oneWayTiles,
  tileCopies,
  tileFlow,
  turnOrderFlow,
} from '../../src/engine/rulesets/pittsburgh/flow/conservation.ts';

const s0 = newGame({ players: 2, seed: 4 });
const ctx = contextFor(defaultRules, s0.board);
const blue = (s: GameState) => s.players.find((p) => p.colour === 'blue') as GameState['players'][number];
const copy = (s: GameState, edit: (x: GameState) => void = () => {}) => {
  const x = structuredClone(s);
  edit(x);
  return x;
};
const coalMine = { owner: 'blue', place: 'coal-mine-1', space: 'somewhere-1', flipped: true, cubes: {} };

describe('a real step breaks none of them', () => {
  it('every legal first action of a new game, with the flow', () => {
    for (const l of legalActions(s0)) {
      const r = preview(s0, l.action, defaultRules, { flow: true });
      if (!r.ok) throw new Error('refused');
      expect(checkStep(ctx, s0, r.next, r.effects).failures).toEqual([]);
    }
  });
});

describe('tile copies', () => {
  it('state: mat + board over the printed copies', () => {
    const bad = copy(s0, (x) => x.industries.push(coalMine)); // coal mine I: 1 printed, still on the mat
    expect(tileCopies(ctx, bad)[0]).toMatch(/blue: 2 copies of coal-mine-1/);
    expect(checkState(ctx, bad).failures.join()).toMatch(/coal-mine-1/);
  });
  it('step: a tile leaves the mat with no effect that removes it', () => {
    const after = copy(s0, (x) => (blue(x).mat['coal-mine-1'] = 0));
    expect(tileFlow(ctx, s0, after, [])).toHaveLength(1);
    const develop: Effect = { kind: 'mat-take', player: 'blue', place: 'coal-mine-1', reason: 'develop' };
    expect(tileFlow(ctx, s0, after, [develop])).toEqual([]);
    const build: Effect = { kind: 'mat-take', player: 'blue', place: 'coal-mine-1', reason: 'build' };
    expect(tileFlow(ctx, s0, after, [build])).toHaveLength(1); // a build puts it on the board, it is not removed
    expect(checkStep(ctx, s0, after, []).failures.join()).toMatch(/coal-mine-1 copies/);
  });
});

describe('link-tile copies', () => {
  it('state: more light rails than printed', () => {
    const bad = copy(s0, (x) => (blue(x).supply.lightRails = 10));
    expect(linkCopies(ctx, bad)[0]).toMatch(/blue: 10 lightRail/);
  });
  it('step: a light rail vanishes, a heavy rail appears', () => {
    const after = copy(s0, (x) => {
      blue(x).supply.lightRails -= 1;
      blue(x).supply.heavyRails.push({ kind: 'heavyRail', type: 'doubleLink' });
    });
    expect(tileFlow(ctx, s0, after, [])).toEqual(['blue: lightRail tiles held went 9 → 8', 'blue: heavyRail tiles held went 7 → 8']);
  });
});

describe('income, whiskey and spending follow their effects', () => {
  it('income space', () => {
    const after = copy(s0, (x) => (blue(x).incomeSpace = 12));
    expect(counterFlow(s0, after, [])).toEqual(['blue: income space changed by 2, effects say 0']);
    expect(counterFlow(s0, after, [{ kind: 'income', player: 'blue', from: 10, to: 12, reason: 'x' }])).toEqual([]);
  });
  it('whiskey', () => {
    const after = copy(s0, (x) => (blue(x).whiskey = 1));
    expect(counterFlow(s0, after, [])).toEqual(['blue: whiskey changed by 1, effects say 0']);
  });
  it('spending: only spending cash effects count, and a round end starts again at 0', () => {
    const after = copy(s0, (x) => (blue(x).spentThisRound = 5));
    expect(counterFlow(s0, after, [{ kind: 'cash', player: 'blue', delta: -5, reason: 'loan', spending: false }])).toEqual([
      'blue: spent 5 this round, effects say 0',
    ]);
    expect(counterFlow(s0, after, [{ kind: 'cash', player: 'blue', delta: -5, reason: 'tile-cost', spending: true }])).toEqual([]);
    const roundEnd: Effect[] = [
      { kind: 'cash', player: 'blue', delta: -5, reason: 'tile-cost', spending: true },
      { kind: 'turn-order', order: s0.turnOrder, spent: {} },
    ];
    expect(counterFlow(s0, after, roundEnd)).toEqual(['blue: spent 5 this round, effects say 0']);
  });
});

describe('one-way tiles', () => {
  const loc = Object.keys(s0.merchants)[0] as string;
  const flipped = copy(s0, (x) => ((x.merchants[loc] as { faceUp: boolean }).faceUp = false));
  it('a flipped merchant never turns face up again', () => {
    expect(oneWayTiles(flipped, s0)).toEqual([`merchant at ${loc} turned face up again`]);
    expect(oneWayTiles(s0, flipped)).toEqual([]);
    expect(checkStep(ctx, flipped, s0, []).failures).toContain(`merchant at ${loc} turned face up again`);
  });
  it('an empty Quality Reward slot is never refilled', () => {
    const taken = copy(s0, (x) => (x.quality[0] = null));
    expect(oneWayTiles(taken, s0)).toEqual([`quality slot 0 refilled with ${String(s0.quality[0])}`]);
    expect(oneWayTiles(s0, taken)).toEqual([]);
  });
});

describe('no level-I industry of era 1 in era 2', () => {
  const era1 = copy(s0, (x) => x.industries.push(coalMine));
  it('one that survives the era change is reported', () => {
    const era2 = copy(era1, (x) => (x.era = 2));
    expect(noEraOneLevelOne(ctx, era1, era2, [])).toHaveLength(1);
    expect(
      noEraOneLevelOne(
        ctx,
        era1,
        copy(era2, (x) => (x.industries = [])),
        [],
      ),
    ).toEqual([]);
  });
  it('one built in era 2 is allowed (no era printed on the tile), and stays allowed', () => {
    const before = copy(s0, (x) => (x.era = 2));
    const after = copy(era1, (x) => (x.era = 2));
    const built: Effect = { kind: 'industry-built', player: 'blue', place: 'coal-mine-1', space: 'somewhere-1', flipped: true };
    expect(noEraOneLevelOne(ctx, before, after, [built])).toEqual([]);
    expect(noEraOneLevelOne(ctx, after, after, [])).toEqual([]);
  });
});

describe('turn order at a round end', () => {
  const before = copy(s0, (x) => {
    x.turnOrder = ['blue', 'orange'];
    blue(x).spentThisRound = 5;
  });
  const spent = { blue: 5, orange: 0 };
  it('must be the stable sort by spending', () => {
    const wrong: Effect = { kind: 'turn-order', order: ['blue', 'orange'], spent };
    const after = copy(before, (x) => (x.turnOrder = ['blue', 'orange']));
    expect(turnOrderFlow(before, after, [wrong])).toEqual([
      'turn order blue,orange is not orange,blue (stable sort of blue,orange by spending)',
    ]);
    const right: Effect = { kind: 'turn-order', order: ['orange', 'blue'], spent };
    expect(
      turnOrderFlow(
        before,
        copy(before, (x) => (x.turnOrder = ['orange', 'blue'])),
        [right],
      ),
    ).toEqual([]);
  });
  it('equal spending keeps the order; the spending in the effect must be the round’s', () => {
    const even = copy(before, (x) => (blue(x).spentThisRound = 0));
    const kept: Effect = { kind: 'turn-order', order: ['blue', 'orange'], spent: { blue: 0, orange: 0 } };
    expect(turnOrderFlow(even, even, [kept])).toEqual([]);
    const lying: Effect = { kind: 'turn-order', order: ['blue', 'orange'], spent: { blue: 0, orange: 3 } };
    expect(turnOrderFlow(even, even, [lying])).toEqual(['turn order: orange spent 0 this round, the effect says 3']);
  });
  it('the state follows it, and never changes without a round end', () => {
    const swapped = copy(before, (x) => (x.turnOrder = ['orange', 'blue']));
    expect(turnOrderFlow(before, swapped, [])).toEqual(['turn order changed without a round end: blue,orange → orange,blue']);
    expect(checkStep(ctx, before, swapped, []).failures).toContain('turn order changed without a round end: blue,orange → orange,blue');
  });
});
