import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../AppLink';
import { faq } from '../content';

// The board picture brings the board data and the map drawing: on demand, after the first paint.
const HomeBoard = lazy(() => import('./HomeBoard').then((m) => ({ default: m.HomeBoard })));

/** Every section of the app: its address, name and one line about it. */
const SECTIONS = [
  ['/lessons', 'nav.lessons', 'home.featureLessons'],
  ['/choices', 'nav.choices', 'home.featureChoices'],
  ['/play', 'nav.play', 'home.featurePlay'],
  ['/faq', 'nav.faq', 'home.featureFaq'],
  ['/components', 'nav.components', 'home.featureComponents'],
  ['/glossary', 'nav.glossary', 'home.featureGlossary'],
  ['/mat', 'nav.mat', 'homeMore.featureMat'],
  ['/sources', 'nav.sources', 'homeMore.featureSources'],
] as const;

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
      <figure className="home-board">
        <Suspense fallback={<div className="home-board-pic home-board-wait" />}>
          <HomeBoard />
        </Suspense>
      </figure>
      <h2>{t('home.featuresHeading')}</h2>
      <ul className="cards">
        {SECTIONS.map(([to, name, text]) => (
          <li key={to}>
            <AppLink to={to}>{t(name)}</AppLink>
            <p>{t(text, { count: faq.length })}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}
