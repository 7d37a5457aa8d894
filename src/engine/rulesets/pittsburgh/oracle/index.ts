/** The public rules oracle: a table of known answers and its runner (docs/rules-oracle.md). */
export { oracleCases, oracleTopics } from './cases/index.ts';
export { runCase } from './run.ts';
export type { CaseResult, CaseStatus, Expectation, OracleCase, OutcomeExpectation, RefusalExpectation } from './types.ts';
