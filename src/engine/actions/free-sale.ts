/**
 * The skyscraper bonus sale (p.10): a skyscraper enters flipped and its builder "may at once take
 * one extra sale without discarding a card"; it "must be taken at once, if at all".
 *
 * Model (decision, documented in docs/selling.md): building a skyscraper sets
 * `state.freeSale = builder`. While it is set, the ONLY steps accepted are
 *   - `{ type: 'sell', free: true, sales, quality?, freeDevelops? }` — one full sale, no card,
 *     no action used (works even when the skyscraper was the turn's last action), or
 *   - `{ type: 'decline' }` — give it up;
 * either clears the flag. Every other action is refused with `free-sale-pending`, so the offer
 * can neither be forgotten nor saved for later. Without a pending offer, a free sale or a
 * decline is refused with `no-free-sale`.
 */
import type { RulesContext } from '../context.ts';
import type { GameState } from '../state.ts';
import { cloneJson } from './clone.ts';
import type { ExecResult } from './executor.ts';
import { resolveSale } from './sell.ts';
import { RefusalError, Tx } from './tx.ts';
import type { Action, DeclineAction } from './types.ts';

/** Called by the build handler when a skyscraper is placed. */
export function offerFreeSale(tx: Tx): void {
  tx.s.freeSale = tx.actor;
  tx.effects.push({ kind: 'free-sale', player: tx.actor, event: 'offered' });
}

/** `decline` outside a pending offer (the executor routes real declines here first). */
export function decline(tx: Tx, _a: DeclineAction): void {
  tx.refuse('no-free-sale');
}

function isFreeSale(action: Action): boolean {
  return action.type === 'sell' && (action as { free?: unknown }).free === true;
}

/** Does this step belong to the skyscraper bonus sale (the executor then hands it to `freeSaleStep`)? */
export function concernsFreeSale(state: GameState, action: Action): boolean {
  return state.freeSale !== undefined || action.type === 'decline' || isFreeSale(action);
}

/**
 * A step while the skyscraper bonus sale is pending (the sale, a decline, or any other action:
 * refused), or a free sale / decline without one (refused). The game flow ends the turn after it
 * when no action is left (src/engine/flow: settleAfterStep, with `{ flow: true }`).
 */
export function freeSaleStep(ctx: RulesContext, state: GameState, action: Action): ExecResult {
  const free = isFreeSale(action);
  const declining = action.type === 'decline';
  const pending = state.freeSale;
  if (pending === undefined) return { ok: false, error: { code: 'no-free-sale' } };
  if (!free && !declining) return { ok: false, error: { code: 'free-sale-pending', params: { player: pending } } };
  if (free && (action as { card?: unknown }).card !== undefined) {
    return { ok: false, error: { code: 'malformed-action', params: { field: 'card', free: true } } };
  }
  try {
    const next = cloneJson(state); // as the executor: work on a copy, the given state is never touched
    const tx = new Tx(ctx, next, pending);
    delete next.freeSale;
    if (free && action.type === 'sell') {
      tx.effects.push({ kind: 'free-sale', player: pending, event: 'taken' });
      resolveSale(tx, action, true);
    } else {
      tx.effects.push({ kind: 'free-sale', player: pending, event: 'declined' });
    }
    return { ok: true, state: next, effects: tx.effects };
  } catch (e) {
    if (e instanceof RefusalError) return { ok: false, error: e.refusal };
    return { ok: false, error: { code: 'malformed-action', params: { internal: e instanceof Error ? e.message : String(e) } } };
  }
}
