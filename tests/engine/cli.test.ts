/** The headless CLI: JSON lines, exit codes 0 / 1 / 2. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newGame, reasonCodes } from '../../src/engine/index.ts';
import { run } from '../../src/engine/cli/main.ts';
import { summary } from '../../src/engine/cli/summary.ts';

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
  it('play: the summary shows turn order, deck and hand sizes, merchant faces and Quality Reward slots', () => {
    const r = cli('play', path.join(dir, 'lesson-2-coal-mine-fills-market.json'), path.join(dir, 'actions/lesson-2.json'));
    const sum = JSON.parse(r.out[2] as string).summary;
    expect(sum).toMatchObject({
      turnOrder: expect.any(Array),
      deck: expect.any(Number),
      merchants: expect.any(Object),
      quality: expect.any(Array),
    });
    expect(sum.players[0].handSize).toBe(sum.players[0].hand.length);
    expect(sum.pending).toBeUndefined();
    expect(sum.result).toBeUndefined();
  });
  it('play without --flow: the action alone (the turn is not ended)', () => {
    const r = cli('play', path.join(dir, 'lesson-7-loan-drops-levels.json'), tmp('{"type":"loan","card":"ind-coal-1"}'));
    const sum = JSON.parse(r.out[1] as string).summary;
    expect(sum).toMatchObject({ round: 3, actionsLeft: 1, current: 'blue' });
  });
  it('play --flow: turn, round, era and game end resolve; the summary gives the result', () => {
    const scenario = tmp(
      JSON.stringify({
        era: 2,
        round: 6,
        actionsLeft: 1,
        players: [
          { colour: 'blue', hand: ['ind-coal-1'], vp: 3 },
          { colour: 'orange', hand: [] },
        ],
      }),
    );
    const r = cli('play', scenario, tmp('{"type":"pass","card":"ind-coal-1"}'), '--flow');
    expect(r.code).toBe(0);
    const kinds = JSON.parse(r.out[0] as string).effects.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['turn-end', 'round-end', 'turn-order', 'era-end', 'game-over']));
    const sum = JSON.parse(r.out[1] as string).summary;
    expect(sum.result).toMatchObject({ winners: ['blue'] });
    expect(sum.actionsLeft).toBe(0);
  });
  it('play --flow: a position where nobody can act is advanced first (lesson 8: era 1 scored, era 2 dealt)', () => {
    const r = cli('play', path.join(dir, 'lesson-8-era-scoring.json'), tmp('[]'), '--flow');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out[0] as string)).toMatchObject({ advance: true });
    const sum = JSON.parse(r.out[1] as string).summary;
    expect(sum).toMatchObject({ era: 2, round: 1 });
    expect(sum.players.every((p: { handSize: number }) => p.handSize === 8)).toBe(true);
  });
  it('play: a pending skyscraper bonus sale is shown', () => {
    expect(summary({ ...newGame({ players: 2, seed: 1 }), pending: { kind: 'bonus-sale', player: 'orange' } }).pending).toBe('bonus-sale by orange');
  });
  it('usage errors exit 2', () => {
    expect(cli().code).toBe(2);
    expect(cli('play', 'only-one-file.json').code).toBe(2);
    expect(cli('play', 'a.json', 'b.json', '--flow', '--flow').code).toBe(2);
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

/** `npm run engine -- simulate --ruleset lancashire` (src/engine/lancashire/cli.ts). */
describe('engine CLI, Lancashire', () => {
  it('simulate --ruleset lancashire plays whole games and prints one summary line', () => {
    const r = cli('simulate', '--ruleset', 'lancashire', '--players', '2', '--games', '2', '--seed', '11');
    expect(r.code).toBe(0);
    expect(r.out).toHaveLength(1);
    const summary = JSON.parse(r.out[0] as string);
    expect(summary).toMatchObject({ simulate: { ruleset: 'lancashire', players: 2, games: 2, seeds: [11, 12] }, finished: 2, invariantFailures: 0 });
    expect(summary.invariantChecks).toBeGreaterThan(50);
  });

  it('oracle --ruleset lancashire runs the known answers: one line per case, then the totals', () => {
    const r = cli('oracle', '--ruleset', 'lancashire');
    expect(r.code).toBe(0);
    expect(r.out.at(-1)).toMatch(/^oracle: \d+ passed, 0 failed$/);
    expect(JSON.parse(r.out[0] as string)).toMatchObject({ result: 'ok' });
    const one = cli('oracle', '--ruleset', 'lancashire', '--id', 'coal-closest-mine');
    expect(one.out).toEqual(['{"id":"coal-closest-mine","section":"moving-coal","result":"ok"}', 'oracle: 1 passed, 0 failed']);
    expect(cli('oracle', '--ruleset', 'lancashire', '--id', 'no-such-case').code).toBe(2);
  });

  it('a bad value or an unknown ruleset is a usage error (exit 2)', () => {
    expect(cli('simulate', '--ruleset', 'lancashire', '--players', '5').code).toBe(2);
    expect(cli('simulate', '--ruleset', 'birmingham').code).toBe(2);
  });
});
