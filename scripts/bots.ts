/**
 * Bots benchmark (npm run bots [-- --games N] [--ruleset pittsburgh|lancashire] [--strong]): the greedy bot
 * against three random bots over N seeded 4-player games (default 200; the greedy bot's seat turns
 * round so each seat is played alike). Prints each bot's median and 95th-percentile time per
 * decision and, as its last line, the greedy bot's win rate. Figures, not a timed test: targets
 * are ≤ 200 ms median per move and ≥ 80 % wins. Every game also checks the invariants after
 * every move (the ruleset's invariants, through the registry src/engine/rulesets/index.ts); a broken one fails the run.
 * With --strong (Pittsburgh): the strong bot as one seat against three greedy bots instead (target
 * ≥ 60 % wins, ≤ 1.5 s median per move), then `--table M` games (default 4) of four strong bots
 * and the average VP of their winner (scripts/bots-strong.ts).
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { BotKind } from '../src/engine/core/match.ts';
import { rulesetById, rulesetIds } from '../src/engine/rulesets/index.ts';

const option = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const games = Number(option('--games') ?? 200);
const ruleset = rulesetById(option('--ruleset') ?? 'pittsburgh');
if (!Number.isInteger(games) || games < 1 || !ruleset) {
  console.error(`usage: npm run bots -- [--games N] [--ruleset ${rulesetIds.join('|')}]   (N ≥ 1)`);
  process.exit(2);
}
const rs = ruleset;
const broken: string[] = [];
if (process.argv.includes('--strong')) {
  const { runStrong } = await import('./bots-strong.ts');
  process.exit(await runStrong(games, Number(option('--table') ?? 4), option('--iterations')));
}

/** A game through the registry's ruleset, the invariants checked after every move. */
function play(seed: number, bots: BotKind[]) {
  return rs.playMatch(seed, bots, {
    clock: () => performance.now(),
    onState: (s) => {
      for (const p of rs.invariants(s)) broken.push(`game ${seed}: ${p}`);
    },
  });
}

const times: Record<BotKind, number[]> = { greedy: [], random: [], strong: [] };
let wins = 0;
let shared = 0;
const stopped: string[] = [];
const started = performance.now();
for (let g = 0; g < games; g++) {
  const seat = g % 4;
  const bots: BotKind[] = ['random', 'random', 'random', 'random'];
  bots[seat] = 'greedy';
  const m = play(1 + g, bots);
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
for (const b of broken.slice(0, 20)) console.log(`broken invariant: ${b}`);
const rate = (100 * wins) / games;
console.log(
  `${rs.id}: greedy bot vs three random bots: won ${wins} of ${games} 4-player games (${rate.toFixed(1)} %, ${shared} shared) — target ≥ 80 %`,
);
process.exit(stopped.length > 0 || broken.length > 0 ? 1 : 0);
