/**
 * Legal actions by probing: candidates are generated from the hand and the board and each is
 * asked of the one executor (the convention of src/engine/rulesets/pittsburgh/legal.ts). A candidate takes the
 * default source choices; the closest-mine choice among equals is listed separately.
 */
import { KINDS, links, spaces } from './data/index.ts';
import type { Kind } from './data/index.ts';
import type { LAction } from './actions/types.ts';
import { execute } from './executor.ts';
import { linkStarts } from './network.ts';
import type { LState } from './state.ts';
import { current } from './state.ts';

function builds(card: string): LAction[] {
  const out: LAction[] = [];
  for (const ref of spaces.values()) {
    for (const tile of ref.icons)
      if (card === `loc:${ref.location}` || card === `ind:${tile}`) out.push({ type: 'build', card, space: ref.id, tile });
  }
  return out;
}

/** The combined build anywhere, with two cards of the hand. */
function combined(s: LState, card: string, secondCard: string): LAction[] {
  if (s.actionsLeft < 2) return [];
  return [...spaces.values()].flatMap((ref) =>
    ref.icons.map((tile): LAction => ({ type: 'build', card, secondCard, space: ref.id, tile })),
  );
}

/** Actions whose card plays no part (links, develop, sell, loan, pass), with this card. */
function anyCard(s: LState, card: string): LAction[] {
  const out: LAction[] = [];
  for (const id of links.keys()) out.push({ type: 'link', card, links: [id] });
  for (const pair of railPairs(s)) out.push({ type: 'link', card, links: pair });
  out.push(...develops(card), ...sells(s, card));
  for (const amount of [10, 20, 30]) out.push({ type: 'loan', card, amount });
  out.push({ type: 'pass', card });
  return out;
}

function develops(card: string): LAction[] {
  const out: LAction[] = [];
  KINDS.forEach((a, i) => {
    out.push({ type: 'develop', card, tiles: [a] });
    for (const b of KINDS.slice(i)) out.push({ type: 'develop', card, tiles: [a, b as Kind] });
  });
  return out;
}

function sells(s: LState, card: string): LAction[] {
  const me = current(s).colour;
  const mills = Object.entries(s.tiles).filter(([, t]) => t.owner === me && t.kind === 'cotton' && !t.flipped);
  const ports = Object.entries(s.tiles).filter(([, t]) => t.kind === 'port' && !t.flipped);
  const out: LAction[] = [];
  for (const [mill] of mills) {
    out.push({ type: 'sell', card, sales: [{ mill, to: 'distant' }] });
    for (const [port] of ports) out.push({ type: 'sell', card, sales: [{ mill, to: port }] });
  }
  return out;
}

/** Two unbuilt rails: the first from where the player may start, the second from there or from the first's ends. */
function railPairs(s: LState): [string, string][] {
  if (s.period !== 'rail') return [];
  const starts = linkStarts(s, current(s).colour);
  const built = new Set(s.links.map((l) => l.id));
  const open = [...links.values()].filter((l) => l.kinds.includes('rail') && !built.has(l.id));
  const out: [string, string][] = [];
  for (const a of open) {
    if (!a.ends.some((e) => starts.has(e))) continue;
    for (const b of open) {
      if (b.id === a.id || !b.ends.some((e) => starts.has(e) || a.ends.includes(e))) continue;
      if (b.ends.some((e) => starts.has(e)) && b.id < a.id) continue; // the same pair from the other side
      out.push([a.id, b.id]);
    }
  }
  return out;
}

/**
 * Candidate actions for the player to act (legal or not). `everyCard: false` lists the
 * card-free actions and the combined build with the first card(s) only (what random play needs);
 * the default lists them with every card of the hand.
 */
export function candidates(s: LState, opts: { everyCard?: boolean } = {}): LAction[] {
  const cards = [...new Set(current(s).hand)];
  const out: LAction[] = [];
  const every = opts.everyCard !== false;
  cards.forEach((card, i) => {
    out.push(...builds(card));
    if (every || i === 0) {
      out.push(...anyCard(s, card));
      for (const second of cards.slice(i + 1, every ? undefined : i + 2)) out.push(...combined(s, card, second));
    }
  });
  return out;
}

/** Candidates of one action type with one card; a build also combined with the first other card of the hand. */
export function candidatesOf(s: LState, type: LAction['type'], card: string): LAction[] {
  if (type !== 'build') return anyCard(s, card).filter((a) => a.type === type);
  const other = current(s).hand.find((c) => c !== card);
  return [...builds(card), ...(other === undefined ? [] : combined(s, card, other))];
}

export function legalActions(s: LState): LAction[] {
  if (s.gameOver) return [];
  return candidates(s).filter((a) => execute(s, a).ok);
}
