/** The public rules oracle (docs/rules-oracle.md): every case passes, and the table covers what it must. */
import { describe, expect, it } from 'vitest';
import { validate } from '../../src/engine/index.ts';
import type { OracleCase } from '../../src/engine/oracle/index.ts';
import { oracleCases, oracleTopics, runCase } from '../../src/engine/oracle/index.ts';
import { run } from '../../src/engine/cli/main.ts';

describe('rules oracle: every case', () => {
  it.each(oracleCases.map((c) => [c.id, c] as const))('%s', (_id, c: OracleCase) => {
    const r = runCase(c);
    expect(r.messages).toEqual([]);
    expect(r.pass).toBe(true);
  });
});

describe('rules oracle: the table', () => {
  it('has unique ids, each case filed under its own topic', () => {
    expect(new Set(oracleCases.map((c) => c.id)).size).toBe(oracleCases.length);
    for (const [topic, cases] of Object.entries(oracleTopics)) for (const c of cases) expect(c.topic).toBe(topic);
  });
  it('every case has a printed page, a title, a valid position, and a note when not read', () => {
    for (const c of oracleCases) {
      expect(c.page, c.id).toBeGreaterThanOrEqual(1);
      expect(c.page, c.id).toBeLessThanOrEqual(12);
      expect(c.title.length, c.id).toBeGreaterThan(10);
      expect(validate(c.scenario).ok, c.id).toBe(true);
      if (c.status && c.status !== 'read') expect(c.note ?? '', c.id).not.toBe('');
    }
  });
  it('a wrong expectation fails with a readable message', () => {
    const c = oracleCases[0] as OracleCase;
    const r = runCase({ ...c, expect: { players: { blue: { cash: -1 } } } });
    expect(r.pass).toBe(false);
    expect(r.messages[0]).toMatch(/^players\.blue\.cash: expected -1, got \d+$/);
    expect(runCase({ ...c, expect: { refusal: 'no-whiskey' } }).messages).toEqual([
      'expected refusal no-whiskey, but the last action was accepted',
    ]);
  });
});

describe('engine CLI: oracle', () => {
  const cli = (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = run(
      ['oracle', ...args],
      (l) => out.push(l),
      (l) => err.push(l),
    );
    return { code, out, err };
  };
  it('prints one line per case and the summary; exit 0 when all pass', () => {
    const r = cli('--topic', 'mat-costs');
    expect(r.code).toBe(0);
    expect(r.out).toHaveLength((oracleTopics['mat-costs']?.length ?? 0) + 1);
    expect(r.out.at(-1)).toBe(`oracle: ${oracleTopics['mat-costs']?.length} passed, 0 failed`);
  });
  it('--id runs one case; unknown topic or id is a usage error', () => {
    const id = (oracleCases[0] as OracleCase).id;
    expect(cli('--id', id).out).toHaveLength(2);
    expect(cli('--topic', 'nope').code).toBe(2);
    expect(cli('--id', 'nope').code).toBe(2);
    expect(cli('--bad').code).toBe(2);
  });
});
