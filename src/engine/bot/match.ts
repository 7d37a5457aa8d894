/**
 * A whole game between bots, each deciding on its own view (viewFor): the greedy bot or the
 * random bot in each seat, the game number deals, the flow runs between moves. Pure and
 * deterministic; `clock` (a caller's timer) measures each decision for `npm run bots`.
 */
import { advance, apply, canAct, newGame, viewFor } from '../index.ts';
import type { Action } from '../index.ts';
import type { RulesData } from '../context.ts';
import { defaultRules } from '../rules-data.ts';
import type { GameResult, GameState } from '../state.ts';
import { actingColour } from '../view.ts';
import { chooseAction } from './index.ts';
import { chooseRandomAction } from './random.ts';

export type BotKind = 'greedy' | 'random';

export interface MatchMove {
  colour: string;
  bot: BotKind;
  /** The decision's time by `clock` (0 without a clock). */
  ms: number;
}

export interface Match {
  result: GameResult | null;
  /** Seat colours in seat order, matching the `bots` given. */
  colours: string[];
  moves: MatchMove[];
  /** Why the game stopped before its end (no move, a refused move, too many moves). */
  stopped?: string;
}

/** The random bot's seed for a move: the game number and the move number. */
export function moveSeed(seed: number, move: number): number {
  return (Math.imul(seed + 1, 2654435761) ^ Math.imul(move + 1, 40503)) >>> 0;
}

export function decide(kind: BotKind, view: GameState, seed: number, move: number, rules: RulesData): Action | undefined {
  return kind === 'random' ? chooseRandomAction(view, moveSeed(seed, move), rules) : chooseAction(view, rules);
}

export function playMatch(
  seed: number,
  bots: readonly BotKind[],
  opts: { rules?: RulesData; clock?: () => number; maxMoves?: number } = {},
): Match {
  const rules = opts.rules ?? defaultRules;
  let state = newGame({ players: bots.length as 2 | 3 | 4, seed }, rules);
  const colours = state.players.map((p) => p.colour);
  const moves: MatchMove[] = [];
  const clock = opts.clock ?? (() => 0);
  for (let n = 0; n < (opts.maxMoves ?? 1000); n++) {
    if (state.gameOver) return { result: state.gameOver, colours, moves };
    if (!canAct(state)) {
      const moved = advance(state, rules);
      if (moved.state === state) return { result: null, colours, moves, stopped: 'stuck' };
      state = moved.state;
      continue;
    }
    const colour = actingColour(state) ?? '';
    const bot = bots[colours.indexOf(colour)] ?? 'greedy';
    const t0 = clock();
    const action = decide(bot, viewFor(state, colour), seed, moves.length, rules);
    const ms = clock() - t0;
    if (!action) return { result: null, colours, moves, stopped: `no move for ${colour}` };
    const r = apply(state, action, rules);
    if (!r.ok) return { result: null, colours, moves, stopped: `refused ${r.error.code}` };
    moves.push({ colour, bot, ms });
    state = r.state;
  }
  return { result: state.gameOver ?? null, colours, moves, stopped: state.gameOver ? undefined : 'too many moves' };
}
