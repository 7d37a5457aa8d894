/**
 * npm run fuzz -- [--ruleset pittsburgh|lancashire] --players N --games G --seed S [--mid F] [--illegal K] [--explore P] [--options P] [--progress K] [--no-coverage]
 * Whole games from the choice enumerator with illegal attempts between moves (the ruleset's fuzz
 * hooks, found in the registry src/engine/rulesets/index.ts; Pittsburgh's in src/engine/rulesets/pittsburgh/fuzz,
 * Lancashire's in src/engine/rulesets/lancashire/fuzz.ts). Prints the figures and how often each effect
 * kind and refusal code occurred; exits 1 on any failure (invariant, engine fault, an attempt that
 * threw or changed its state) or, unless --no-coverage, when an effect kind or refusal code that
 * should be reachable never occurred. --mid and --options are Pittsburgh's (mid-game starts, rule options).
 */
import { rulesetById, rulesetIds } from '../rulesets/index.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!Number.isFinite(v)) {
    console.error(`--${name} needs a number`);
    process.exit(2);
  }
  return v;
}

const named = process.argv.indexOf('--ruleset');
const rs = rulesetById(named < 0 ? 'pittsburgh' : process.argv[named + 1]);
if (!rs) {
  console.error(`--ruleset must be one of ${rulesetIds.join(', ')}`);
  process.exit(2);
}
const players = arg('players', 4);
if (!rs.playerCounts.includes(players)) {
  console.error(`--players must be ${rs.playerCounts.join(', ')}`);
  process.exit(2);
}
const games = arg('games', 100);
const seed = arg('seed', 1);
const t = performance.now();
const every = arg('progress', 0);
const r = rs.fuzz.run({
  players,
  games,
  seed,
  mid: arg('mid', 0.4),
  illegal: arg('illegal', 1),
  explore: arg('explore', 0.6),
  options: arg('options', 0.3),
  onGame: (p) => {
    if (every > 0 && p.games % every === 0)
      console.error(
        `  … ${p.games} games, ${p.steps} steps, ${p.failures.length} failures, ${((performance.now() - t) / 1000).toFixed(0)} s`,
      );
  },
});
const secs = (performance.now() - t) / 1000;
const sorted = [...r.ms].sort((a, b) => a - b);
const med = sorted[Math.floor(sorted.length / 2)] ?? 0;
console.log(
  `fuzz ${rs.id}: ${players} players, ${r.games} games from seed ${seed} (${r.finished} finished), ${r.steps} steps, ${r.attempts} illegal attempts (${r.accepted} were legal), ${secs.toFixed(1)} s, median ${med.toFixed(1)} ms a game`,
);
const table = (title: string, m: Record<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, n] of Object.entries(m).sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(9)}  ${k}`);
};
table('effects', r.coverage.effects);
table('refusals', r.coverage.refusals);
const gap = rs.fuzz.missing(r.coverage);
const checkCoverage = !process.argv.includes('--no-coverage');
if (r.failures.length > 0) {
  console.log(`\nfailures (first ${r.failures.length}):`);
  for (const f of r.failures) console.log(`  ${f}`);
}
if (gap.effects.length + gap.refusals.length > 0)
  console.log(`\nnever occurred: effects [${gap.effects.join(', ')}], refusals [${gap.refusals.join(', ')}]`);
const bad =
  r.failures.length > 0 || r.internalErrors > 0 || r.finished < r.games || (checkCoverage && gap.effects.length + gap.refusals.length > 0);
console.log(
  `\nfuzz: ${bad ? 'FAILED' : 'ok'} — ${r.failures.length} failures, ${r.internalErrors} internal errors, ${gap.effects.length + gap.refusals.length} unreached`,
);
process.exit(bad ? 1 : 0);
