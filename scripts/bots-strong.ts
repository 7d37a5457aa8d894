/**
 * `npm run bots -- --strong [--games N] [--table M] [--iterations I]`: the strong bot (engine/rulesets/pittsburgh/bot/search)
 * as one seat against three greedy bots over N seeded 4-player games (default 200, its seat turning
 * round), its median and 95th-percentile time per move, then M games (default 4) of four strong
 * bots and the average VP of their winner. Figures, not a test; targets ≥ 60 % wins (25 % is
 * parity), ≤ 1.5 s median per move.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { playMatch } from '../src/engine/rulesets/pittsburgh/bot/match.ts';
import type { BotKind } from '../src/engine/core/match.ts';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

export function runStrong(games: number, table: number, iterations?: string): number {
  const strong = iterations === undefined ? {} : { iterations: Number(iterations) };
  const clock = () => performance.now();
  const times: number[] = [];
  const stopped: string[] = [];
  let wins = 0;
  let shared = 0;
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const seat = g % 4;
    const bots: BotKind[] = ['greedy', 'greedy', 'greedy', 'greedy'];
    bots[seat] = 'strong';
    const m = playMatch(1 + g, bots, { clock, strong });
    for (const mv of m.moves) if (mv.bot === 'strong') times.push(mv.ms);
    if (!m.result) {
      stopped.push(`game ${1 + g}: ${m.stopped ?? '?'}`);
      continue;
    }
    const me = m.colours[seat] ?? '';
    if (m.result.winners.includes(me)) {
      wins++;
      if (m.result.winners.length > 1) shared++;
    }
    if ((g + 1) % 10 === 0) console.log(`  ${g + 1}/${games} games, strong won ${wins}`);
  }
  const winnerVp: number[] = [];
  for (let g = 0; g < table; g++) {
    const m = playMatch(1001 + g, ['strong', 'strong', 'strong', 'strong'], { clock, strong });
    for (const mv of m.moves) times.push(mv.ms);
    if (!m.result) {
      stopped.push(`table game ${1001 + g}: ${m.stopped ?? '?'}`);
      continue;
    }
    winnerVp.push(m.result.ranking[0]?.vp ?? 0);
  }
  console.log(
    `machine: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}; ${((performance.now() - started) / 1000).toFixed(0)} s in all`,
  );
  console.log(
    `strong bot: ${times.length} moves, median ${pct(times, 50).toFixed(0)} ms, 95th percentile ${pct(times, 95).toFixed(0)} ms per move — target ≤ 1500 ms median`,
  );
  const avg = winnerVp.length ? winnerVp.reduce((a, b) => a + b, 0) / winnerVp.length : 0;
  console.log(`four strong bots: ${winnerVp.length} games, the winner's VP on average ${avg.toFixed(1)}`);
  for (const s of stopped) console.log(`did not finish: ${s}`);
  const rate = (100 * wins) / games;
  console.log(
    `pittsburgh: strong bot vs three greedy bots: won ${wins} of ${games} 4-player games (${rate.toFixed(1)} %, ${shared} shared) — target ≥ 60 %, parity 25 %`,
  );
  return stopped.length > 0 ? 1 : 0;
}
