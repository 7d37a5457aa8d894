import { useTranslation } from 'react-i18next';
import { choices } from '../content';
import { Coming } from './Coming';
import { FaqLinks } from './FaqLinks';

export function ChoicesPage() {
  const { t } = useTranslation();
  return (
    <article className="page">
      <h1>{t('choices.heading')}</h1>
      <p className="lead">{t('choices.intro')}</p>
      <Coming />
      <ul className="choice-list">
        {choices.map((c) => (
          <li key={c.id}>
            <h2>{t(`choices.items.${c.id}`)}</h2>
            <FaqLinks ids={c.faq} />
          </li>
        ))}
      </ul>
    </article>
  );
}
