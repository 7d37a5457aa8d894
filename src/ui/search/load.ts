/**
 * Loads the FAQ search on demand (its library, synonyms and pinyin table are a chunk of their own,
 * precached for offline use but never part of the first visit) and builds it from the strings on
 * the i18n instance: the FAQ questions (core) and answers (faq-answers) of both languages.
 */
import { useEffect, useState } from 'react';
import type { i18n } from 'i18next';
import { useTranslation } from '../../i18n/useTranslation';
import { loadLanguage } from '../../i18n';
import { loadArea, originalOf } from '../../i18n/areas';
import type { FaqSearch } from '../../search/faq-search';
import { faqTopicEntries } from './topics';

const cache = new WeakMap<i18n, Promise<FaqSearch>>();

export function loadFaqSearch(wrapped: i18n): Promise<FaqSearch> {
  // One search per i18n instance, not per component (each gets a wrapper of its own: areas.ts).
  const instance = originalOf(wrapped);
  const cached = cache.get(instance);
  if (cached) return cached;
  const made = Promise.all([
    import('../../search/faq-search'),
    import('../../search/docs'),
    loadArea(instance, 'faqAnswers'),
    loadLanguage(instance, 'zh'),
  ]).then(([{ createFaqSearchInSlices }, { faqDocs }]) =>
    createFaqSearchInSlices(
      faqDocs(faqTopicEntries, (lang, key) => (instance.exists(key, { lng: lang }) ? instance.t(key, { lng: lang }) : undefined)),
    ),
  );
  // A failed chunk load may work on a later try (back online): forget it.
  made.catch(() => cache.delete(instance));
  cache.set(instance, made);
  return made;
}

export type SearchState = { status: 'loading' } | { status: 'ready'; search: FaqSearch } | { status: 'failed' };

/** The search once loaded; `wanted` false waits (nothing is loaded until a page needs it). */
export function useFaqSearch(wanted = true): SearchState {
  const { i18n: instance } = useTranslation();
  const [state, setState] = useState<{ of: i18n; value: SearchState } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadFaqSearch(instance).then(
      (search) => live && setState({ of: instance, value: { status: 'ready', search } }),
      () => live && setState({ of: instance, value: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [instance, wanted]);
  return state && state.of === instance ? state.value : { status: 'loading' };
}
