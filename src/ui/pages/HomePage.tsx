import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../AppLink';
import { faq } from '../content';

// The board picture brings the board data and the map drawing: on demand, after the first paint.
const HomeBoard = lazy(() => import('./HomeBoard').then((m) => ({ default: m.HomeBoard })));

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
        <figcaption>{t('homeMore.boardCaption')}</figcaption>
      </figure>
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
          <AppLink to="/mat">{t('nav.mat')}</AppLink>
          <p>{t('homeMore.featureMat')}</p>
        </li>
        <li>
          <AppLink to="/sources">{t('nav.sources')}</AppLink>
          <p>{t('homeMore.featureSources')}</p>
        </li>
      </ul>
    </article>
  );
}
