/** The coach's quick judgement (src/engine/rulesets/pittsburgh/bot/quickJudge.ts): rank, cost, label, the best move and its reasons, on the mover's view. */
import { describe, expect, it } from 'vitest';
import { chooseAction, scoreEffects } from '../../src/engine/rulesets/pittsburgh/bot';
import { quickJudge } from '../../src/engine/rulesets/pittsburgh/bot/quickJudge';
import { labelFor } from '../../src/engine/rulesets/pittsburgh/bot/labels';
import { actingColour, defaultRules, legalActions, newGame, preview, viewFor, type Action } from '../../src/engine/rulesets/pittsburgh';

const start = newGame({ players: 3, seed: 7 });
const me = actingColour(start) ?? '';
const view = viewFor(start, me);
const card = view.players.find((p) => p.colour === me)?.hand[0] ?? '';

describe('the quick judgement', () => {
  it("the greedy bot's choice is the best move: rank 1, cost 0, label best, with its reasons", () => {
    const best = chooseAction(view) as Action;
    const j = quickJudge(view, best);
    expect(j).toMatchObject({ rank: 1, costVp: 0, label: 'best', best });
    expect(j?.of).toBe(legalActions(view).length);
    expect(j?.bestReasons.some((r) => r.code === 'industry-built' || r.code === 'link-built' || r.code === 'vp-gained')).toBe(true);
  });

  it("a pass in the first round is behind the best by the difference of the two moves' points, and labelled by it", () => {
    const pass: Action = { type: 'pass', card };
    const j = quickJudge(view, pass);
    const points = (a: Action) => {
      const r = preview(view, a);
      return r.ok ? scoreEffects(r.effects, me, view.era, defaultRules) : NaN;
    };
    expect(j).toBeDefined();
    const expected = Math.round((points(j!.best) - points(pass)) * 10) / 10;
    expect(j!.costVp).toBe(expected);
    expect(j!.costVp).toBeGreaterThan(2);
    expect(j!.rank).toBeGreaterThan(1);
    expect(j!.label).toBe(labelFor(expected));
    expect(j!.label === 'inaccuracy' || j!.label === 'mistake').toBe(true);
  });

  it('a loan at the start ranks below the best build, a refused action is not judged', () => {
    const loan = quickJudge(view, { type: 'loan', card });
    expect(loan!.rank).toBeGreaterThan(1);
    expect(loan!.costVp).toBeGreaterThan(0);
    expect(quickJudge(view, { type: 'sell', card, sales: [] } as unknown as Action)).toBeUndefined();
  });

  it('labels from the cost: best ≤ 0.5, good ≤ 2, inaccuracy ≤ 5, mistake beyond', () => {
    expect([0, 0.5, 0.6, 2, 2.1, 5, 5.1].map(labelFor)).toEqual(['best', 'best', 'good', 'good', 'inaccuracy', 'inaccuracy', 'mistake']);
  });

  it('without an action: the best move alone; nobody to act: no judgement', () => {
    const j = quickJudge(view);
    expect(j?.best).toEqual(chooseAction(view));
    expect(j?.rank).toBe(1);
    expect(quickJudge({ ...view, gameOver: { ranking: [], winners: [] } } as typeof view)).toBeUndefined();
  });

  it('hidden information changes nothing: the judgement of a view is the same for any deal of the unseen cards', () => {
    const other = structuredClone(start);
    // deal the cards Blue cannot see the other way round, and another seed
    const unseen = other.players.filter((p) => p.colour !== me).flatMap((p) => p.hand);
    const reversed = [...unseen].reverse();
    let k = 0;
    for (const p of other.players) if (p.colour !== me) p.hand = p.hand.map(() => reversed[k++] as string);
    other.rngSeed += 999;
    expect(other).not.toEqual(start);
    const pass: Action = { type: 'pass', card };
    expect(quickJudge(viewFor(other, me), pass)).toEqual(quickJudge(view, pass));
  });
});
