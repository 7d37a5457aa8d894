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
import { produce } from 'immer';
import type { RulesContext } from '../context.ts';
import type { Effect } from '../effects.ts';
import type { GameState } from '../state.ts';
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
 * refused), or a free sale / decline without one (refused). `after` runs on the same draft once the
 * sale or decline succeeded (the game flow's end of turn when no action is left).
 */
export function freeSaleStep(ctx: RulesContext, state: GameState, action: Action, after?: (tx: Tx) => void): ExecResult {
  const free = isFreeSale(action);
  const declining = action.type === 'decline';
  const pending = state.freeSale;
  if (pending === undefined) return { ok: false, error: { code: 'no-free-sale' } };
  if (!free && !declining) return { ok: false, error: { code: 'free-sale-pending', params: { player: pending } } };
  if (free && (action as { card?: unknown }).card !== undefined) {
    return { ok: false, error: { code: 'malformed-action', params: { field: 'card', free: true } } };
  }
  let effects: Effect[] = [];
  try {
    const next = produce(state, (draft) => {
      const tx = new Tx(ctx, draft, pending);
      delete draft.freeSale;
      if (free && action.type === 'sell') {
        tx.effects.push({ kind: 'free-sale', player: pending, event: 'taken' });
        resolveSale(tx, action, true);
      } else {
        tx.effects.push({ kind: 'free-sale', player: pending, event: 'declined' });
      }
      after?.(tx); // e.g. the flow's end of turn, when the skyscraper was the turn's last action
      effects = tx.effects;
    });
    return { ok: true, state: next, effects };
  } catch (e) {
    if (e instanceof RefusalError) return { ok: false, error: e.refusal };
    return { ok: false, error: { code: 'malformed-action', params: { internal: e instanceof Error ? e.message : String(e) } } };
  }
}
