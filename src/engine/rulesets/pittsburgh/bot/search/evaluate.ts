/**
 * What a position is worth to each player, in VP: the VP already scored, plus an estimate of what
 * the board and the money will still bring, read from the position's features (features.ts). A
 * heuristic for the search's horizon, not a rule: it never changes a state.
 *
 *   worth(p) = VP
 *            + flippedOnce + 2 × flippedTwice (era-end VP of flipped industries)
 *            + unflippedShare × (unflippedVp + money × unflippedIncome) (an unflipped industry may still flip)
 *            + linkShare × (lightLinkVp + heavyLinkVp × heavyEra1 in era 1: a Heavy Train stays for era 2)
 *            + money × (cash + income) (money becomes VP only through further actions, and is worth
 *              nothing once the game ends: money = moneyVp, falling to 0 over the last 4 rounds)
 *            + whiskeyVp × Whiskey
 *            − bankruptcyRisk × 40 VP when a negative income outruns the cash to the game's end
 *
 * The position's value for `me` is worth(me) − the best worth of another player: the VP margin.
 * On a finished game, worth = the final VP (the margin is exact).
 */
import type { RulesContext } from '../../context.ts';
import { level } from '../../../../brass/income.ts';
import type { Colour, GameState } from '../../state.ts';
import type { Features } from './features.ts';
import { features, roundsLeft } from './features.ts';

export interface EvalWeights {
  unflippedShare: number;
  moneyVp: number;
  whiskeyVp: number;
  /** Share of a rail's link VP now that is counted (its ends' icons may still change before the era ends). */
  linkShare: number;
  /** A Heavy Train's link VP in era 1 counted this many times (it stays on for era 2, not always with the same icons). */
  heavyEra1: number;
  /** Share of the bankruptcy VP counted when the income cannot be paid to the game's end. */
  bankruptcyRisk: number;
}

export const defaultEvalWeights: EvalWeights = {
  unflippedShare: 0.8,
  moneyVp: 0.12,
  whiskeyVp: 0.4,
  linkShare: 0.7,
  heavyEra1: 1.5,
  bankruptcyRisk: 0.5,
};

function worthOf(f: Features, era1: boolean, rounds: number, w: EvalWeights): number {
  const money = w.moneyVp * Math.min(1, rounds / 4);
  return (
    f.flippedOnce +
    2 * f.flippedTwice +
    w.unflippedShare * (f.unflippedVp + money * f.unflippedIncome) +
    w.linkShare * (f.lightLinkVp + f.heavyLinkVp * (era1 ? w.heavyEra1 : 1)) +
    money * (f.cash + f.income) +
    w.whiskeyVp * f.whiskey
  );
}

/** Each player's worth (see the file comment), by colour. */
export function worths(ctx: RulesContext, s: GameState, w: EvalWeights = defaultEvalWeights): Map<Colour, number> {
  const out = new Map<Colour, number>();
  for (const p of s.players) out.set(p.colour, p.vp);
  if (s.gameOver) return out;
  const era1 = s.era < ctx.data.game.eras.value;
  const rounds = roundsLeft(ctx, s);
  const track = ctx.data.incomeTrack;
  for (const [c, f] of features(ctx, s)) {
    const p = s.players.find((x) => x.colour === c);
    // a negative income the cash cannot pay for the rest of the game risks bankruptcy (−40 VP)
    const risk = p && level(track, p.incomeSpace) < 0 && f.cash + f.income < 0 ? w.bankruptcyRisk * ctx.data.game.bankruptcyVp.value : 0;
    out.set(c, (out.get(c) ?? 0) + worthOf(f, era1, rounds, w) - risk);
  }
  return out;
}

/** `me`'s worth minus the best other worth: the VP margin the search maximises. */
export function margin(ctx: RulesContext, s: GameState, me: Colour, w: EvalWeights = defaultEvalWeights): number {
  const all = worths(ctx, s, w);
  let best = -Infinity;
  for (const [c, v] of all) if (c !== me && v > best) best = v;
  return (all.get(me) ?? 0) - (best === -Infinity ? 0 : best);
}
