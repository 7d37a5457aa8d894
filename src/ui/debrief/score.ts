/**
 * The numbers of the debrief, read from the game as the engine played it: the log's effects and
 * positions (the sandbox's log is the saved moves replayed through the engine, store/playStore.ts).
 * Nothing is scored here: every VP counted is a `vp` effect the engine recorded, sorted by its
 * reason, so each player's parts add up to their final VP.
 */
import type { Effect, GameState } from '../../engine/rulesets/pittsburgh';
import { defaultRules, level } from '../../engine/rulesets/pittsburgh';

/** Where VP came from; links and industries per era (the era-end scoring), the rest by kind. */
export const VP_PARTS = [
  'start',
  'links-1',
  'industries-1',
  'links-2',
  'industries-2',
  'merchants',
  'quality',
  'market',
  'covered',
  'rewards',
  'bankruptcy',
] as const;
export type VpPart = (typeof VP_PARTS)[number];

export interface LoggedMove {
  colour: string;
  effects: readonly Effect[];
  before: GameState;
  after: GameState;
}

/** The part a `vp` effect belongs to, from its reason ("link:…", "industry:…", "merchant:…", …) and the era it was scored in. */
export function partOf(reason: string, era: number): VpPart {
  const kind = reason.split(':')[0] ?? '';
  switch (kind) {
    case 'link':
      return era >= 2 ? 'links-2' : 'links-1';
    case 'industry':
      return era >= 2 ? 'industries-2' : 'industries-1';
    case 'merchant':
      return 'merchants';
    case 'quality':
      return 'quality';
    case 'market-sale':
      return 'market';
    case 'upgrade':
    case 'replaced':
      return 'covered';
    case 'bankruptcy':
      return 'bankruptcy';
    default:
      return 'rewards';
  }
}

export type Breakdown = Record<VpPart, number>;

const zero = (): Breakdown => Object.fromEntries(VP_PARTS.map((p) => [p, 0])) as Breakdown;

/** Each player's VP by part: what they held at the start, then every `vp` effect of the game. */
export function scoreBreakdown(start: GameState, log: readonly LoggedMove[]): Map<string, Breakdown> {
  const out = new Map<string, Breakdown>();
  for (const p of start.players) {
    const b = zero();
    b.start = p.vp;
    out.set(p.colour, b);
  }
  for (const m of log) {
    for (const e of m.effects) {
      if (e.kind !== 'vp') continue;
      const b = out.get(e.player);
      if (b) b[partOf(e.reason, m.before.era)] += e.delta;
    }
  }
  return out;
}

export const totalOf = (b: Breakdown): number => VP_PARTS.reduce((s, p) => s + b[p], 0);

/** One moment of the rounds chart: each player's VP and income level. */
export interface RoundPoint {
  era: number;
  /** The round just ended (0 = the start). */
  round: number;
  vp: Record<string, number>;
  income: Record<string, number>;
}

function pointOf(s: GameState, era: number, round: number): RoundPoint {
  const track = defaultRules.incomeTrack;
  return {
    era,
    round,
    vp: Object.fromEntries(s.players.map((p) => [p.colour, p.vp])),
    income: Object.fromEntries(s.players.map((p) => [p.colour, level(track, p.incomeSpace)])),
  };
}

/** The start, then the position after each round's end (income paid, era scored), in order. */
export function roundPoints(start: GameState, log: readonly LoggedMove[]): RoundPoint[] {
  const points = [pointOf(start, start.era, 0)];
  for (const m of log) {
    for (const e of m.effects) if (e.kind === 'round-end') points.push(pointOf(m.after, e.era, e.round));
  }
  return points;
}
