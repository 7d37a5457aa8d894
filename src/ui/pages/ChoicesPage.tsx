import { useTranslation } from 'react-i18next';
import { AppLink } from '../AppLink';
import { choices } from '../content';
import { Coming } from './Coming';
import { FaqLinks } from './FaqLinks';

/** Choices with a side-by-side page (content/choices/<id>.json); the others keep the "coming" note. */
const finished = new Set(Object.keys(import.meta.glob('../../../content/choices/*.json')).map((f) => f.replace(/^.*\/(.+)\.json$/, '$1')));

export function ChoicesPage() {
  const { t } = useTranslation();
  const allFinished = choices.every((c) => finished.has(c.id));
  return (
    <article className="page">
      <h1>{t('choices.heading')}</h1>
      <p className="lead">{t('choices.intro')}</p>
      {allFinished ? null : <Coming />}
      <ul className="choice-list">
        {choices.map((c) => (
          <li key={c.id}>
            <h2>{finished.has(c.id) ? <AppLink to={`/choices/${c.id}`}>{t(`choices.items.${c.id}`)}</AppLink> : t(`choices.items.${c.id}`)}</h2>
            <FaqLinks ids={c.faq} />
          </li>
        ))}
      </ul>
    </article>
  );
}
