/**
 * The choice files of content/choices joined with their positions from content/scenarios.
 * Each choice names a scenario, the learner's colour and two engine actions; nothing here is
 * resolved — the engine previews both actions in ChoiceView.
 */
import type { Action } from '../../engine/rulesets/pittsburgh/actions/types';
import type { FactStatus } from '../../engine/rulesets/pittsburgh/data/types';

export interface ChoiceOption {
  /** Key under choice.<choice id>.options. */
  id: string;
  action: Action;
  /** Board ids to ring on this option's board. */
  highlight: string[];
}

export interface ChoiceDef {
  id: string;
  scenario: string;
  learner: string;
  /** What to draw for each option: the board, or the income track. */
  view: 'board' | 'income';
  /** Board x (viewBox units) to scroll to on narrow screens. */
  centreX?: number;
  /** Key of an optional "same / different" sentence under choice.<id>. */
  summary?: string;
  /** Data notes with their status mark (key under choice.<id>.notes). */
  notes?: { key: string; status: FactStatus; conflict?: boolean }[];
  options: [ChoiceOption, ChoiceOption];
}

export interface Choice extends ChoiceDef {
  setup: unknown;
}

const defs = import.meta.glob<ChoiceDef>('../../../content/choices/*.json', { eager: true, import: 'default' });
const scenarios = import.meta.glob<unknown>('../../../content/scenarios/*.json', { eager: true, import: 'default' });

export function choiceById(id: string): Choice | undefined {
  const def = defs[`../../../content/choices/${id}.json`];
  if (!def) return undefined;
  const setup = scenarios[`../../../content/scenarios/${def.scenario}.json`];
  return setup === undefined ? undefined : { ...def, setup };
}
