/**
 * Turn, round, period and game end for Lancashire: refill the hand, next player; at the round's
 * end income and the new turn order (least spent first); when the period's cards are all played,
 * period scoring, then the Rail period (canals and level I tiles go, the Distant Market resets)
 * or the end of the game.
 */
import { game } from './data/index.ts';
import { level } from '../../brass/income.ts';
import { scoreIndustries, scoreLinks, scoreMoney, winners } from './scoring.ts';
import { dealPeriod, distantTiles } from './setup.ts';
import { current } from './state.ts';
import type { LTx } from './tx.ts';
import { track } from './tx.ts';

function refill(tx: LTx): void {
  const p = current(tx.s);
  while (p.hand.length < game.handSize.value && tx.s.deck.length > 0) p.hand.push(tx.s.deck.shift() as string);
}

function payIncome(tx: LTx): void {
  for (const p of tx.s.players) {
    const lvl = level(track, p.incomeSpace);
    if (lvl >= 0) {
      tx.gainCash(p.colour, lvl, 'income');
      continue;
    }
    const paid = Math.min(p.cash, -lvl);
    if (paid > 0) {
      p.cash -= paid;
      tx.effects.push({ kind: 'cash', player: p.colour, delta: -paid, reason: 'income' });
    }
    const short = -lvl - paid;
    if (short > 0) tx.gainVp(p.colour, -Math.min(short, p.vp), 'income-shortfall');
  }
}

function newOrder(tx: LTx): void {
  const spent = new Map(tx.s.players.map((p) => [p.colour, p.spent]));
  tx.s.order = [...tx.s.order].sort((a, b) => (spent.get(a) ?? 0) - (spent.get(b) ?? 0)); // stable: ties keep their order
  for (const p of tx.s.players) p.spent = 0;
}

function endPeriod(tx: LTx): void {
  const s = tx.s;
  tx.effects.push({ kind: 'period-end', period: s.period });
  scoreLinks(tx);
  scoreIndustries(tx);
  if (s.period === 'rail') {
    scoreMoney(tx);
    s.gameOver = { winners: winners(s) };
    tx.effects.push({ kind: 'game-end', winners: s.gameOver.winners });
    return;
  }
  const end = game.canalEnd.value;
  if (end.removeCanals) s.links = [];
  if (end.removeLevelOne) for (const [space, t] of Object.entries(s.tiles)) if (t.level === 1) delete s.tiles[space];
  s.period = 'rail';
  s.round = 1;
  s.distant = { marker: 0, tiles: distantTiles(s), closed: false };
  dealPeriod(s, 'rail');
}

/** After an action: when the turn's actions are used, end the turn (and the round, period, game). */
export function afterAction(tx: LTx): void {
  const s = tx.s;
  if (s.actionsLeft > 0 && current(s).hand.length > 0) return;
  refill(tx);
  tx.effects.push({ kind: 'turn-end', player: current(s).colour });
  s.turn += 1;
  s.actionsLeft = actionsPerTurn(tx);
  if (s.turn < s.order.length) return;
  s.turn = 0;
  if (game.incomeEveryRound.value) payIncome(tx);
  newOrder(tx);
  tx.effects.push({ kind: 'round-end', round: s.round, order: [...s.order] });
  s.round += 1;
  s.actionsLeft = 2;
  if (s.players.every((p) => p.hand.length === 0) && s.deck.length === 0) endPeriod(tx);
}

/** Two actions a turn; one in the first round of the Canal period (data sets). */
function actionsPerTurn(tx: LTx): number {
  return tx.s.period === 'canal' && tx.s.round === 1 ? game.firstRoundActions.value : 2;
}
