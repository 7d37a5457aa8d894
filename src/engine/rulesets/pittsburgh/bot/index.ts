/**
 * A simple greedy bot (pure, deterministic). `chooseAction(view)` looks at NOTHING but its
 * argument — meant to be `viewFor(state, actor)` (src/engine/rulesets/pittsburgh/view.ts), so it cannot peek at other
 * hands, the deck, unrevealed oil tiles or the seed — and returns one of `legalActions(view)`:
 *
 *   score = effects of `preview(view, action)` (the action alone, no flow) for the acting player:
 *             1   × VP gained
 *           + I   × income LEVELS gained (I = 3 in era 1, 1 in era 2: income pays for fewer rounds)
 *           + 0.1 × cash gained (negative when paid)
 *           + 0.5 × whiskey gained
 *           + 2   × industries built (their VP come at era end, not in the preview)
 *           + 1   × links built
 *           + 1   × own industries flipped
 *
 * The highest score wins; ties go to the smallest stable key (`JSON.stringify` of the action, as
 * legalActions builds it). Weights can be changed with `opts.weights`. No legal action: undefined.
 */
import type { RulesData } from '../context.ts';
import { bestOf } from '../../../core/greedy.ts';
import type { Effect } from '../effects.ts';
import { legalActions, preview } from '../index.ts';
import type { Action } from '../index.ts';
import { level } from '../../../brass/income.ts';
import { defaultRules } from '../rules-data.ts';
import type { GameState } from '../state.ts';
import { actingColour } from '../view.ts';

export interface BotWeights {
  vp: number;
  /** Per income level, era 1 and era 2. */
  incomeEra1: number;
  incomeEra2: number;
  cash: number;
  whiskey: number;
  industryBuilt: number;
  linkBuilt: number;
  flip: number;
}

export const defaultWeights: BotWeights = {
  vp: 1,
  incomeEra1: 3,
  incomeEra2: 1,
  cash: 0.1,
  whiskey: 0.5,
  industryBuilt: 2,
  linkBuilt: 1,
  flip: 1,
};

export interface BotOptions {
  weights?: Partial<BotWeights>;
}

/** The greedy score of an action's effects for `colour` (see the file comment). */
export function scoreEffects(
  effects: readonly Effect[],
  colour: string,
  era: number,
  rules: RulesData = defaultRules,
  w: BotWeights = defaultWeights,
): number {
  const track = rules.incomeTrack;
  const perLevel = era === 2 ? w.incomeEra2 : w.incomeEra1;
  let score = 0;
  for (const e of effects) {
    switch (e.kind) {
      case 'vp':
        if (e.player === colour) score += w.vp * e.delta;
        break;
      case 'income':
        if (e.player === colour) score += perLevel * (level(track, e.to) - level(track, e.from));
        break;
      case 'cash':
        if (e.player === colour) score += w.cash * e.delta;
        break;
      case 'whiskey':
        if (e.player === colour) score += w.whiskey * e.delta;
        break;
      case 'industry-built':
        if (e.player === colour) score += w.industryBuilt;
        break;
      case 'link-built':
        if (e.player === colour) score += w.linkBuilt;
        break;
      case 'flip':
        if (e.owner === colour) score += w.flip;
        break;
    }
  }
  return score;
}

/** The bot's choice for the one who acts in `view`, or undefined when there is no legal action. Never throws. */
export function chooseAction(view: GameState, rules: RulesData = defaultRules, opts: BotOptions = {}): Action | undefined {
  try {
    const me = actingColour(view);
    if (me === undefined) return undefined;
    const w = { ...defaultWeights, ...(opts?.weights ?? {}) };
    return bestOf(
      legalActions(view, rules).map((l) => l.action),
      (action) => {
        const r = preview(view, action, rules);
        return r.ok ? scoreEffects(r.effects, me, view.era, rules, w) : undefined;
      },
    );
  } catch {
    return undefined;
  }
}
export { chooseRandomAction } from './random.ts';
