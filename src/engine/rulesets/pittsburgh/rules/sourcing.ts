/**
 * Where resources come from (p.7), one cube at a time:
 * 1. A connected, unflipped industry of ANY player that holds the cube MUST be used, free.
 *    The player may choose which; by default the nearest (then the lowest space id).
 * 2. Otherwise the player chooses: a connected market at its printed price, their own
 *    connected resource heavy rail, or Vanderbilt ($7 coal/iron, $10 steel/coke, no
 *    connection needed, never oil). Default: own heavy rail, then the cheapest market
 *    (then nearest), then Vanderbilt.
 * Oil: leaves a field through a transporting pipeline (its owner is paid per barrel), then by
 * rail; an unflipped Oil City on the field is an industry (first); an own oil heavy rail is a
 * choice like a market. No Vanderbilt oil.
 * The open point of p.7 (may an owner's resource heavy rail be used INSTEAD of industries?) is
 * `options.resourceHeavyRailBeforeIndustries` (default false: industries first).
 * An industry flips the moment its last cube leaves; its owner takes its flip reward.
 * This file takes the cubes; the candidates and their refusals are listed in source-candidates.ts, the
 * default pick read without that list in default-source.ts.
 */
import type { Good, Resource } from '../data/types.ts';
import type { Effect } from '../effects.ts';
import type { SourceChoice } from '../actions/types.ts';
import type { Tx } from '../actions/tx.ts';
import type { PlacedIndustry } from '../state.ts';
import { addCubes, cubeCount } from '../state.ts';
import type { Reach } from './connectivity.ts';
import { cubeDefaultPick } from './default-source.ts';
import type { Candidate } from './source-candidates.ts';
import { allowedSources, candidates, choiceRefusal, NOT_CONNECTED, sameSource, sourceOptions } from './source-candidates.ts';

function malformedChoice(c: unknown): boolean {
  if (typeof c !== 'object' || c === null) return true;
  const k = (c as { kind?: unknown }).kind;
  return !['industry', 'market', 'heavyRail', 'vanderbilt', 'oilField'].includes(k as string);
}

/**
 * Take one cube of `good` for the actor, delivered to any of `destinations`. `key`: where an
 * explicit choice for this cube lives in the action (the choice enumerator records the question
 * there when no choice was given).
 */
export function takeCube(tx: Tx, good: Good, destinations: string[], reach: Reach, choice?: SourceChoice, key?: string): void {
  if (choice !== undefined && malformedChoice(choice)) tx.refuse('malformed-action', { field: 'sources' });
  const asked = choice === undefined && key !== undefined && tx.asking(key);
  if (choice === undefined && !asked && good !== 'oil') return consume(tx, good, cubeDefaultPick(tx, good, reach, destinations)); // no list needed
  const all = candidates(tx, good, reach, destinations);
  if (asked) {
    const { options, defaultIndex, refusals } = sourceOptions(tx, good, destinations, reach, all);
    tx.ask({ key, kind: good === 'oil' ? 'oil' : 'source', options, defaultIndex, refusals });
  }
  const { allowed, mandatory } = allowedSources(tx, good, destinations, reach, all);
  const pick = choice ? allowed.find((c) => sameSource(c.source, choice)) : allowed[0];
  if (!pick) {
    if (choice) {
      const r = choiceRefusal(tx, good, choice, mandatory);
      tx.refuse(r.code, r.params);
    }
    return tx.refuse(good === 'oil' ? 'no-oil-available' : NOT_CONNECTED[good], { good });
  }
  consume(tx, good, pick);
}

/** The cube effect of taking one cube of `good` from this pick. */
export function cubeEffect(tx: Tx, good: Good, pick: Pick<Candidate, 'source' | 'path' | 'price'>): Effect {
  return { kind: 'cube', player: tx.actor, good, source: pick.source, path: pick.path, price: pick.price };
}

/**
 * An industry flips when its last cube is taken (p.7): is it empty once `leaving` more cubes have gone (0: now),
 * and of a mat tile that flips so?
 */
export function flipsWhenEmptied(ctx: Tx['ctx'], ind: PlacedIndustry, leaving = 0): boolean {
  const place = ctx.places.get(ind.place);
  return cubeCount(ind.cubes) === leaving && place?.node === 'tile' && place.flips === 'whenEmptied';
}

function consume(tx: Tx, good: Good, pick: Candidate): void {
  const { s, ctx } = tx;
  const src = pick.source;
  if (pick.price > 0) tx.pay(pick.price, 'cube');
  tx.effects.push(cubeEffect(tx, good, pick));
  if (src.kind === 'industry') {
    const ind = s.industries.find((i) => i.space === src.space);
    if (!ind) return;
    addCubes(ind.cubes, good, -1);
    if (good === 'oil') payPipeline(tx, pick.path, src.pipeline);
    if (flipsWhenEmptied(ctx, ind)) tx.flip(ind, 'emptied');
  } else if (src.kind === 'market') {
    const m = s.markets[src.market];
    if (m) m[good as Resource] = (m[good as Resource] ?? 0) - 1;
  } else if (src.kind === 'heavyRail') {
    const l = s.links.find((x) => x.route === src.line);
    if (l?.cubes) addCubes(l.cubes, good, -1);
  } else if (src.kind === 'oilField') {
    const f = s.oilFields[src.field];
    if (f) f.oil -= 1;
    payPipeline(tx, pick.path, src.pipeline);
  }
}

/** Each barrel through a pipeline pays its owner the printed reward at once (p.10). */
function payPipeline(tx: Tx, path: string[], route?: string): void {
  const id = route ?? (path.length >= 2 ? `${path[0]}>${path[1]}` : undefined);
  const pl = tx.s.links.find((l) => l.route === id && l.kind === 'pipeline');
  if (pl?.spec?.perBarrel) tx.reward(pl.owner, pl.spec.perBarrel, `pipeline:${pl.route}`);
}

export const GOOD_ORDER: Good[] = ['coal', 'iron', 'steel', 'coke', 'oil'];

/** Pay a cube cost, good by good in a fixed order, honouring explicit per-cube choices (`key`: where `plan` lives in the action). */
export function payCubes(
  tx: Tx,
  cubes: Partial<Record<Good, number>>,
  destinations: string[],
  plan?: Partial<Record<Good, readonly SourceChoice[]>>,
  key?: string,
): void {
  if (plan !== undefined && (typeof plan !== 'object' || plan === null)) tx.refuse('malformed-action', { field: 'sources' });
  const reach = tx.reach(destinations);
  for (const good of GOOD_ORDER) {
    const n = cubes[good] ?? 0;
    const choices = plan?.[good];
    if (choices !== undefined && !Array.isArray(choices)) tx.refuse('malformed-action', { field: 'sources' });
    for (let k = 0; k < n; k++)
      takeCube(tx, good, destinations, reach, choices?.[k], key === undefined ? undefined : `${key}.${good}.${k}`);
  }
}
