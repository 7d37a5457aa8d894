import { useTranslation } from 'react-i18next';
import { AppLink } from '../AppLink';
import { faq } from '../content';
import { faqLinks } from '../faq/links';
import { useAreas } from '../../i18n/areas';

export function FaqListPage() {
  const { t } = useTranslation();
  useAreas('faqAnswers');
  return (
    <article className="page">
      <h1>{t('faq.heading')}</h1>
      <p className="lead">{t('faq.intro', { count: faq.length })}</p>
      <p>{t('faqAnswers.ui.listHint')}</p>
      <ol className="faq-list">
        {faq.map((f) => (
          <li key={f.id}>
            <AppLink to={`/faq/${f.id}`}>{t(`faq.q.${f.id}`)}</AppLink>{' '}
            <span className="page-ref">{t('common.page', { page: f.page })}</span>
            {faqLinks(f.id).position ? <span className="faq-tag">{t('faqAnswers.ui.listBoardTag')}</span> : null}
          </li>
        ))}
      </ol>
    </article>
  );
}
