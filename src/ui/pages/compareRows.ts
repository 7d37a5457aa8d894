/** The rows of the Lancashire–Pittsburgh comparison (content/compare.json), typed. */
import data from '../../../content/compare.json';
import type { FactStatus } from '../../engine/data/types';

export interface CompareRow {
  id: string;
  /** `source`: a Lancashire rule section (the `lancashire.sections` names), or `data` for the board and tile data. */
  lancashire: { source: string; status: FactStatus };
  /** The printed page of the Pittsburgh rulebook. */
  pittsburgh: { page: number };
}

export const compareRows: CompareRow[] = data.rows as CompareRow[];
