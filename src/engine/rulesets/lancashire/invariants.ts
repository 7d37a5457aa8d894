/**
 * What must hold after every step of a Lancashire game (checked by the random games, the fuzzer and the
 * CLI), and of a position read from a file or a link. Each problem is coded with its values, so a page
 * can say it in the reader's language (editor.invariant.*); `checkInvariants` gives them as one line each.
 */
import { game, KINDS, links, spaces, stackSize, tileLevel } from './data/index.ts';
import { DISTANT_BOTTOM } from './actions/sell.ts';
import { locationOf } from './network.ts';
import { cardsPerPlayer } from './setup.ts';
import { TRACK_SPACES } from './sourcing.ts';
import type { LState } from './state.ts';
import { firstSpace, lastSpace } from '../../brass/income.ts';
import { track } from './tx.ts';

export const invariantCodes = [
  'cards',
  'cash',
  'vp',
  'income-space',
  'hand',
  'taken',
  'tile',
  'tile-cubes',
  'tile-flipped',
  'shipyard-face-up',
  'level-one-in-rail',
  'canal-one-per-location',
  'link',
  'demand',
  'distant-marker',
  'distant-tiles',
  'turn',
] as const;
export type InvariantCode = (typeof invariantCodes)[number];
export interface InvariantProblem {
  code: InvariantCode;
  params: Record<string, string | number>;
}

/** The problems as lines (for the fuzzer, the random games' failures and the CLI). */
export function checkInvariants(s: LState): string[] {
  return invariantProblems(s).map(problemLine);
}

export function problemLine(p: { code: string; params: Record<string, string | number> }): string {
  return `${p.code}: ${Object.entries(p.params)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`;
}

export function invariantProblems(s: LState): InvariantProblem[] {
  const bad: InvariantProblem[] = [];
  const add = (code: InvariantCode, params: Record<string, string | number>) => bad.push({ code, params });
  const n = s.players.length;
  const cards = s.players.reduce((sum, p) => sum + p.hand.length, 0) + s.deck.length + s.discard.length;
  if (cards !== n * cardsPerPlayer(n, s.period)) add('cards', { count: cards, expected: n * cardsPerPlayer(n, s.period) });
  for (const p of s.players) {
    if (!Number.isInteger(p.cash) || p.cash < 0) add('cash', { colour: p.colour, cash: p.cash });
    if (p.vp < 0) add('vp', { colour: p.colour, vp: p.vp });
    if (p.incomeSpace < firstSpace(track) || p.incomeSpace > lastSpace(track))
      add('income-space', { colour: p.colour, incomeSpace: p.incomeSpace });
    if (p.hand.length > game.handSize.value) add('hand', { colour: p.colour, count: p.hand.length, max: game.handSize.value });
    for (const k of KINDS) {
      const onBoard = Object.values(s.tiles).filter((t) => t.owner === p.colour && t.kind === k).length;
      if (p.taken[k] > stackSize(k) || onBoard > p.taken[k])
        add('taken', { colour: p.colour, kind: k, taken: p.taken[k], onBoard, stack: stackSize(k) });
    }
  }
  const perLocation = new Map<string, { colour: string; location: string; count: number }>(); // a player's tiles in one location
  for (const [space, t] of Object.entries(s.tiles)) {
    const ref = spaces.get(space);
    const lvl = tileLevel(t.kind, t.level);
    if (!ref || !ref.icons.includes(t.kind) || !lvl || t.level < 1) add('tile', { space, kind: t.kind, level: t.level });
    if (lvl && (t.cubes < 0 || t.cubes > lvl.produces)) add('tile-cubes', { space, kind: t.kind, cubes: t.cubes, max: lvl.produces });
    if ((t.kind === 'coal' || t.kind === 'iron') && t.flipped !== (t.cubes === 0))
      add('tile-flipped', { space, kind: t.kind, cubes: t.cubes, flipped: String(t.flipped) });
    if (t.kind === 'shipyard' && !t.flipped) add('shipyard-face-up', { space });
    if (s.period === 'rail' && t.level === 1) add('level-one-in-rail', { space, kind: t.kind });
    const location = locationOf(space) ?? '';
    const key = `${t.owner}@${location}`;
    const seen = perLocation.get(key) ?? { colour: t.owner, location, count: 0 };
    perLocation.set(key, { ...seen, count: seen.count + 1 });
  }
  if (s.period === 'canal') for (const at of perLocation.values()) if (at.count > 1) add('canal-one-per-location', at);
  const ids = new Set<string>();
  for (const l of s.links) {
    if (ids.has(l.id) || !links.get(l.id)?.kinds.includes(l.period) || l.period !== s.period) add('link', { link: l.id });
    ids.add(l.id);
  }
  for (const [name, v] of [
    ['coal', s.coalDemand],
    ['iron', s.ironDemand],
  ] as const)
    if (v < 0 || v > TRACK_SPACES) add('demand', { good: name, value: v, max: TRACK_SPACES });
  const d = s.distant;
  if (d.marker < 0 || d.marker > DISTANT_BOTTOM || d.closed !== (d.marker === DISTANT_BOTTOM))
    add('distant-marker', { marker: d.marker, closed: String(d.closed) });
  const distantTiles = game.distantMarket.value.tiles[String(n) as '2' | '3' | '4'].length;
  if (d.tiles.length !== distantTiles) add('distant-tiles', { count: d.tiles.length, expected: distantTiles });
  if (!s.gameOver && (s.actionsLeft < 1 || s.actionsLeft > 2 || s.turn < 0 || s.turn >= s.order.length))
    add('turn', { place: s.turn + 1, players: s.order.length, actions: s.actionsLeft });
  return bad;
}
