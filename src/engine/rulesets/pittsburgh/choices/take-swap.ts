/**
 * Take swaps of the complete list (choices/complete.ts): a link's cube source question, a develop tile's payment
 * question or a free develop's tile question that is the draft's last open one, answered with another option than the
 * default, gives the default's run with that option's take (a cube, a tile from the mat) in place of the default's,
 * without running the draft again. The swap is offered only when nothing after the take reads what the take changes
 * (`takeSwap`); tests/engine/complete-legal.test.ts compares every list with the one that runs each draft.
 */
import { takeFromMat, tileRefusal } from '../actions/mat-take.ts';
import type { Action, LinkOrder } from '../actions/types.ts';
import { cashRefusal, flipEffects, spendingEffect, Tx } from '../actions/tx.ts';
import type { Good } from '../data/types.ts';
import type { Effect } from '../effects.ts';
import type { Refusal } from '../reasons.ts';
import { cubeEffect, flipsWhenEmptied, GOOD_ORDER } from '../rules/sourcing.ts';
import type { Colour, PlacedIndustry } from '../state.ts';
import type { Ask, AskOption } from './types.ts';

/** An option's take (`plainTake`, `freeDevelopTake`): its effects (and the owner of the industry it flips), or its refusal. */
export type PlainTake = { effects: Effect[]; flipOwner?: Colour } | { refusal: Refusal };

/**
 * A link's cube source question or a develop tile's payment question that is the draft's last open one (`onlyOpen`),
 * with no cube taken after it: the default's run records the default's take at `at` (its payment, cube and flip
 * effects, up to `end`), and every option's own take (`plainTake`, read when asked). Nothing after a link's last cube
 * reads the cash, the markets or the cubes left (line bonus, whiskey, a resource heavy rail's cubes, barrels, reveal,
 * free develops; after a develop's last payment, the tile taken from the mat), so an option's effects are the
 * default's with its own take in place of the default's — unless a take flips an industry whose owner's income or
 * whiskey the rest of the run changes (`reads`: those players; the flip reward would move where that change starts).
 * A free develop's last tile question (one free develop left) swaps only when its default ("none": the free develop
 * unused) is the run's last effect (`freeDevelopTake`).
 */
export interface TakeSwap {
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
  if (pick.price <= 0) return taken([cubeEffect(tx, good, pick), ...flip], flipOwner);
  const me = tx.player();
  const refusal = cashRefusal(me, pick.price, 'cube');
  if (refusal) return { refusal };
  return taken([spendingEffect(me.colour, pick.price, 'cube'), cubeEffect(tx, good, pick), ...flip], flipOwner);
}

function taken(effects: Effect[], flipOwner: Colour | undefined): PlainTake {
  return flipOwner === undefined ? { effects } : { effects, flipOwner };
}

/**
 * What taking the tile `place` for a free develop records now (actions/mat-take.ts `takeFromMat`: the tile and the
 * link tiles it unlocks), run on a scratch Tx over a copy of the actor's mat and supply: the state is not changed.
 */
function freeDevelopTake(tx: Tx, place: string): PlainTake {
  const me = tx.player();
  const r = tileRefusal(tx.ctx, me.mat, place);
  if ('refusal' in r) return r;
  const supply = { ...me.supply, heavyRails: [...me.supply.heavyRails], pipelines: [...me.supply.pipelines] };
  const copy = { ...me, mat: { ...me.mat }, supply };
  const scratch = new Tx(tx.ctx, { ...tx.s, players: tx.s.players.map((p) => (p === me ? copy : p)) }, tx.actor);
  takeFromMat(scratch, r.tile, 'free-develop');
  return { effects: scratch.effects };
}

const LINK_CUBE = /^links\.(\d)\.sources\.(coal|iron|steel|coke)\.(\d+)$/;
const DEVELOP_PAYMENT = /^tiles\.\d$/;
const FREE_DEVELOP = /(?:^|\.)freeDevelops\.(\d+)$/;

/** What a question's key says for its takes (the keys are few: read once each). */
type TakeKey =
  | { kind: 'cube'; link: number; good: Good; index: number }
  | { kind: 'payment' }
  | { kind: 'free-develop'; chosen: number }
  | { kind: 'other' };

const takeKeys = new Map<string, TakeKey>();

function takeKeyOf(key: string): TakeKey {
  let t = takeKeys.get(key);
  if (t) return t;
  const cube = LINK_CUBE.exec(key);
  const chosen = FREE_DEVELOP.exec(key)?.[1];
  if (cube) t = { kind: 'cube', link: Number(cube[1]), good: cube[2] as Good, index: Number(cube[3]) };
  else if (DEVELOP_PAYMENT.test(key)) t = { kind: 'payment' };
  else if (chosen !== undefined) t = { kind: 'free-develop', chosen: Number(chosen) };
  else t = { kind: 'other' };
  if (takeKeys.size >= 1000) takeKeys.clear();
  takeKeys.set(key, t);
  return t;
}

/**
 * Each option's take of a link's cube question, a develop tile's payment question (its value `{ pay, source }`) or a
 * free develop's tile question (`atEnd`: its take must be the run's last effects). Only the options the question
 * allows (`ask.refusals`: the walk skips the others). Undefined when the run cannot swap: the link takes another cube
 * after this one (`takeSwap` would find its cube effect, or the run is refused).
 */
export function takesOf(tx: Tx, ask: Ask, action: Action): { takes: (PlainTake | undefined)[]; atEnd?: true } | undefined {
  const allowed = (i: number): boolean => !ask.refusals?.[i];
  const at = takeKeyOf(ask.key);
  if (at.kind === 'cube') {
    const { good } = at;
    if (cubeFollows(tx, action, at.link, good, at.index)) return undefined;
    return { takes: ask.options.map((o, i) => (allowed(i) ? plainTake(tx, good, o) : undefined)) };
  }
  if (at.kind === 'payment')
    return {
      takes: ask.options.map((o, i) => {
        const pay = (o.value as { pay?: unknown } | null)?.pay;
        return allowed(i) && (pay === 'iron' || pay === 'steel') ? plainTake(tx, pay, o) : undefined;
      }),
    };
  if (at.kind !== 'free-develop') return undefined;
  const unused = tx.freeDevelops - at.chosen; // useFreeDevelops: the tiles chosen before this one are taken
  const none: PlainTake = { effects: [{ kind: 'free-develop-unused', player: tx.actor, count: unused }] };
  const takes = ask.options.map((o) =>
    o.value === null ? none : unused === 1 && typeof o.value === 'string' ? freeDevelopTake(tx, o.value) : undefined,
  );
  return { takes, atEnd: true };
}

/** Does link `k` of this network action take another cube after cube `i` of `good` (a later cube of its cost, or a later link)? */
function cubeFollows(tx: Tx, action: Action, k: number, good: Good, i: number): boolean {
  const links: readonly LinkOrder[] = action.type === 'network' && Array.isArray(action.links) ? action.links : [];
  if (k < links.length - 1) return true;
  const kind = links[k]?.kind;
  const cost = kind === undefined ? undefined : (tx.ctx.data.game.linkCosts.value[kind] as Partial<Record<Good, number>> | undefined);
  if (cost === undefined) return false;
  if (i < (cost[good] ?? 0) - 1) return true;
  return GOOD_ORDER.slice(GOOD_ORDER.indexOf(good) + 1).some((g) => (cost[g] ?? 0) > 0);
}

/** The swap of a run whose default take is plain and is the run's last cube (see `TakeSwap`). */
export function takeSwap(
  asked: { at: number; takes: (PlainTake | undefined)[]; atEnd?: true },
  defaultIndex: number,
  effects: Effect[],
): TakeSwap | undefined {
  const def = asked.takes[defaultIndex];
  if (def === undefined || !('effects' in def)) return undefined;
  const end = asked.at + def.effects.length;
  if (asked.atEnd === true && end !== effects.length) return undefined;
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
 * cube); undefined when its take cannot stand in for the default's (see `TakeSwap`): then its draft runs.
 */
export function swapped(swap: TakeSwap, last: Effect[], i: number): { effects: Effect[] } | { refusal: Refusal } | undefined {
  const t = swap.takes[i];
  if (t === undefined || ('effects' in t && t.flipOwner !== undefined && swap.reads.has(t.flipOwner))) return undefined;
  if ('refusal' in t) return t;
  return { effects: [...last.slice(0, swap.at), ...t.effects, ...last.slice(swap.end)] };
}
