/** A legal action as the legal-action lists give it: the action, its cube plan and its money. */
import type { Action } from './actions/types.ts';
import type { Effect } from './effects.ts';

export interface LegalAction {
  action: Action;
  /** Cube effects of the default plan: source, path, price of each cube. */
  plan: Extract<Effect, { kind: 'cube' }>[];
  /** Money the actor pays (spending) and receives. */
  cashPaid: number;
  cashGained: number;
}

/** Summarises an accepted probe of the executor for the acting player. */
export function legalOf(action: Action, effects: Effect[], colour: string): LegalAction {
  const plan: Extract<Effect, { kind: 'cube' }>[] = [];
  let cashPaid = 0;
  let cashGained = 0;
  for (const e of effects) {
    if (e.kind === 'cube') plan.push(e);
    if (e.kind !== 'cash' || e.player !== colour) continue;
    if (e.delta < 0) cashPaid -= e.delta;
    else cashGained += e.delta;
  }
  return { action, plan, cashPaid, cashGained };
}
