/** The FAQ's topics (content/faq-search.json): every entry belongs to one. Loaded with the FAQ pages, not the first visit. */
import faqSearchData from '../../../content/faq-search.json';
import { faq } from '../content';

export interface FaqSearchTopic {
  id: string;
  entries: string[];
}

export const faqTopics: FaqSearchTopic[] = faqSearchData.topics;

/** Every FAQ entry with its topic, in the FAQ's own order. */
export const faqTopicEntries: { id: string; topic: string }[] = faq.map((f) => ({
  id: f.id,
  topic: faqTopics.find((t) => t.entries.includes(f.id))?.id ?? '',
}));

/** The FAQ ids of one topic (all of them for null), in the FAQ's own order. */
export const idsInTopic = (topic: string | null): string[] => faqTopicEntries.filter((e) => !topic || e.topic === topic).map((e) => e.id);
