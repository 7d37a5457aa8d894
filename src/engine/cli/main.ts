/**
 * Headless engine CLI (docs/engine-cli.md). Every command takes `--ruleset pittsburgh|lancashire`
 * (default pittsburgh) and finds the ruleset in the registry (src/engine/rulesets/index.ts); the generic
 * commands see it only through the contract (core/ruleset.ts):
 *   npm run engine -- validate POSITION.json                 (the ruleset's own position format)
 *   npm run engine -- play POSITION.json ACTIONS.json [--flow]   (a JSON array of actions, or one action per line;
 *                      --flow: apply with the flow, resolving turn, round, era and game end)
 *   npm run engine -- legal POSITION.json [--complete]
 *   npm run engine -- reasons [--markdown]
 *   npm run engine -- simulate …   (cli/simulate.ts, lancashire/cli.ts)
 *   npm run engine -- oracle …     (cli/oracle.ts, lancashire/cli.ts)
 * Prints JSON lines. Exit codes: 0 ok, 1 refusal or invalid position, 2 usage.
 */
import fs from 'node:fs';
import { reasonCodes, reasonMarkdownRow } from '../rulesets/pittsburgh/index.ts';
import type { AnyRuleset } from '../core/ruleset.ts';
import type { RulesetId } from '../rulesets/index.ts';
import { DEFAULT_RULESET, rulesetById, rulesetIds } from '../rulesets/index.ts';
import { SIMULATE_USAGE, simulate } from './simulate.ts';
import { ORACLE_USAGE, oracle } from './oracle.ts';
import { LANCASHIRE_ORACLE_USAGE, LANCASHIRE_SIMULATE_USAGE, oracleLancashire, simulateLancashire } from '../rulesets/lancashire/cli.ts';

type Out = (line: string) => void;
type Command = (args: string[], out: Out, err: Out) => number;

/** The commands whose options and output are a ruleset's own (one entry per registered ruleset: the type checks it). */
const OWN: Record<RulesetId, { simulate: Command; oracle: Command; usage: string[]; markdown?: () => string[] }> = {
  pittsburgh: {
    simulate,
    oracle,
    usage: [SIMULATE_USAGE, ORACLE_USAGE],
    markdown: () => ['| code | FAQ id | page | meaning |', '|---|---|---|---|', ...reasonCodes.map(reasonMarkdownRow)],
  },
  lancashire: { simulate: simulateLancashire, oracle: oracleLancashire, usage: [LANCASHIRE_SIMULATE_USAGE, LANCASHIRE_ORACLE_USAGE] },
};

const USAGE = `usage (every command also takes --ruleset ${rulesetIds.join('|')}; default ${DEFAULT_RULESET}):
  npm run engine -- validate POSITION.json
  npm run engine -- play POSITION.json ACTIONS.json [--flow]
  npm run engine -- legal POSITION.json [--complete]
  npm run engine -- reasons [--markdown]
  ${rulesetIds.flatMap((id) => OWN[id].usage).join('\n  ')}`;

function readText(file: string, err: Out): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (e) {
    err(JSON.stringify({ usage: `cannot read ${file}: ${e instanceof Error ? e.message : String(e)}` }));
    return undefined;
  }
}

function readJson(file: string, err: Out): { ok: true; value: unknown } | { ok: false } {
  const text = readText(file, err);
  if (text === undefined) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    err(JSON.stringify({ usage: `cannot read JSON from ${file}: ${e instanceof Error ? e.message : String(e)}` }));
    return { ok: false };
  }
}

function readActions(file: string, err: Out): { ok: true; value: unknown[] } | { ok: false } {
  const text = readText(file, err);
  if (text === undefined) return { ok: false };
  try {
    const v: unknown = JSON.parse(text);
    return { ok: true, value: Array.isArray(v) ? v : [v] };
  } catch {
    try {
      return {
        ok: true,
        value: text
          .split('\n')
          .filter((l) => l.trim() !== '')
          .map((l) => JSON.parse(l) as unknown),
      };
    } catch (e) {
      err(JSON.stringify({ usage: `${file} is neither a JSON array nor JSON lines: ${e instanceof Error ? e.message : String(e)}` }));
      return { ok: false };
    }
  }
}

function load(rs: AnyRuleset, file: string, out: Out, err: Out): { state: unknown } | number {
  const raw = readJson(file, err);
  if (!raw.ok) return 2;
  const v = rs.validate(raw.value);
  if (!v.ok) {
    out(JSON.stringify({ ok: false, errors: v.errors }));
    return 1;
  }
  return { state: v.state };
}

function play(rs: AnyRuleset, files: string[], flow: boolean, out: Out, err: Out): number {
  const loaded = load(rs, files[0] as string, out, err);
  if (typeof loaded === 'number') return loaded;
  const actions = readActions(files[1] as string, err);
  if (!actions.ok) return 2;
  /** --flow: a position where nobody can act (e.g. an era end) is resolved first, as `advance` does. */
  const settle = (st: unknown): unknown => {
    if (!flow) return st;
    const a = rs.advance(st);
    if (a.effects.length > 0) out(JSON.stringify({ advance: true, effects: a.effects }));
    return a.state;
  };
  let s = settle(loaded.state);
  let code = 0;
  for (const [step, action] of actions.value.entries()) {
    const r = rs.preview(s, action, { flow });
    if (!r.ok) {
      const where = rs.reason(r.error.code, { action, ...(r.error.params ? { params: r.error.params } : {}) });
      out(JSON.stringify({ step, action, ok: false, error: { ...r.error, ...where } }));
      code = 1;
      break;
    }
    out(JSON.stringify({ step, action, ok: true, effects: r.effects }));
    s = settle(r.next);
  }
  out(JSON.stringify({ summary: rs.summary(s) }));
  return code;
}

export function run(args: string[], out: Out = console.log, err: Out = console.error): number {
  const i = args.indexOf('--ruleset');
  const id = i < 0 ? DEFAULT_RULESET : args[i + 1];
  const rest0 = i < 0 ? args : args.filter((_, j) => j !== i && j !== i + 1);
  const rs = rulesetById(id);
  if (!rs) {
    err(JSON.stringify({ usage: `--ruleset must be one of ${rulesetIds.join(', ')}; ${USAGE}` }));
    return 2;
  }
  const own = OWN[rs.id as RulesetId];
  const [cmd, ...rest] = rest0;
  if (cmd === 'validate' && rest.length === 1) {
    const s = load(rs, rest[0] as string, out, err);
    if (typeof s === 'number') return s;
    out(JSON.stringify({ ok: true }));
    return 0;
  }
  const files = rest.filter((a) => a !== '--flow');
  if (cmd === 'play' && files.length === 2 && rest.length <= 3) return play(rs, files, rest.length === 3, out, err);
  const complete = rest.includes('--complete');
  const legalFiles = rest.filter((a) => a !== '--complete');
  if (cmd === 'legal' && legalFiles.length === 1 && rest.length <= 2) {
    const s = load(rs, legalFiles[0] as string, out, err);
    if (typeof s === 'number') return s;
    for (const a of rs.legalActions(s.state, { mode: complete ? 'complete' : 'default' })) out(JSON.stringify({ action: a }));
    return 0;
  }
  if (cmd === 'simulate') return own.simulate(rest, out, err);
  if (cmd === 'oracle') return own.oracle(rest, out, err);
  if (cmd === 'reasons' && (rest.length === 0 || (rest.length === 1 && rest[0] === '--markdown'))) {
    if (rest[0] === '--markdown')
      for (const line of own.markdown?.() ?? [
        '| code | section | meaning |',
        '|---|---|---|',
        ...rs.reasonCodes.map((c) => `| \`${c}\` | ${rs.reason(c)?.section ?? ''} | ${rs.reason(c)?.meaning ?? ''} |`),
      ])
        out(line);
    else for (const c of rs.reasonCodes) out(JSON.stringify({ code: c, ...rs.reason(c) }));
    return 0;
  }
  err(USAGE);
  return 2;
}

const invoked = process.argv[1] ?? '';
if (invoked.endsWith('main.ts') || invoked.endsWith('main.js')) {
  // a closed pipe (| head) is not an error of the engine
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  });
  process.exitCode = run(process.argv.slice(2));
}
