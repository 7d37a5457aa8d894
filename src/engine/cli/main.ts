/**
 * Headless engine CLI (docs/engine-cli.md):
 *   npm run engine -- validate SCENARIO.json
 *   npm run engine -- play SCENARIO.json ACTIONS.json [--flow]   (a JSON array of actions, or one action per line;
 *                      --flow: apply with the flow, resolving turn, round, era and game end)
 *   npm run engine -- legal SCENARIO.json
 *   npm run engine -- reasons [--markdown]
 *   npm run engine -- simulate [--players 2|3|4] [--games N] [--seed S] [--policy sampled|legal] [--no-check]   (cli/simulate.ts)
 *   npm run engine -- simulate --ruleset lancashire [--players 2|3|4] [--games N] [--seed S] [--no-check]   (lancashire/cli.ts)
 *   npm run engine -- oracle --ruleset lancashire [--id ID]
 * Prints JSON lines. Exit codes: 0 ok, 1 refusal or invalid scenario, 2 usage.
 */
import fs from 'node:fs';
import type { Action, GameState } from '../index.ts';
import { advance, canAct, defaultRules, legalActions, preview, reasonCodes, reasonInfo, reasonMarkdownRow, validate } from '../index.ts';
import { summary } from './summary.ts';
import { SIMULATE_USAGE, simulate } from './simulate.ts';
import { oracle } from './oracle.ts';
import { LANCASHIRE_ORACLE_USAGE, LANCASHIRE_SIMULATE_USAGE, oracleLancashire, simulateLancashire } from '../lancashire/cli.ts';

const USAGE = `usage:
  npm run engine -- validate SCENARIO.json
  npm run engine -- play SCENARIO.json ACTIONS.json [--flow]
  npm run engine -- legal SCENARIO.json
  npm run engine -- reasons [--markdown]
  ${SIMULATE_USAGE}
  ${LANCASHIRE_SIMULATE_USAGE}
  ${LANCASHIRE_ORACLE_USAGE}`;

type Out = (line: string) => void;

function readJson(file: string, err: Out): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(fs.readFileSync(file, 'utf8')) };
  } catch (e) {
    err(JSON.stringify({ usage: `cannot read JSON from ${file}: ${e instanceof Error ? e.message : String(e)}` }));
    return { ok: false };
  }
}

function readActions(file: string, err: Out): { ok: true; value: unknown[] } | { ok: false } {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    err(JSON.stringify({ usage: `cannot read ${file}: ${e instanceof Error ? e.message : String(e)}` }));
    return { ok: false };
  }
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

function load(file: string, out: Out, err: Out): GameState | number {
  const raw = readJson(file, err);
  if (!raw.ok) return 2;
  const v = validate(raw.value);
  if (!v.ok) {
    out(JSON.stringify({ ok: false, errors: v.errors }));
    return 1;
  }
  return v.state;
}

export function run(args: string[], out: Out = console.log, err: Out = console.error): number {
  const [cmd, ...rest] = args;
  if (cmd === 'validate' && rest.length === 1) {
    const s = load(rest[0] as string, out, err);
    if (typeof s === 'number') return s;
    out(JSON.stringify({ ok: true }));
    return 0;
  }
  const files = rest.filter((a) => a !== '--flow');
  const flow = rest.length === files.length + 1;
  if (cmd === 'play' && files.length === 2 && rest.length <= 3) {
    let s = load(files[0] as string, out, err);
    if (typeof s === 'number') return s;
    const actions = readActions(files[1] as string, err);
    if (!actions.ok) return 2;
    /** --flow: a position where nobody can act (e.g. an era end) is resolved first, as `advance` does. */
    const settle = (st: GameState): GameState => {
      if (!flow || st.gameOver || canAct(st)) return st;
      const a = advance(st);
      if (a.effects.length > 0) out(JSON.stringify({ advance: true, effects: a.effects }));
      return a.state;
    };
    s = settle(s);
    let code = 0;
    for (const [step, action] of actions.value.entries()) {
      const r = preview(s, action as Action, defaultRules, { flow });
      if (!r.ok) {
        out(JSON.stringify({ step, action, ok: false, error: { ...r.error, ...reasonInfo(r.error.code, { action: (action as Action).type, ...(r.error.params ? { params: r.error.params } : {}) }) } }));
        code = 1;
        break;
      }
      out(JSON.stringify({ step, action, ok: true, effects: r.effects }));
      s = settle(r.next);
    }
    out(JSON.stringify({ summary: summary(s) }));
    return code;
  }
  if (cmd === 'legal' && rest.length === 1) {
    const s = load(rest[0] as string, out, err);
    if (typeof s === 'number') return s;
    for (const l of legalActions(s)) out(JSON.stringify(l));
    return 0;
  }
  if (cmd === 'simulate' || cmd === 'oracle') {
    // --ruleset lancashire hands the command to src/engine/lancashire/cli.ts; pittsburgh (the default) runs it here
    const i = rest.indexOf('--ruleset');
    const others = i < 0 ? rest : rest.filter((_, j) => j !== i && j !== i + 1);
    const ruleset = i < 0 ? 'pittsburgh' : rest[i + 1];
    if (ruleset === 'lancashire') return (cmd === 'simulate' ? simulateLancashire : oracleLancashire)(others, out, err);
    if (ruleset === 'pittsburgh') return (cmd === 'simulate' ? simulate : oracle)(others, out, err);
    err(JSON.stringify({ usage: `--ruleset must be pittsburgh or lancashire; ${USAGE}` }));
    return 2;
  }
  if (cmd === 'reasons' && (rest.length === 0 || (rest.length === 1 && rest[0] === '--markdown'))) {
    if (rest[0] === '--markdown') {
      out('| code | FAQ id | page | meaning |');
      out('|---|---|---|---|');
      for (const c of reasonCodes) out(reasonMarkdownRow(c));
    } else for (const c of reasonCodes) out(JSON.stringify(reasonInfo(c)));
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
