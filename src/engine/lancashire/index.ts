/**
 * Public API of the Lancashire ruleset (the original Brass), beside Pittsburgh's src/engine/index.ts.
 * Shared with Pittsburgh: the executor pattern (core/executor.ts), seeded randomness (random.ts),
 * the income track (rules/income.ts and data/income-track.json). Lancashire's own: data, state,
 * actions, sourcing, flow, scoring, reasons.
 */
export type { LAction, BuildAction, LinkAction, DevelopAction, SellAction, LoanAction, PassAction, Sale } from './actions/types.ts';
export type { LEffect } from './effects.ts';
export type { LState, LPlayer, LTile, LLink, Colour } from './state.ts';
export type { LReasonCode, LRefusal } from './reasons.ts';
export { lancashireReasons, lancashireReasonCodes } from './reasons.ts';
export { execute } from './executor.ts';
export { legalActions, candidates } from './legal.ts';
export { newLancashireGame } from './setup.ts';
export { checkInvariants } from './invariants.ts';
export { playRandomLancashire, randomLegalAction } from './random-play.ts';
export { board, tiles, game, spaces, links } from './data/index.ts';
