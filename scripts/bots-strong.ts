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

/** The figures of the games against greedy bots played so far. */
interface Results {
  games: number;
  wins: number;
  shared: number;
  /** Strong VP − the best greedy VP, per finished game. */
  margins: number[];
  /** CPU ms of every strong move (of these games and the table's). */
  times: number[];
}

function results(done: GameOutcome[]): Results {
  const r: Results = { games: 0, wins: 0, shared: 0, margins: [], times: done.flatMap((o) => o.cpuMs) };
  for (const o of done) {
    if (o.bots.every((b) => b === 'strong')) continue;
    r.games++;
    if (!o.ranking) continue;
    const me = o.colours[o.bots.indexOf('strong')] ?? '';
    if (o.winners.includes(me)) r.wins++;
    if (o.winners.includes(me) && o.winners.length > 1) r.shared++;
    const mine = o.ranking.find((x) => x.colour === me)?.vp ?? 0;
    r.margins.push(mine - Math.max(...o.ranking.filter((x) => x.colour !== me).map((x) => x.vp)));
  }
  return r;
}

function summary(r: Results): string {
  const [lo, hi] = wilson(r.wins, r.games);
  const m = mean(r.margins);
  const se = Math.sqrt(mean(r.margins.map((x) => (x - m) ** 2)) / Math.max(1, r.margins.length - 1));
  return (
    `won ${r.wins} of ${r.games} (${((100 * r.wins) / Math.max(1, r.games)).toFixed(1)} %, 95 % interval ${lo.toFixed(0)}–${hi.toFixed(0)} %, ${r.shared} shared); ` +
    `margin over the best greedy bot ${m.toFixed(1)} ± ${(1.96 * se).toFixed(1)} VP; ` +
    `${r.times.length} strong moves, CPU per move median ${pct(r.times, 50).toFixed(0)} ms, 95th percentile ${pct(r.times, 95).toFixed(0)} ms`
  );
}

export async function runStrong(games: number, table: number, iterations?: string): Promise<number> {
  const strong = strongOptions(iterations);
  const first = numberOption('--from') ?? 1;
  // the table's games first, so a long run stopped early still has them
  const jobs: GameJob[] = [];
  for (let g = 0; g < table; g++) jobs.push({ seed: 1001 + g, bots: ['strong', 'strong', 'strong', 'strong'], strong });
  for (let g = 0; g < games; g++) {
    const bots: BotKind[] = ['greedy', 'greedy', 'greedy', 'greedy'];
    bots[g % 4] = 'strong';
    jobs.push({ seed: first + g, bots, strong });
  }

  const started = performance.now();
  const done: GameOutcome[] = [];
  await playJobs(jobs, Math.max(1, numberOption('--jobs') ?? 1), (o) => {
    done.push(o);
    if (o.bots.every((b) => b === 'strong')) {
      console.log(`  table game ${o.seed}: the winner's VP ${o.ranking?.[0]?.vp ?? '?'}`);
      return;
    }
    const r = results(done);
    const last = r.margins[r.margins.length - 1] ?? 0;
    console.log(
      `  game ${o.seed} (seat ${o.bots.indexOf('strong') + 1}): margin ${last >= 0 ? '+' : ''}${last} VP over the best greedy bot; ${r.games}/${games} games, strong won ${r.wins}`,
    );
    if (r.games % 8 === 0) console.log(`  so far: ${summary(r)}`);
  });

  const r = results(done);
  const tableGames = done.filter((o) => o.bots.every((b) => b === 'strong'));
  const winnerVp = tableGames.flatMap((o) => (o.ranking ? [o.ranking[0]?.vp ?? 0] : []));
  const cpuSeconds = done.reduce((n, o) => n + o.cpuTotalMs, 0) / 1000;
  console.log(
    `machine: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}; ${((performance.now() - started) / 1000).toFixed(0)} s in all, ${cpuSeconds.toFixed(0)} s of CPU in the games; options ${JSON.stringify(strong)}, games from seed ${first}, ${numberOption('--jobs') ?? 1} jobs`,
  );
  console.log(
    `strong bot: ${r.times.length} moves, CPU time per move median ${pct(r.times, 50).toFixed(0)} ms, 95th percentile ${pct(r.times, 95).toFixed(0)} ms — target ≤ 1500 ms median`,
  );
  console.log(`four strong bots: ${winnerVp.length} games, the winner's VP on average ${mean(winnerVp).toFixed(1)}`);
  for (const o of done) if (o.stopped) console.log(`did not finish: game ${o.seed}: ${o.stopped}`);
  console.log(`pittsburgh: strong bot vs three greedy bots: ${summary(r)} — target ≥ 60 % wins (parity 25 %), ≤ 1500 ms median`);
  return done.some((o) => o.stopped) ? 1 : 0;
}
