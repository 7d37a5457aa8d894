import fs from 'node:fs';
import path from 'node:path';
import type { Action, Effect, GameState, PreviewResult } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { preview, validate } from '../../src/engine/rulesets/pittsburgh/index.ts';

/** A valid state from a setup, or the test fails with the validation errors. */
export function position(setup: unknown): GameState {
  const v = validate(setup);
  if (!v.ok) throw new Error(`invalid scenario: ${JSON.stringify(v.errors)}`);
  return v.state;
}

export function scenarioFile(name: string): GameState {
  const file = path.join(__dirname, '../../content/scenarios', name);
  return position(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** Preview an action that must succeed. */
export function ok(state: GameState, action: Action): { next: GameState; effects: Effect[] } {
  const r: PreviewResult = preview(state, action);
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
  return { next: r.next, effects: r.effects };
}

/** The refusal code of an action that must be refused. */
export function refusal(state: GameState, action: Action): string {
  const r = preview(state, action);
  if (r.ok) throw new Error(`expected a refusal, got effects ${JSON.stringify(r.effects)}`);
  return r.error.code;
}

export function cubes(effects: Effect[]) {
  return effects.filter((e): e is Extract<Effect, { kind: 'cube' }> => e.kind === 'cube');
}

export function player(state: GameState, colour = 'blue') {
  const p = state.players.find((x) => x.colour === colour);
  if (!p) throw new Error(`no player ${colour}`);
  return p;
}

/** A two-player setup with blue to act; extra fields merge in. */
export function base(extra: Record<string, unknown> = {}, blue: Record<string, unknown> = {}) {
  return {
    round: 2,
    current: 'blue',
    players: [
      { colour: 'blue', cash: 30, hand: ['loc-pittsburgh-1', 'ind-coal-1', 'ind-ironSteel-1', 'ind-kerosene-1'], ...blue },
      { colour: 'orange', hand: [] },
    ],
    ...extra,
  };
}
