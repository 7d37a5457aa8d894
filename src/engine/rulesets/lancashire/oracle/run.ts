/**
 * The Lancashire rules oracle: known answers from the rule text as JSON cases (cases.json), each a
 * position, one action and the expected refusal or outcome, run through the one executor.
 */
import type { LAction } from '../actions/types.ts';
import { execute } from '../executor.ts';
import type { Position } from '../scenario.ts';
import { fromPosition } from '../scenario.ts';
import { problemLine } from '../invariants.ts';
import type { Colour, LState } from '../state.ts';
import { playerOf } from '../state.ts';
import cases from './cases.json' with { type: 'json' };

export interface Expectation {
  refusal?: string;
  cash?: Partial<Record<Colour, number>>;
  income?: Partial<Record<Colour, number>>;
  vp?: Partial<Record<Colour, number>>;
  tiles?: Record<string, Partial<LState['tiles'][string]> | null>;
  links?: string[];
  coalDemand?: number;
  ironDemand?: number;
  distant?: Partial<LState['distant']>;
  actionsLeft?: number;
  /** Effects that must appear (each a subset of one recorded effect). */
  effects?: Record<string, unknown>[];
}

export interface OracleCase {
  id: string;
  /** The section of the Lancashire rules the answer comes from (or `data`). */
  section: string;
  rule: string;
  position: Position;
  action: LAction;
  expect: Expectation;
}

export const lancashireCases = cases as unknown as OracleCase[];

function subset(actual: unknown, wanted: Record<string, unknown>): boolean {
  const a = actual as Record<string, unknown>;
  return Object.entries(wanted).every(([k, v]) => JSON.stringify(a[k]) === JSON.stringify(v));
}

/** The differences between the case's expectation and what the executor did (empty: the case holds). */
export function runCase(c: OracleCase): string[] {
  const pos = fromPosition(c.position);
  if (!pos.ok) return pos.errors.map((e) => `position: ${problemLine(e)}`);
  const r = execute(pos.state, c.action);
  const e = c.expect;
  if (e.refusal !== undefined)
    return r.ok
      ? [`expected refusal ${e.refusal}, got ok`]
      : r.error.code === e.refusal
        ? []
        : [`expected refusal ${e.refusal}, got ${r.error.code}`];
  if (!r.ok) return [`expected ok, got ${r.error.code} ${JSON.stringify(r.error.params ?? {})}`];
  const s = r.state;
  const out: string[] = [];
  const eq = (what: string, got: unknown, want: unknown) => {
    if (JSON.stringify(got) !== JSON.stringify(want)) out.push(`${what}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  };
  for (const [c2, v] of Object.entries(e.cash ?? {})) eq(`cash ${c2}`, playerOf(s, c2 as Colour).cash, v);
  for (const [c2, v] of Object.entries(e.income ?? {})) eq(`income ${c2}`, playerOf(s, c2 as Colour).incomeSpace, v);
  for (const [c2, v] of Object.entries(e.vp ?? {})) eq(`vp ${c2}`, playerOf(s, c2 as Colour).vp, v);
  for (const [space, want] of Object.entries(e.tiles ?? {})) {
    const got = s.tiles[space];
    if (want === null) eq(`tile ${space}`, got ?? null, null);
    else if (!got || !subset(got, want)) out.push(`tile ${space}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got ?? null)}`);
  }
  if (e.links) eq('links', s.links.map((l) => l.id).sort(), [...e.links].sort());
  if (e.coalDemand !== undefined) eq('coal demand', s.coalDemand, e.coalDemand);
  if (e.ironDemand !== undefined) eq('iron demand', s.ironDemand, e.ironDemand);
  if (e.actionsLeft !== undefined) eq('actions left', s.actionsLeft, e.actionsLeft);
  if (e.distant) for (const [k, v] of Object.entries(e.distant)) eq(`distant ${k}`, (s.distant as Record<string, unknown>)[k], v);
  for (const want of e.effects ?? []) if (!r.effects.some((x) => subset(x, want))) out.push(`missing effect ${JSON.stringify(want)}`);
  return out;
}
