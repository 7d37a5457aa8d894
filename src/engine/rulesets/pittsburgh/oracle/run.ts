/**
 * Runs one oracle case through the public API only (validate, preview, advance): pure, no
 * Node APIs, so the CLI, the unit tests and a browser can all use it (docs/rules-oracle.md).
 */
import type { RulesData } from '../context.ts';
import type { Action, GameState } from '../index.ts';
import { advance, preview, validate } from '../index.ts';
import { defaultRules } from '../rules-data.ts';
import { mismatches } from './match.ts';
import type { CaseResult, OracleCase } from './types.ts';
import { viewOf } from './view.ts';

function result(c: OracleCase, messages: string[]): CaseResult {
  return { id: c.id, topic: c.topic, title: c.title, pass: messages.length === 0, messages };
}

function refusalOf(c: OracleCase): string | undefined {
  return 'refusal' in c.expect ? c.expect.refusal : undefined;
}

/** Play the case's actions; a refusal ends the run (expected only on the last action). */
function play(c: OracleCase, start: GameState, rules: RulesData): { state: GameState; messages: string[]; refused?: string } {
  let state = start;
  const flow = c.flow === true;
  for (const [i, action] of c.actions.entries()) {
    const before = JSON.stringify(state);
    const r = preview(state, action as Action, rules, { flow });
    if (JSON.stringify(state) !== before) return { state, messages: [`action ${i}: the position was changed in place`] };
    if (!r.ok) {
      const last = i === c.actions.length - 1;
      const expected = refusalOf(c);
      if (last && expected !== undefined) return { state, messages: [], refused: r.error.code };
      return { state, messages: [`action ${i} refused: ${r.error.code} ${JSON.stringify(r.error.params ?? {})}`] };
    }
    state = r.next;
  }
  if (flow) state = advance(state, rules).state;
  return { state, messages: [] };
}

export function runCase(c: OracleCase, rules: RulesData = defaultRules): CaseResult {
  const v = validate(c.scenario, rules);
  if (!v.ok) return result(c, [`scenario invalid: ${JSON.stringify(v.errors)}`]);
  const { state, messages, refused } = play(c, v.state, rules);
  if (messages.length > 0) return result(c, messages);
  const expected = refusalOf(c);
  if (expected !== undefined) {
    if (refused === undefined) return result(c, [`expected refusal ${expected}, but the last action was accepted`]);
    return result(c, refused === expected ? [] : [`expected refusal ${expected}, got ${refused}`]);
  }
  return result(c, mismatches(c.expect, viewOf(state, rules)));
}
