/**
 * A whole Lancashire game between bots (the shared match loop, core/match.ts): each seat's bot
 * decides on its own `viewFor`; moves are applied with the flow (turn, round, period and game end).
 */
import type { BotKind, CoreMatch, MatchOptions, MatchRuleset } from '../../../core/match.ts';
import { moveSeed, runMatch } from '../../../core/match.ts';
import type { LAction } from '../actions/types.ts';
import { execute } from '../executor.ts';
import { newLancashireGame } from '../setup.ts';
import type { Colour, LState } from '../state.ts';
import { actingColour, viewFor } from '../view.ts';
import { chooseLAction, chooseRandomLAction } from './index.ts';

export type LResult = { winners: Colour[] };
export type LMatch = CoreMatch<LResult>;

export function decideL(kind: BotKind, view: LState, seed: number, move: number): LAction | undefined {
  return kind === 'random' ? chooseRandomLAction(view, moveSeed(seed, move)) : chooseLAction(view);
}

const lancashire: MatchRuleset<LState, LAction, LResult> = {
  newGame: (players, seed) => newLancashireGame({ players, seed }),
  colours: (s) => s.players.map((p) => p.colour),
  result: (s) => s.gameOver,
  settle: () => undefined, // the executor runs the flow with each move
  acting: actingColour,
  view: (s, c) => viewFor(s, c as Colour),
  decide: decideL,
  apply: (s, a) => execute(s, a, { flow: true }),
};

export function playLancashireMatch(seed: number, bots: readonly BotKind[], opts: MatchOptions<LState> = {}): LMatch {
  return runMatch(lancashire, seed, bots, { maxMoves: 2000, ...opts });
}
