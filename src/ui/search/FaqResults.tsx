import { useTranslation } from '../../i18n/useTranslation';
import type { FaqHit } from '../../search/faq-search';
import { AppLink } from '../AppLink';
import { faqById } from '../content';
import { Highlighted } from './Highlighted';
import { withView, type FaqView } from './params';

/** The hits, best first: the question and a passage with the matched words marked, the page and the topic. */
export function FaqResults({ hits, view }: { hits: readonly FaqHit[]; view: FaqView }) {
  const { t } = useTranslation();
  return (
    <ol className="faq-results" aria-label={t('search.results')}>
      {hits.map((h) => (
        <li key={h.id}>
          <AppLink to={withView(`/faq/${h.id}`, view)}>
            <Highlighted segments={h.question} />
          </AppLink>{' '}
          <span className="page-ref">{t('common.page', { page: faqById(h.id)?.page })}</span>
          <span className="faq-tag">{t(`search.topics.${h.topic}`)}</span>
          {h.snippet.length > 0 ? (
            <p className="faq-snippet">
              <Highlighted segments={h.snippet} />
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
