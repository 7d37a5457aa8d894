/** The rows of the Lancashire–Pittsburgh comparison (content/compare.json), typed. */
import data from '../../../content/compare.json';
import type { FactStatus } from '../../engine/rulesets/pittsburgh/data/types';

export interface CompareRow {
  id: string;
  /** `source`: a Lancashire rule section (the `lancashire.sections` names), or `data` for the board and tile data. */
  lancashire: {
    source: string;
    status: FactStatus;
    /** part of the cell comes from the data sets (`compare.rows.<id>.data` says which) */ data?: boolean;
  };
  /** The printed page of the Pittsburgh rulebook; `conflict`: the rulebook disagrees with itself (`compare.rows.<id>.conflict` says how, and what is followed). */
  pittsburgh: { page: number; conflict?: boolean };
}

export const compareRows: CompareRow[] = data.rows as CompareRow[];
