/**
 * The one Lancashire executor: every action runs through `execute` on a copy of the state
 * (src/engine/core/executor.ts, the pattern Pittsburgh's executor follows too) and returns the
 * next state with its effects, or a refusal from the Lancashire reasons table.
 */
import type { Outcome } from '../../core/executor.ts';
import { runOnCopy } from '../../core/executor.ts';
import { build } from './actions/build.ts';
import { develop } from './actions/develop.ts';
import { link } from './actions/link.ts';
import { loan } from './actions/loan.ts';
import { sell } from './actions/sell.ts';
import type { LAction, LActionType } from './actions/types.ts';
import type { LAsk } from './choices/types.ts';
import type { LEffect } from './effects.ts';
import { afterAction } from './flow.ts';
import type { LReasonCode } from './reasons.ts';
import type { LState } from './state.ts';
import { cloneLState, current } from './state.ts';
import { LTx } from './tx.ts';

export type LOutcome = Outcome<LState, LEffect, LReasonCode>;

const handlers: { [T in LActionType]: (tx: LTx, a: Extract<LAction, { type: T }>) => void } = {
  build,
  link,
  develop,
  sell,
  loan,
  pass: (tx) => void tx.effects.push({ kind: 'pass', player: tx.actor }),
};

function isType(t: unknown): t is LActionType {
  return typeof t === 'string' && Object.prototype.hasOwnProperty.call(handlers, t);
}

/**
 * flow: after the turn's last action, end the turn, round, period or game inside this call.
 * record: the choice enumerator's recorder (the handlers' first open question is pushed to `asks`).
 */
export function execute(state: LState, action: LAction, opts: { flow?: boolean; record?: { asks: LAsk[] } } = {}): LOutcome {
  const raw: unknown = action;
  if (typeof raw !== 'object' || raw === null || !isType((raw as { type?: unknown }).type)) {
    return { ok: false, error: { code: 'malformed-action', params: { field: 'type' } } };
  }
  if (typeof action.card !== 'string') return { ok: false, error: { code: 'malformed-action', params: { field: 'card' } } };
  if (state.gameOver) return { ok: false, error: { code: 'game-over' } };
  if (state.actionsLeft <= 0) return { ok: false, error: { code: 'no-actions-left' } };
  return runOnCopy<LState, LEffect, LReasonCode>(
    state,
    (s, effects) => {
      const tx = new LTx(s, effects, current(s).colour);
      if (opts.record) tx.asks = opts.record.asks;
      const combined = action.type === 'build' && action.secondCard !== undefined;
      if (combined) {
        if (s.actionsLeft < 2) tx.refuse('combined-needs-two-actions', { actionsLeft: s.actionsLeft });
        // Two cards of the hand: the same card twice only when the hand holds two copies of it.
        if (action.secondCard === action.card && current(s).hand.filter((c) => c === action.card).length < 2)
          tx.refuse('combined-needs-two-cards');
      }
      tx.discard(action.card);
      if (combined) tx.discard(action.secondCard);
      (handlers[action.type] as (tx: LTx, a: LAction) => void)(tx, action);
      s.actionsLeft -= combined ? 2 : 1;
      if (opts.flow === true) afterAction(tx);
    },
    cloneLState,
  );
}
