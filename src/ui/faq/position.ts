/** A live FAQ position: the scenario file, checked by the engine's `validate` (never trusted as is). */
import { validate } from '../../engine/rulesets/pittsburgh';
import type { GameState } from '../../engine/rulesets/pittsburgh/state';

const scenarios = import.meta.glob<unknown>('../../../content/scenarios/*.json', { eager: true, import: 'default' });

export type LoadedPosition = { kind: 'ok'; state: GameState } | { kind: 'missing' } | { kind: 'invalid'; problem: string };

/** Checks an untrusted setup: a state, or the first problem the engine found. */
export function checkPosition(setup: unknown): LoadedPosition {
  if (setup === undefined) return { kind: 'missing' };
  const r = validate(setup);
  if (r.ok) return { kind: 'ok', state: r.state };
  const first = r.errors[0];
  return { kind: 'invalid', problem: first ? `${first.code} ${first.path}`.trim() : '?' };
}

/** The scenario named in content/faq.json (file name without `.json`). */
export function loadPosition(name: string): LoadedPosition {
  return checkPosition(scenarios[`../../../content/scenarios/${name}.json`]);
}

/** Every scenario name present in content/scenarios. */
export const scenarioNames: string[] = Object.keys(scenarios).map((k) => k.replace(/^.*\//, '').replace(/\.json$/, ''));
