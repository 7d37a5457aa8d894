import { useTranslation } from 'react-i18next';
import { AppLink } from '../AppLink';
import { reasonCodes, reasonInfo } from '../../engine/reasons';
import { faq, faqById } from '../content';
import { NotFoundPage } from './NotFoundPage';

export function FaqListPage() {
  const { t } = useTranslation();
  return (
    <article className="page">
      <h1>{t('faq.heading')}</h1>
      <p className="lead">{t('faq.intro', { count: faq.length })}</p>
      <ol className="faq-list">
        {faq.map((f) => (
          <li key={f.id}>
            <AppLink to={`/faq/${f.id}`}>{t(`faq.q.${f.id}`)}</AppLink>{' '}
            <span className="page-ref">{t('common.page', { page: f.page })}</span>
          </li>
        ))}
      </ol>
    </article>
  );
}

export function FaqEntryPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const entry = faqById(id);
  if (!entry) return <NotFoundPage message={t('faq.notFound', { id })} />;
  return (
    <article className="page">
      <p className="breadcrumb">
        <AppLink to="/faq">{t('common.backToList')}</AppLink>
      </p>
      <h1>{t(`faq.q.${id}`)}</h1>
      <p className="page-ref">{t('common.page', { page: entry.page })}</p>
      <aside className="coming" role="note">
        {t('faq.answerComing')}
      </aside>
      <Refusals faqId={id} />
    </article>
  );
}

/** The engine's refusals tied to this FAQ entry, in the words a learner will see. */
function Refusals({ faqId }: { faqId: string }) {
  const { t } = useTranslation();
  const codes = reasonCodes.filter((c) => reasonInfo(c).faq === faqId);
  if (codes.length === 0) return null;
  return (
    <section aria-labelledby="refusals-heading">
      <h2 id="refusals-heading">{t('faq.refusalsHeading')}</h2>
      <p>{t('faq.refusalsIntro')}</p>
      <ul className="refusals">
        {codes.map((c) => (
          <li key={c}>{t(`reasons.${c}`)}</li>
        ))}
      </ul>
    </section>
  );
}
