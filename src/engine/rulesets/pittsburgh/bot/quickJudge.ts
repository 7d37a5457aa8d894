/**
 * The quick move judgement: how good was `action` for the one who acts in `view`, one move ahead.
 * Every action of the default legal list (and the move itself) is previewed by the executor and
 * valued by the greedy bot's points for the mover (scoreEffects: VP, income levels, cash, Whiskey,
 * builds, flips); the move's rank is its place in that order, its cost the points it is behind the
 * best. It sees only the view (meant to be `viewFor(state, mover)`, the position BEFORE the move).
 *
 * Labels (the same thresholds as the search's judgement): best ≤ 0.5 points behind, good ≤ 2,
 * inaccuracy ≤ 5, mistake beyond. Never throws: undefined when nobody acts or nothing is legal.
 */
import type { RulesData } from '../context.ts';
import type { Effect } from '../effects.ts';
import { legalActions, preview, type Action } from '../index.ts';
import { defaultRules } from '../rules-data.ts';
import type { GameState } from '../state.ts';
import { actingColour } from '../view.ts';
import { scoreEffects } from './index.ts';
import { labelFor, type MoveLabel } from './labels.ts';
import { moveReasons, type MoveReason } from './reasons.ts';

export type { MoveLabel } from './labels.ts';

export interface QuickJudgement {
  /** 1 = best; equal values share a rank. */
  rank: number;
  /** How many legal actions were compared. */
  of: number;
  /** Estimated VP behind the best move (0 when it is the best). */
  costVp: number;
  label: MoveLabel;
  best: Action;
  bestReasons: MoveReason[];
}

const keyOf = (a: Action) => JSON.stringify(a);

/** The judgement of `action` in `view`; with no action, the best move alone (rank 1, cost 0). */
export function quickJudge(view: GameState, action?: Action, rules: RulesData = defaultRules): QuickJudgement | undefined {
  try {
    const me = actingColour(view);
    if (me === undefined) return undefined;
    const value = (a: Action) => {
      const r = preview(view, a, rules);
      return r.ok ? { v: scoreEffects(r.effects, me, view.era, rules), effects: r.effects } : undefined;
    };
    const scored: { action: Action; v: number; effects: Effect[] }[] = [];
    for (const l of legalActions(view, rules)) {
      const s = value(l.action);
      if (s) scored.push({ action: l.action, ...s });
    }
    const mine = action ? value(action) : undefined;
    if (action && !mine) return undefined;
    if (action && mine && !scored.some((s) => keyOf(s.action) === keyOf(action))) scored.push({ action, ...mine });
    if (scored.length === 0) return undefined;
    // highest value first; ties: the smaller action key (the greedy bot's own tie rule)
    scored.sort((a, b) => b.v - a.v || (keyOf(a.action) < keyOf(b.action) ? -1 : 1));
    const top = scored[0]!;
    const v = mine?.v ?? top.v;
    const rank = 1 + scored.filter((s) => s.v > v + 1e-9).length;
    const costVp = Math.round(Math.max(0, top.v - v) * 10) / 10;
    return {
      rank,
      of: scored.length,
      costVp,
      label: labelFor(costVp),
      best: top.action,
      bestReasons: moveReasons(top.effects, me, view, rules),
    };
  } catch {
    return undefined;
  }
}
