/**
 * A two-link network action resumed after its first link: the choice enumerator tries many second
 * links from one first link (complete legal lists), so the card and the first link are played once
 * (`playFirstLink`) and each second link goes on from a copy of that point (`playSecondLink`). The
 * same handler code in the same order as `execute` (actions/network.ts `networkLink`): the result is
 * the executor's, which tests/engine/complete-legal.test.ts checks against whole runs.
 */
import type { Ask } from '../choices/types.ts';
import type { RulesContext } from '../context.ts';
import { runOnCopy } from '../../../core/executor.ts';
import type { Effect } from '../effects.ts';
import type { ReasonCode } from '../reasons.ts';
import type { GameState } from '../state.ts';
import { currentColour } from '../state.ts';
import type { ExecResult } from './executor.ts';
import { cloneState } from './clone.ts';
import { networkLink } from './network.ts';
import type { AskRecord } from './tx.ts';
import { Tx } from './tx.ts';
import type { NetworkAction } from './types.ts';

/** The position after the card and the first link, with the effects so far. */
export interface FirstLinkPlayed {
  state: GameState;
  effects: Effect[];
}

function txOn(ctx: RulesContext, next: GameState, effects: Effect[], record?: AskRecord): Tx {
  const tx = new Tx(ctx, next, currentColour(next), effects);
  if (record) tx.listen(record);
  return tx;
}

/**
 * The card and the first link of `a` (a network action with two links), as `execute` plays them; undefined
 * when that part is refused or asks an open question (then only a whole run answers). Only for a
 * position where the executor's entry checks pass (actions left, no pending decision, the game not over).
 */
export function playFirstLink(
  ctx: RulesContext,
  state: GameState,
  a: NetworkAction,
  done: ReadonlySet<string>,
): FirstLinkPlayed | undefined {
  const first = a.links[0];
  if (first === undefined || typeof a.card !== 'string') return undefined;
  const asks: Ask[] = [];
  const r = runOnCopy<GameState, Effect, ReasonCode>(
    state,
    (next, effects) => {
      const tx = txOn(ctx, next, effects, { asks, done });
      tx.discard(a.card, false);
      networkLink(tx, first, 0);
    },
    cloneState,
  );
  return r.ok && asks.length === 0 ? { state: r.state, effects: r.effects } : undefined;
}

/** The rest of `a` from its first link: the second link, then the action counted (the same steps as `execute`, without the flow). */
export function playSecondLink(ctx: RulesContext, from: FirstLinkPlayed, a: NetworkAction, record?: AskRecord): ExecResult {
  const second = a.links[1];
  if (second === undefined) return { ok: false, error: { code: 'malformed-action', params: { field: 'links' } } };
  return runOnCopy<GameState, Effect, ReasonCode>(
    from.state,
    (next, effects) => {
      effects.push(...from.effects);
      networkLink(txOn(ctx, next, effects, record), second, 1);
      next.actionsLeft -= 1;
    },
    cloneState,
  ) as ExecResult;
}
