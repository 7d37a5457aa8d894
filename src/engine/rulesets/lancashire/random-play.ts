/**
 * Random whole Lancashire games: every step a random LEGAL action (candidates shuffled with the
 * game's seed, the first one the executor accepts; loans and passes only when nothing else is
 * legal), applied with the flow, invariants checked after every step.
 */
import { nextRandom, shuffle } from '../../core/random.ts';
import type { LAction } from './actions/types.ts';
import { execute } from './executor.ts';
import { checkInvariants } from './invariants.ts';
import { candidates } from './legal.ts';
import { game, links, tileAt } from './data/index.ts';
import type { PlayerCount } from './setup.ts';
import { newLancashireGame } from './setup.ts';
import type { LState } from './state.ts';
import { current } from './state.ts';

export interface LGameResult {
  finished: boolean;
  steps: number;
  checks: number;
  failures: { step: number; problems: string[] }[];
  final: LState;
  kinds: Record<string, number>;
}

/** How often each kind of action is tried first (loans and passes only when nothing else is legal). */
const WEIGHTS: [LAction['type'], number][] = [
  ['build', 6],
  ['sell', 4],
  ['link', 3],
  ['develop', 1],
];

/**
 * A cheap look that skips candidates the executor would surely refuse (stack, period, price
 * before coal and iron, a built or off-period link). Only a speed-up: what is tried is still
 * decided by the executor alone.
 */
export function plausible(s: LState, a: LAction): boolean {
  const p = current(s);
  if (a.type === 'build') {
    const top = tileAt(a.tile, p.taken[a.tile]);
    const old = s.tiles[a.space];
    if (!top || top.level === 0 || !top.periods.includes(s.period) || top.cost > p.cash) return false;
    return (
      !old ||
      (old.owner === p.colour
        ? old.kind === a.tile && old.level < top.level
        : a.tile === old.kind && (a.tile === 'coal' || a.tile === 'iron'))
    );
  }
  if (a.type === 'link') {
    const cost = game.linkCost.value;
    const price = s.period === 'canal' ? cost.canal : a.links.length === 2 ? cost.twoRails : cost.rail;
    return price <= p.cash && a.links.every((id) => links.get(id)?.kinds.includes(s.period) === true && !s.links.some((l) => l.id === id));
  }
  return true;
}

export function randomLegalAction(s: LState, seed: number): LAction | undefined {
  const sh = shuffle(
    candidates(s, { everyCard: false }).filter((a) => plausible(s, a)),
    seed,
  );
  let r = sh.seed;
  const types: LAction['type'][] = [];
  const left = [...WEIGHTS];
  while (left.length > 0) {
    const total = left.reduce((sum, [, w]) => sum + w, 0);
    const draw = nextRandom(r);
    r = draw.seed;
    let x = draw.value * total;
    const i = left.findIndex(([, w]) => (x -= w) < 0);
    const [picked] = left.splice(i < 0 ? left.length - 1 : i, 1);
    if (picked) types.push(picked[0]);
  }
  types.push('loan', 'pass');
  for (const t of types) {
    const found = sh.items.find((a) => a.type === t && execute(s, a).ok);
    if (found) return found;
  }
  return undefined;
}

export function playRandomLancashire(opts: { players: PlayerCount; seed: number; check?: boolean; maxSteps?: number }): LGameResult {
  let s = newLancashireGame({ players: opts.players, seed: opts.seed });
  const result: LGameResult = { finished: false, steps: 0, checks: 0, failures: [], final: s, kinds: {} };
  const max = opts.maxSteps ?? 2000;
  while (!s.gameOver && result.steps < max) {
    const a = randomLegalAction(s, opts.seed * 7919 + result.steps);
    if (!a) {
      result.failures.push({ step: result.steps, problems: ['no legal action'] });
      break;
    }
    const r = execute(s, a, { flow: true });
    if (!r.ok) {
      result.failures.push({ step: result.steps, problems: [`refused with the flow: ${r.error.code}`] });
      break;
    }
    s = r.state;
    result.kinds[a.type] = (result.kinds[a.type] ?? 0) + 1;
    result.steps++;
    if (opts.check !== false) {
      result.checks++;
      const problems = checkInvariants(s);
      if (problems.length > 0) result.failures.push({ step: result.steps, problems });
    }
  }
  result.final = s;
  result.finished = s.gameOver !== undefined;
  return result;
}
