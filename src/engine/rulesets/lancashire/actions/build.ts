/** Build industry (seed rules, "Build Industry", "Building over", "Combining actions"). */
import type { Kind, TileLevel } from '../data/index.ts';
import { spaces, tileAt } from '../data/index.ts';
import { connectedToBuiltPort, industryCardPlaces, locationOf } from '../network.ts';
import { fillDemand, takeCoal, takeIron } from '../sourcing.ts';
import type { LTile } from '../state.ts';
import type { LTx } from '../tx.ts';
import type { BuildAction } from './types.ts';

function checkCard(tx: LTx, card: string, location: string, tile: Kind): void {
  if (card === `loc:${location}`) return;
  if (card === `ind:${tile}`) {
    const p = tx.player();
    if (!p.hasBuilt || industryCardPlaces(tx.s, p.colour).has(location)) return;
  }
  tx.refuse('card-does-not-allow', { card, location, tile });
}

/** The tile already in the space: may the actor's new tile cover it? */
function checkOver(tx: LTx, old: LTile, tile: Kind, level: number): void {
  const higher = old.kind === tile && level > old.level;
  if (old.owner === tx.actor && higher) return;
  if (old.owner !== tx.actor && higher && (tile === 'coal' || tile === 'iron')) {
    const onBoard = Object.values(tx.s.tiles).some((t) => t.kind === tile && t.cubes > 0);
    const onTrack = tile === 'coal' ? tx.s.coalDemand > 0 : tx.s.ironDemand > 0;
    if (!onBoard && !onTrack) return;
  }
  tx.refuse('build-over-not-allowed', { owner: old.owner, kind: old.kind, level: old.level });
}

function topTile(tx: LTx, tile: Kind): TileLevel {
  const t = tileAt(tile, tx.player().taken[tile]);
  if (!t) return tx.refuse('stack-empty', { tile });
  if (t.level === 0) tx.refuse('tech-level-zero', { tile });
  if (!t.periods.includes(tx.s.period)) tx.refuse('wrong-period', { tile, level: t.level, period: tx.s.period });
  return t;
}

export function build(tx: LTx, a: BuildAction): void {
  const ref = typeof a.space === 'string' ? spaces.get(a.space) : undefined;
  if (!ref) return tx.refuse('unknown-space', { space: String(a.space) });
  if (!ref.icons.includes(a.tile)) tx.refuse('space-icon-mismatch', { space: a.space, tile: String(a.tile) });
  if (a.secondCard === undefined) checkCard(tx, a.card, ref.location, a.tile);
  const t = topTile(tx, a.tile);
  const old = tx.s.tiles[a.space];
  if (old) checkOver(tx, old, a.tile, t.level);
  if (tx.s.period === 'canal') {
    const mine = Object.entries(tx.s.tiles).some(([sp, x]) => x.owner === tx.actor && sp !== a.space && locationOf(sp) === ref.location);
    if (mine) tx.refuse('canal-one-per-location', { location: ref.location });
  }
  let extra = 0;
  for (let i = 0; i < t.coal; i++) extra += takeCoal(tx, [ref.location], a.coalFrom, 'coalFrom');
  for (let i = 0; i < t.iron; i++) extra += takeIron(tx, a.ironFrom, 'ironFrom');
  if (old) delete tx.s.tiles[a.space]; // removed with its cubes; income never drops
  tx.pay(t.cost + extra, `build:${a.tile}`);
  const p = tx.player();
  p.taken[a.tile] += 1;
  p.hasBuilt = true;
  const placed: LTile = { owner: tx.actor, kind: a.tile, level: t.level, cubes: t.produces, flipped: false };
  tx.s.tiles[a.space] = placed;
  tx.effects.push({
    kind: 'build',
    player: tx.actor,
    space: a.space,
    tile: a.tile,
    level: t.level,
    ...(old ? { over: { owner: old.owner, level: old.level } } : {}),
  });
  if (a.tile === 'coal' && connectedToBuiltPort(tx.s, [ref.location])) fillDemand(tx, a.space, 'coal');
  if (a.tile === 'iron') fillDemand(tx, a.space, 'iron');
  if (a.tile === 'shipyard') tx.flip(a.space, placed);
}
