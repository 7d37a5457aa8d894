/**
 * What the evaluation (evaluate.ts) reads of a position for each player: public facts only (VP,
 * the board, cash, income, Whiskey; never a hand), through the engine's own scoring queries
 * (flow/scoring.ts). One number per feature, in VP or in $:
 *
 *   flippedOnce      era-end VP of flipped industries that score once more (era 2, or level I in era 1)
 *   flippedTwice     era-end VP of flipped industries of level II or more in era 1 (they score at both era ends)
 *   unflippedVp      VP printed on unflipped industries (they may still flip)
 *   unflippedIncome  $ their flips' income would pay over the rounds left
 *   lightLinkVp      link VP of light rails now (the icons at their ends may still change)
 *   heavyLinkVp      link VP of heavy rails now
 *   cash             $ in hand (0 when negative)
 *   income           $ the income level pays over the rounds left
 *   whiskey          Whiskey held
 */
import type { RulesContext } from '../../context.ts';
import { tilePlace } from '../../context.ts';
import { industryScores, linkScores } from '../../flow/scoring.ts';
import { level } from '../../../../brass/income.ts';
import type { Colour, GameState } from '../../state.ts';

export const FEATURES = [
  'flippedOnce',
  'flippedTwice',
  'unflippedVp',
  'unflippedIncome',
  'lightLinkVp',
  'heavyLinkVp',
  'cash',
  'income',
  'whiskey',
] as const;
export type Feature = (typeof FEATURES)[number];
export type Features = Record<Feature, number>;

/** Rounds still to play, this era's and the next's (cards left in hands and deck, two a turn). */
export function roundsLeft(ctx: RulesContext, s: GameState): number {
  const cards = s.deck.length + s.players.reduce((n, p) => n + p.hand.length, 0);
  const players = Math.max(1, s.players.length);
  const thisEra = Math.ceil(cards / (2 * players));
  const later = Math.max(0, ctx.data.game.eras.value - s.era) * ctx.data.game.roundsPerEra.value;
  return thisEra + later;
}

export function tileVp(ctx: RulesContext, place: string): { vp: number; level: number } {
  const t = tilePlace(ctx, place);
  return { vp: t?.vp.kind === 'fixed' ? t.vp.vp : t?.vp.kind === 'perHeavyRailBuilt' ? t.vp.vp : 0, level: t?.level ?? 1 };
}

const none = (): Features => ({
  flippedOnce: 0,
  flippedTwice: 0,
  unflippedVp: 0,
  unflippedIncome: 0,
  lightLinkVp: 0,
  heavyLinkVp: 0,
  cash: 0,
  income: 0,
  whiskey: 0,
});

/** Each player's features (see the file comment), by colour. */
export function features(ctx: RulesContext, s: GameState): Map<Colour, Features> {
  const out = new Map<Colour, Features>();
  for (const p of s.players) out.set(p.colour, none());
  const of = (c: Colour) => out.get(c) ?? none();
  const era1 = s.era < ctx.data.game.eras.value;
  for (const sc of industryScores(ctx, s)) {
    const f = of(sc.owner);
    if (era1 && tileVp(ctx, sc.place).level >= 2) f.flippedTwice += sc.vp;
    else f.flippedOnce += sc.vp;
  }
  const rounds = roundsLeft(ctx, s);
  const track = ctx.data.incomeTrack;
  for (const i of s.industries) {
    if (i.flipped) continue;
    const f = of(i.owner);
    const income = (tilePlace(ctx, i.place)?.flipReward ?? []).reduce((n, r) => n + (r.kind === 'income' ? r.spaces : 0), 0);
    const space = s.players.find((p) => p.colour === i.owner)?.incomeSpace ?? 0;
    f.unflippedVp += tileVp(ctx, i.place).vp;
    f.unflippedIncome += (level(track, space + income) - level(track, space)) * rounds;
  }
  for (const sc of linkScores(ctx, s)) {
    const f = of(sc.owner);
    if (sc.link === 'heavyRail') f.heavyLinkVp += sc.vp;
    else f.lightLinkVp += sc.vp;
  }
  for (const p of s.players) {
    const f = of(p.colour);
    f.cash = Math.max(0, p.cash);
    f.income = level(track, p.incomeSpace) * rounds;
    f.whiskey = p.whiskey;
  }
  return out;
}
