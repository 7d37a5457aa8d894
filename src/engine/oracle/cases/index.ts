/**
 * Every oracle case, one JSON file per topic (docs/rules-oracle.md). Static imports keep the
 * oracle pure: the same table runs in Node (CLI, tests) and in a browser.
 */
import type { OracleCase } from '../types.ts';
import actions from './actions.json';
import boardValues from './board-values.json';
import crownJewels from './crown-jewels.json';
import eraEnd from './era-end.json';
import gameEnd from './game-end.json';
import income from './income.json';
import matCosts from './mat-costs.json';
import matEmptied from './mat-emptied.json';
import matSales from './mat-sales.json';
import matScoring from './mat-scoring.json';
import merchants from './merchants.json';
import oil from './oil.json';
import quality from './quality.json';
import refusals from './refusals.json';
import sourcing from './sourcing.json';
import turnOrder from './turn-order.json';

/** Topic id → its cases, in the order the CLI prints them. */
export const oracleTopics: Record<string, readonly OracleCase[]> = {
  actions: actions as OracleCase[],
  sourcing: sourcing as OracleCase[],
  oil: oil as OracleCase[],
  merchants: merchants as OracleCase[],
  quality: quality as OracleCase[],
  'crown-jewels': crownJewels as OracleCase[],
  'turn-order': turnOrder as OracleCase[],
  income: income as OracleCase[],
  'era-end': eraEnd as OracleCase[],
  'game-end': gameEnd as OracleCase[],
  'mat-costs': matCosts as OracleCase[],
  'mat-scoring': matScoring as OracleCase[],
  'mat-sales': matSales as OracleCase[],
  'mat-emptied': matEmptied as OracleCase[],
  'board-values': boardValues as OracleCase[],
  refusals: refusals as OracleCase[],
};

export const oracleCases: readonly OracleCase[] = Object.values(oracleTopics).flat();
