/**
 * Random whole Lancashire games per player count, invariants after every step
 * (src/engine/rulesets/lancashire/invariants.ts). The default suite plays a short run of 3 per count (about
 * a second each; every action kind still appears in them); `npm run test:long` and
 * `npm run test:long:lancashire` (THOUSAND_GAMES=1000) play the 1,000.
 */
import { expect, it } from 'vitest';
import { playRandomLancashire } from '../../../src/engine/rulesets/lancashire/random-play.ts';

const GAMES = Number(process.env.THOUSAND_GAMES) || 3;

export function lancashireGames(players: 2 | 3 | 4): void {
  it(`${GAMES} random ${players}-player Lancashire games reach a winner with no broken invariant`, () => {
    const broken: string[] = [];
    const kinds = new Set<string>();
    for (let i = 0; i < GAMES; i++) {
      const seed = 7_000_000 * players + i;
      const r = playRandomLancashire({ players, seed });
      for (const k of Object.keys(r.kinds)) kinds.add(k);
      if (!r.finished || r.failures.length > 0 || !r.final.gameOver?.winners.length)
        broken.push(`seed ${seed}: finished=${r.finished} ${JSON.stringify(r.failures.slice(0, 3))}`);
      // the outcome: the Rail period played out, the winners are the players with the most VP
      const best = Math.max(...r.final.players.map((p) => p.vp));
      const top = r.final.players.filter((p) => p.vp === best).map((p) => p.colour);
      if (r.final.period !== 'rail' || JSON.stringify(r.final.gameOver?.winners) !== JSON.stringify(top))
        broken.push(`seed ${seed}: winners ${JSON.stringify(r.final.gameOver)} vs most VP ${JSON.stringify(top)}`);
    }
    expect(broken).toEqual([]);
    // the short run's seeds were checked to use every action kind; a longer run does too
    expect([...kinds].sort()).toEqual(['build', 'develop', 'link', 'loan', 'pass', 'sell']);
  }, 1_200_000);
}
