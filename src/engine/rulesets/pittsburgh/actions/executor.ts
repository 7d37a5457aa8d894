/**
 * The one authoritative executor: every action of every kind runs through `execute`, on a
 * private deep copy of the state (plain JSON, cheap to copy), and returns either the next state
 * with its effects or a structured refusal. The input state is never modified.
 * (immer's produce was tried first: its proxies made probing for legalActions ~10× slower.)
 * Adding an action (part 2: sell) = one handler file + one line in `handlers`.
 */
import type { RulesContext } from '../context.ts';
import type { Effect } from '../effects.ts';
import { cloneState } from './clone.ts';
import type { ReasonCode, Refusal } from '../reasons.ts';
import { runOnCopy } from '../../../core/executor.ts';
import type { GameState } from '../state.ts';
import { currentColour } from '../state.ts';
import { afterAction } from '../flow/advance.ts';
import { build, buildCashRefusal } from './build.ts';
import { develop } from './develop.ts';
import { concernsPending, decline, pendingStep } from './pending.ts';
import { loan } from './loan.ts';
import { network, networkCashRefusal } from './network.ts';
import { pass } from './pass.ts';
import { sell } from './sell.ts';
import type { AskRecord } from './tx.ts';
import { Tx } from './tx.ts';
import type { Action, ActionType } from './types.ts';

export type ExecResult = { ok: true; state: GameState; effects: Effect[] } | { ok: false; error: Refusal };

type Handler<T extends ActionType> = (tx: Tx, a: Extract<Action, { type: T }>) => void;

const handlers: { [T in ActionType]: Handler<T> } = { build, network, develop, loan, pass, sell, decline };

function isActionType(t: unknown): t is ActionType {
  return typeof t === 'string' && Object.prototype.hasOwnProperty.call(handlers, t);
}

/** flow: after the turn's last action, end the turn inside this call (refill, next player, round/era/game end; src/engine/rulesets/pittsburgh/flow). Default: the action alone. */
export interface ExecOptions {
  flow?: boolean;
  /** The choice enumerator's recorder: the handlers' open questions are pushed to `asks`. */
  record?: AskRecord;
  /** Run the handlers even where a read-only check already knows the refusal (`knownRefusal`; tests compare both). */
  fullRun?: boolean;
}

/**
 * A refusal certain before the action runs, found without copying the state (most refused probes of
 * a random walk are builds and links the player cannot pay for): exactly the refusal the handlers would throw.
 */
export function knownRefusal(ctx: RulesContext, state: GameState, action: Action): Refusal | null {
  try {
    if (action.type === 'build') return buildCashRefusal(ctx, state, currentColour(state), action);
    if (action.type === 'network') return networkCashRefusal(ctx, state, currentColour(state), action);
  } catch {
    // a malformed state: the handlers decide (and report it)
  }
  return null;
}

export function execute(ctx: RulesContext, state: GameState, action: Action, opts: ExecOptions = {}): ExecResult {
  const raw: unknown = action;
  if (typeof raw !== 'object' || raw === null || !isActionType((raw as { type?: unknown }).type)) {
    return { ok: false, error: { code: 'malformed-action', params: { field: 'type' } } };
  }
  if (action.type === 'decline' || concernsPending(state, action)) return pendingStep(ctx, state, action, opts.record); // a follow-up decision (actions/pending.ts)
  if (typeof action.card !== 'string') return { ok: false, error: { code: 'malformed-action', params: { field: 'card' } } };
  if (state.gameOver) return { ok: false, error: { code: 'game-over' } };
  if (state.actionsLeft <= 0) return { ok: false, error: { code: 'no-actions-left' } };
  const known = opts.fullRun === true ? null : knownRefusal(ctx, state, action);
  if (known) return { ok: false, error: known };
  // The shared executor pattern: the step runs on a private copy; a refusal comes back as one, and
  // an engine fault (or a malformed state that slipped past the checks) as `internal-error`, never thrown.
  return runOnCopy<GameState, Effect, ReasonCode>(
    state,
    (next, effects) => {
      const tx = new Tx(ctx, next, currentColour(next), effects);
      if (opts.record) tx.listen(opts.record);
      tx.discard(action.card, action.type === 'build' && action.wild === true);
      (handlers[action.type] as Handler<ActionType>)(tx, action as never);
      next.actionsLeft -= 1;
      if (opts.flow === true) afterAction(tx);
    },
    cloneState,
  ) as ExecResult;
}
