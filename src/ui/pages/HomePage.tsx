import { lazy } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AppLink } from '../AppLink';
import { LazyPart } from '../LazyPart';

// The parts of Home a first visit can paint without (npm run size): each loads after the first paint.
// "Continue where you left off" and the rule most often refused read what the device saved.
const HomeSaved = lazy(() => import('./HomeContinue').then((m) => ({ default: m.HomeSaved })));
// The board picture brings the board data and the map drawing.
const HomeBoard = lazy(() => import('./HomeBoard').then((m) => ({ default: m.HomeBoard })));
// "What is here": every section with a line about it (the `homeFeatures` strings).
const HomeSections = lazy(() => import('./HomeSections').then((m) => ({ default: m.HomeSections })));

export function HomePage() {
  const { t } = useTranslation();
  return (
    <article className="page home">
      <h1>{t('home.heading')}</h1>
      <p className="lead">{t('home.intro')}</p>
      <LazyPart fallback={null}>
        <HomeSaved />
      </LazyPart>
      <p className="actions">
        <AppLink to="/lessons" className="button primary">
          {t('home.startLessons')}
        </AppLink>
        <AppLink to="/faq" className="button">
          {t('home.lookUpRule')}
        </AppLink>
      </p>
      <figure className="home-board">
        <LazyPart fallback={<div className="home-board-pic home-board-wait" />}>
          <HomeBoard />
        </LazyPart>
      </figure>
      <LazyPart fallback={null}>
        <HomeSections />
      </LazyPart>
    </article>
  );
}
