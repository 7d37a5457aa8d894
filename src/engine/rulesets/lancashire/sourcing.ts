/**
 * Where coal and iron come from (seed rules, "Moving coal" and "Taking iron"), and the demand
 * tracks: cubes fill from the bottom (the £4 end) up; buying takes the top cube, the cheapest.
 */
import { game } from './data/index.ts';
import { connectedToBuiltPort, distances, locationOf } from './network.ts';
import type { LTx } from './tx.ts';

const PRICES = game.demandTracks.value.prices;
const EMPTY = game.demandTracks.value.emptyPrice;
export const TRACK_SPACES = PRICES.length;

/** Price of the next cube bought from a track holding `cubes` (£5 from the stock when empty). */
export function buyPrice(cubes: number): number {
  return cubes <= 0 ? EMPTY : (PRICES[TRACK_SPACES - cubes] ?? EMPTY);
}

/** Money for the next cube a new mine or works puts on a track holding `cubes` (undefined: full). */
export function sellPrice(cubes: number): number | undefined {
  return cubes >= TRACK_SPACES ? undefined : PRICES[TRACK_SPACES - cubes - 1];
}

export interface CoalOption {
  space: string;
  distance: number;
}

/** Connected coal mines with coal, closest first, from any of `targets`. */
export function coalOptions(tx: LTx, targets: readonly string[]): CoalOption[] {
  const dist = distances(tx.s, targets);
  const out: CoalOption[] = [];
  for (const [space, t] of Object.entries(tx.s.tiles)) {
    if (t.kind !== 'coal' || t.cubes <= 0) continue;
    const d = dist.get(locationOf(space) ?? '');
    if (d !== undefined) out.push({ space, distance: d });
  }
  return out.sort((a, b) => a.distance - b.distance || a.space.localeCompare(b.space));
}

/**
 * Take one coal for a build or a rail at `targets`; returns the money owed for it (0 from a mine).
 * `key`: where the action holds the choice (the enumerator asks there when equally close mines tie).
 */
export function takeCoal(tx: LTx, targets: readonly string[], choice: string | undefined, key: string): number {
  const options = coalOptions(tx, targets);
  const first = options[0];
  if (first) {
    const closest = options.filter((o) => o.distance === first.distance);
    if (choice === undefined && closest.length > 1)
      tx.ask({ key, kind: 'coal', options: closest.map((o) => ({ value: o.space, distance: o.distance })), defaultIndex: 0 });
    const pick = choice === undefined ? first : closest.find((o) => o.space === choice);
    if (!pick)
      tx.refuse('coal-not-closest', { chosen: String(choice), closest: closest.map((o) => o.space).join(','), distance: first.distance });
    const t = tx.s.tiles[pick.space];
    if (!t) return tx.refuse('internal-error');
    t.cubes -= 1;
    tx.effects.push({ kind: 'coal', from: pick.space, to: targets.join('|'), distance: pick.distance, price: 0 });
    if (t.cubes === 0) tx.flip(pick.space, t);
    return 0;
  }
  if (choice !== undefined && choice !== 'demand') tx.refuse('coal-not-closest', { chosen: choice, closest: 'demand', distance: -1 });
  if (!connectedToBuiltPort(tx.s, targets)) tx.refuse('no-coal-source', { at: targets.join('|') });
  const price = buyPrice(tx.s.coalDemand);
  const from = tx.s.coalDemand > 0 ? 'demand' : 'stock';
  if (tx.s.coalDemand > 0) tx.s.coalDemand -= 1;
  tx.effects.push({ kind: 'coal', from, to: targets.join('|'), price });
  return price;
}

/** Iron works with iron, anywhere (no connection needed). */
export function ironOptions(tx: LTx): string[] {
  return Object.entries(tx.s.tiles)
    .filter(([, t]) => t.kind === 'iron' && t.cubes > 0)
    .map(([space]) => space)
    .sort();
}

/** Take one iron; returns the money owed for it (0 from an iron works). `key`: where the action holds the choice. */
export function takeIron(tx: LTx, choice: string | undefined, key: string): number {
  const options = ironOptions(tx);
  if (choice === undefined && options.length > 1)
    tx.ask({ key, kind: 'iron', options: options.map((value) => ({ value })), defaultIndex: 0 });
  if (options.length > 0) {
    const pick = choice === undefined ? options[0] : options.find((o) => o === choice);
    if (pick === undefined) return tx.refuse('iron-not-available', { chosen: String(choice) });
    const t = tx.s.tiles[pick];
    if (!t) return tx.refuse('internal-error');
    t.cubes -= 1;
    tx.effects.push({ kind: 'iron', from: pick, price: 0 });
    if (t.cubes === 0) tx.flip(pick, t);
    return 0;
  }
  if (choice !== undefined && choice !== 'demand') tx.refuse('iron-not-available', { chosen: choice });
  const price = buyPrice(tx.s.ironDemand);
  const from = tx.s.ironDemand > 0 ? 'demand' : 'stock';
  if (tx.s.ironDemand > 0) tx.s.ironDemand -= 1;
  tx.effects.push({ kind: 'iron', from, price });
  return price;
}

/** A new mine or works fills the empty spaces of its track from the bottom up, earning each space's price. */
export function fillDemand(tx: LTx, space: string, which: 'coal' | 'iron'): void {
  const t = tx.s.tiles[space];
  if (!t) return;
  const key = which === 'coal' ? 'coalDemand' : 'ironDemand';
  let cubes = 0;
  let earned = 0;
  while (t.cubes > 0) {
    const price = sellPrice(tx.s[key]);
    if (price === undefined) break;
    tx.s[key] += 1;
    t.cubes -= 1;
    cubes += 1;
    earned += price;
  }
  if (cubes === 0) return;
  tx.effects.push({ kind: 'demand-fill', track: which, cubes, earned });
  tx.gainCash(t.owner, earned, `${which}-demand`);
  if (t.cubes === 0) tx.flip(space, t);
}
