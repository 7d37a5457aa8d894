/** The headless CLI: JSON lines, exit codes 0 / 1 / 2. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reasonCodes } from '../../src/engine/index.ts';
import { run } from '../../src/engine/cli/main.ts';

const dir = path.join(__dirname, '../../content/scenarios');
function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(
    args,
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out, err };
}
function tmp(content: string) {
  const f = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'engine-cli-')), 'f.json');
  fs.writeFileSync(f, content);
  return f;
}

describe('engine CLI', () => {
  it('validate: 0 and {"ok":true} for a valid scenario', () => {
    expect(cli('validate', path.join(dir, 'lesson-7-loan-drops-levels.json'))).toMatchObject({ code: 0, out: ['{"ok":true}'] });
  });
  it('validate: 1 and the errors for an invalid one', () => {
    const r = cli('validate', tmp('{"players":[{"colour":"blue","whiskey":5}]}'));
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out[0] as string).errors[0]).toMatchObject({ path: 'players[0].whiskey', code: 'whiskey-over-3' });
  });
  it('play: one line per action, then a summary', () => {
    const r = cli('play', path.join(dir, 'lesson-2-coal-mine-fills-market.json'), path.join(dir, 'actions/lesson-2.json'));
    expect(r.code).toBe(0);
    expect(r.out).toHaveLength(3);
    const last = JSON.parse(r.out[2] as string);
    expect(last.summary.players[0]).toMatchObject({ colour: 'blue', cash: 61, incomeSpace: 7, incomeLevel: -3, spentThisRound: 5 });
  });
  it('play: a refusal gives its code, FAQ id and page, and exit 1', () => {
    const actions = tmp('{"type":"loan","card":"ind-coal-1"}\n{"type":"loan","card":"ind-coal-1"}\n');
    const r = cli('play', path.join(dir, 'lesson-7-loan-drops-levels.json'), actions);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out[1] as string)).toMatchObject({
      step: 1,
      ok: false,
      error: { code: 'card-not-in-hand', faq: 'actions-per-turn', page: 6 },
    });
  });
  it('usage errors exit 2', () => {
    expect(cli().code).toBe(2);
    expect(cli('play', 'only-one-file.json').code).toBe(2);
    expect(cli('validate', '/nonexistent/file.json').code).toBe(2);
  });
  it('legal: one JSON line per legal action', () => {
    const r = cli('legal', path.join(dir, 'lesson-7-loan-drops-levels.json'));
    expect(r.code).toBe(0);
    expect(r.out.map((l) => JSON.parse(l).action.type)).toContain('loan');
  });
  it('reasons --markdown lists every code; docs/reason-codes.md is up to date', () => {
    const r = cli('reasons', '--markdown');
    expect(r.out).toHaveLength(reasonCodes.length + 2);
    const doc = fs.readFileSync(path.join(__dirname, '../../docs/reason-codes.md'), 'utf8');
    for (const line of r.out.slice(2)) expect(doc).toContain(line);
  });
});
