/**
 * Public API of the Lancashire ruleset (the original Brass), beside Pittsburgh's src/engine/rulesets/pittsburgh/index.ts.
 * Shared with Pittsburgh (core/): the executor pattern, drafts and option probing of the choice
 * enumerator, the random walks, views, the greedy pick and bot matches; seeded randomness
 * (core/random.ts), the income track (brass/income.ts and brass/income-track.json). Lancashire's own:
 * data, state, actions, sourcing, flow, scoring, reasons, its questions, what its view hides, its bots' scores.
 */
export type { LAction, BuildAction, LinkAction, DevelopAction, SellAction, LoanAction, PassAction, Sale } from './actions/types.ts';
export type { LEffect } from './effects.ts';
export type { LState, LPlayer, LTile, LLink, Colour } from './state.ts';
export type { LReasonCode, LRefusal } from './reasons.ts';
export { lancashireReasons, lancashireReasonCodes } from './reasons.ts';
export { candidates } from './legal.ts';
export { execute, legalActions } from './safe.ts';
export { lancashireResult } from './scoring.ts';
export { newLancashireGame } from './setup.ts';
export { toPosition } from './scenario.ts';
export type { Position } from './scenario.ts';
export { validatePosition } from './validate.ts';
export { checkInvariants } from './invariants.ts';
export { playRandomLancashire, randomLegalAction } from './random-play.ts';
export { board, tiles, game, spaces, links } from './data/index.ts';
export { nextChoice } from './choices/next.ts';
export type { LDraft, LNextChoice, LChoiceOption, LChoiceKind } from './choices/types.ts';
export { randomLAction } from './choices/walk.ts';
export { viewFor, actingColour, EMPTY_LVIEW } from './view.ts';
export { chooseLAction, chooseRandomLAction, scoreLEffects, defaultLWeights } from './bot/index.ts';
export type { LBotWeights } from './bot/index.ts';
export { playLancashireMatch, decideL } from './bot/match.ts';
export type { LMatch } from './bot/match.ts';
