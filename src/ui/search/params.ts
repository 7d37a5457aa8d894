/** The search and the topic filter live in the address (?q=…&topic=…), so an entry knows its neighbours and a link can be shared. */
import { useSearch } from 'wouter';
import { faqTopics } from './topics';

export interface FaqView {
  query: string;
  topic: string | null;
}

export function readFaqView(search: string): FaqView {
  const p = new URLSearchParams(search);
  const topic = p.get('topic');
  return { query: (p.get('q') ?? '').slice(0, 200), topic: topic && faqTopics.some((t) => t.id === topic) ? topic : null };
}

export const useFaqView = (): FaqView => readFaqView(useSearch());

/** The address of `path` with this view (empty parts left out). */
export function withView(path: string, view: FaqView): string {
  const p = new URLSearchParams();
  if (view.query.trim()) p.set('q', view.query);
  if (view.topic) p.set('topic', view.topic);
  const s = p.toString();
  return s ? `${path}?${s}` : path;
}
