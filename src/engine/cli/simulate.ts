/**
 * `npm run engine -- simulate [--players 2|3|4] [--games N] [--seed S] [--policy sampled|legal] [--no-check]`
 *
 * Plays N random whole games (seeds S, S+1, …) from setup to a winner, every step through the
 * executor with the flow (src/engine/rulesets/pittsburgh/flow/random-play.ts), checking the invariants after every
 * step unless --no-check. Prints one JSON line per broken invariant, then one summary line:
 * games per second, median game time, invariant checks and failures, and the winners'
 * distribution (by seat colour and by first-round turn position; shared wins apart).
 * Exit codes: 0 all games ended with no invariant broken, 1 otherwise, 2 usage.
 */
import type { Policy } from '../rulesets/pittsburgh/flow/random-play.ts';
import { playRandomGame } from '../rulesets/pittsburgh/flow/random-play.ts';
import { newGame } from '../rulesets/pittsburgh/setup/new-game.ts';

type Out = (line: string) => void;

export const SIMULATE_USAGE = 'npm run engine -- simulate [--players 2|3|4] [--games N] [--seed S] [--policy sampled|legal] [--no-check]';

interface Options {
  players: 2 | 3 | 4;
  games: number;
  seed: number;
  policy: Policy;
  check: boolean;
}

function parse(args: string[]): Options | string {
  const o: Options = { players: 4, games: 100, seed: 1, policy: 'sampled', check: true };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const v = args[i + 1];
    const int = () => (v !== undefined && /^-?\d+$/.test(v) ? Number(v) : NaN);
    if (a === '--no-check') o.check = false;
    else if (a === '--players') {
      const n = int();
      if (n !== 2 && n !== 3 && n !== 4) return `--players must be 2, 3 or 4`;
      o.players = n;
      i++;
    } else if (a === '--games') {
      const n = int();
      if (!(n >= 1)) return '--games must be a positive integer';
      o.games = n;
      i++;
    } else if (a === '--seed') {
      const n = int();
      if (Number.isNaN(n)) return '--seed must be an integer';
      o.seed = n;
      i++;
    } else if (a === '--policy') {
      if (v !== 'sampled' && v !== 'legal') return '--policy must be sampled or legal';
      o.policy = v;
      i++;
    } else return `unknown argument ${String(a)}`;
  }
  return o;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? 0 : s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

export function simulate(args: string[], out: Out, err: Out): number {
  const o = parse(args);
  if (typeof o === 'string') {
    err(JSON.stringify({ usage: `${o}; ${SIMULATE_USAGE}` }));
    return 2;
  }
  const times: number[] = [];
  const byColour: Record<string, number> = {};
  const byFirstTurnPosition: Record<string, number> = {};
  let shared = 0;
  let finished = 0;
  let steps = 0;
  let checks = 0;
  let failures = 0;
  const start = performance.now();
  for (let g = 0; g < o.games; g++) {
    const seed = o.seed + g;
    const t = performance.now();
    const r = playRandomGame({ players: o.players, seed, policy: o.policy, checkInvariants: o.check });
    times.push(performance.now() - t);
    steps += r.steps;
    checks += r.checks;
    failures += r.failures.length;
    for (const f of r.failures) out(JSON.stringify({ failure: f.message, seed, step: f.step, players: o.players, policy: o.policy }));
    if (!r.finished || !r.final.gameOver) continue;
    finished++;
    const winners = r.final.gameOver.winners;
    if (winners.length !== 1) {
      shared++;
      continue;
    }
    const w = winners[0] as string;
    byColour[w] = (byColour[w] ?? 0) + 1;
    const firstOrder = newGame({ players: o.players, seed }).turnOrder; // the first round's order (character tiles)
    const pos = String(firstOrder.indexOf(w) + 1);
    byFirstTurnPosition[pos] = (byFirstTurnPosition[pos] ?? 0) + 1;
  }
  const seconds = (performance.now() - start) / 1000;
  out(
    JSON.stringify({
      simulate: { players: o.players, games: o.games, seeds: [o.seed, o.seed + o.games - 1], policy: o.policy },
      finished,
      seconds: round(seconds, 2),
      gamesPerSecond: round(o.games / seconds),
      medianGameMs: round(median(times), 2),
      stepsPerGame: round(steps / o.games),
      invariantChecks: checks,
      invariantFailures: failures,
      winners: { byColour, byFirstTurnPosition, shared },
    }),
  );
  return failures === 0 && finished === o.games ? 0 : 1;
}
