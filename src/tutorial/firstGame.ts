/**
 * The guided first game's script (no React): the learner plus two bots on one fixed game number,
 * and the moments where the tutor stops. Every stop is read off the executor's effect list of a
 * move (with its flow) — nothing here decides a rule:
 *
 *   oil-sale   the first sale that moves oil (a `sale` effect with oil > 0)
 *   loan       the first loan (a `loan` effect)
 *   round-end  the first round's end (turn order and income), with two predictions before it is shown
 *   era-end    Era 1's end (the scoring, walked step by step by the flow panel)
 *   era-two    what changes in Era 2 (shown after Era 1's scoring)
 *   game-end   the game's end: who wins and how ties break, then the debrief (shown after the final scoring)
 *
 * Predictions are asked before the round's end is shown; their answers come from the same effects
 * (`turn-order`, `income-paid`), so "right" means what the engine then does.
 */
import type { Effect, GameState } from '../engine/rulesets/pittsburgh/index.ts';

/** The guided game's number and seats: the person at the device plays the first colour. */
export const FIRST_GAME_SEED = 7;
export const FIRST_GAME_SEATS = ['human', 'bot', 'bot'] as const;

export type StopKind = 'oil-sale' | 'loan' | 'round-end' | 'era-end' | 'era-two' | 'game-end';

/** Each stop's FAQ entry (the page its "read more" opens). */
export const STOP_FAQ: Record<StopKind, string> = {
  'oil-sale': 'oil-transport',
  loan: 'loan',
  'round-end': 'turn-order',
  'era-end': 'era-scoring',
  'era-two': 'era-change',
  'game-end': 'winning',
};

/** Stops the flow panel's steps come before (the era's changes make sense once its scoring is seen). */
export const AFTER_FLOW: ReadonlySet<StopKind> = new Set(['era-two', 'game-end']);

/** The stops one move's effects trigger that have not been shown yet, in the order they are told. */
export function stopsIn(effects: readonly Effect[], seen: readonly StopKind[]): StopKind[] {
  const found: StopKind[] = [];
  if (effects.some((e) => e.kind === 'sale' && e.oil > 0)) found.push('oil-sale');
  if (effects.some((e) => e.kind === 'loan')) found.push('loan');
  if (effects.some((e) => e.kind === 'round-end')) found.push('round-end');
  if (effects.some((e) => e.kind === 'era-end' && e.era === 1)) found.push('era-end', 'era-two');
  if (effects.some((e) => e.kind === 'game-over')) found.push('game-end');
  return found.filter((k) => !seen.includes(k));
}

/** The part of a move's effects that is the action itself (before its turn's end and the round's flow). */
export function actionEffects(effects: readonly Effect[]): Effect[] {
  const end = effects.findIndex((e) => e.kind === 'turn-end' || e.kind === 'round-end');
  return end < 0 ? [...effects] : effects.slice(0, end);
}

export type PredictionKind = 'first-next' | 'income';

export interface Prediction {
  kind: PredictionKind;
  /** The choices offered, as ids: colours for 'first-next', dollar amounts for 'income'. */
  choices: string[];
  /** The choice the engine's effects make true. */
  answer: string;
  /** 'income': the learner's income space when income is paid. */
  space?: number;
}

/**
 * The learner's predictions at a round's end, from its effects: who goes first next round (the
 * `turn-order` effect), and how much money income brings the learner (the sum of their cash effects
 * paid as income after the round's end: none at level 0, negative below it). The income choices are
 * that amount, the income SPACE (a common slip: reading the track's space instead of its level) and
 * one dollar either side. Empty when the move did not end a round.
 */
export function roundEndPredictions(effects: readonly Effect[], learner: string, before: GameState): Prediction[] {
  const out: Prediction[] = [];
  const order = effects.find((e): e is Extract<Effect, { kind: 'turn-order' }> => e.kind === 'turn-order');
  if (order && order.order[0]) out.push({ kind: 'first-next', choices: before.players.map((p) => p.colour), answer: order.order[0] });
  const end = effects.findIndex((e) => e.kind === 'round-end');
  const me = before.players.find((p) => p.colour === learner);
  if (end >= 0 && me) {
    let paid = 0;
    for (const e of effects.slice(end)) if (e.kind === 'cash' && e.player === learner && e.reason === 'income') paid += e.delta;
    // the space the marker stands on once the move itself is done (a loan or a flip may have moved it)
    let space = me.incomeSpace;
    for (const e of effects.slice(0, end)) if (e.kind === 'income' && e.player === learner) space = e.to;
    const amounts = new Set([paid - 1, paid, paid + 1, space]);
    out.push({ kind: 'income', choices: [...amounts].sort((a, b) => a - b).map(String), answer: String(paid), space });
  }
  return out;
}

/** Is a prediction's chosen answer the one the engine's effects make true? (unknown choices are wrong) */
export function checkPrediction(p: Prediction, chosen: string): { right: boolean; answer: string } {
  return { right: p.choices.includes(chosen) && chosen === p.answer, answer: p.answer };
}
