/**
 * Mid-game starts for the fuzzer, so that crown jewels, Automobile Manufacturers, upgrades and
 * bonus sales happen often: a random game is played into era 2 (or late era 1), then every player
 * gets money and Whiskey and has developed part of their mat (tiles removed along the arrows, as
 * develop would, link tiles unlocked into their supply). The position stays a state the rules can
 * reach in spirit (richer players, not impossible boards); the invariants start from it.
 */
import { cloneState } from '../actions/clone.ts';
import type { RulesContext } from '../context.ts';
import { playRandomGame } from '../flow/random-play.ts';
import { reachableTiles, unlockLinks, writableMat } from '../rules/mat.ts';
import type { GameState } from '../state.ts';
import type { Rng } from '../choices/walk.ts';

export function midGameStart(ctx: RulesContext, players: 2 | 3 | 4, seed: number, rng: Rng): GameState | undefined {
  const stopInEra2 = rng() < 0.7;
  const stopRound = 1 + Math.floor(rng() * (stopInEra2 ? 4 : 7));
  let reached: GameState | undefined;
  playRandomGame({
    players,
    seed,
    checkInvariants: false,
    rules: ctx.data,
    onStep: (_before, st) => {
      const s = st.state;
      if (!reached && !s.gameOver && s.pending === undefined && s.era === (stopInEra2 ? 2 : 1) && s.round >= stopRound) reached = s;
    },
    maxSteps: 400,
  });
  if (!reached) return undefined;
  const s = cloneState(reached);
  for (const p of s.players) {
    p.cash += 30 + Math.floor(rng() * 60);
    p.whiskey = Math.min(3, p.whiskey + 1 + Math.floor(rng() * 3));
    const develops = 4 + Math.floor(rng() * 8);
    for (let k = 0; k < develops; k++) {
      const open = reachableTiles(ctx, p.mat);
      const t = open[Math.floor(rng() * open.length)];
      if (!t) break;
      writableMat(p)[t.id] = 0;
      unlockLinks(ctx, p);
    }
  }
  return s;
}
