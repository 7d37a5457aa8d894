/** The FAQ's links (content/faq.json): related lessons and, where a lesson position shows the rule, a live position. */
import data from '../../../content/faq.json';
import type { Action } from '../../engine/rulesets/pittsburgh/actions/types';

export interface FaqPositionLink {
  /** A file in content/scenarios, without `.json`. */
  scenario: string;
  /** Board ids to ring: locations, spaces, lines "a~b", pipeline routes "field>location", markets, oil fields. */
  highlight: string[];
  /** The move of the answer's worked example, previewed by the engine on this position. */
  action?: Action;
}

export interface FaqLinkEntry {
  lessons: string[];
  position?: FaqPositionLink;
}

export const faqLinkEntries = data.entries as Record<string, FaqLinkEntry>;

export const faqLinks = (id: string): FaqLinkEntry => faqLinkEntries[id] ?? { lessons: [] };
