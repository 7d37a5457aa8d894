/** What must hold after every step of a Lancashire game (checked by the random games and the CLI). */
import { game, KINDS, links, spaces, stackSize, tileLevel } from './data/index.ts';
import { DISTANT_BOTTOM } from './actions/sell.ts';
import { locationOf } from './network.ts';
import { cardsPerPlayer } from './setup.ts';
import { TRACK_SPACES } from './sourcing.ts';
import type { LState } from './state.ts';
import { firstSpace, lastSpace } from '../../brass/income.ts';
import { track } from './tx.ts';

export function checkInvariants(s: LState): string[] {
  const bad: string[] = [];
  const n = s.players.length;
  const cards = s.players.reduce((sum, p) => sum + p.hand.length, 0) + s.deck.length + s.discard.length;
  if (cards !== n * cardsPerPlayer(n, s.period)) bad.push(`cards ${cards} ≠ ${n * cardsPerPlayer(n, s.period)}`);
  for (const p of s.players) {
    if (!Number.isInteger(p.cash) || p.cash < 0) bad.push(`${p.colour} cash ${p.cash}`);
    if (p.vp < 0) bad.push(`${p.colour} vp ${p.vp}`);
    if (p.incomeSpace < firstSpace(track) || p.incomeSpace > lastSpace(track)) bad.push(`${p.colour} income space ${p.incomeSpace}`);
    if (p.hand.length > game.handSize.value) bad.push(`${p.colour} hand ${p.hand.length}`);
    for (const k of KINDS) {
      const onBoard = Object.values(s.tiles).filter((t) => t.owner === p.colour && t.kind === k).length;
      if (p.taken[k] > stackSize(k) || onBoard > p.taken[k]) bad.push(`${p.colour} ${k} taken ${p.taken[k]} on board ${onBoard}`);
    }
  }
  const perLocation = new Map<string, number>();
  for (const [space, t] of Object.entries(s.tiles)) {
    const ref = spaces.get(space);
    const lvl = tileLevel(t.kind, t.level);
    if (!ref || !ref.icons.includes(t.kind) || !lvl || t.level < 1) bad.push(`tile ${space} ${t.kind} ${t.level}`);
    if (lvl && (t.cubes < 0 || t.cubes > lvl.produces)) bad.push(`tile ${space} cubes ${t.cubes}`);
    if ((t.kind === 'coal' || t.kind === 'iron') && t.flipped !== (t.cubes === 0))
      bad.push(`tile ${space} flipped ${t.flipped} with ${t.cubes} cubes`);
    if (t.kind === 'shipyard' && !t.flipped) bad.push(`shipyard ${space} face up`);
    if (s.period === 'rail' && t.level === 1) bad.push(`level I tile ${space} in the Rail period`);
    const key = `${t.owner}@${locationOf(space) ?? ''}`;
    perLocation.set(key, (perLocation.get(key) ?? 0) + 1);
  }
  if (s.period === 'canal') for (const [key, c] of perLocation) if (c > 1) bad.push(`canal period: ${c} tiles of ${key}`);
  const ids = new Set<string>();
  for (const l of s.links) {
    if (ids.has(l.id) || !links.get(l.id)?.kinds.includes(l.period) || l.period !== s.period) bad.push(`link ${l.id}`);
    ids.add(l.id);
  }
  for (const [name, v] of [
    ['coal', s.coalDemand],
    ['iron', s.ironDemand],
  ] as const)
    if (v < 0 || v > TRACK_SPACES) bad.push(`${name} demand ${v}`);
  const d = s.distant;
  if (d.marker < 0 || d.marker > DISTANT_BOTTOM || d.closed !== (d.marker === DISTANT_BOTTOM))
    bad.push(`distant marker ${d.marker} closed ${d.closed}`);
  if (d.tiles.length !== game.distantMarket.value.tiles[String(n) as '2' | '3' | '4'].length) bad.push(`distant tiles ${d.tiles.length}`);
  if (!s.gameOver && (s.actionsLeft < 1 || s.actionsLeft > 2 || s.turn < 0 || s.turn >= s.order.length))
    bad.push(`turn ${s.turn} actions ${s.actionsLeft}`);
  return bad;
}
