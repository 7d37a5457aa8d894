/**
 * Period-end scoring (data sets and assumptions, see data/game.json): flipped industries score
 * their VP; each link scores the link points at its two ends (flipped tiles, external locations
 * 2); at the end of the Rail period, 1 VP per £10.
 */
import { externals, game, links, tileLevel } from './data/index.ts';
import { locationOf } from './network.ts';
import type { Colour, LState } from './state.ts';
import type { LTx } from './tx.ts';

/** Link points of a location now: external locations their printed value, else the flipped tiles' points. */
export function linkPoints(s: LState, location: string): number {
  const ext = externals.get(location);
  if (ext) return ext.linkPoints;
  let n = 0;
  for (const [space, t] of Object.entries(s.tiles)) {
    if (locationOf(space) !== location) continue;
    if (game.linkScoring.value === 'flipped' && !t.flipped) continue;
    n += tileLevel(t.kind, t.level)?.linkPoints ?? 0;
  }
  return n;
}

export function scoreLinks(tx: LTx): void {
  for (const l of tx.s.links) {
    const ends = links.get(l.id)?.ends ?? [];
    tx.gainVp(
      l.owner,
      ends.reduce((sum, e) => sum + linkPoints(tx.s, e), 0),
      `link:${l.id}`,
    );
  }
}

export function scoreIndustries(tx: LTx): void {
  for (const [space, t] of Object.entries(tx.s.tiles)) {
    if (game.industryScoring.value === 'flipped' && !t.flipped) continue;
    tx.gainVp(t.owner, tileLevel(t.kind, t.level)?.vp ?? 0, `industry:${space}`);
  }
}

export function scoreMoney(tx: LTx): void {
  for (const p of tx.s.players) tx.gainVp(p.colour, Math.floor(p.cash / game.endMoneyVp.value), 'money');
}

/** The result of a finished game: everyone ranked by VP, the winners; no tie-break (equal VP share the win). */
export function lancashireResult(
  s: LState,
): { ranking: { colour: Colour; vp: number }[]; winners: Colour[]; tieBreaks: readonly string[] } | undefined {
  if (!s.gameOver) return undefined;
  const ranking = [...s.players].sort((a, b) => b.vp - a.vp).map((p) => ({ colour: p.colour, vp: p.vp }));
  return { ranking, winners: [...s.gameOver.winners], tieBreaks: [] };
}

/** Most VP wins; equal VP share the win (no tie-break in the sources we hold). */
export function winners(s: LState): LState['players'][number]['colour'][] {
  const best = Math.max(...s.players.map((p) => p.vp));
  return s.players.filter((p) => p.vp === best).map((p) => p.colour);
}
