/**
 * Invariants that hold after every step of any game (checked by the whole-game tests and by
 * `npm run engine -- simulate`). Each function returns the failures it found; `checks` counts
 * the individual invariants evaluated.
 */
import type { RulesContext } from '../context.ts';
import type { Effect } from '../effects.ts';
import { level } from '../rules/income.ts';
import type { Cubes, GameState } from '../state.ts';

export interface InvariantResult {
  checks: number;
  failures: string[];
}

export function cardCount(s: GameState): number {
  let n = s.deck.length;
  for (const p of s.players) n += p.hand.length + p.discard.length;
  return n;
}

function negativeCubes(c: Cubes | undefined): boolean {
  return !!c && Object.values(c).some((v) => (v ?? 0) < 0);
}

/** Invariants of one state on its own. */
export function checkState(ctx: RulesContext, s: GameState): InvariantResult {
  const failures: string[] = [];
  let checks = 0;
  const check = (ok: boolean, msg: () => string) => {
    checks++;
    if (!ok) failures.push(msg());
  };
  const track = ctx.data.incomeTrack;
  for (const p of s.players) {
    check(Number.isInteger(p.cash) && p.cash >= 0, () => `${p.colour}: cash ${p.cash} < 0`);
    check(p.whiskey >= 0 && p.whiskey <= 3, () => `${p.colour}: whiskey ${p.whiskey} outside 0–3`);
    const lvl = level(track, p.incomeSpace);
    check(
      Number.isInteger(p.incomeSpace) && p.incomeSpace >= 0 && p.incomeSpace <= 99 && lvl >= track.minLevel && lvl <= track.maxLevel,
      () => `${p.colour}: income space ${p.incomeSpace} (level ${lvl}) off the track`,
    );
    check(p.spentThisRound >= 0, () => `${p.colour}: spent ${p.spentThisRound} < 0`);
    check(p.hand.length <= 8, () => `${p.colour}: ${p.hand.length} cards in hand`);
    check(
      Object.values(p.mat).every((v) => v >= 0) && p.supply.lightRails >= 0,
      () => `${p.colour}: negative mat copies or light rails`,
    );
  }
  const spaces = s.industries.map((i) => i.space);
  check(new Set(spaces).size === spaces.length, () => `two industries on one space: ${spaces.join(',')}`);
  const routes = s.links.map((l) => l.route);
  check(new Set(routes).size === routes.length, () => `two links on one route: ${routes.join(',')}`);
  check(
    s.industries.every((i) => !negativeCubes(i.cubes)) && s.links.every((l) => !negativeCubes(l.cubes)),
    () => 'negative cubes on an industry or heavy rail',
  );
  check(
    Object.values(s.oilFields).every((f) => f.oil >= 0 && f.pendingOil >= 0) &&
      Object.entries(s.markets).every(([id, m]) =>
        Object.entries(m).every(([res, n]) => (n ?? 0) >= 0 && (n ?? 0) <= (ctx.markets.get(id)?.stock.find((st) => st.resource === res)?.slots ?? 0)),
      ),
    () => 'oil or market cubes out of range',
  );
  const allCards = [...s.deck, ...s.players.flatMap((p) => [...p.hand, ...p.discard])];
  check(new Set(allCards).size === allCards.length, () => 'a card is in two places');
  check(
    s.gameOver !== undefined || (s.current >= 0 && s.current < s.turnOrder.length && s.actionsLeft >= 0 && s.actionsLeft <= 2),
    () => `bad turn pointer: current ${s.current}, actionsLeft ${s.actionsLeft}`,
  );
  return { checks, failures };
}

/** Invariants of a step: the state's own, plus conservation against the state before and its effects. */
export function checkStep(ctx: RulesContext, before: GameState, after: GameState, effects: readonly Effect[]): InvariantResult {
  const r = checkState(ctx, after);
  const check = (ok: boolean, msg: () => string) => {
    r.checks++;
    if (!ok) r.failures.push(msg());
  };
  check(cardCount(after) === cardCount(before), () => `cards not conserved: ${cardCount(before)} → ${cardCount(after)}`);
  for (const p of after.players) {
    const b = before.players.find((q) => q.colour === p.colour);
    if (!b) continue;
    let vp = 0;
    let cash = 0;
    for (const e of effects) {
      if (e.kind === 'vp' && e.player === p.colour) vp += e.delta;
      if (e.kind === 'cash' && e.player === p.colour) cash += e.delta;
    }
    check(p.vp - b.vp === vp, () => `${p.colour}: VP changed by ${p.vp - b.vp}, effects say ${vp}`);
    check(p.cash - b.cash === cash, () => `${p.colour}: cash changed by ${p.cash - b.cash}, effects say ${cash}`);
  }
  return r;
}
