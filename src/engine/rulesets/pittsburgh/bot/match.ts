/**
 * A whole Pittsburgh game between bots, each deciding on its own view (viewFor): the greedy bot or
 * the random bot in each seat, the game number deals, the flow runs between moves. The match loop
 * is shared with Lancashire (core/match.ts); `clock` (a caller's timer) measures each decision for
 * `npm run bots`.
 */
import { advance, apply, canAct, newGame, viewFor } from '../index.ts';
import type { Action } from '../index.ts';
import type { RulesData } from '../context.ts';
import type { BotKind, CoreMatch, MatchOptions, MatchRuleset } from '../../../core/match.ts';
import { moveSeed, runMatch } from '../../../core/match.ts';
import { defaultRules } from '../rules-data.ts';
import type { GameResult, GameState } from '../state.ts';
import { actingColour } from '../view.ts';
import { chooseAction } from './index.ts';
import { chooseRandomAction } from './random.ts';
import type { SearchOptions } from './search/search.ts';
import { chooseStrongAction } from './search/search.ts';

export type { BotKind, MatchMove } from '../../../core/match.ts';
export { moveSeed };
export type Match = CoreMatch<GameResult>;

/** The strong bot's search options in a match (its seed comes from the game and move number). */
export type StrongOptions = Omit<SearchOptions, 'seed' | 'rules'>;

export function decide(
  kind: BotKind,
  view: GameState,
  seed: number,
  move: number,
  rules: RulesData,
  strong: StrongOptions = {},
): Action | undefined {
  if (kind === 'random') return chooseRandomAction(view, moveSeed(seed, move), rules);
  if (kind === 'strong') return chooseStrongAction(view, { ...strong, seed: moveSeed(seed, move), rules });
  return chooseAction(view, rules);
}

function pittsburgh(rules: RulesData, strong: StrongOptions = {}): MatchRuleset<GameState, Action, GameResult> {
  return {
    newGame: (players, seed) => newGame({ players, seed }, rules),
    colours: (s) => s.players.map((p) => p.colour),
    result: (s) => s.gameOver,
    settle: (s) => (canAct(s) ? undefined : advance(s, rules).state),
    acting: (s) => actingColour(s),
    view: viewFor,
    decide: (kind, view, seed, move) => decide(kind, view, seed, move, rules, strong),
    apply: (s, a) => apply(s, a, rules),
  };
}

export function playMatch(
  seed: number,
  bots: readonly BotKind[],
  opts: MatchOptions<GameState> & { rules?: RulesData; strong?: StrongOptions } = {},
): Match {
  return runMatch(pittsburgh(opts.rules ?? defaultRules, opts.strong), seed, bots, opts);
}
