/** Lancashire flow: the first round's single action, income and turn order at the round end, period-end scoring and the end of the game. */
import { describe, expect, it } from 'vitest';
import { execute } from '../../../src/engine/rulesets/lancashire/executor.ts';
import type { Position } from '../../../src/engine/rulesets/lancashire/scenario.ts';
import { fromPosition } from '../../../src/engine/rulesets/lancashire/scenario.ts';
import { problemLine } from '../../../src/engine/rulesets/lancashire/invariants.ts';
import { newLancashireGame } from '../../../src/engine/rulesets/lancashire/setup.ts';
import type { LState, LTile } from '../../../src/engine/rulesets/lancashire/state.ts';
import { current, playerOf } from '../../../src/engine/rulesets/lancashire/state.ts';

function position(p: Position): LState {
  const r = fromPosition(p);
  if (!r.ok) throw new Error(r.errors.map(problemLine).join('; '));
  return r.state;
}

/** Yellow has played; red's pass is the last action of the round (and, with no cards left, of the period). */
function lastTurnOfPeriod(p: Position): LState {
  const s = position({ ...p, actor: 'red', hand: ['loc:colne'], deck: 0, actionsLeft: 1 });
  s.order = ['yellow', 'red'];
  s.turn = 1;
  playerOf(s, 'yellow').hand = [];
  return s;
}

function pass(s: LState): LState {
  const r = execute(s, { type: 'pass', card: current(s).hand[0] as string }, { flow: true });
  if (!r.ok) throw new Error(r.error.code);
  return r.state;
}

const tile = (owner: 'red' | 'yellow', kind: LTile['kind'], level: number, flipped: boolean, cubes = 0): LTile => ({
  owner,
  kind,
  level,
  cubes,
  flipped,
});

describe('Lancashire flow', () => {
  it('the first round of the Canal period gives every player one action, later rounds two', () => {
    let s = newLancashireGame({ players: 3, seed: 5 });
    for (let i = 0; i < 3; i++) {
      expect(s.actionsLeft).toBe(1);
      s = pass(s);
    }
    expect(s.round).toBe(2);
    expect(s.actionsLeft).toBe(2);
    expect(s.players.map((p) => p.hand.length)).toEqual([8, 8, 8]);
  });

  it('round end: income by level, then the least spent goes first (ties keep their order)', () => {
    const s = position({
      players: 3,
      actor: 'red',
      hand: ['loc:colne', 'loc:bolton'],
      income: { red: 15, yellow: 5, green: 10 },
      cash: { yellow: 2 },
      vp: { yellow: 10 },
      spent: { red: 9, yellow: 0, green: 0 },
    });
    s.order = ['yellow', 'green', 'red'];
    s.turn = 2;
    playerOf(s, 'yellow').hand = ['loc:wigan'];
    playerOf(s, 'green').hand = ['loc:bury'];
    const after = pass(pass(s));
    expect(after.order).toEqual(['yellow', 'green', 'red']);
    expect(playerOf(after, 'red').cash).toBe(30 + 3); // space 15 = level 3
    expect(playerOf(after, 'yellow').cash).toBe(0); // level −5 with £2: pays 2 (assumed: 3 VP for the £3 missing)
    expect(playerOf(after, 'yellow').vp).toBe(7);
    expect(after.players.every((p) => p.spent === 0)).toBe(true);
  });

  it('Canal period end: flipped industries and links score, canals and level I tiles leave, the Rail period is dealt', () => {
    const s = lastTurnOfPeriod({
      players: 2,
      tiles: {
        'bolton-1': tile('red', 'cotton', 1, true),
        'bury-1': tile('red', 'cotton', 2, true),
        'wigan-1': tile('yellow', 'coal', 1, false, 2),
      },
      links: [
        { id: 'bolton~bury', owner: 'red' },
        { id: 'colne~yorkshire', owner: 'yellow' },
      ],
      distant: { marker: 4 },
    });
    const after = pass(s);
    expect(playerOf(after, 'red').vp).toBe(5 + 5 + 2); // two mills, link Bolton (1) + Bury (1)
    expect(playerOf(after, 'yellow').vp).toBe(2); // Colne 0 + Yorkshire 2; the unflipped mine scores nothing
    expect(after.period).toBe('rail');
    expect(after.links).toEqual([]);
    expect(Object.keys(after.tiles)).toEqual(['bury-1']);
    expect(after.distant.marker).toBe(0);
    expect(after.players.map((p) => p.hand.length)).toEqual([8, 8]);
    expect(after.deck).toHaveLength(2 * 20 - 16);
    expect(after.actionsLeft).toBe(2);
  });

  it('Rail period end: 1 VP per £10, then the most VP wins', () => {
    const s = lastTurnOfPeriod({ players: 2, period: 'rail', cash: { red: 47, yellow: 9 }, vp: { red: 20, yellow: 23 } });
    const after = pass(s);
    expect(playerOf(after, 'red').vp).toBe(24);
    expect(playerOf(after, 'yellow').vp).toBe(23);
    expect(after.gameOver).toEqual({ winners: ['red'] });
    expect(execute(after, { type: 'pass', card: 'loc:colne' }).ok).toBe(false);
  });
});
