/**
 * Every oracle case, one JSON file per topic (docs/rules-oracle.md). Static imports keep the
 * oracle pure: the same table runs in Node (CLI, tests) and in a browser.
 */
import type { OracleCase } from '../types.ts';
import matCosts from './mat-costs.json';
import matScoring from './mat-scoring.json';
import matSales from './mat-sales.json';
import boardValues from './board-values.json';
import refusals from './refusals.json';

/** Topic id → its cases, in the order the CLI prints them. */
export const oracleTopics: Record<string, readonly OracleCase[]> = {
  'mat-costs': matCosts as OracleCase[],
  'mat-scoring': matScoring as OracleCase[],
  'mat-sales': matSales as OracleCase[],
  'board-values': boardValues as OracleCase[],
  refusals: refusals as OracleCase[],
};

export const oracleCases: readonly OracleCase[] = Object.values(oracleTopics).flat();
