/**
 * `npm run bots -- --strong [--games N] [--table M] [--iterations I] [--candidates C] [--horizon H]
 * [--policy greedy|eval|lite] [--from S]` (games seeded S, S+1, …; default 1): the strong bot (engine/rulesets/pittsburgh/bot/search)
 * as one seat against three greedy bots over N seeded 4-player games (default 200, its seat turning
 * round), its median and 95th-percentile time per move, then M games (default 4) of four strong
 * bots and the average VP of their winner. Figures, not a test; targets ≥ 60 % wins (25 % is
 * parity), ≤ 1.5 s median per move.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { playMatch } from '../src/engine/rulesets/pittsburgh/bot/match.ts';
import type { StrongOptions } from '../src/engine/rulesets/pittsburgh/bot/match.ts';
import type { PlayoutPolicy } from '../src/engine/rulesets/pittsburgh/bot/search/rollout.ts';
import type { BotKind } from '../src/engine/core/match.ts';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

/** The 95 % Wilson score interval of k wins in n games, in %. */
function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 100];
  const z = 1.96;
  const p = k / n;
  const mid = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [100 * (mid - half), 100 * (mid + half)];
}

const option = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const numberOption = (name: string): number | undefined => (option(name) === undefined ? undefined : Number(option(name)));

export function runStrong(games: number, table: number, iterations?: string): number {
  const strong: StrongOptions = {
    ...(iterations === undefined ? {} : { iterations: Number(iterations) }),
    ...(numberOption('--candidates') === undefined ? {} : { candidates: numberOption('--candidates') }),
    ...(numberOption('--horizon') === undefined ? {} : { horizon: numberOption('--horizon') }),
    ...(option('--policy') === undefined ? {} : { policy: option('--policy') as PlayoutPolicy }),
  };
  const first = numberOption('--from') ?? 1;
  const cpu0 = process.cpuUsage();
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
    const m = playMatch(first + g, bots, { clock, strong });
    for (const mv of m.moves) if (mv.bot === 'strong') times.push(mv.ms);
    if (!m.result) {
      stopped.push(`game ${first + g}: ${m.stopped ?? '?'}`);
      continue;
    }
    const me = m.colours[seat] ?? '';
    if (m.result.winners.includes(me)) {
      wins++;
      if (m.result.winners.length > 1) shared++;
    }
    const mine = m.result.ranking.find((r) => r.colour === me)?.vp ?? 0;
    const other = Math.max(...m.result.ranking.filter((r) => r.colour !== me).map((r) => r.vp));
    console.log(
      `  game ${first + g} (seat ${seat + 1}): strong ${mine} VP, best greedy ${other} VP; ${g + 1}/${games} games, strong won ${wins}`,
    );
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
    `machine: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}; ${((performance.now() - started) / 1000).toFixed(0)} s in all, ${(process.cpuUsage(cpu0).user / 1e6).toFixed(0)} s of CPU; options ${JSON.stringify(strong)}, games from seed ${first}`,
  );
  console.log(
    `strong bot: ${times.length} moves, median ${pct(times, 50).toFixed(0)} ms, 95th percentile ${pct(times, 95).toFixed(0)} ms per move — target ≤ 1500 ms median`,
  );
  const avg = winnerVp.length ? winnerVp.reduce((a, b) => a + b, 0) / winnerVp.length : 0;
  console.log(`four strong bots: ${winnerVp.length} games, the winner's VP on average ${avg.toFixed(1)}`);
  for (const s of stopped) console.log(`did not finish: ${s}`);
  const rate = (100 * wins) / games;
  const [lo, hi] = wilson(wins, games);
  console.log(
    `pittsburgh: strong bot vs three greedy bots: won ${wins} of ${games} 4-player games (${rate.toFixed(1)} %, 95 % interval ${lo.toFixed(0)}–${hi.toFixed(0)} %, ${shared} shared) — target ≥ 60 %, parity 25 %`,
  );
  return stopped.length > 0 ? 1 : 0;
}
