/** Previous / next between FAQ entries, in the order the reader came from: the search results, the topic, or the list. */
import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import { AppLink } from '../AppLink';
import { useLanguage } from '../language';
import { useFaqSearch } from './load';
import { useFaqView, withView, type FaqView } from './params';
import { idsInTopic } from './topics';

/** The ordered ids the entry sits in, and what that order is; null while the search loads. */
function useOrder(id: string, view: FaqView): { ids: string[]; view: FaqView } | null {
  const { lang } = useLanguage();
  const searching = view.query.trim() !== '';
  const state = useFaqSearch(searching);
  if (searching) {
    if (state.status === 'loading') return null;
    if (state.status === 'ready') {
      const ids = state.search.search(view.query, lang, view.topic).map((h) => h.id);
      if (ids.includes(id)) return { ids, view };
    }
  }
  const inTopic = idsInTopic(view.topic);
  if (inTopic.includes(id)) return { ids: inTopic, view: { query: '', topic: view.topic } };
  return { ids: idsInTopic(null), view: { query: '', topic: null } };
}

export function EntrySteps({ id }: { id: string }) {
  const { t } = useTranslation();
  useAreas('search');
  const order = useOrder(id, useFaqView());
  if (!order) return null;
  const { ids, view } = order;
  const i = ids.indexOf(id);
  if (i < 0 || ids.length < 2) return null;
  const prev = ids[i - 1];
  const next = ids[i + 1];
  const where = view.query
    ? t('search.inResults', { query: view.query })
    : view.topic
      ? t('search.inTopic', { topic: t(`search.topics.${view.topic}`) })
      : '';
  return (
    <nav className="faq-steps" aria-label={t('search.steps')}>
      {prev ? (
        <AppLink to={withView(`/faq/${prev}`, view)} rel="prev" className="faq-step faq-step-prev">
          <span className="faq-step-dir">← {t('search.previous')}</span> {t(`faq.q.${prev}`)}
        </AppLink>
      ) : (
        <span />
      )}
      <span className="faq-step-where">
        {t('search.position', { n: i + 1, total: ids.length })} {where}
      </span>
      {next ? (
        <AppLink to={withView(`/faq/${next}`, view)} rel="next" className="faq-step faq-step-next">
          <span className="faq-step-dir">{t('search.next')} →</span> {t(`faq.q.${next}`)}
        </AppLink>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The way back: to the results or topic the reader came from, else to the list. */
export function FaqBackLink() {
  const { t } = useTranslation();
  useAreas('search');
  const view = useFaqView();
  return (
    <AppLink to={withView('/faq', view)}>{view.query.trim() || view.topic ? t('search.backToResults') : t('common.backToList')}</AppLink>
  );
}
