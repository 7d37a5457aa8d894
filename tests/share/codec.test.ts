/** Share links and scenario text: a round trip, and every way a link or a file can be wrong. */
import { describe, expect, it } from 'vitest';
import { newGame, validate } from '../../src/engine/rulesets/pittsburgh/index.ts';
import {
  decodeLink,
  encodeLink,
  fromBase64Url,
  MAX_LINK_CHARS,
  MAX_SCENARIO_BYTES,
  readScenarioText,
  scenarioOf,
  scenarioText,
  toBase64Url,
} from '../../src/share/codec.ts';

async function deflate(text: string): Promise<string> {
  const s = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64Url(new Uint8Array(await new Response(s).arrayBuffer()));
}

const game = newGame({ players: 3, seed: 99 });
const setup = scenarioOf(game)!;

describe('share links', () => {
  it('a whole game position goes through a link and comes back as the same state, in a short link', async () => {
    const link = await encodeLink(setup);
    expect(link).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(link.length).toBeLessThan(MAX_LINK_CHARS / 2);
    const back = await decodeLink(link);
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.state).toEqual(game);
  });

  it('base64url round trip of every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
  });

  it('refuses text that is not base64url', async () => {
    expect(await decodeLink('1.ab$cd')).toEqual({ ok: false, problem: { code: 'not-base64' } });
    expect(await decodeLink('1.a')).toEqual({ ok: false, problem: { code: 'not-base64' } });
  });

  it('refuses data that is not deflate-raw', async () => {
    expect(await decodeLink(`1.${toBase64Url(new Uint8Array([0xff, 0xff, 0xff, 0xff, 0x12]))}`)).toEqual({
      ok: false,
      problem: { code: 'bad-compression' },
    });
  });

  it('refuses a compressed text that is not JSON', async () => {
    expect(await decodeLink(`1.${await deflate('{players: oops')}`)).toEqual({ ok: false, problem: { code: 'not-json' } });
  });

  it('refuses another version, and data without one', async () => {
    const link = await encodeLink(setup);
    expect(await decodeLink(`3${link.slice(1)}`)).toEqual({
      ok: false,
      problem: { code: 'wrong-version', params: { version: '3', expected: 1 } },
    });
    expect(await decodeLink(link.slice(2))).toEqual({ ok: false, problem: { code: 'no-version' } });
    expect(await decodeLink('')).toEqual({ ok: false, problem: { code: 'empty' } });
  });

  it("gives a tampered position's every problem as the validator lists them", async () => {
    const bad = { ...setup, players: setup.players.map((p, i) => (i === 1 ? { ...p, whiskey: 5, cash: -3 } : p)) };
    const r = await decodeLink(await encodeLink(bad));
    const expected = validate(bad);
    expect(expected.ok).toBe(false);
    expect(r).toEqual({
      ok: false,
      problem: { code: 'invalid', errors: expected.ok ? [] : expected.errors, colours: ['blue', 'orange', 'green'] },
    });
    expect(r.ok ? [] : r.problem.code === 'invalid' ? r.problem.errors.map((e) => `${e.path}:${e.code}`) : []).toEqual([
      'players[1].cash:cash-negative',
      'players[1].whiskey:whiskey-over-3',
    ]);
  });

  it('refuses a link above the size limit without reading it', async () => {
    const r = await decodeLink(`1.${'A'.repeat(MAX_LINK_CHARS)}`);
    expect(r).toEqual({ ok: false, problem: { code: 'link-too-long', params: { size: MAX_LINK_CHARS + 2, max: MAX_LINK_CHARS } } });
  });

  it('refuses a small link that inflates above the size limit (a compression bomb)', async () => {
    const huge = `{"players":[{"colour":"blue"}],"pad":"${' '.repeat(MAX_SCENARIO_BYTES * 3)}"}`;
    const link = `1.${await deflate(huge)}`;
    expect(link.length).toBeLessThan(MAX_LINK_CHARS);
    const r = await decodeLink(link);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem.code).toBe('too-big');
  });
});

describe('scenario text (files and pastes)', () => {
  it('a file written with scenarioText reads back as the same state', () => {
    const r = readScenarioText(scenarioText(setup));
    expect(r.ok && r.state).toEqual(game);
    expect(JSON.parse(scenarioText(setup))).toMatchObject({ version: 1, board: 'three-four' });
  });

  it('reads a scenario file without a version (the course files)', () => {
    const r = readScenarioText(JSON.stringify({ players: [{ colour: 'blue', cash: 12 }] }));
    expect(r.ok && r.state.players[0]?.cash).toBe(12);
  });

  it('says what is wrong: empty, not JSON, another version, too big, invalid', () => {
    expect(readScenarioText('  ')).toEqual({ ok: false, problem: { code: 'empty' } });
    expect(readScenarioText('{"players": [')).toEqual({ ok: false, problem: { code: 'not-json' } });
    expect(readScenarioText('{"version": 7, "players": []}')).toEqual({
      ok: false,
      problem: { code: 'wrong-version', params: { version: '7', expected: 1 } },
    });
    const big = 'x'.repeat(MAX_SCENARIO_BYTES + 1);
    expect(readScenarioText(big)).toEqual({
      ok: false,
      problem: { code: 'too-big', params: { size: MAX_SCENARIO_BYTES + 1, max: MAX_SCENARIO_BYTES } },
    });
    expect(readScenarioText('[1,2]')).toEqual({
      ok: false,
      problem: { code: 'invalid', errors: [{ path: '', code: 'not-an-object' }], colours: [] },
    });
    expect(readScenarioText('{"players":[{"colour":"blue","whiskey":4}]}')).toEqual({
      ok: false,
      problem: {
        code: 'invalid',
        errors: [{ path: 'players[0].whiskey', code: 'whiskey-over-3', params: { value: 4 } }],
        colours: ['blue'],
      },
    });
  });
});
