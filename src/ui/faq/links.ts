/** The FAQ's links (content/faq.json): related lessons and, where a lesson position shows the rule, a live position. */
import data from '../../../content/faq.json';

export interface FaqPositionLink {
  /** A file in content/scenarios, without `.json`. */
  scenario: string;
  /** Board ids to ring: locations, spaces, lines "a~b", pipeline routes "field>location", markets, oil fields. */
  highlight: string[];
}

export interface FaqLinkEntry {
  lessons: string[];
  position?: FaqPositionLink;
}

export const faqLinkEntries: Record<string, FaqLinkEntry> = data.entries;

export const faqLinks = (id: string): FaqLinkEntry => faqLinkEntries[id] ?? { lessons: [] };
