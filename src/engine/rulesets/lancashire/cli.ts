/**
 * `npm run engine -- simulate --ruleset lancashire [--players 2|3|4] [--games N] [--seed S] [--no-check]`
 * `npm run engine -- oracle --ruleset lancashire [--id ID]` (the known answers of oracle/cases.json)
 *
 * Random whole Lancashire games (random-play.ts), invariants checked after every step unless
 * --no-check. One JSON line per broken invariant, then a summary line. Exit codes: 0 all games
 * finished with no invariant broken, 1 otherwise, 2 usage.
 */
import { lancashireCases, runCase } from './oracle/run.ts';
import { playRandomLancashire } from './random-play.ts';

type Out = (line: string) => void;

export const LANCASHIRE_SIMULATE_USAGE =
  'npm run engine -- simulate --ruleset lancashire [--players 2|3|4] [--games N] [--seed S] [--no-check]';

const FLAGS: Record<string, (v: number) => boolean> = {
  '--players': (v) => v === 2 || v === 3 || v === 4,
  '--games': (v) => v >= 1,
  '--seed': () => true,
};

function options(args: string[]): { players: 2 | 3 | 4; games: number; seed: number; check: boolean } | string {
  const got: Record<string, number> = { '--players': 4, '--games': 100, '--seed': 1 };
  let check = true;
  for (let i = 0; i < args.length; i++) {
    const flag = args[i] as string;
    if (flag === '--no-check') {
      check = false;
      continue;
    }
    const valid = FLAGS[flag];
    const raw = args[++i];
    if (!valid) return `unknown argument ${flag}`;
    const v = raw !== undefined && /^-?\d+$/.test(raw) ? Number(raw) : NaN;
    if (Number.isNaN(v) || !valid(v)) return `bad value for ${flag}`;
    got[flag] = v;
  }
  return { players: got['--players'] as 2 | 3 | 4, games: got['--games'] as number, seed: got['--seed'] as number, check };
}

export function simulateLancashire(args: string[], out: Out, err: Out): number {
  const o = options(args);
  if (typeof o === 'string') {
    err(JSON.stringify({ usage: `${o}; ${LANCASHIRE_SIMULATE_USAGE}` }));
    return 2;
  }
  const start = performance.now();
  let finished = 0;
  let steps = 0;
  let checks = 0;
  let failures = 0;
  const wins: Record<string, number> = {};
  const actions: Record<string, number> = {};
  for (let g = 0; g < o.games; g++) {
    const seed = o.seed + g;
    const r = playRandomLancashire({ players: o.players, seed, check: o.check });
    steps += r.steps;
    checks += r.checks;
    for (const f of r.failures) {
      failures++;
      out(JSON.stringify({ failure: f.problems, seed, step: f.step, players: o.players, ruleset: 'lancashire' }));
    }
    for (const [k, n] of Object.entries(r.kinds)) actions[k] = (actions[k] ?? 0) + n;
    const w = r.final.gameOver?.winners;
    if (!w) continue;
    finished++;
    const key = w.length === 1 ? (w[0] as string) : 'shared';
    wins[key] = (wins[key] ?? 0) + 1;
  }
  const seconds = (performance.now() - start) / 1000;
  out(
    JSON.stringify({
      simulate: { ruleset: 'lancashire', players: o.players, games: o.games, seeds: [o.seed, o.seed + o.games - 1] },
      finished,
      seconds: Math.round(seconds * 100) / 100,
      gamesPerSecond: Math.round((o.games / seconds) * 10) / 10,
      stepsPerGame: Math.round((steps / o.games) * 10) / 10,
      actions,
      invariantChecks: checks,
      invariantFailures: failures,
      winners: wins,
    }),
  );
  return failures === 0 && finished === o.games ? 0 : 1;
}

export const LANCASHIRE_ORACLE_USAGE = 'npm run engine -- oracle --ruleset lancashire [--id ID]';

/** The Lancashire rules oracle: one line per case (ok, or FAIL with the differences), then the totals. */
export function oracleLancashire(args: string[], out: Out, err: Out): number {
  let cases = lancashireCases;
  if (args.length > 0) {
    const id = args[1];
    if (args[0] !== '--id' || id === undefined || args.length > 2) {
      err(JSON.stringify({ usage: LANCASHIRE_ORACLE_USAGE }));
      return 2;
    }
    cases = cases.filter((c) => c.id === id);
    if (cases.length === 0) {
      err(JSON.stringify({ usage: `no case with id ${id}; ${LANCASHIRE_ORACLE_USAGE}` }));
      return 2;
    }
  }
  let failed = 0;
  for (const c of cases) {
    const diff = runCase(c);
    if (diff.length > 0) failed++;
    out(
      JSON.stringify(
        diff.length === 0 ? { id: c.id, section: c.section, result: 'ok' } : { id: c.id, section: c.section, result: 'FAIL', diff },
      ),
    );
  }
  out(`oracle: ${cases.length - failed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}
