/**
 * Era-end scoring (p.11), as pure questions about a state (the UI can show them before the era
 * ends) and as the step that applies them.
 *
 * 1. Links first: each rail (light or heavy; a replacement heavy rail is a heavy rail) scores
 *    1 VP per link icon at its two ends; a double-link heavy rail scores double; pipelines
 *    score nothing. The icons of a location come from `linkIconsAt` (rules/industry.ts): a
 *    merchant's printed icons, or the icons of the flipped industry tiles in a city (any owner).
 * 2. Flipped industries score their VP (`industryVp`: fixed, generator = empty industry places
 *    on the owner's mat, locomotive works = 4 per heavy rail its owner built, unknown = 0).
 *    Unflipped industries score nothing.
 */
import type { Tx } from '../actions/tx.ts';
import type { RulesContext } from '../context.ts';
import { isRail } from '../rules/connectivity.ts';
import { industryVp, linkIconsAt } from '../rules/industry.ts';
import type { Colour, GameState, LinkKind } from '../state.ts';

export interface LinkScore {
  owner: Colour;
  link: LinkKind;
  type?: string;
  route: string;
  /** Link icons at the two ends. */
  icons: number;
  double: boolean;
  vp: number;
}

export interface IndustryScore {
  owner: Colour;
  place: string;
  space: string;
  vp: number;
}

/** What every rail on the board would score now (pipelines score nothing and are not listed). */
export function linkScores(ctx: RulesContext, state: GameState): LinkScore[] {
  const out: LinkScore[] = [];
  for (const l of state.links) {
    if (!isRail(l)) continue;
    const line = ctx.lines.get(l.route);
    if (!line) continue;
    const icons = linkIconsAt(ctx, state, line.a) + linkIconsAt(ctx, state, line.b);
    const double = l.kind === 'heavyRail' && l.type === 'doubleLink';
    out.push({
      owner: l.owner,
      link: l.kind,
      ...(l.type ? { type: l.type } : {}),
      route: l.route,
      icons,
      double,
      vp: double ? 2 * icons : icons,
    });
  }
  return out;
}

/** What every FLIPPED industry would score now. */
export function industryScores(ctx: RulesContext, state: GameState): IndustryScore[] {
  return state.industries
    .filter((i) => i.flipped)
    .map((i) => ({ owner: i.owner, place: i.place, space: i.space, vp: industryVp(ctx, state, i) }));
}

/** Score the links (step 1), recording one `link-score` and one `vp` effect per rail. */
export function scoreLinks(tx: Tx): void {
  for (const sc of linkScores(tx.ctx, tx.s)) {
    tx.effects.push({ kind: 'link-score', ...sc });
    tx.gainVp(sc.owner, sc.vp, `link:${sc.route}`);
  }
}

/** Score the flipped industries (step 2), recording one `industry-score` and one `vp` effect each. */
export function scoreIndustries(tx: Tx): void {
  for (const sc of industryScores(tx.ctx, tx.s)) {
    tx.effects.push({ kind: 'industry-score', ...sc });
    tx.gainVp(sc.owner, sc.vp, `industry:${sc.place}@${sc.space}`);
  }
}
