/**
 * What the page asks the strong bot's worker and what it answers (plain JSON both ways): a move
 * for the seat that acts in a view (`choose`: the same call as `npm run bots`, seeded by the game
 * and move number, so a game replays alike), or the judgement of a move (`judge`, for the coach).
 * `answerBotRequest` is the worker's whole job, kept here so it runs (and is tested) without a worker.
 */
import type { Action, GameState } from '../engine/rulesets/pittsburgh/index.ts';
import { decide } from '../engine/rulesets/pittsburgh/bot/match.ts';
import type { Judgement, SearchOptions } from '../engine/rulesets/pittsburgh/bot/search/index.ts';
import { judgeMove } from '../engine/rulesets/pittsburgh/bot/search/index.ts';
import { defaultRules } from '../engine/rulesets/pittsburgh/rules-data.ts';

export type BotRequest =
  | { id: number; kind: 'choose'; view: GameState; seed: number; move: number }
  | { id: number; kind: 'judge'; view: GameState; action: Action; opts?: Omit<SearchOptions, 'rules' | 'clock'> };

export type BotResponse =
  | { id: number; kind: 'choose'; action: Action | null }
  | { id: number; kind: 'judge'; judgement: Judgement | null }
  | { id: number; kind: 'error'; message: string };

export function answerBotRequest(req: BotRequest): BotResponse {
  try {
    if (req.kind === 'choose')
      return { id: req.id, kind: 'choose', action: decide('strong', req.view, req.seed, req.move, defaultRules) ?? null };
    if (req.kind === 'judge') return { id: req.id, kind: 'judge', judgement: judgeMove(req.view, req.action, req.opts ?? {}) ?? null };
    return { id: (req as { id?: number }).id ?? -1, kind: 'error', message: 'unknown request' };
  } catch (e) {
    return { id: req.id, kind: 'error', message: e instanceof Error ? e.message : String(e) };
  }
}
