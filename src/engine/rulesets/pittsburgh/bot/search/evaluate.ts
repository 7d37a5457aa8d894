/**
 * What a position is worth to each player, in VP: the VP already scored, plus an estimate of what
 * the board and the money will still bring. A heuristic for the search's horizon, not a rule: it
 * reads the engine's own scoring queries (flow/scoring.ts) and never changes a state.
 *
 *   worth(p) = VP
 *            + each flipped industry's era-end VP (× 2 in era 1 for a tile of level II or more:
 *              it scores at both era ends)
 *            + unflippedShare × (an unflipped industry's VP + what its flip's income would be worth)
 *              (it may still flip)
 *            + linkShare × each rail's link VP now (× heavyEra1 in era 1 for a Heavy Train: it
 *              stays for era 2)
 *            + moneyVp × (cash + income level × rounds left) (money becomes VP only through
 *              further actions, and is worth nothing once the game ends: the weight falls over
 *              the last 4 rounds)
 *            + whiskeyVp × Whiskey
 *            − bankruptcyRisk × 40 VP when a negative income outruns the cash to the game's end
 *
 * The position's value for `me` is worth(me) − the best worth of another player: the VP margin.
 * On a finished game, worth = the final VP (the margin is exact).
 */
import type { RulesContext } from '../../context.ts';
import { tilePlace } from '../../context.ts';
import { industryScores, linkScores } from '../../flow/scoring.ts';
import { level } from '../../../../brass/income.ts';
import type { Colour, GameState } from '../../state.ts';

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

/** Rounds still to play, this era's and the next's (cards left in hands and deck, two a turn). */
export function roundsLeft(ctx: RulesContext, s: GameState): number {
  const cards = s.deck.length + s.players.reduce((n, p) => n + p.hand.length, 0);
  const players = Math.max(1, s.players.length);
  const thisEra = Math.ceil(cards / (2 * players));
  const later = Math.max(0, ctx.data.game.eras.value - s.era) * ctx.data.game.roundsPerEra.value;
  return thisEra + later;
}

function tileVp(ctx: RulesContext, place: string): { vp: number; level: number } {
  const t = tilePlace(ctx, place);
  return { vp: t?.vp.kind === 'fixed' ? t.vp.vp : t?.vp.kind === 'perHeavyRailBuilt' ? t.vp.vp : 0, level: t?.level ?? 1 };
}

/** Each player's worth (see the file comment), by colour. */
export function worths(ctx: RulesContext, s: GameState, w: EvalWeights = defaultEvalWeights): Map<Colour, number> {
  const out = new Map<Colour, number>();
  for (const p of s.players) out.set(p.colour, p.vp);
  if (s.gameOver) return out;
  const add = (c: Colour, x: number) => out.set(c, (out.get(c) ?? 0) + x);
  const era1 = s.era < ctx.data.game.eras.value;
  for (const sc of industryScores(ctx, s)) add(sc.owner, sc.vp * (era1 && tileVp(ctx, sc.place).level >= 2 ? 2 : 1));
  const rounds = roundsLeft(ctx, s);
  const track = ctx.data.incomeTrack;
  const moneyVp = w.moneyVp * Math.min(1, rounds / 4);
  for (const i of s.industries) {
    if (i.flipped) continue;
    const income = (tilePlace(ctx, i.place)?.flipReward ?? []).reduce((n, r) => n + (r.kind === 'income' ? r.spaces : 0), 0);
    const space = s.players.find((p) => p.colour === i.owner)?.incomeSpace ?? 0;
    const levels = level(track, space + income) - level(track, space);
    add(i.owner, w.unflippedShare * (tileVp(ctx, i.place).vp + moneyVp * levels * rounds));
  }
  for (const sc of linkScores(ctx, s)) add(sc.owner, w.linkShare * sc.vp * (era1 && sc.link === 'heavyRail' ? w.heavyEra1 : 1));
  for (const p of s.players) {
    const lvl = level(track, p.incomeSpace);
    const money = Math.max(0, p.cash) + lvl * rounds;
    // a negative income the cash cannot pay for the rest of the game risks bankruptcy (−40 VP)
    const risk = lvl < 0 && money < 0 ? w.bankruptcyRisk * ctx.data.game.bankruptcyVp.value : 0;
    add(p.colour, moneyVp * money + w.whiskeyVp * p.whiskey - risk);
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
