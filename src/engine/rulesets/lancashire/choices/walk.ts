/**
 * Random legal Lancashire actions down the choice tree (the random bot, bot games): the shared
 * walk (core/choices.ts) over Lancashire's roots — pass, loan, sell, each develop tile, each link,
 * each space and tile with the cards that may allow it (location card, industry card, then the
 * combined action) — in a random order, each completed with random legal answers.
 */
import type { CoreRootSpace, Rng, Walked, WalkOptions } from '../../../core/choices.ts';
import { completeRandomly, walkRoots } from '../../../core/choices.ts';
import type { LAction } from '../actions/types.ts';
import { KINDS, links, spaces } from '../data/index.ts';
import type { LEffect } from '../effects.ts';
import { plausible } from '../random-play.ts';
import type { LState } from '../state.ts';
import { current } from '../state.ts';
import { question } from './next.ts';
import type { LDraft } from './types.ts';

export function rootSpace(s: LState): CoreRootSpace<LDraft> {
  const me = current(s);
  const card = me.hand[0];
  if (card === undefined || s.actionsLeft <= 0 || s.gameOver) return { size: 0, at: () => null };
  const simple: LDraft[][] = [
    [{ action: { type: 'pass', card } }],
    [{ action: { type: 'loan', card } }],
    [{ action: { type: 'sell', card } }],
  ];
  for (const k of KINDS) simple.push([{ action: { type: 'develop', card, tiles: [k] } }]);
  for (const id of links.keys())
    if (plausible(s, { type: 'link', card, links: [id] })) simple.push([{ action: { type: 'link', card, links: [id] } }]);
  const sites = [...spaces.values()].flatMap((ref) => ref.icons.map((tile) => ({ ref, tile })));
  const other = me.hand.find((c) => c !== card);
  return {
    size: simple.length + sites.length,
    at: (i) => {
      if (i < simple.length) return simple[i] ?? null;
      const site = sites[i - simple.length];
      if (!site || !plausible(s, { type: 'build', card, space: site.ref.id, tile: site.tile })) return null;
      const tries: LDraft[] = [];
      for (const c of [`loc:${site.ref.location}`, `ind:${site.tile}`]) {
        if (me.hand.includes(c))
          tries.push({ action: { type: 'build', card: c, space: site.ref.id, tile: site.tile }, done: ['secondCard'] });
      }
      if (other !== undefined && s.actionsLeft >= 2)
        tries.push({ action: { type: 'build', card, secondCard: other, space: site.ref.id, tile: site.tile } });
      return tries;
    },
  };
}

/** A random legal action for the player to act, or undefined when there is none. */
export function randomLAction(s: LState, rng: Rng, opts: WalkOptions = {}): Walked<LAction, LEffect> | undefined {
  const count = { probes: 0 };
  return walkRoots(rootSpace(s), (d) => completeRandomly((x: LDraft) => question(s, x), d, rng, count, opts), rng);
}
