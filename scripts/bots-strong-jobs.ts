/**
 * The strong bot's games for scripts/bots-strong.ts, in this process or in `n` child processes at
 * once (each forked from this file, given one game at a time, answering with its outcome). A game
 * depends on its seed and bots only, so the outcomes are the same whichever process plays it.
 * Time per move: the deciding process's CPU time (process.cpuUsage), not the wall clock.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { playMatch } from '../src/engine/rulesets/pittsburgh/bot/match.ts';
import type { StrongOptions } from '../src/engine/rulesets/pittsburgh/bot/match.ts';
import type { BotKind } from '../src/engine/core/match.ts';

export interface GameJob {
  seed: number;
  bots: BotKind[];
  strong: StrongOptions;
}

export interface GameOutcome {
  seed: number;
  bots: BotKind[];
  colours: string[];
  /** Null when the game did not finish (`stopped` says why). */
  ranking: { colour: string; vp: number }[] | null;
  winners: string[];
  /** CPU ms of each strong move. */
  cpuMs: number[];
  /** CPU ms of the whole game, every bot and the flow. */
  cpuTotalMs: number;
  stopped?: string;
}

const cpuClock = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

export function playGame(job: GameJob): GameOutcome {
  const t0 = cpuClock();
  const m = playMatch(job.seed, job.bots, { clock: cpuClock, strong: job.strong });
  return {
    seed: job.seed,
    bots: job.bots,
    colours: m.colours,
    ranking: m.result ? m.result.ranking.map((r) => ({ colour: r.colour, vp: r.vp })) : null,
    winners: m.result ? [...m.result.winners] : [],
    cpuMs: m.moves.filter((mv) => mv.bot === 'strong').map((mv) => mv.ms),
    cpuTotalMs: cpuClock() - t0,
    ...(m.stopped ? { stopped: m.stopped } : {}),
  };
}

/** Plays every job (in `n` processes when n > 1), calling `onDone` as each game ends. */
export async function playJobs(jobs: GameJob[], n: number, onDone: (o: GameOutcome) => void): Promise<void> {
  if (n <= 1) {
    for (const job of jobs) onDone(playGame(job));
    return;
  }
  const queue = [...jobs];
  const self = fileURLToPath(import.meta.url);
  await Promise.all(
    Array.from({ length: Math.min(n, jobs.length) }, () => {
      const child = fork(self, [], { env: { ...process.env, BOTS_STRONG_CHILD: '1' } });
      return new Promise<void>((resolve, reject) => {
        const next = () => {
          const job = queue.shift();
          if (job) child.send(job);
          else child.disconnect();
        };
        child.on('message', (o: GameOutcome) => {
          onDone(o);
          next();
        });
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`a game process stopped (${code})`))));
        next();
      });
    }),
  );
}

if (process.env.BOTS_STRONG_CHILD === '1' && process.send) {
  process.on('message', (job: GameJob) => process.send?.(playGame(job)));
}
