/**
 * Positions shared as a link, a file or pasted text, in the scenario format
 * (docs/scenario-format.md, "Sharing a position"). A link's fragment is `p=1.<data>` (Pittsburgh) or `p=2.<ruleset>.<data>`: the version,
 * a dot, then the scenario's JSON compressed with the browser's CompressionStream('deflate-raw')
 * and written in base64url. Whatever arrives is untrusted: every way it can be wrong is a
 * `ShareProblem` (never a throw), and a scenario the engine refuses carries the validator's errors.
 */
import { toScenario, validate } from '../engine/rulesets/pittsburgh/index.ts';
import type { GameState, ScenarioSetup, SetupError } from '../engine/rulesets/pittsburgh/index.ts';

/** The version written in files and in Pittsburgh's links (`1.<data>`: a Pittsburgh position). */
export const SHARE_VERSION = 1;
/** The link version that names its ruleset: `2.<ruleset>.<data>` (Lancashire's links; a reader also takes `2.pittsburgh.`). */
export const RULESET_LINK_VERSION = 2;
/** The rulesets a link can name. */
export const LINK_RULESETS = ['pittsburgh', 'lancashire'] as const;
export type LinkRuleset = (typeof LINK_RULESETS)[number];
/** The longest link data accepted (characters after `p=`): links longer than this break in chats and mail. */
export const MAX_LINK_CHARS = 8000;
/** The largest scenario text accepted (a file, pasted text, or a link once decompressed), in bytes. */
export const MAX_SCENARIO_BYTES = 100_000;

export type ShareProblem =
  | { code: 'empty' }
  | { code: 'link-too-long'; params: { size: number; max: number } }
  | { code: 'too-big'; params: { size: number; max: number } }
  | { code: 'no-version' }
  | { code: 'not-base64' }
  | { code: 'bad-compression' }
  | { code: 'not-json' }
  | { code: 'wrong-version'; params: { version: string; expected: number } }
  /** A link of another ruleset than the page's (`ruleset`: the one it names). */
  | { code: 'other-ruleset'; params: { ruleset: LinkRuleset } }
  /** A `2.` link whose ruleset name is missing or not one of LINK_RULESETS. */
  | { code: 'unknown-ruleset'; params: { ruleset: string } }
  /** The validator's errors; `colours`: each player's colour as written, to name them. */
  | { code: 'invalid'; errors: SetupError[]; colours: (string | null)[] };

export type Decoded = { ok: true; setup: ScenarioSetup; state: GameState } | { ok: false; problem: ShareProblem };

const fail = (problem: ShareProblem): Decoded => ({ ok: false, problem });

export function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of base64url text, or null when it is not base64url. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function pump(input: Uint8Array, stream: CompressionStream | DecompressionStream, limit: number): Promise<Uint8Array | 'too-big'> {
  const writer = stream.writable.getWriter();
  void writer.write(input as Uint8Array<ArrayBuffer>).catch(() => undefined);
  void writer.close().catch(() => undefined);
  const reader = stream.readable.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      void reader.cancel().catch(() => undefined);
      return 'too-big';
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The scenario text of a file or a paste: one JSON object, `version` 1 or absent. */
export function scenarioText(setup: ScenarioSetup): string {
  return `${JSON.stringify({ version: SHARE_VERSION, ...setup }, null, 2)}\n`;
}

/** Each player's colour as written (null when it is not a string), to name players in error messages. */
export function coloursOf(setup: unknown): (string | null)[] {
  const players = (setup as { players?: unknown } | null)?.players;
  return Array.isArray(players)
    ? players
        .map((p) => ((p as { colour?: unknown } | null)?.colour as string | undefined) ?? null)
        .map((c) => (typeof c === 'string' ? c : null))
    : [];
}

/** The first checks of any shared text (a position, a lesson sequence): its size, not empty, and JSON. */
export type JsonRead =
  | { ok: true; raw: unknown }
  | { ok: false; problem: { code: 'too-big'; params: { size: number; max: number } } | { code: 'empty' } | { code: 'not-json' } };

export function readBoundedJson(text: string, max: number): JsonRead {
  const size = new TextEncoder().encode(text).length;
  if (size > max) return { ok: false, problem: { code: 'too-big', params: { size, max } } };
  if (text.trim() === '') return { ok: false, problem: { code: 'empty' } };
  try {
    return { ok: true, raw: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, problem: { code: 'not-json' } };
  }
}

/** Reads scenario text (a file, a paste, a decompressed link): the checked position, or what is wrong. */
export function readScenarioText(text: string): Decoded {
  const json = readBoundedJson(text, MAX_SCENARIO_BYTES);
  if (!json.ok) return fail(json.problem);
  const raw = json.raw;
  let setup = raw;
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw) && 'version' in raw) {
    const { version, ...rest } = raw as Record<string, unknown>;
    if (version !== SHARE_VERSION)
      return fail({ code: 'wrong-version', params: { version: String(JSON.stringify(version)), expected: SHARE_VERSION } });
    setup = rest;
  }
  const v = validate(setup);
  return v.ok
    ? { ok: true, setup: setup as ScenarioSetup, state: v.state }
    : fail({ code: 'invalid', errors: v.errors, colours: coloursOf(setup) });
}

/** Link data: the prefix (`1` or `2.<ruleset>`), a dot, then the text deflated and in base64url. */
export async function packLink(prefix: string, text: string): Promise<string> {
  const packed = await pump(new TextEncoder().encode(text), new CompressionStream('deflate-raw'), Number.MAX_SAFE_INTEGER);
  return `${prefix}.${toBase64Url(packed as Uint8Array)}`;
}

/** A problem of link data before its content is read (never `invalid`). */
export type LinkProblem = Exclude<ShareProblem, { code: 'invalid' }>;
export type LinkRead = { ok: true; ruleset: LinkRuleset; text: string } | { ok: false; problem: LinkProblem };

/**
 * Unpacks link data of either version: `1.<data>` (a Pittsburgh position, as links were first
 * written) or `2.<ruleset>.<data>`. The text inside is not read yet: the ruleset's reader does that.
 */
export async function unpackLink(data: string): Promise<LinkRead> {
  const no = (problem: LinkProblem): LinkRead => ({ ok: false, problem });
  if (data.length > MAX_LINK_CHARS) return no({ code: 'link-too-long', params: { size: data.length, max: MAX_LINK_CHARS } });
  if (data.trim() === '') return no({ code: 'empty' });
  const dot = data.indexOf('.');
  if (dot < 0) return no({ code: 'no-version' });
  const version = data.slice(0, dot);
  let ruleset: LinkRuleset = 'pittsburgh';
  let rest = data.slice(dot + 1);
  if (version === String(RULESET_LINK_VERSION)) {
    const named = rest.slice(0, Math.max(0, rest.indexOf('.')));
    const known = LINK_RULESETS.find((r) => r === named);
    if (!known) return no({ code: 'unknown-ruleset', params: { ruleset: named.slice(0, 40) } });
    ruleset = known;
    rest = rest.slice(named.length + 1);
  } else if (version !== String(SHARE_VERSION)) return no({ code: 'wrong-version', params: { version, expected: SHARE_VERSION } });
  const bytes = fromBase64Url(rest);
  if (!bytes || bytes.length === 0) return no({ code: 'not-base64' });
  let plain: Uint8Array | 'too-big';
  try {
    plain = await pump(bytes, new DecompressionStream('deflate-raw'), MAX_SCENARIO_BYTES);
  } catch {
    return no({ code: 'bad-compression' });
  }
  if (plain === 'too-big') return no({ code: 'too-big', params: { size: MAX_SCENARIO_BYTES + 1, max: MAX_SCENARIO_BYTES } });
  try {
    return { ok: true, ruleset, text: new TextDecoder('utf-8', { fatal: true }).decode(plain) };
  } catch {
    return no({ code: 'not-json' });
  }
}

/** The link data (`1.<base64url>`) of a Pittsburgh position. */
export async function encodeLink(setup: ScenarioSetup): Promise<string> {
  return packLink(String(SHARE_VERSION), JSON.stringify(setup));
}

/** Reads link data (`1.<base64url>` or `2.pittsburgh.<base64url>`): the checked position, or exactly what is wrong with it. */
export async function decodeLink(data: string): Promise<Decoded> {
  const read = await unpackLink(data);
  if (!read.ok) return fail(read.problem);
  if (read.ruleset !== 'pittsburgh') return fail({ code: 'other-ruleset', params: { ruleset: read.ruleset } });
  return readScenarioText(read.text);
}

/** The scenario of a state (a lesson step, a sandbox moment), or null when it is not a state. */
export function scenarioOf(state: GameState): ScenarioSetup | null {
  const r = toScenario(state);
  return r.ok ? r.setup : null;
}

/** The link fragment's parameters (`p`, `projector`…), from `#p=…&projector=1`. */
export function fragmentParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.replace(/^#/, ''));
}
