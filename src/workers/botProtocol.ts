/**
 * What the page asks the strong bot's worker and what it answers (plain JSON both ways): a move
 * for the seat that acts in a view (`choose`: the same call as `npm run bots`, seeded by the game
 * and move number, so a game replays alike), the search's judgement of a move (`judge`, for the
 * coach; without an action, the best move alone for the hint ladder), or the quick one-move-ahead
 * judgement (`quick`, the coach's instant first answer). One worker answers them all, in order.
 * `answerBotRequest` is the worker's whole job, kept here so it runs (and is tested) without a worker.
 */
import type { Action, GameState } from '../engine/rulesets/pittsburgh/index.ts';
import { decide } from '../engine/rulesets/pittsburgh/bot/match.ts';
import { quickJudge, type QuickJudgement } from '../engine/rulesets/pittsburgh/bot/quickJudge.ts';
import type { Judgement, SearchOptions } from '../engine/rulesets/pittsburgh/bot/search/index.ts';
import { judgeBest, judgeMove } from '../engine/rulesets/pittsburgh/bot/search/index.ts';
import { defaultRules } from '../engine/rulesets/pittsburgh/rules-data.ts';

/** What a judgement request may set of the search (plain data: no rules, no clock). */
export type JudgeOptions = Omit<SearchOptions, 'rules' | 'clock' | 'extra'>;

export type BotRequest =
  | { id: number; kind: 'choose'; view: GameState; seed: number; move: number }
  | { id: number; kind: 'judge'; view: GameState; action?: Action; opts?: JudgeOptions }
  | { id: number; kind: 'quick'; view: GameState; action?: Action };

export type BotResponse =
  | { id: number; kind: 'choose'; action: Action | null }
  | { id: number; kind: 'judge'; judgement: Judgement | null }
  | { id: number; kind: 'quick'; judgement: QuickJudgement | null }
  | { id: number; kind: 'error'; message: string };

export function answerBotRequest(req: BotRequest): BotResponse {
  try {
    if (req.kind === 'choose')
      return { id: req.id, kind: 'choose', action: decide('strong', req.view, req.seed, req.move, defaultRules) ?? null };
    if (req.kind === 'judge') {
      const opts = req.opts ?? {};
      const judgement = req.action ? judgeMove(req.view, req.action, opts) : judgeBest(req.view, opts);
      return { id: req.id, kind: 'judge', judgement: judgement ?? null };
    }
    if (req.kind === 'quick') return { id: req.id, kind: 'quick', judgement: quickJudge(req.view, req.action) ?? null };
    return { id: (req as { id?: number }).id ?? -1, kind: 'error', message: 'unknown request' };
  } catch (e) {
    return { id: req.id, kind: 'error', message: e instanceof Error ? e.message : String(e) };
  }
}
