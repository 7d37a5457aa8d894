/** The Rules FAQ (/faq): the search box, the topic filter, and the list or the results. Loaded on demand. */
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation, useSearch } from 'wouter';
import { AppLink } from '../AppLink';
import { faq } from '../content';
import { faqLinks } from '../faq/links';
import { useAreas } from '../../i18n/areas';
import { useLanguage } from '../language';
import { FaqResults } from '../search/FaqResults';
import { useFaqSearch, type SearchState } from '../search/load';
import { readFaqView, withView, type FaqView } from '../search/params';
import { SearchBox } from '../search/SearchBox';
import { TopicFilter } from '../search/TopicFilter';
import { idsInTopic } from '../search/topics';

export function FaqListPage() {
  const { t } = useTranslation();
  useAreas('faqAnswers', 'search');
  const search = useSearch();
  const [, navigate] = useLocation();
  const fromUrl = readFaqView(search);
  // The box keeps its own text (the caret must not jump); the address follows it.
  const [query, setQuery] = useState(fromUrl.query);
  const view: FaqView = { query, topic: fromUrl.topic };
  const state = useFaqSearch();
  const lang = new URLSearchParams(search).get('lang');
  const show = (next: FaqView) => {
    const to = withView('/faq', next);
    navigate(lang ? `${to}${to.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}` : to, { replace: true });
  };
  return (
    <article className="page">
      <h1>{t('faq.heading')}</h1>
      <p className="lead">{t('faq.intro', { count: faq.length })}</p>
      <SearchBox
        value={query}
        onChange={(q) => {
          setQuery(q);
          show({ ...view, query: q });
        }}
      />
      <TopicFilter topic={view.topic} onChange={(topic) => show({ ...view, topic })} />
      <p>{t('faqAnswers.ui.listHint')}</p>
      <Shown view={view} state={state} />
    </article>
  );
}

/** The results of the query (typed ahead of the search: React keeps the box responsive), or the list. */
function Shown({ view, state }: { view: FaqView; state: SearchState }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const query = useDeferredValue(view.query);
  const topicName = view.topic ? t(`search.topics.${view.topic}`) : '';
  if (!query.trim() || state.status !== 'ready') {
    const ids = idsInTopic(view.topic);
    return (
      <>
        <p role="status" className="faq-search-status">
          {query.trim() && state.status === 'loading' ? t('search.loading') : null}
          {query.trim() && state.status === 'failed' ? t('search.failed') : null}
          {!query.trim() && view.topic ? t('search.countIn', { count: ids.length, topic: topicName }) : null}
        </p>
        <FaqList ids={ids} view={view} />
      </>
    );
  }
  const hits = state.search.search(query, lang, view.topic);
  return (
    <>
      <p role="status" className="faq-search-status">
        {hits.length === 0
          ? t('search.none', { query: query.trim() })
          : view.topic
            ? t('search.countIn', { count: hits.length, topic: topicName })
            : t('search.count', { count: hits.length })}
      </p>
      {hits.length > 0 ? <FaqResults hits={hits} view={{ ...view, query }} /> : null}
    </>
  );
}

/** Every question (of the topic), in the rulebook's order. */
function FaqList({ ids, view }: { ids: string[]; view: FaqView }) {
  const { t } = useTranslation();
  return (
    <ol className="faq-list">
      {ids.map((id) => (
        <li key={id}>
          <AppLink to={withView(`/faq/${id}`, { query: '', topic: view.topic })}>{t(`faq.q.${id}`)}</AppLink>{' '}
          <span className="page-ref">{t('common.page', { page: faq.find((f) => f.id === id)?.page })}</span>
          {faqLinks(id).position ? <span className="faq-tag">{t('faqAnswers.ui.listBoardTag')}</span> : null}
        </li>
      ))}
    </ol>
  );
}
