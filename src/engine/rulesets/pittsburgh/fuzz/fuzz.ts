/**
 * The fuzzer (docs/fuzzing.md): whole games whose moves come from the choice enumerator (random
 * walks that choose every source, second link, seller set, merchant, pipeline, Quality Reward
 * claim, free develop and market order), part of them started from mid-game positions; random
 * illegal attempts between the moves. After every step the invariants run (flow/invariants.ts).
 * It counts every effect kind and refusal code met, and reports what breaks:
 * - an invariant failure, a game that does not end, or one that stops with nobody able to act;
 * - an `internal-error` (an engine fault turned into a refusal — never a player's mistake);
 * - an illegal attempt that threw, or changed the state it was given.
 */
import type { RulesContext } from '../context.ts';
import { contextFor } from '../context.ts';
import { playRandomGame } from '../flow/random-play.ts';
import { preview } from '../index.ts';
import { nextRandom } from '../../../core/random.ts';
import { reasonCodes } from '../reasons.ts';
import { defaultRules } from '../rules-data.ts';
import type { GameState, RuleOptions } from '../state.ts';
import { defaultRuleOptions } from '../state.ts';
import { newGame } from '../setup/new-game.ts';
import type { Rng } from '../choices/walk.ts';
import type { Coverage } from './coverage.ts';
import { addCoverage, emptyCoverage } from './coverage.ts';
import { attemptState, illegalAttempt, mutateLegal } from './illegal.ts';
import { midGameStart } from './mid-game.ts';

export interface FuzzOptions {
  players: 2 | 3 | 4;
  games: number;
  seed: number;
  /** Share of games started from a mid-game position (default 0.4). */
  mid?: number;
  /** Illegal attempts per step (default 1). */
  illegal?: number;
  /** Chance of choosing below an action's target instead of taking the defaults (default 0.6). */
  explore?: number;
  /** Share of games played with the rule options (the draft's open points) drawn at random (default 0.3). */
  options?: number;
  /** Called after each game (progress lines of the CLI). */
  onGame?: (report: FuzzReport) => void;
}

export interface FuzzReport {
  games: number;
  finished: number;
  steps: number;
  attempts: number;
  /** Illegal attempts the engine accepted (they were legal after all; not applied). */
  accepted: number;
  coverage: Coverage;
  internalErrors: number;
  failures: string[];
  ms: number[];
}

function rngFrom(seed: number): Rng {
  let s = seed | 0;
  return () => {
    const r = nextRandom(s);
    s = r.seed;
    return r.value;
  };
}

export function fuzz(o: FuzzOptions): FuzzReport {
  const ctx0 = contextFor(defaultRules, o.players === 2 ? 'two' : 'three-four');
  const report: FuzzReport = {
    games: 0,
    finished: 0,
    steps: 0,
    attempts: 0,
    accepted: 0,
    coverage: emptyCoverage(),
    internalErrors: 0,
    failures: [],
    ms: [],
  };
  for (let g = 0; g < o.games; g++) {
    const seed = o.seed + g;
    const t = performance.now();
    const r = fuzzGame(ctx0, o, seed);
    report.ms.push(performance.now() - t);
    report.games++;
    if (r.finished) report.finished++;
    report.steps += r.steps;
    report.attempts += r.attempts;
    report.accepted += r.accepted;
    report.internalErrors += r.internalErrors;
    addCoverage(report.coverage, r.coverage);
    for (const f of r.failures) if (report.failures.length < 50) report.failures.push(`${o.players}p seed ${seed}: ${f}`);
    o.onGame?.(report);
  }
  return report;
}

interface GameOutcome {
  finished: boolean;
  steps: number;
  attempts: number;
  accepted: number;
  internalErrors: number;
  coverage: Coverage;
  failures: string[];
}

/** Every boolean rule option drawn at random (the others as by default). */
function randomOptions(rng: Rng): RuleOptions {
  const out: RuleOptions = { ...defaultRuleOptions };
  for (const k of Object.keys(out) as (keyof RuleOptions)[]) {
    if (typeof out[k] === 'boolean') (out as unknown as Record<string, boolean>)[k] = rng() < 0.5;
  }
  return out;
}

function fuzzGame(ctx: RulesContext, o: FuzzOptions, seed: number): GameOutcome {
  const rng = rngFrom(seed ^ 0x2545f491);
  const out: GameOutcome = {
    finished: false,
    steps: 0,
    attempts: 0,
    accepted: 0,
    internalErrors: 0,
    coverage: emptyCoverage(),
    failures: [],
  };
  let start = rng() < (o.mid ?? 0.4) ? midGameStart(ctx, o.players, seed, rng) : undefined;
  if (rng() < (o.options ?? 0.3)) {
    // the open points of the draft are rule options: play some games with each the other way
    const options = randomOptions(rng);
    start = start ? { ...start, options } : newGame({ players: o.players, seed, options }, ctx.data);
  }
  const perStep = o.illegal ?? 1;
  const tryIllegal = (s: GameState, legal?: unknown) => {
    for (let k = 0; k < perStep; k++) {
      const target = legal !== undefined && rng() < 0.5 ? s : attemptState(s, rng);
      const action =
        legal !== undefined && target === s && rng() < 0.6 ? mutateLegal(ctx, s, legal, rng) : illegalAttempt(ctx, target, rng);
      const before = JSON.stringify(target);
      out.attempts++;
      let r: ReturnType<typeof preview>;
      try {
        r = preview(target, action as never);
      } catch (e) {
        out.failures.push(`an illegal attempt threw: ${String(e)} ${JSON.stringify(action)}`);
        continue;
      }
      if (JSON.stringify(target) !== before) out.failures.push(`an attempt changed the state it was given: ${JSON.stringify(action)}`);
      if (r.ok) {
        out.accepted++;
        continue;
      }
      count(r.error.code, action);
    }
  };
  const count = (code: string, action: unknown) => {
    if (!reasonCodes.includes(code as never)) out.failures.push(`unknown refusal code ${code}`);
    out.coverage.refusals[code] = (out.coverage.refusals[code] ?? 0) + 1;
    if (code === 'internal-error') {
      out.internalErrors++;
      out.failures.push(`internal-error on ${JSON.stringify(action).slice(0, 300)}`);
    }
  };
  const rec = playRandomGame({
    players: o.players,
    seed,
    rules: ctx.data,
    ...(start ? { start } : {}),
    explore: o.explore ?? 0.6,
    onRefusal: (code) => count(code, 'a probe of the random walk'),
    onStep: (before, st) => {
      for (const e of st.effects) out.coverage.effects[e.kind] = (out.coverage.effects[e.kind] ?? 0) + 1;
      tryIllegal(before, st.action);
      if (st.state.gameOver) tryIllegal(st.state);
    },
  });
  out.finished = rec.finished;
  out.steps = rec.steps;
  for (const f of rec.failures) out.failures.push(`step ${f.step}: ${f.message}`);
  return out;
}
