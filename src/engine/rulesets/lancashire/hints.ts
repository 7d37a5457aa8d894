/**
 * "What would make it legal?" for Lancashire (the counterpart of src/engine/rulesets/pittsburgh/hints): for a refused
 * option of the choice enumerator, the smallest change to the chooser's OWN position that makes
 * the same option legal, searched on the engine (each candidate position is asked `nextChoice`
 * again; no rule is re-implemented here). Candidates, smallest first: £N more (the least N up to
 * £100), one tile of a stack developed away (a level 0 tile or a tile of the wrong period on top),
 * an own canal or rail on one more link (a link or a sale that needs a connection), one more card
 * in hand (each distinct card of the deck). Pure; works on a view (viewFor).
 */
import type { Kind } from './data/index.ts';
import { fullDeck, KINDS, links } from './data/index.ts';
import { nextChoice } from './choices/next.ts';
import type { LDraft } from './choices/types.ts';
import type { LPlayer, LState } from './state.ts';
import { cloneLState } from './state.ts';
import { actingColour } from './view.ts';

export type LHint =
  { kind: 'cash'; amount: number } | { kind: 'develop'; tile: Kind } | { kind: 'link'; link: string } | { kind: 'card'; card: string };

const MAX_CASH = 100;

function legalIn(s: LState, draft: LDraft, optionId: string): boolean {
  const c = nextChoice(s, draft);
  return c.status === 'choose' && c.choice.options.some((o) => o.id === optionId && o.legal);
}

function changed(s: LState, f: (me: LPlayer, copy: LState) => void): LState {
  const copy = cloneLState(s);
  const me = copy.players.find((p) => p.colour === actingColour(copy));
  if (me) f(me, copy);
  return copy;
}

function cashHint(s: LState, draft: LDraft, id: string): LHint | null {
  const more = (n: number) => changed(s, (p) => (p.cash += n));
  if (!legalIn(more(MAX_CASH), draft, id)) return null;
  let lo = 0; // illegal with lo more
  let hi = MAX_CASH; // legal with hi more
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (legalIn(more(mid), draft, id)) hi = mid;
    else lo = mid;
  }
  return { kind: 'cash', amount: hi };
}

/** The smallest change found (see the file comment), or null when none helps or the option is legal already. Never throws. */
export function whatWouldMakeItLegalL(s: LState, draft: LDraft, optionId: string): LHint | null {
  try {
    if (legalIn(s, draft, optionId)) return null;
    const me = actingColour(s);
    if (me === undefined) return null;
    const cash = cashHint(s, draft, optionId);
    if (cash) return cash;
    for (const tile of KINDS)
      if (
        legalIn(
          changed(s, (p) => (p.taken[tile] += 1)),
          draft,
          optionId,
        )
      )
        return { kind: 'develop', tile };
    const built = new Set(s.links.map((l) => l.id));
    for (const [id, l] of links) {
      if (built.has(id) || !l.kinds.includes(s.period)) continue;
      if (
        legalIn(
          changed(s, (_p, c) => c.links.push({ id, owner: me, period: s.period })),
          draft,
          optionId,
        )
      )
        return { kind: 'link', link: id };
    }
    for (const card of new Set(fullDeck()))
      if (
        legalIn(
          changed(s, (p) => p.hand.push(card)),
          draft,
          optionId,
        )
      )
        return { kind: 'card', card };
    return null;
  } catch {
    return null;
  }
}
