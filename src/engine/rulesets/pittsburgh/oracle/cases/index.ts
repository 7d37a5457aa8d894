/**
 * Every oracle case, one JSON file per topic (docs/rules-oracle.md). Static imports keep the
 * oracle pure: the same table runs in Node (CLI, tests) and in a browser.
 */
import type { OracleCase } from '../types.ts';
import actions from './actions.json' with { type: 'json' };
import boardValues from './board-values.json' with { type: 'json' };
import crownJewels from './crown-jewels.json' with { type: 'json' };
import eraEnd from './era-end.json' with { type: 'json' };
import gameEnd from './game-end.json' with { type: 'json' };
import income from './income.json' with { type: 'json' };
import matCosts from './mat-costs.json' with { type: 'json' };
import matEmptied from './mat-emptied.json' with { type: 'json' };
import matSales from './mat-sales.json' with { type: 'json' };
import matScoring from './mat-scoring.json' with { type: 'json' };
import merchants from './merchants.json' with { type: 'json' };
import oil from './oil.json' with { type: 'json' };
import quality from './quality.json' with { type: 'json' };
import refusals from './refusals.json' with { type: 'json' };
import sourcing from './sourcing.json' with { type: 'json' };
import turnOrder from './turn-order.json' with { type: 'json' };

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
