/** The headless CLI: JSON lines, exit codes 0 / 1 / 2. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newGame, reasonCodes } from '../../src/engine/rulesets/pittsburgh/index.ts';
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
    expect(summary({ ...newGame({ players: 2, seed: 1 }), pending: { kind: 'bonus-sale', player: 'orange' } }).pending).toBe(
      'bonus-sale by orange',
    );
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

/** `npm run engine -- simulate --ruleset lancashire` (src/engine/rulesets/lancashire/cli.ts). */
describe('engine CLI, Lancashire', () => {
  it('simulate --ruleset lancashire plays whole games and prints one summary line', () => {
    const r = cli('simulate', '--ruleset', 'lancashire', '--players', '2', '--games', '2', '--seed', '11');
    expect(r.code).toBe(0);
    expect(r.out).toHaveLength(1);
    const summary = JSON.parse(r.out[0] as string);
    expect(summary).toMatchObject({
      simulate: { ruleset: 'lancashire', players: 2, games: 2, seeds: [11, 12] },
      finished: 2,
      invariantFailures: 0,
    });
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
    expect(cli('play', '--ruleset', 'birmingham', 'a.json', 'b.json').code).toBe(2);
  });

  /** The course's Lancashire position of "building over": Red builds over Yellow's flipped coal mine at Wigan. */
  const course = JSON.parse(fs.readFileSync(path.join(__dirname, '../../content/course/building-over.json'), 'utf8'));
  const position = tmp(JSON.stringify(course.lancashire.position));
  const over = course.lancashire.options[0].action;

  it('validate --ruleset lancashire: 0 for a valid position; coded errors with paths for a bad one', () => {
    expect(cli('validate', '--ruleset', 'lancashire', position)).toMatchObject({ code: 0, out: ['{"ok":true}'] });
    const bad = cli(
      'validate',
      '--ruleset',
      'lancashire',
      tmp(JSON.stringify({ players: 2, cash: { red: -4 }, tiles: { 'nowhere-1': {} } })),
    );
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.out[0] as string).errors).toEqual(
      expect.arrayContaining([
        { code: 'wrong-type', path: 'cash.red', params: { expected: 'whole number' } },
        { code: 'unknown-space', path: 'tiles.nowhere-1', params: { space: 'nowhere-1' } },
      ]),
    );
  });

  it('play --ruleset lancashire: each action with its effects, a refusal with its rule section, then the summary', () => {
    const r = cli('play', '--ruleset', 'lancashire', position, tmp(JSON.stringify([over])));
    expect(r.code).toBe(0);
    const step = JSON.parse(r.out[0] as string);
    expect(step).toMatchObject({ step: 0, ok: true });
    expect(step.effects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'build', player: 'red', space: 'wigan-1', tile: 'coal', over: { owner: 'yellow', level: 1 } }),
      ]),
    );
    const cost = course.lancashire.options[0].claims.cost;
    const sum = JSON.parse(r.out[1] as string).summary;
    expect(sum.players.find((p: { colour: string }) => p.colour === 'red').cash).toBe(30 - cost);
    const refused = cli('play', '--ruleset', 'lancashire', position, tmp(JSON.stringify({ ...over, space: 'bolton-1', tile: 'cotton' })));
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.out[0] as string)).toMatchObject({
      ok: false,
      error: { code: 'card-does-not-allow', section: 'right-card' },
    });
  });

  it('legal --ruleset lancashire lists the position’s legal actions, the build over among them; --complete lists at least as many', () => {
    const r = cli('legal', '--ruleset', 'lancashire', position);
    expect(r.code).toBe(0);
    const actions = r.out.map((l) => JSON.parse(l).action);
    expect(actions).toContainEqual(over);
    expect(cli('legal', '--ruleset', 'lancashire', position, '--complete').out.length).toBeGreaterThanOrEqual(actions.length);
  });

  it('reasons --ruleset lancashire: every code with its section of the rule text', () => {
    const r = cli('reasons', '--ruleset', 'lancashire');
    expect(r.out.map((l) => JSON.parse(l))).toContainEqual(expect.objectContaining({ code: 'coal-not-closest', section: 'moving-coal' }));
  });
});
