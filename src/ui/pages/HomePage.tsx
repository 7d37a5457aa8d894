import { useTranslation } from 'react-i18next';
import { AppLink } from '../AppLink';
import { faq } from '../content';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <article className="page home">
      <h1>{t('home.heading')}</h1>
      <p className="lead">{t('home.intro')}</p>
      <p className="actions">
        <AppLink to="/lessons" className="button primary">
          {t('home.startLessons')}
        </AppLink>
        <AppLink to="/faq" className="button">
          {t('home.lookUpRule')}
        </AppLink>
      </p>
      <h2>{t('home.featuresHeading')}</h2>
      <ul className="cards">
        <li>
          <AppLink to="/lessons">{t('nav.lessons')}</AppLink>
          <p>{t('home.featureLessons')}</p>
        </li>
        <li>
          <AppLink to="/choices">{t('nav.choices')}</AppLink>
          <p>{t('home.featureChoices')}</p>
        </li>
        <li>
          <AppLink to="/play">{t('nav.play')}</AppLink>
          <p>{t('home.featurePlay')}</p>
        </li>
        <li>
          <AppLink to="/faq">{t('nav.faq')}</AppLink>
          <p>{t('home.featureFaq', { count: faq.length })}</p>
        </li>
        <li>
          <AppLink to="/components">{t('nav.components')}</AppLink>
          <p>{t('home.featureComponents')}</p>
        </li>
        <li>
          <AppLink to="/glossary">{t('nav.glossary')}</AppLink>
          <p>{t('home.featureGlossary')}</p>
        </li>
      </ul>
    </article>
  );
}
