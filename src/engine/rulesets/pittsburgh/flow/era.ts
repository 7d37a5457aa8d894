/**
 * End of an era (p.11), after the round in which every player has played their last card (that
 * round's turn order and income come first):
 * 1. score the links, 2. score the flipped industries (flow/scoring.ts);
 * after era 1: 3. remove the light rails (INTERPRETATION: they go back to their owners' personal
 *    supply), keep heavy rails and pipelines; remove every level-I industry, flipped or not (with
 *    any cubes on it); level II+ stay; 4. add each revealed field's next-era oil (onto an
 *    unflipped Oil City standing there); 5. gather all cards, shuffle a new deck with the seeded
 *    generator, each player draws 8 (in turn order); era 2 round 1 has 2 actions;
 * after era 2: the game is over (flow/game-end.ts).
 */
import type { Tx } from '../actions/tx.ts';
import { tileOf } from '../rules/industry.ts';
import type { GameConstants } from '../data/types.ts';
import { playerByColour, type PlacedLink } from '../state.ts';
import { refill, reshuffle } from './cards.ts';
import { gameResult } from './game-end.ts';
import { scoreIndustries, scoreLinks } from './scoring.ts';
import { startTurnFrom } from './start.ts';

/** Does a link of this kind leave the board at the end of this era (the era-end removal of the game's data; the last era ends the game instead)? */
export function linkLeavesAfterEra(game: GameConstants, kind: PlacedLink['kind'], era: number): boolean {
  if (era >= game.eras.value) return false;
  const removal = game.eraEndRemovals.value.find((r) => r.afterEra === era);
  return kind === 'lightRail' && removal?.lightRails === true;
}

export function endEra(tx: Tx): void {
  const s = tx.s;
  tx.effects.push({ kind: 'era-end', era: s.era });
  scoreLinks(tx);
  scoreIndustries(tx);
  const game = tx.ctx.data.game;
  if (s.era >= game.eras.value) return endGame(tx);
  const removal = game.eraEndRemovals.value.find((r) => r.afterEra === s.era);
  if (linkLeavesAfterEra(game, 'lightRail', s.era)) removeLightRails(tx);
  if (removal && removal.industriesUpToLevel > 0) removeLevelsUpTo(tx, removal.industriesUpToLevel);
  addPendingOil(tx);
  reshuffle(tx);
  for (const c of s.turnOrder) {
    const p = playerByColour(s, c);
    if (p) refill(tx, p);
  }
  s.era += 1;
  s.round = 1;
  if (!startTurnFrom(tx, 0)) endGame(tx); // only with an empty deck (not a real game)
}

function removeLightRails(tx: Tx): void {
  const s = tx.s;
  const kept = [];
  for (const l of s.links) {
    if (l.kind !== 'lightRail') {
      kept.push(l);
      continue;
    }
    tx.effects.push({ kind: 'removed', owner: l.owner, what: 'lightRail', at: l.route });
    const owner = playerByColour(s, l.owner);
    if (owner) owner.supply.lightRails += 1;
  }
  s.links = kept;
}

function removeLevelsUpTo(tx: Tx, maxLevel: number): void {
  const s = tx.s;
  const kept = [];
  for (const i of s.industries) {
    if ((tileOf(tx.ctx, i)?.level ?? 0) > maxLevel) {
      kept.push(i);
      continue;
    }
    tx.effects.push({
      kind: 'removed',
      owner: i.owner,
      what: 'industry',
      at: i.space,
      place: i.place,
      flipped: i.flipped,
      cubes: { ...i.cubes },
    });
  }
  s.industries = kept;
}

function addPendingOil(tx: Tx): void {
  const s = tx.s;
  for (const [field, f] of Object.entries(s.oilFields)) {
    if (f.pendingOil <= 0) continue;
    const n = f.pendingOil;
    f.pendingOil = 0;
    const city = s.industries.find((i) => i.space === field && !i.flipped);
    if (city) city.cubes.oil = (city.cubes.oil ?? 0) + n;
    else f.oil += n;
    tx.effects.push({ kind: 'oil-added', field, delta: n, onOilCity: !!city });
  }
}

function endGame(tx: Tx): void {
  const s = tx.s;
  s.actionsLeft = 0;
  const result = gameResult(s);
  s.gameOver = result;
  tx.effects.push({ kind: 'game-over', result: { ranking: result.ranking.map((r) => ({ ...r })), winners: [...result.winners] } });
}
