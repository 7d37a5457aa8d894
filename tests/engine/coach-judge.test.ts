/**
 * The coach's judgement through the search (src/ui/coach/judge.ts asks the bot worker,
 * workers/botProtocol.ts): with the coach's own budget (COACH_SEARCH) on hand-made positions whose
 * best move is known, the labels come from the search; the quick look stays one move ahead; a
 * flagged mistake is counted under the better move's rule (flagTopic.ts, reason-topics.json).
 */
import { describe, expect, it } from 'vitest';
import { viewFor, type Action, type GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { quickJudge } from '../../src/engine/rulesets/pittsburgh/bot/quickJudge.ts';
import { moveReasonCodes } from '../../src/engine/rulesets/pittsburgh/bot/reasons.ts';
import { judgeBest, judgeMove } from '../../src/engine/rulesets/pittsburgh/bot/search/index.ts';
import faqTopics from '../../src/engine/rulesets/pittsburgh/data/faq-topics.json';
import { COACH_SEARCH } from '../../src/ui/coach/judge.ts';
import { flagTopic } from '../../src/ui/coach/flagTopic.ts';
import table from '../../src/ui/coach/reason-topics.json';
import { answerBotRequest } from '../../src/workers/botProtocol.ts';
import { scenarioFile } from './helpers.ts';

/** Lesson 5's position with Blue down to no money and one card: the sale (income, a merchant's bonus, a flip) or nothing. */
function lastCardSale(): { view: GameState; sale: Action; pass: Action } {
  const s = scenarioFile('lesson-5-sale-oil-merchant.json');
  const blue = s.players.find((p) => p.colour === 'blue');
  if (!blue) throw new Error('no blue');
  blue.cash = 0;
  blue.hand = ['loc-cleveland-1'];
  return {
    view: viewFor(s, 'blue'),
    sale: { type: 'sell', card: 'loc-cleveland-1', sales: [{ space: 'pittsburgh-2' }] },
    pass: { type: 'pass', card: 'loc-cleveland-1' },
  };
}

describe("the coach's deeper look (the search, the coach's budget)", () => {
  it('a pass that forgoes a clear sale is a mistake, the sale is the better move, counted under the merchants rule', () => {
    const { view, sale, pass } = lastCardSale();
    const j = judgeMove(view, pass, COACH_SEARCH);
    expect(j).toMatchObject({ label: 'mistake', best: sale });
    expect(j!.costVp).toBeGreaterThan(5);
    expect(j!.rank).toBe(j!.of);
    expect(j!.bestReasons.map((r) => r.code)).toEqual(['income-gained', 'merchant-bonus', 'industry-flipped']);
    expect(flagTopic(j!.best, j!.bestReasons)).toBe('merchants');
    expect(judgeMove(view, sale, COACH_SEARCH)).toMatchObject({ rank: 1, costVp: 0, label: 'best' });
  });

  it('the best move alone (the hint ladder): the sale, rank 1 of every legal move', () => {
    const { view, sale } = lastCardSale();
    const j = judgeBest(view, COACH_SEARCH);
    expect(j).toMatchObject({ rank: 1, costVp: 0, label: 'best', best: sale });
    expect(j!.of).toBe(judgeMove(view, sale, COACH_SEARCH)!.of);
    expect(j!.bestReasons).toEqual(j!.reasons);
  });

  it('with $5 and one card, a pass is behind the loan (the choice between them); the loan rule is named', () => {
    const view = viewFor(scenarioFile('choice-pass-or-loan.json'), 'blue');
    const j = judgeMove(view, { type: 'pass', card: 'ind-coal-1' }, COACH_SEARCH);
    expect(j).toMatchObject({ best: { type: 'loan', card: 'ind-coal-1' } });
    expect(j!.rank).toBeGreaterThan(1);
    expect(j!.costVp).toBeGreaterThan(0.5);
    expect(j!.label).not.toBe('best');
    expect(flagTopic(j!.best, j!.bestReasons)).toBe('loan');
  });

  it("the worker's answers: the search's judgement (with or without a move) and the quick look, the same as the engine's", () => {
    const { view, pass } = lastCardSale();
    expect(answerBotRequest({ id: 1, kind: 'judge', view, action: pass, opts: COACH_SEARCH })).toEqual({
      id: 1,
      kind: 'judge',
      judgement: judgeMove(view, pass, COACH_SEARCH),
    });
    expect(answerBotRequest({ id: 2, kind: 'judge', view, opts: COACH_SEARCH })).toEqual({
      id: 2,
      kind: 'judge',
      judgement: judgeBest(view, COACH_SEARCH),
    });
    expect(answerBotRequest({ id: 3, kind: 'quick', view, action: pass })).toEqual({
      id: 3,
      kind: 'quick',
      judgement: quickJudge(view, pass),
    });
    expect(answerBotRequest({ id: 4, kind: 'judge', view: { ...view, gameOver: { ranking: [], winners: [] } } as GameState })).toEqual({
      id: 4,
      kind: 'judge',
      judgement: null,
    });
  });
});

describe('the rule a flagged mistake is counted under', () => {
  const known = new Set(faqTopics.map((t) => t.id));
  it('the table names real reason codes and real FAQ topics; every reason that teaches a rule is in it', () => {
    for (const r of table.reasons) {
      expect(moveReasonCodes).toContain(r.reason);
      expect(known.has(r.faq)).toBe(true);
    }
    for (const faq of Object.values(table.actions)) expect(known.has(faq)).toBe(true);
    const left = moveReasonCodes.filter((c) => !table.reasons.some((r) => r.reason === c));
    expect(left).toEqual(['opponent-flipped', 'cash-paid']);
  });

  it('the most specific reason decides, then the action; a pass names no rule', () => {
    const sell: Action = { type: 'sell', card: 'x', sales: [] };
    expect(flagTopic(sell, [{ code: 'cash-paid', params: {} }])).toBe('sell');
    expect(
      flagTopic(sell, [
        { code: 'income-gained', params: {} },
        { code: 'industry-flipped', params: {} },
      ]),
    ).toBe('sell');
    expect(flagTopic({ type: 'pass', card: 'x' }, [])).toBeNull();
  });
});
