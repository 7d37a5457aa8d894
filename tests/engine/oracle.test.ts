/** The public rules oracle (docs/rules-oracle.md): every case passes, and the table covers what it must. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reasonCodes, validate } from '../../src/engine/rulesets/pittsburgh/index.ts';
import type { OracleCase } from '../../src/engine/rulesets/pittsburgh/oracle/index.ts';
import { oracleCases, oracleTopics, runCase } from '../../src/engine/rulesets/pittsburgh/oracle/index.ts';
import { run } from '../../src/engine/cli/main.ts';

const REQUIRED_TOPICS = [
  'actions',
  'sourcing',
  'oil',
  'merchants',
  'quality',
  'crown-jewels',
  'turn-order',
  'income',
  'era-end',
  'game-end',
  'mat-costs',
  'mat-scoring',
  'mat-sales',
  'mat-emptied',
  'board-values',
  'refusals',
];

/** A short label per action played successfully somewhere in the table (`sell-free`, `network-2`, `develop-2`…). */
function actionKinds(cases: readonly OracleCase[]): Set<string> {
  const kinds = new Set<string>();
  for (const c of cases) {
    const played = 'refusal' in c.expect ? c.actions.slice(0, -1) : c.actions;
    for (const a of played as { type: string; free?: boolean; links?: unknown[]; tiles?: unknown[] }[]) {
      kinds.add(a.type + (a.free ? '-free' : '') + (a.links ? `-${a.links.length}` : '') + (a.tiles ? `-${a.tiles.length}` : ''));
    }
  }
  return kinds;
}

describe('rules oracle: every case', () => {
  it.each(oracleCases.map((c) => [c.id, c] as const))('%s', (_id, c: OracleCase) => {
    const r = runCase(c);
    expect(r.messages).toEqual([]);
    expect(r.pass).toBe(true);
  });
});

describe('rules oracle: the table', () => {
  it('holds at least 110 cases with unique ids, each filed under its own topic', () => {
    expect(oracleCases.length).toBeGreaterThanOrEqual(110);
    expect(new Set(oracleCases.map((c) => c.id)).size).toBe(oracleCases.length);
    for (const [topic, cases] of Object.entries(oracleTopics)) for (const c of cases) expect(c.topic).toBe(topic);
  });
  it('covers every required topic', () => {
    for (const t of REQUIRED_TOPICS) expect(oracleTopics[t]?.length ?? 0, t).toBeGreaterThan(0);
  });
  it('every refusal code of the rules is expected by at least one case', () => {
    // not rule outcomes: an engine fault, and the choice enumerator's "no choice completes this" (tests/engine/choices.test.ts)
    const notRules = new Set(['internal-error', 'no-legal-option']);
    const expected = new Set(oracleCases.map((c) => ('refusal' in c.expect ? c.expect.refusal : '')));
    expect(reasonCodes.filter((code) => !expected.has(code) && !notRules.has(code))).toEqual([]);
  });
  it('plays every action: build, network with 1 and 2 links, develop 1 and 2 tiles, sell, loan, pass, the bonus sale and its decline', () => {
    const kinds = actionKinds(oracleCases);
    for (const k of ['build', 'network-1', 'network-2', 'develop-1', 'develop-2', 'sell', 'loan', 'pass', 'sell-free', 'decline'])
      expect(kinds, k).toContain(k);
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
  it('docs/rules-oracle.md lists every topic with its case count', () => {
    const doc = fs.readFileSync(path.join(__dirname, '../../docs/rules-oracle.md'), 'utf8');
    for (const [topic, cases] of Object.entries(oracleTopics)) expect(doc, topic).toContain(`| \`${topic}\` | ${cases.length} |`);
    expect(doc).toContain(`| **total** | **${oracleCases.length}** |`);
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
