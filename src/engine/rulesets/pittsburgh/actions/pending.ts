/**
 * Follow-up decisions: a step that must be answered before the game goes on, taken by one player
 * outside the normal turn (no card, no action used). The state holds at most one, in
 * `state.pending`; while it is set the ONLY steps accepted are its answers (and `decline` when
 * it is optional); every other action is refused with `decision-pending`, so the offer can
 * neither be forgotten nor saved for later. An answer or a `decline` without a pending decision
 * is refused with `no-pending-decision`. The flow waits while a decision is pending
 * (src/engine/rulesets/pittsburgh/flow/start.ts), even after the turn's last action.
 *
 * Each kind of follow-up is one entry of `followUps` — the only place that knows it. Today:
 * - `bonus-sale`: the Skyscraper's bonus sale (p.10): a skyscraper enters flipped and its builder
 *   "may at once take one extra sale without discarding a card"; it "must be taken at once, if at
 *   all". Answer: `{ type: 'sell', free: true, sales, quality?, freeDevelops? }`.
 * A later follow-up = one entry here and the line in a handler that offers it.
 */
import type { RulesContext } from '../context.ts';
import type { Colour, GameState, PendingDecision, PendingKind } from '../state.ts';
import { cloneState } from './clone.ts';
import type { ExecOptions, ExecResult } from './executor.ts';
import { sellCandidates } from './sell-legal.ts';
import { resolveSale } from './sell.ts';
import { Tx } from './tx.ts';
import { runOnCopy } from '../../../core/executor.ts';
import type { Effect } from '../effects.ts';
import type { ReasonCode } from '../reasons.ts';
import type { Action, DeclineAction } from './types.ts';

export interface FollowUp {
  /** May the player give it up with `{ type: 'decline' }`? */
  optional: boolean;
  /** Is this action (by its shape) an answer to this kind of decision? */
  isAnswer(action: Action): boolean;
  /** Resolve an accepted answer on the transaction (the decision is already cleared). */
  resolve(tx: Tx, action: Action, decision: PendingDecision): void;
  /** Answers worth probing for legal-action lists and random play (the executor decides). */
  candidates(ctx: RulesContext, state: GameState, decision: PendingDecision): Action[];
}

export const followUps: Record<PendingKind, FollowUp> = {
  'bonus-sale': {
    optional: true,
    isAnswer: (a) => a.type === 'sell' && (a as { free?: unknown }).free === true,
    resolve: (tx, a) => {
      if (a.type !== 'sell') return;
      if ((a as { card?: unknown }).card !== undefined) tx.refuse('malformed-action', { field: 'card', free: true });
      resolveSale(tx, a, true);
    },
    candidates: (ctx, state, d) => sellCandidates(ctx, state, d.player, undefined),
  },
};

/** Offer a follow-up decision to `player` (called by the handler whose effect creates it). */
export function offerDecision(tx: Tx, kind: PendingKind, player: Colour = tx.actor): void {
  tx.s.pending = { kind, player };
  tx.effects.push({ kind: 'decision', decision: kind, player, event: 'offered' });
}

/** `decline` reaching the normal handlers: there is no pending decision. */
export function decline(tx: Tx, _a: DeclineAction): void {
  tx.refuse('no-pending-decision');
}

function isAnyAnswer(action: Action): boolean {
  return Object.values(followUps).some((f) => f.isAnswer(action));
}

/** Does this step concern a follow-up decision (the executor then hands it to `pendingStep`)? */
export function concernsPending(state: GameState, action: Action): boolean {
  return state.pending !== undefined || action.type === 'decline' || isAnyAnswer(action);
}

/** The pending decision's follow-up rules, or undefined (none pending, or an unknown kind in a malformed state). */
export function pendingFollowUp(state: GameState): FollowUp | undefined {
  const d = state.pending;
  return d && Object.prototype.hasOwnProperty.call(followUps, d.kind) ? followUps[d.kind] : undefined;
}

/**
 * A step while a decision is pending (an answer, a decline, or any other action: refused), or an
 * answer / decline without one (refused). Works on a copy, like the executor.
 */
export function pendingStep(ctx: RulesContext, state: GameState, action: Action, record?: ExecOptions['record']): ExecResult {
  const d = state.pending;
  if (d === undefined) return { ok: false, error: { code: 'no-pending-decision' } };
  const f = pendingFollowUp(state);
  if (!f) return { ok: false, error: { code: 'malformed-action', params: { field: 'pending' } } };
  const declining = action.type === 'decline';
  if (declining && !f.optional) return { ok: false, error: { code: 'decision-pending', params: { player: d.player, decision: d.kind } } };
  if (!declining && !f.isAnswer(action))
    return { ok: false, error: { code: 'decision-pending', params: { player: d.player, decision: d.kind } } };
  return runOnCopy<GameState, Effect, ReasonCode>(
    state,
    (next, effects) => {
      const tx = new Tx(ctx, next, d.player, effects);
      if (record) tx.listen(record);
      delete next.pending;
      tx.effects.push({ kind: 'decision', decision: d.kind, player: d.player, event: declining ? 'declined' : 'taken' });
      if (!declining) f.resolve(tx, action, d);
    },
    cloneState,
  ) as ExecResult;
}

/** Every answer worth probing for the pending decision, plus `decline` when it is optional. */
export function pendingCandidates(ctx: RulesContext, state: GameState): Action[] {
  const d = state.pending;
  const f = pendingFollowUp(state);
  if (!d || !f) return [];
  return [...f.candidates(ctx, state, d), ...(f.optional ? [{ type: 'decline' } as const] : [])];
}
