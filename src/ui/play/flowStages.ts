/**
 * The flow after a move, cut into the steps a table would take one at a time: hands refilled,
 * the round's end and the new turn order, income, then at an era's end each link's points, each
 * industry's points, the removals, the oil arriving, the reshuffle and new hands, and the game's
 * end. Only cuts the engine's own effect list; every number comes from the engine.
 */
import type { Effect } from '../../engine/rulesets/pittsburgh/effects';

export type StageKind = 'hands' | 'order' | 'income' | 'links' | 'industries' | 'removals' | 'oil' | 'newHands' | 'end';

export interface Stage {
  kind: StageKind;
  effects: Effect[];
}

/** Which stage an effect opens (kinds not listed stay in the stage that is open). */
function opens(e: Effect, eraEnded: boolean): StageKind | null {
  switch (e.kind) {
    case 'turn-end':
      return 'hands';
    case 'draw':
      return eraEnded ? 'newHands' : 'hands';
    case 'round-end':
    case 'turn-order':
      return 'order';
    case 'income-paid':
    case 'bankruptcy':
      return 'income';
    case 'era-end':
    case 'link-score':
      return 'links';
    case 'industry-score':
      return 'industries';
    case 'removed':
      return 'removals';
    case 'oil-added':
      return 'oil';
    case 'reshuffle':
      return 'newHands';
    case 'game-over':
      return 'end';
    default:
      return null;
  }
}

/** The flow part of a move's effects (from its turn's end), in stages; [] when the move did not end a round. */
export function flowStages(effects: readonly Effect[]): Stage[] {
  if (!effects.some((e) => e.kind === 'round-end')) return [];
  const from = effects.findIndex((e) => e.kind === 'turn-end');
  const stages: Stage[] = [];
  let eraEnded = false;
  for (const e of effects.slice(Math.max(0, from))) {
    if (e.kind === 'era-end') eraEnded = true;
    const kind = opens(e, eraEnded);
    const last = stages[stages.length - 1];
    if (last && (kind === null || kind === last.kind)) last.effects.push(e);
    else stages.push({ kind: kind ?? 'hands', effects: [e] });
  }
  return stages;
}
