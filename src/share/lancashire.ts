/**
 * Lancashire positions in share links: `2.lancashire.<data>`, the position in Lancashire's scenario
 * format (engine/rulesets/lancashire/scenario.ts) deflated and in base64url, like Pittsburgh's
 * (./codec.ts). Whatever arrives is untrusted: every way it can be wrong is a problem (never a
 * throw); a Pittsburgh link is `other-ruleset`, a position the validator refuses carries its errors.
 */
import type { PositionError } from '../engine/core/ruleset.ts';
import type { LState, Position } from '../engine/rulesets/lancashire/index.ts';
import { toPosition, validatePosition } from '../engine/rulesets/lancashire/index.ts';
import type { LinkProblem } from './codec.ts';
import { MAX_SCENARIO_BYTES, packLink, readBoundedJson, RULESET_LINK_VERSION, unpackLink } from './codec.ts';

export type LShareProblem = LinkProblem | { code: 'invalid'; errors: PositionError[] };
export type LDecoded = { ok: true; position: Position; state: LState } | { ok: false; problem: LShareProblem };

/** The link data (`2.lancashire.<base64url>`) of a state's position. */
export function encodeLancashireLink(state: LState): Promise<string> {
  return packLink(`${RULESET_LINK_VERSION}.lancashire`, JSON.stringify(toPosition(state)));
}

/** Reads link data: the checked Lancashire position, or exactly what is wrong with it. */
export async function decodeLancashireLink(data: string): Promise<LDecoded> {
  const read = await unpackLink(data);
  if (!read.ok) return { ok: false, problem: read.problem };
  if (read.ruleset !== 'lancashire') return { ok: false, problem: { code: 'other-ruleset', params: { ruleset: read.ruleset } } };
  const json = readBoundedJson(read.text, MAX_SCENARIO_BYTES);
  if (!json.ok) return { ok: false, problem: json.problem };
  const v = validatePosition(json.raw);
  return v.ok
    ? { ok: true, position: json.raw as Position, state: v.state }
    : { ok: false, problem: { code: 'invalid', errors: v.errors } };
}
