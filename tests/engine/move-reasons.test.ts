/** Why a move is good (engine/rulesets/pittsburgh/bot/reasons.ts): each reason code on a real position, read from the executor's effects. */
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { moveReasonCodes, moveReasons, type MoveReason } from '../../src/engine/rulesets/pittsburgh/bot/reasons.ts';
import { ok, position, scenarioFile } from './helpers.ts';

function reasons(s: GameState, action: Action, colour = 'blue'): MoveReason[] {
  return moveReasons(ok(s, action).effects, colour, s);
}
const codes = (rs: MoveReason[]) => rs.map((r) => r.code);
const lesson3 = (industry: Record<string, unknown>) =>
  position({
    current: 'blue',
    round: 2,
    players: [
      { colour: 'blue', cash: 30, hand: ['loc-columbus-1', 'ind-coal-1'] },
      { colour: 'orange', hand: [] },
    ],
    industries: [{ place: 'coal-mine-1', space: 'pittsburgh-1', ...industry }],
  });
const rail: Action = { type: 'network', card: 'loc-columbus-1', links: [{ kind: 'lightRail', route: 'cleveland~pittsburgh' }] };

describe('moveReasons', () => {
  it('a sale to a face-up merchant: income levels from the flip, the merchant bonus and the flipped industry with its VP', () => {
    const s = scenarioFile('lesson-5-sale-oil-merchant.json');
    expect(reasons(s, { type: 'sell', card: 'loc-cleveland-1', sales: [{ space: 'pittsburgh-2' }] })).toEqual([
      { code: 'income-gained', params: { levels: 2, from: 0, to: 2 } },
      { code: 'merchant-bonus', params: { merchant: 'cincinnati', reward: 'cash', amount: 15 } },
      { code: 'industry-flipped', params: { space: 'pittsburgh-2', place: 'manufacturer-1', vp: 5 } },
    ]);
  });

  it('a build over a flipped coal mine: VP now, the flip, the build and its cost', () => {
    const rs = reasons(scenarioFile('faq-generator-over-coal-mine.json'), {
      type: 'build',
      card: 'loc-pittsburgh-1',
      place: 'generator-4',
      space: 'pittsburgh-1',
    });
    expect(rs.find((r) => r.code === 'vp-gained')).toEqual({ code: 'vp-gained', params: { vp: 1 } });
    expect(rs.find((r) => r.code === 'industry-built')).toEqual({
      code: 'industry-built',
      params: { place: 'generator-4', space: 'pittsburgh-1' },
    });
    expect(codes(rs)).toContain('industry-flipped');
  });

  it("a light rail that takes the last coal of the learner's own mine: free cube, own flip and its income, the location it reaches", () => {
    const rs = reasons(lesson3({ owner: 'blue', cubes: { coal: 1 } }), rail);
    expect(rs).toEqual([
      { code: 'income-gained', params: { levels: 2, from: 0, to: 2 } },
      { code: 'industry-flipped', params: { space: 'pittsburgh-1', place: 'coal-mine-1', vp: 1 } },
      { code: 'link-built', params: { link: 'lightRail', route: 'cleveland~pittsburgh', reaches: 'cleveland' } },
      { code: 'free-cubes', params: { count: 1 } },
    ]);
  });

  it("the same rail on an opponent's last coal flips THEIR mine", () => {
    const rs = reasons(lesson3({ owner: 'orange', cubes: { coal: 1 } }), rail);
    expect(rs[0]).toEqual({ code: 'opponent-flipped', params: { space: 'pittsburgh-1', place: 'coal-mine-1', vp: 1, owner: 'orange' } });
    expect(codes(rs)).not.toContain('industry-flipped');
  });

  it('a coal mine connected to a market sells its coal there', () => {
    const rs = reasons(scenarioFile('lesson-2-coal-mine-fills-market.json'), {
      type: 'build',
      card: 'loc-clarksburg-1',
      place: 'coal-mine-1',
      space: 'clarksburg-1',
    });
    expect(rs.find((r) => r.code === 'market-sale')).toEqual({
      code: 'market-sale',
      params: { market: 'market-clarksburg', good: 'coal', count: 2, cash: 6, vp: 0 },
    });
  });

  it('a pass takes Whiskey', () => {
    expect(reasons(scenarioFile('lesson-7-loan-drops-levels.json'), { type: 'pass', card: 'ind-coal-1' })).toEqual([
      { code: 'whiskey-gained', params: { whiskey: 1 } },
    ]);
  });

  it('a loan: $30 and its income drop in levels', () => {
    expect(reasons(scenarioFile('lesson-7-loan-drops-levels.json'), { type: 'loan', card: 'ind-coal-1' })).toEqual([
      { code: 'loan', params: { amount: 30, levels: 3, from: 5, to: 2 } },
    ]);
  });

  it('a pipeline that reveals an oilfield', () => {
    const rs = reasons(scenarioFile('lesson-4-pipeline-and-exploration.json'), {
      type: 'network',
      card: 'loc-pittsburgh-1',
      links: [{ kind: 'pipeline', type: 'cash', route: 'venango>pittsburgh' }],
    });
    expect(rs.find((r) => r.code === 'oil-revealed')).toEqual({ code: 'oil-revealed', params: { field: 'venango' } });
    expect(rs.find((r) => r.code === 'income-gained')).toEqual({ code: 'income-gained', params: { levels: 2, from: 0, to: 2 } });
  });

  it('a develop names the tile taken off the mat and what it paid', () => {
    const rs = reasons(scenarioFile('lesson-5-sale-oil-merchant.json'), {
      type: 'develop',
      card: 'loc-cleveland-1',
      tiles: [{ place: 'kerosene-2' }],
    });
    expect(rs).toEqual([
      { code: 'developed', params: { place: 'kerosene-2' } },
      { code: 'cash-paid', params: { amount: 7 } },
    ]);
  });

  it("another player's reasons are not the mover's: for Orange, Blue's sale only flips Blue's industry", () => {
    const s = scenarioFile('lesson-5-sale-oil-merchant.json');
    expect(reasons(s, { type: 'sell', card: 'loc-cleveland-1', sales: [{ space: 'pittsburgh-2' }] }, 'orange')).toEqual([
      { code: 'opponent-flipped', params: { space: 'pittsburgh-2', place: 'manufacturer-1', vp: 5, owner: 'blue' } },
    ]);
  });

  it('every code is produced by one of the positions above (no code without a test)', () => {
    const seen = new Set<string>();
    const s5 = scenarioFile('lesson-5-sale-oil-merchant.json');
    const s7 = scenarioFile('lesson-7-loan-drops-levels.json');
    const all = [
      reasons(s5, { type: 'sell', card: 'loc-cleveland-1', sales: [{ space: 'pittsburgh-2' }] }),
      reasons(s5, { type: 'develop', card: 'loc-cleveland-1', tiles: [{ place: 'kerosene-2' }] }),
      reasons(scenarioFile('faq-generator-over-coal-mine.json'), {
        type: 'build',
        card: 'loc-pittsburgh-1',
        place: 'generator-4',
        space: 'pittsburgh-1',
      }),
      reasons(lesson3({ owner: 'blue', cubes: { coal: 1 } }), rail),
      reasons(lesson3({ owner: 'orange', cubes: { coal: 1 } }), rail),
      reasons(scenarioFile('lesson-2-coal-mine-fills-market.json'), {
        type: 'build',
        card: 'loc-clarksburg-1',
        place: 'coal-mine-1',
        space: 'clarksburg-1',
      }),
      reasons(s7, { type: 'pass', card: 'ind-coal-1' }),
      reasons(s7, { type: 'loan', card: 'ind-coal-1' }),
      reasons(scenarioFile('lesson-4-pipeline-and-exploration.json'), {
        type: 'network',
        card: 'loc-pittsburgh-1',
        links: [{ kind: 'pipeline', type: 'cash', route: 'venango>pittsburgh' }],
      }),
    ];
    for (const rs of all) for (const r of rs) seen.add(r.code);
    expect([...seen].sort()).toEqual([...moveReasonCodes].sort());
  });

  it('never throws on bad input', () => {
    expect(moveReasons(null as never, 'blue')).toEqual([]);
    expect(moveReasons([{ kind: 'vp', player: 'blue', delta: 2, reason: 'x' }], 'blue')).toEqual([
      { code: 'vp-gained', params: { vp: 2 } },
    ]);
  });
});
