import { useTranslation } from '../../i18n/useTranslation';
import { AppLink } from '../AppLink';
import { faqById } from '../content';

/** Links to FAQ entries, each with its printed page. */
export function FaqLinks({ ids }: { ids: string[] }) {
  const { t } = useTranslation();
  return (
    <ul className="faq-links">
      {ids.map((id) => (
        <li key={id}>
          <AppLink to={`/faq/${id}`}>{t(`faq.q.${id}`)}</AppLink>{' '}
          <span className="page-ref">{t('common.page', { page: faqById(id)?.page })}</span>
        </li>
      ))}
    </ul>
  );
}
