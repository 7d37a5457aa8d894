/**
 * Practice drills where the learner predicts a number before seeing it: "what will this move cost?"
 * A legal move from a drill position (content/practice.json; the engine's own legal list), its cost read off the engine's
 * own preview of it (the mover's spending `cash` effects), and two other amounts beside it: the
 * move's price without the cubes it buys (a common slip: forgetting what the resources cost) and
 * amounts a step away. Nothing here prices anything: every number comes from the executor's effects.
 *
 * The rule that decides the number: a link's cost (`link-costs`) for a Network action, which source
 * each cube comes from and what it costs (`resource-priority`) for a build or develop that takes cubes.
 */
import type { Action, Effect, GameState, RulesData } from '../engine/rulesets/pittsburgh/index.ts';
import { actingColour, defaultRules, legalActions, preview, viewFor } from '../engine/rulesets/pittsburgh/index.ts';
import { DRILL_TOPICS, drillFor, sourceState, type Drill } from './drills.ts';

export interface CostDrill {
  kind: 'cost';
  /** Stable: source and the move. */
  id: string;
  faq: string;
  source: string;
  /** The mover's view (what they may know). */
  state: GameState;
  mover: string;
  /** The action's type. */
  action: string;
  move: Action;
  /** The move's effects, as the engine's preview gives them. */
  effects: Effect[];
  /** The three amounts offered, lowest first. */
  choices: number[];
  answer: number;
}

/** The rules a cost drill can be about. */
export const COST_RULES: readonly string[] = ['link-costs', 'resource-priority'];

/** What the mover pays in all (spending cash effects), and the part of it paid for cubes. */
export function moveCost(effects: readonly Effect[], mover: string): { total: number; cubes: number } {
  let total = 0;
  let cubes = 0;
  for (const e of effects) {
    if (e.kind !== 'cash' || e.player !== mover || !e.spending || e.delta >= 0) continue;
    total -= e.delta;
    if (e.reason === 'cube') cubes -= e.delta;
  }
  return { total, cubes };
}

/** The rule a move's cost turns on, or null when the move is no question of cost. */
function costRule(action: string, effects: readonly Effect[], mover: string): string | null {
  if (action === 'network') return 'link-costs';
  if ((action === 'build' || action === 'develop') && effects.some((e) => e.kind === 'cube' && e.player === mover))
    return 'resource-priority';
  return null;
}

/** The answer and two other amounts: without the cubes' price first, then a step either side. */
export function costChoices(total: number, cubes: number): number[] {
  const step = Math.max(2, Math.round(total / 4));
  const others = [total - cubes, total + step, total - step, total + 2 * step].filter((x) => x >= 0 && x !== total);
  const picked = [...new Set(others)].slice(0, 2);
  return [total, ...picked].sort((a, b) => a - b);
}

/** Kinds of effect that say what the move is, without its money or its cubes' sources (shown before the answer). */
export const MOVE_KINDS: ReadonlySet<Effect['kind']> = new Set(['discard', 'mat-take', 'industry-built', 'link-built']);

/** Every cost drill on `faq` in one position: the engine's legal actions whose cost this rule decides. */
export function costDrillsIn(source: string, faq: string, rules: RulesData = defaultRules): CostDrill[] {
  const full = sourceState(source, rules);
  const mover = full ? actingColour(full) : undefined;
  if (!full || !mover || full.gameOver || !COST_RULES.includes(faq)) return [];
  const view = viewFor(full, mover);
  const out: CostDrill[] = [];
  for (const legal of legalActions(view, rules)) {
    const move = legal.action;
    const r = preview(view, move, rules);
    if (!r.ok || costRule(move.type, r.effects, mover) !== faq) continue;
    const { total, cubes } = moveCost(r.effects, mover);
    // a move paid for by free cubes alone costs nothing: a question of where they come from, worth asking
    if (total === 0 && faq !== 'resource-priority') continue;
    out.push({
      kind: 'cost',
      id: `${source}|cost|${JSON.stringify(move)}`,
      faq,
      source,
      state: view,
      mover,
      action: move.type,
      move,
      effects: r.effects,
      choices: costChoices(total, cubes),
      answer: total,
    });
  }
  return out;
}

/** One cost drill on `faq` from its positions (content/practice.json), the n-th; null when none. */
export function costDrillFor(faq: string, n = 0, rules: RulesData = defaultRules): CostDrill | null {
  const topic = DRILL_TOPICS.find((x) => x.faq === faq);
  if (!topic || !COST_RULES.includes(faq)) return null;
  const k = topic.sources.length;
  for (let i = 0; i < k; i++) {
    const source = topic.sources[(((n + i) % k) + k) % k]!;
    const all = costDrillsIn(source, faq, rules);
    if (all.length > 0) return all[((n % all.length) + all.length) % all.length]!;
  }
  return null;
}

/** A drill of the practice page: which option (drills.ts) or what cost (a cost drill). */
export type PracticeDrill = Drill | CostDrill;

/**
 * The n-th drill on `faq`: on a rule a cost can turn on, every other one asks for the cost (the first
 * of them first); otherwise, or when none can be made, the option drill (drillFor).
 */
export function practiceDrillFor(faq: string, n = 0, rules: RulesData = defaultRules): PracticeDrill | null {
  if (!COST_RULES.includes(faq)) return drillFor(faq, n, rules);
  const half = Math.floor(n / 2);
  return n % 2 === 0
    ? (costDrillFor(faq, half, rules) ?? drillFor(faq, n, rules))
    : (drillFor(faq, half, rules) ?? costDrillFor(faq, n, rules));
}
