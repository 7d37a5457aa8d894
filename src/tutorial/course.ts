/**
 * The course "From Lancashire to Pittsburgh" (content/course.json + content/course/<id>.json):
 * each lesson is one intention played under both rulesets. The positions are scenario data
 * (Lancashire: the Position format of engine/rulesets/lancashire/scenario.ts; Pittsburgh: content/scenarios),
 * the moves are engine actions, and every number the lesson's text states is a `claim` that
 * tests/tutorial/course.test.ts compares with the engines' previews. No rule is computed here.
 */
import order from '../../content/course.json';
import { preview, validate, type Action, type GameState, type PreviewResult } from '../engine/rulesets/pittsburgh';
import type { LAction, LEffect, LState } from '../engine/rulesets/lancashire';
import { execute, game as lancashireGame, tiles as lancashireTiles } from '../engine/rulesets/lancashire';
import type { LOutcome } from '../engine/rulesets/lancashire/executor';
import { fromPosition, type Position } from '../engine/rulesets/lancashire/scenario';

/** The numbers an option's text states (all optional; each one present is checked against the engine). */
export interface Claims {
  /** Money the learner pays. */
  cost?: number;
  /** Money the learner receives. */
  gain?: number;
  /** Income track space before and after. */
  incomeFrom?: number;
  incomeTo?: number;
  /** Victory points the learner scores at once. */
  vp?: number;
  /** Space the coal or iron comes from. */
  source?: string;
  /** Lancashire: distance in links to the coal mine. */
  distance?: number;
  /** The engine refuses the move with this code. */
  refused?: string;
}

export interface CourseOption<A> {
  /** Key under course.lessons.<lesson>.<side>.options. */
  id: string;
  /** Board target (space, link, `distant`) that picks this move; without it the move is picked by its button only. */
  pick?: string;
  action: A;
  claims: Claims;
}

export interface CourseLesson {
  id: string;
  lancashire: { section: string; learner: string; position: Position; highlight: string[]; options: CourseOption<LAction>[] };
  pittsburgh: { page: number; scenario: string; learner: string; highlight: string[]; options: CourseOption<Action>[] };
}

const defs = import.meta.glob<CourseLesson>('../../content/course/*.json', { eager: true, import: 'default' });
const scenarios = import.meta.glob<unknown>('../../content/scenarios/*.json', { eager: true, import: 'default' });

export const courseIds: readonly string[] = order.lessons;

export function courseLesson(id: string): CourseLesson | undefined {
  return defs[`../../content/course/${id}.json`];
}

/** The Lancashire start position of a lesson (or null when its data is wrong: a test catches that). */
export function lancashireStart(lesson: CourseLesson): LState | null {
  const r = fromPosition(lesson.lancashire.position);
  return r.ok ? r.state : null;
}

export function pittsburghStart(lesson: CourseLesson): GameState | null {
  const setup = scenarios[`../../content/scenarios/${lesson.pittsburgh.scenario}.json`];
  if (setup === undefined) return null;
  const r = validate(setup);
  return r.ok ? r.state : null;
}

export const previewLancashire = (state: LState, action: LAction): LOutcome => execute(state, action);

/**
 * The facts a Lancashire move rests on that the sources give differently, read from the data's
 * provenance (conflict) for what the engine's effects touch: the tile built (Cotton II: £14 or £15)
 * and a Distant Market sale (money or income spaces). Keys of `lboard.conflicts`.
 */
export function lancashireConflicts(effects: readonly LEffect[]): string[] {
  const out = new Set<string>();
  for (const e of effects) {
    if (e.kind === 'build' && lancashireTiles.kinds[e.tile]?.find((l) => l.level === e.level)?.provenance.conflict)
      out.add(`tile.${e.tile}-${e.level}`);
    if (e.kind === 'distant-tile' && lancashireGame.distantMarket.provenance.conflict) out.add('distant');
  }
  return [...out];
}
export const previewPittsburgh = (state: GameState, action: Action): PreviewResult => preview(state, action);

type Player = { colour: string; cash: number; incomeSpace: number; vp: number };
const find = (ps: readonly Player[], c: string) => ps.find((p) => p.colour === c);

function money(before: Player | undefined, after: Player | undefined): Claims {
  if (!before || !after) return {};
  const d = after.cash - before.cash;
  return {
    cost: d < 0 ? -d : 0,
    gain: d > 0 ? d : 0,
    incomeFrom: before.incomeSpace,
    incomeTo: after.incomeSpace,
    vp: after.vp - before.vp,
  };
}

/** What a Lancashire preview shows, in the claims' terms. */
export function measureLancashire(start: LState, result: LOutcome, learner: string): Claims {
  if (!result.ok) return { refused: result.error.code };
  const out = money(find(start.players, learner), find(result.state.players, learner));
  const cube = result.effects.find((e): e is Extract<LEffect, { kind: 'coal' | 'iron' }> => e.kind === 'coal' || e.kind === 'iron');
  if (cube) {
    out.source = cube.from;
    if (cube.kind === 'coal' && cube.distance !== undefined) out.distance = cube.distance;
  }
  return out;
}

/** What a Pittsburgh preview shows, in the claims' terms. */
export function measurePittsburgh(start: GameState, result: PreviewResult, learner: string): Claims {
  if (!result.ok) return { refused: result.error.code };
  const out = money(find(start.players, learner), find(result.next.players, learner));
  for (const e of result.effects) if (e.kind === 'cube' && e.source.kind === 'industry') out.source = e.source.space;
  return out;
}

/** The claims that differ from the engine's figures ([] = the text is right). */
export function claimMismatches(claims: Claims, measured: Claims): string[] {
  return (Object.keys(claims) as (keyof Claims)[])
    .filter((k) => claims[k] !== measured[k])
    .map((k) => `${k}: text says ${String(claims[k])}, engine says ${String(measured[k])}`);
}
