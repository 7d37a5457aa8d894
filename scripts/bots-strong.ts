/**
 * `npm run bots -- --strong [--games N] [--table M] [--jobs J] [--iterations I] [--candidates C]
 * [--horizon H] [--policy greedy|eval|lite|mixed] [--search '{json}'] [--from S]` (games seeded S,
 * S+1, …; default 1): the strong bot (engine/rulesets/pittsburgh/bot/search) as one seat against
 * three greedy bots over N seeded 4-player games (default 200, its seat turning round), then M games
 * (default 4) of four strong bots and the average VP of their winner. `--jobs J` plays the games in
 * J processes at once (scripts/bots-strong-jobs.ts); the figures are the same, game for game.
 * Time per move is the deciding process's CPU time (the machine is shared, so wall time says
 * little). Figures, not a test; targets ≥ 60 % wins (25 % is parity), ≤ 1.5 s median per move.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { StrongOptions } from '../src/engine/rulesets/pittsburgh/bot/match.ts';
import type { PlayoutPolicy } from '../src/engine/rulesets/pittsburgh/bot/search/rollout.ts';
import type { BotKind } from '../src/engine/core/match.ts';
import type { GameJob, GameOutcome } from './bots-strong-jobs.ts';
import { playJobs } from './bots-strong-jobs.ts';

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

function strongOptions(iterations?: string): StrongOptions {
  return {
    ...(iterations === undefined ? {} : { iterations: Number(iterations) }),
    ...(numberOption('--candidates') === undefined ? {} : { candidates: numberOption('--candidates') }),
    ...(numberOption('--horizon') === undefined ? {} : { horizon: numberOption('--horizon') }),
    ...(option('--policy') === undefined ? {} : { policy: option('--policy') as PlayoutPolicy }),
    ...(option('--search') === undefined ? {} : (JSON.parse(option('--search') ?? '{}') as StrongOptions)),
  };
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export async function runStrong(games: number, table: number, iterations?: string): Promise<number> {
  const strong = strongOptions(iterations);
  const first = numberOption('--from') ?? 1;
  const jobs: GameJob[] = [];
  for (let g = 0; g < games; g++) {
    const bots: BotKind[] = ['greedy', 'greedy', 'greedy', 'greedy'];
    bots[g % 4] = 'strong';
    jobs.push({ seed: first + g, bots, strong });
  }
  for (let g = 0; g < table; g++) jobs.push({ seed: 1001 + g, bots: ['strong', 'strong', 'strong', 'strong'], strong });

  const started = performance.now();
  const done: GameOutcome[] = [];
  let wins = 0;
  await playJobs(jobs, Math.max(1, numberOption('--jobs') ?? 1), (o) => {
    done.push(o);
    if (o.bots.every((b) => b === 'strong') || !o.ranking) return;
    const seat = o.bots.indexOf('strong');
    const me = o.colours[seat] ?? '';
    if (o.winners.includes(me)) wins++;
    const mine = o.ranking.find((r) => r.colour === me)?.vp ?? 0;
    const other = Math.max(...o.ranking.filter((r) => r.colour !== me).map((r) => r.vp));
    const n = done.filter((d) => !d.bots.every((b) => b === 'strong')).length;
    console.log(
      `  game ${o.seed} (seat ${seat + 1}): strong ${mine} VP, best greedy ${other} VP (${mine - other >= 0 ? '+' : ''}${mine - other}); ${n}/${games} games, strong won ${wins}`,
    );
  });

  const vsGreedy = done.filter((o) => !o.bots.every((b) => b === 'strong'));
  const tableGames = done.filter((o) => o.bots.every((b) => b === 'strong'));
  let shared = 0;
  const margins: number[] = [];
  for (const o of vsGreedy) {
    if (!o.ranking) continue;
    const me = o.colours[o.bots.indexOf('strong')] ?? '';
    if (o.winners.includes(me) && o.winners.length > 1) shared++;
    const mine = o.ranking.find((r) => r.colour === me)?.vp ?? 0;
    margins.push(mine - Math.max(...o.ranking.filter((r) => r.colour !== me).map((r) => r.vp)));
  }
  const times = done.flatMap((o) => o.cpuMs);
  const winnerVp = tableGames.flatMap((o) => (o.ranking ? [o.ranking[0]?.vp ?? 0] : []));
  const cpuSeconds = done.reduce((n, o) => n + o.cpuTotalMs, 0) / 1000;
  const m = mean(margins);
  const se = Math.sqrt(mean(margins.map((x) => (x - m) ** 2)) / Math.max(1, margins.length - 1));
  console.log(
    `machine: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}; ${((performance.now() - started) / 1000).toFixed(0)} s in all, ${cpuSeconds.toFixed(0)} s of CPU in the games; options ${JSON.stringify(strong)}, games from seed ${first}, ${numberOption('--jobs') ?? 1} jobs`,
  );
  console.log(
    `strong bot: ${times.length} moves, CPU time per move median ${pct(times, 50).toFixed(0)} ms, 95th percentile ${pct(times, 95).toFixed(0)} ms — target ≤ 1500 ms median`,
  );
  console.log(`margin over the best greedy bot: mean ${m.toFixed(1)} VP (± ${(1.96 * se).toFixed(1)} at 95 %)`);
  console.log(`four strong bots: ${winnerVp.length} games, the winner's VP on average ${mean(winnerVp).toFixed(1)}`);
  for (const o of done) if (o.stopped) console.log(`did not finish: game ${o.seed}: ${o.stopped}`);
  const [lo, hi] = wilson(wins, games);
  console.log(
    `pittsburgh: strong bot vs three greedy bots: won ${wins} of ${games} 4-player games (${((100 * wins) / games).toFixed(1)} %, 95 % interval ${lo.toFixed(0)}–${hi.toFixed(0)} %, ${shared} shared) — target ≥ 60 %, parity 25 %`,
  );
  return done.some((o) => o.stopped) ? 1 : 0;
}
