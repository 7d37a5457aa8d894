/**
 * `npm run engine -- oracle [--topic T] [--id ID]` (docs/rules-oracle.md)
 *
 * Runs the rules oracle's cases (src/engine/rulesets/pittsburgh/oracle/cases): one line per case, then
 * `oracle: N passed, N failed`. Exit codes: 0 every case passed, 1 a case failed, 2 usage
 * (unknown argument, topic or id).
 */
import type { OracleCase } from '../rulesets/pittsburgh/oracle/index.ts';
import { oracleCases, oracleTopics, runCase } from '../rulesets/pittsburgh/oracle/index.ts';

type Out = (line: string) => void;

export const ORACLE_USAGE = 'npm run engine -- oracle [--topic T] [--id ID]';

function select(args: string[]): readonly OracleCase[] | string {
  let cases = oracleCases;
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (value === undefined) return `${String(flag)} needs a value`;
    if (flag === '--topic') {
      if (!(value in oracleTopics)) return `unknown topic ${value} (topics: ${Object.keys(oracleTopics).join(', ')})`;
      cases = cases.filter((c) => c.topic === value);
    } else if (flag === '--id') {
      cases = cases.filter((c) => c.id === value);
      if (cases.length === 0) return `no case with id ${value}`;
    } else return `unknown argument ${String(flag)}`;
  }
  return cases;
}

export function oracle(args: string[], out: Out, err: Out): number {
  const cases = select(args);
  if (typeof cases === 'string') {
    err(`${cases}\nusage: ${ORACLE_USAGE}`);
    return 2;
  }
  let failed = 0;
  for (const c of cases) {
    const r = runCase(c);
    const status = c.status && c.status !== 'read' ? ` [${c.status}]` : '';
    if (r.pass) out(`ok   ${c.id} (p.${c.page})${status} ${c.title}`);
    else {
      failed++;
      out(`FAIL ${c.id} (p.${c.page})${status} ${c.title}: ${r.messages.join('; ')}`);
    }
  }
  out(`oracle: ${cases.length - failed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}
