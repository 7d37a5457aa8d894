/**
 * Bots benchmark (npm run bots [-- --games N]): the greedy bot against three random bots over N
 * seeded 4-player games (default 200; the greedy bot's seat turns round so each seat is played
 * alike). Prints each bot's median and 95th-percentile time per decision and, as its last line,
 * the greedy bot's win rate. Figures, not a timed test: targets are ≤ 200 ms median per move and
 * ≥ 80 % wins.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { playMatch, type BotKind } from '../src/engine/bot/match.ts';

const arg = process.argv.indexOf('--games');
const games = arg >= 0 ? Number(process.argv[arg + 1]) : 200;
if (!Number.isInteger(games) || games < 1) {
  console.error('usage: npm run bots -- --games N   (N ≥ 1)');
  process.exit(2);
}

const times: Record<BotKind, number[]> = { greedy: [], random: [] };
let wins = 0;
let shared = 0;
const stopped: string[] = [];
const started = performance.now();
for (let g = 0; g < games; g++) {
  const seat = g % 4;
  const bots: BotKind[] = ['random', 'random', 'random', 'random'];
  bots[seat] = 'greedy';
  const m = playMatch(1 + g, bots, { clock: () => performance.now() });
  for (const mv of m.moves) times[mv.bot].push(mv.ms);
  if (!m.result) {
    stopped.push(`game ${1 + g}: ${m.stopped ?? '?'}`);
    continue;
  }
  const greedy = m.colours[seat] ?? '';
  if (m.result.winners.includes(greedy)) {
    wins++;
    if (m.result.winners.length > 1) shared++;
  }
  if ((g + 1) % 20 === 0) console.log(`  ${g + 1}/${games} games, greedy won ${wins}`);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
console.log(
  `machine: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}; ${((performance.now() - started) / 1000).toFixed(0)} s in all`,
);
for (const kind of ['greedy', 'random'] as const) {
  const xs = times[kind];
  console.log(
    `${kind.padEnd(6)} bot: ${xs.length} moves, median ${pct(xs, 50).toFixed(1)} ms, 95th percentile ${pct(xs, 95).toFixed(1)} ms per move`,
  );
}
for (const s of stopped) console.log(`did not finish: ${s}`);
const rate = (100 * wins) / games;
console.log(
  `greedy bot vs three random bots: won ${wins} of ${games} 4-player games (${rate.toFixed(1)} %, ${shared} shared) — target ≥ 80 %`,
);
process.exit(stopped.length > 0 ? 1 : 0);
