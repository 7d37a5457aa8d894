/**
 * Oil for a sale (p.7, p.9–10). Each seller needs the barrels printed on it (`oilToSell`), all
 * delivered to ITS location; two sellers needing 1 barrel each need 2 reachable barrels.
 *
 * The sourcing itself is the one of src/engine/rulesets/pittsburgh/rules/sourcing.ts (never a second copy): a barrel
 * leaves an oil field through a TRANSPORTING pipeline (a reserve pipeline never transports), then
 * continues along continuous rails of any player; each barrel passing a pipeline pays that
 * pipeline's owner its printed per-barrel reward at once (cash, income spaces or VP); an
 * unflipped Oil City standing on a field holds that field's oil (it is an industry: taken first,
 * by anyone, through the field's pipelines; emptied → it flips and its owner takes its printed
 * flip reward); the seller's own oil resource heavy rail is a choice like a market; Vanderbilt
 * never sells oil. This module only adds what a SALE needs on top: the per-seller count, and
 * refusals that say which seller lacks oil and why.
 */
import type { SourceChoice } from '../actions/types.ts';
import type { Tx } from '../actions/tx.ts';
import { RefusalError } from '../actions/tx.ts';
import type { RailGraph } from './connectivity.ts';
import { reachFrom } from './connectivity.ts';
import { takeCube } from './sourcing.ts';

export interface OilOrder {
  /** Where this seller's barrel choices live in the action (the choice enumerator's question key). */
  key?: string;
  /** The seller's board space (named in refusals). */
  space: string;
  /** The seller's location: where its barrels must arrive. */
  location: string;
  /** Barrels printed on the seller. */
  need: number;
  /** Explicit source of each barrel, in order (missing entries: the default pick). */
  choices?: unknown;
  /** Barrels the whole sale needs, and those already delivered to earlier sellers (for the refusal's params). */
  saleNeed?: number;
  saleBefore?: number;
}

/** An explicit choice that names a field whose only pipelines are reserve pipelines (or names a reserve pipeline). */
function reserveOnly(tx: Tx, choice: SourceChoice): boolean {
  if (choice.kind !== 'oilField') return false;
  const pipes = tx.s.links.filter((l) => l.kind === 'pipeline' && tx.ctx.routes.get(l.route)?.field === choice.field);
  if (choice.pipeline !== undefined) return pipes.some((l) => l.route === choice.pipeline && l.type === 'reserve');
  return pipes.length > 0 && pipes.every((l) => l.type === 'reserve');
}

/** Deliver a seller's barrels, one by one; refuses with `not-enough-oil` when a barrel cannot be found. */
export function deliverOil(tx: Tx, rails: RailGraph, order: OilOrder): void {
  const { choices } = order;
  if (choices !== undefined && !Array.isArray(choices)) tx.refuse('malformed-action', { field: 'oil', space: order.space });
  const list = (choices as unknown[] | undefined) ?? [];
  if (list.length > order.need) tx.refuse('malformed-action', { field: 'oil', space: order.space, need: order.need, given: list.length });
  const reach = reachFrom(rails, [order.location]);
  for (let k = 0; k < order.need; k++) {
    const choice = list[k] as SourceChoice | undefined;
    if (choice && typeof choice === 'object' && reserveOnly(tx, choice)) {
      tx.refuse('reserve-pipeline-no-transport', { space: order.space, field: choice.kind === 'oilField' ? choice.field : '' });
    }
    try {
      takeCube(tx, 'oil', [order.location], reach, choice, order.key === undefined ? undefined : `${order.key}.${k}`);
    } catch (e) {
      if (e instanceof RefusalError && e.refusal.code === 'no-oil-available') {
        tx.refuse('not-enough-oil', {
          space: order.space,
          need: order.need,
          supplied: k,
          saleNeed: order.saleNeed ?? order.need,
          saleSupplied: (order.saleBefore ?? 0) + k,
        });
      }
      throw e;
    }
  }
}
