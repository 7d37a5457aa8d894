/**
 * Lancashire's bots. Both look at NOTHING but their argument — meant to be `viewFor(state, actor)`
 * (lancashire/view.ts): no other hand, no deck, no Distant Market order, no seed.
 *
 * Greedy (`chooseLAction`): scores the effects of each candidate action run alone on the view
 * (the executor without the flow, as a preview) for the acting player and takes the best (ties:
 * the smallest action key, core/greedy.ts, like Pittsburgh's greedy bot):
 *
 *   score = 1   × VP gained
 *         + I   × income LEVELS gained (I = 1.5 in the Canal period, 0.5 in the Rail period)
 *         + 0.1 × cash gained (negative when paid), + 0.2 more a £ for the money below £15
 *           (a bot without money can only pass: so it takes a loan rather than pass)
 *         + 2   × industries built
 *         + 1   × links built
 *         + own tiles flipped: 1 + the tile's VP (tiles score their VP at the period's end only when flipped)
 *         − 2   for the combined build (it uses up the turn's second action)
 *
 * Candidates: every build with every card (and the combined build with the first other card);
 * links, develops, sales, loans and the pass with the one "spare" card — the card that allows the
 * fewest legal builds now (ties: the smallest id), so the bot keeps the cards it can build with.
 *
 * Random (`chooseRandomLAction`): a uniformly drawn legal root, then random legal answers down the
 * choice enumerator's tree (choices/walk.ts, the shared walk); half the time, once the draft is
 * legal, the engine's defaults for the rest. Its randomness is the seed the caller passes.
 */
import { seededRng } from '../../../core/random.ts';
import { bestOf } from '../../../core/greedy.ts';
import { level } from '../../../brass/income.ts';
import type { LAction, LActionType } from '../actions/types.ts';
import { randomLAction } from '../choices/walk.ts';
import { tileLevel } from '../data/index.ts';
import type { LEffect } from '../effects.ts';
import { execute } from '../executor.ts';
import { candidatesOf } from '../legal.ts';
import type { Colour, LState } from '../state.ts';
import { track } from '../tx.ts';
import { actingColour } from '../view.ts';

export interface LBotWeights {
  vp: number;
  incomeCanal: number;
  incomeRail: number;
  cash: number;
  industryBuilt: number;
  linkBuilt: number;
  flip: number;
  /** Money below `reserve` is worth `cash + reserveBonus` a £ (a bot without money can only pass). */
  reserve: number;
  reserveBonus: number;
  /** The combined build: the second action it uses up (subtracted). */
  secondAction: number;
}

export const defaultLWeights: LBotWeights = {
  vp: 1,
  incomeCanal: 1.5,
  incomeRail: 0.5,
  cash: 0.1,
  reserve: 15,
  reserveBonus: 0.2,
  industryBuilt: 2,
  linkBuilt: 1,
  flip: 1,
  secondAction: 2,
};

/** The greedy score of an action's effects for `me`; `after` is the state the action leaves (for a flipped tile's VP). */
export function scoreLEffects(
  effects: readonly LEffect[],
  after: LState,
  me: Colour,
  w: LBotWeights = defaultLWeights,
  cashBefore = 0,
): number {
  const perLevel = after.period === 'rail' ? w.incomeRail : w.incomeCanal;
  const worth = (c: number) => w.cash * c + w.reserveBonus * Math.min(Math.max(c, 0), w.reserve);
  let score = 0;
  let cash = 0;
  for (const e of effects) {
    if (e.kind === 'vp' && e.player === me) score += w.vp * e.delta;
    else if (e.kind === 'income' && e.player === me) score += perLevel * (level(track, e.to) - level(track, e.from));
    else if (e.kind === 'cash' && e.player === me) cash += e.delta;
    else if (e.kind === 'build' && e.player === me) score += w.industryBuilt;
    else if (e.kind === 'link' && e.player === me) score += w.linkBuilt;
    else if (e.kind === 'flip' && e.owner === me) {
      const t = after.tiles[e.space];
      score += w.flip + w.vp * (t ? (tileLevel(t.kind, t.level)?.vp ?? 0) : 0);
    }
  }
  return score + worth(cashBefore + cash) - worth(cashBefore);
}

const CARD_FREE: readonly LActionType[] = ['link', 'develop', 'sell', 'loan', 'pass'];

function score(view: LState, a: LAction, me: Colour, w: LBotWeights): number | undefined {
  const r = execute(view, a);
  if (!r.ok) return undefined;
  const before = view.players.find((p) => p.colour === me)?.cash ?? 0;
  return scoreLEffects(r.effects, r.state, me, w, before) - (a.type === 'build' && a.secondCard !== undefined ? w.secondAction : 0);
}

/** The greedy bot's choice for the one who acts in `view`, or undefined when there is none. Never throws. */
export function chooseLAction(view: LState, opts: { weights?: Partial<LBotWeights> } = {}): LAction | undefined {
  try {
    const me = actingColour(view);
    if (me === undefined) return undefined;
    const w = { ...defaultLWeights, ...(opts.weights ?? {}) };
    const hand = [...new Set(view.players.find((p) => p.colour === me)?.hand ?? [])].sort();
    const scored = new Map<string, number | undefined>();
    const legalBuilds = new Map<string, number>();
    const tried: LAction[] = [];
    for (const card of hand) {
      let n = 0;
      for (const a of candidatesOf(view, 'build', card)) {
        const s = score(view, a, me, w);
        scored.set(JSON.stringify(a), s);
        tried.push(a);
        if (s !== undefined && a.type === 'build' && a.secondCard === undefined) n++;
      }
      legalBuilds.set(card, n);
    }
    const spare = hand.reduce<string | undefined>(
      (best, c) => (best === undefined || (legalBuilds.get(c) ?? 0) < (legalBuilds.get(best) ?? 0) ? c : best),
      undefined,
    );
    if (spare !== undefined) for (const t of CARD_FREE) tried.push(...candidatesOf(view, t, spare));
    return bestOf(tried, (a) => {
      const key = JSON.stringify(a);
      return scored.has(key) ? scored.get(key) : score(view, a, me, w);
    });
  } catch {
    return undefined;
  }
}

/** The random bot's choice (see the file comment). Never throws. */
export function chooseRandomLAction(view: LState, seed: number): LAction | undefined {
  const rng = seededRng(seed);
  try {
    return randomLAction(view, rng, { explore: 0.5 })?.action;
  } catch {
    return undefined;
  }
}
