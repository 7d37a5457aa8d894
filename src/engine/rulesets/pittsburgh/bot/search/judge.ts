/**
 * Move judgement for the coach, on a VIEW (it never uses hidden information): the search
 * (search.ts) values every legal action as its expected VP margin; a move is judged by how
 * much of that margin it gives away against the best one.
 *
 *   costVp = value(best) − value(move)      label: best ≤ 0.5 VP < good ≤ 2 < inaccuracy ≤ 5 < mistake
 *
 * `judgeMove` takes the action the player chose (one the executor accepts on the view); an
 * action the default legal list does not hold is valued by its own searched iterations, as one
 * more candidate. `bestReasons` says why the best move is good (reasons.ts, from its preview).
 * `judgeBest` is the best move alone (the coach's hint ladder): rank 1, cost 0.
 */
import type { Action } from '../../actions/types.ts';
import { preview } from '../../index.ts';
import type { RulesData } from '../../context.ts';
import { defaultRules } from '../../rules-data.ts';
import type { Colour, GameState } from '../../state.ts';
import type { MoveReason } from '../reasons.ts';
import { moveReasons } from '../reasons.ts';
import type { ActionValue, SearchOptions } from './search.ts';
import { searchActions } from './search.ts';
import { labelFor, type MoveLabel } from '../labels.ts';

export { labelFor, LABEL_THRESHOLDS, type MoveLabel } from '../labels.ts';

export interface Judgement {
  /** 1 = the best; ties share the better rank. */
  rank: number;
  of: number;
  costVp: number;
  label: MoveLabel;
  best: Action;
  bestReasons: MoveReason[];
  /** The move's own reasons (what it does bring). */
  reasons: MoveReason[];
  value: number;
  bestValue: number;
}

/** Every legal action of the view with its value, best first (the search's values). */
export function judgePosition(view: GameState, opts: SearchOptions = {}): ActionValue[] {
  try {
    return searchActions(view, opts)?.values ?? [];
  } catch {
    return [];
  }
}

function reasonsOf(view: GameState, action: Action, me: Colour, rules: RulesData): MoveReason[] {
  const r = preview(view, action, rules);
  return r.ok ? moveReasons(r.effects, me, view, rules) : [];
}

/** The search's best move in `view` as a judgement of itself; undefined when nobody acts or nothing is legal. */
export function judgeBest(view: GameState, opts: SearchOptions = {}): Judgement | undefined {
  try {
    const rules = opts.rules ?? defaultRules;
    const result = searchActions(view, opts);
    const best = result?.values[0];
    if (!result || !best) return undefined;
    const reasons = reasonsOf(view, best.action, result.me, rules);
    return {
      rank: 1,
      of: result.values.length,
      costVp: 0,
      label: labelFor(0),
      best: best.action,
      bestReasons: reasons,
      reasons,
      value: best.value,
      bestValue: best.value,
    };
  } catch {
    return undefined;
  }
}

/** How good `action` is in `view` (see the file comment); undefined when nobody acts or it is refused. */
export function judgeMove(view: GameState, action: Action, opts: SearchOptions = {}): Judgement | undefined {
  try {
    const rules = opts.rules ?? defaultRules;
    const own = preview(view, action, rules);
    if (!own.ok) return undefined;
    const result = searchActions(view, { ...opts, extra: action });
    if (!result) return undefined;
    const { values, me } = result;
    const key = JSON.stringify(action);
    const mine = values.find((v) => v.key === key);
    const best = values[0];
    if (!mine || !best) return undefined;
    const costVp = Math.max(0, best.value - mine.value);
    const rank = 1 + values.filter((v) => v.value > mine.value + 1e-9).length;
    return {
      rank,
      of: values.length,
      costVp,
      label: labelFor(costVp),
      best: best.action,
      bestReasons: reasonsOf(view, best.action, me, rules),
      reasons: moveReasons(own.effects, me, view, rules),
      value: mine.value,
      bestValue: best.value,
    };
  } catch {
    return undefined;
  }
}
