import { useTranslation } from '../../i18n/useTranslation';
import { AppLink } from '../AppLink';
import { choices } from '../content';
import { FaqLinks } from './FaqLinks';

export function ChoicesPage() {
  const { t } = useTranslation();
  return (
    <article className="page">
      <h1>{t('choices.heading')}</h1>
      <p className="lead">{t('choices.intro')}</p>
      <ul className="choice-list">
        {choices.map((c) => (
          <li key={c.id}>
            <h2>
              <AppLink to={`/choices/${c.id}`}>{t(`choices.items.${c.id}`)}</AppLink>
            </h2>
            <FaqLinks ids={c.faq} />
          </li>
        ))}
      </ul>
    </article>
  );
}
