/**
 * Issue 4's acceptance run: 1,000 seeded random whole games per player count, from setup to a
 * winner, every step through the one executor with the flow, invariants checked after every step
 * (flow/invariants.ts). One test file per player count so the runner spreads them over cores.
 *
 * The full run takes minutes: it is `npm run test:long` (THOUSAND_GAMES=1000). The default suite
 * (`npm test`) plays a short run of the same seeds.
 */
import { expect, it } from 'vitest';
import { playRandomGame } from '../../../src/engine/rulesets/pittsburgh/flow/random-play.ts';

// The default suite plays a smoke run of this harness (whole-game.test.ts already plays 50 games per
// player count with the same invariants); `npm run test:long` plays the thousand.
const GAMES = Number(process.env.THOUSAND_GAMES) || 3;

export function thousandGames(players: 2 | 3 | 4): void {
  it(`${GAMES} random ${players}-player games (of the 1,000 of npm run test:long) reach a winner without an exception or a broken invariant`, () => {
    const broken: string[] = [];
    for (let i = 0; i < GAMES; i++) {
      const seed = 1_000_000 * players + i;
      const r = playRandomGame({ players, seed });
      const end = r.final.gameOver;
      if (!r.finished || r.failures.length > 0 || !end?.winners.length) {
        broken.push(`seed ${seed}: finished=${r.finished} ${JSON.stringify(r.failures.slice(0, 3))}`);
        continue;
      }
      // the outcome: era 2 played out, every player ranked by VP, the winners at the top of the ranking
      const vps = end.ranking.map((x) => x.vp);
      if (
        r.final.era !== 2 ||
        end.ranking.length !== players ||
        vps.some((v, k) => k > 0 && v > (vps[k - 1] as number)) ||
        !end.winners.includes(end.ranking[0]?.colour ?? '')
      )
        broken.push(`seed ${seed}: result ${JSON.stringify(end)} in era ${r.final.era}`);
    }
    expect(broken).toEqual([]);
  }, 600_000);
}
