/**
 * Cube swaps of the complete list (choices/complete.ts): a link's cube source question or a develop tile's payment
 * question that is the draft's last open one, answered with another option than the default, gives the default's run
 * with that option's take in place of the default's, without running the draft again. The swap is offered only when
 * nothing after the take reads what the take changes (`cubeSwap`); tests/engine/complete-legal.test.ts compares
 * every list with the one that runs each draft.
 */
import type { Tx } from '../actions/tx.ts';
import { cashRefusal, flipEffects, spendingEffect } from '../actions/tx.ts';
import type { Good } from '../data/types.ts';
import type { Effect } from '../effects.ts';
import type { Refusal } from '../reasons.ts';
import { cubeEffect, flipsWhenEmptied } from '../rules/sourcing.ts';
import type { Colour, PlacedIndustry } from '../state.ts';
import type { Ask, AskOption } from './types.ts';

/** A source option's take (`plainTake`): its effects (and the owner of the industry it flips), or its refusal for want of cash. */
export type PlainTake = { effects: Effect[]; flipOwner?: Colour } | { refusal: Refusal };

/**
 * A link's cube source question or a develop tile's payment question that is the draft's last open one (`onlyOpen`),
 * with no cube taken after it: the default's run records the default's take at `at` (its payment, cube and flip
 * effects, up to `end`), and every option's own take (`plainTake`, read when asked). Nothing after a link's last cube
 * reads the cash, the markets or the cubes left (line bonus, whiskey, a resource heavy rail's cubes, barrels, reveal,
 * free develops; after a develop's last payment, the tile taken from the mat), so an option's effects are the
 * default's with its own take in place of the default's — unless a take flips an industry whose owner's income or
 * whiskey the rest of the run changes (`reads`: those players; the flip reward would move where that change starts).
 */
export interface CubeSwap {
  at: number;
  end: number;
  takes: readonly (PlainTake | undefined)[];
  reads: ReadonlySet<string>;
}

/** Does taking one cube of `good` from this industry now empty it and flip it? */
function flipsWhenTaken(tx: Tx, ind: PlacedIndustry, good: Good): boolean {
  return (ind.cubes[good] ?? 0) > 0 && flipsWhenEmptied(tx.ctx, ind, 1);
}

/**
 * What taking a source question's option records, now, when that is all it does that a later step can
 * read: its payment (or the refusal for want of cash), its cube effect and, when it empties an industry,
 * the flip and its owner's flip reward (actions/tx.ts `flipEffects`) — coal, iron, steel or coke from a
 * market, a heavy rail, Vanderbilt or an industry. Undefined: oil (a pipeline pays its owner), a flip that
 * earns the actor free develops, or an option that is not a candidate.
 */
export function plainTake(tx: Tx, good: Good, o: AskOption): PlainTake | undefined {
  const source = o.source;
  if (good === 'oil' || source === undefined || o.path === undefined || o.price === undefined) return undefined;
  let flip: Effect[] = [];
  let flipOwner: Colour | undefined;
  if (source.kind === 'industry') {
    const ind = tx.s.industries.find((i) => i.space === source.space);
    if (!ind) return undefined;
    if (flipsWhenTaken(tx, ind, good)) {
      const f = flipEffects(tx, ind);
      if (!f) return undefined;
      flip = f;
      flipOwner = ind.owner;
    }
  }
  const pick = { source, path: o.path, price: o.price };
  const owner = flipOwner === undefined ? {} : { flipOwner };
  if (pick.price <= 0) return { effects: [cubeEffect(tx, good, pick), ...flip], ...owner };
  const me = tx.player();
  const refusal = cashRefusal(me, pick.price, 'cube');
  if (refusal) return { refusal };
  return { effects: [spendingEffect(me.colour, pick.price, 'cube'), cubeEffect(tx, good, pick), ...flip], ...owner };
}

const LINK_CUBE = /^links\.\d\.sources\.(coal|iron|steel|coke)\.\d+$/;
const DEVELOP_PAYMENT = /^tiles\.\d$/;

/** Each option's take of a link's cube question or a develop tile's payment question (its value `{ pay, source }`). */
export function takesOf(tx: Tx, ask: Ask): (PlainTake | undefined)[] | undefined {
  const good = LINK_CUBE.exec(ask.key)?.[1] as Good | undefined;
  if (good) return ask.options.map((o) => plainTake(tx, good, o));
  if (!DEVELOP_PAYMENT.test(ask.key)) return undefined;
  return ask.options.map((o) => {
    const pay = (o.value as { pay?: unknown } | null)?.pay;
    return pay === 'iron' || pay === 'steel' ? plainTake(tx, pay, o) : undefined;
  });
}

/** The swap of a run whose default take is plain and is the run's last cube (see `CubeSwap`). */
export function cubeSwap(
  asked: { at: number; takes: (PlainTake | undefined)[] },
  defaultIndex: number,
  effects: Effect[],
): CubeSwap | undefined {
  const def = asked.takes[defaultIndex];
  if (def === undefined || !('effects' in def)) return undefined;
  const end = asked.at + def.effects.length;
  for (let k = 0; k < def.effects.length; k++) if (effects[asked.at + k]?.kind !== def.effects[k]?.kind) return undefined;
  const reads = new Set<string>();
  for (let k = end; k < effects.length; k++) {
    const e = effects[k] as Effect;
    if (e.kind === 'cube') return undefined;
    if (e.kind === 'income' || e.kind === 'whiskey') reads.add(e.player);
  }
  if (def.flipOwner !== undefined && reads.has(def.flipOwner)) return undefined;
  return { at: asked.at, end, takes: asked.takes, reads };
}

/**
 * Option i's answer from the default's run `last`: its effects, or the refusal of its take (not enough cash for that
 * cube); undefined when its take cannot stand in for the default's (see `CubeSwap`): then its draft runs.
 */
export function swapped(swap: CubeSwap, last: Effect[], i: number): { effects: Effect[] } | { refusal: Refusal } | undefined {
  const t = swap.takes[i];
  if (t === undefined || ('effects' in t && t.flipOwner !== undefined && swap.reads.has(t.flipOwner))) return undefined;
  if ('refusal' in t) return t;
  return { effects: [...last.slice(0, swap.at), ...t.effects, ...last.slice(swap.end)] };
}
