import { lazy } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AppLink } from '../AppLink';
import { faq, lessons } from '../content';
import { stepsOf, useSavedProgress } from './LessonsPage';
import { LazyPart } from '../LazyPart';
import { SITE_GROUPS } from '../nav/siteMap';
import { LazyRuleSuggestion } from '../practice/LazyRuleSuggestion';

/** "Continue where you left off": the last lesson opened and its step, or the next unfinished lesson. */
function Continue() {
  const { t } = useTranslation();
  const progress = useSavedProgress();
  const last = progress.last;
  if (!last) return null;
  let i = lessons.findIndex((l) => l.id === last.lesson);
  if (i < 0) return null;
  let step = last.step;
  if (progress.done.includes(last.lesson)) {
    const next = lessons.findIndex((l, k) => k > i && !progress.done.includes(l.id));
    if (next < 0) return null;
    i = next;
    step = progress.lessons[lessons[next]?.id ?? '']?.step ?? 0;
  }
  const l = lessons[i];
  if (!l) return null;
  return (
    <p className="continue">
      <AppLink to={`/lessons/${l.id}`} className="button primary" data-continue={l.id}>
        {t('home.continue')}
      </AppLink>{' '}
      <span className="continue-what">
        {t('home.continueWhat', { n: i + 1, title: t(`lessons.items.${l.id}.title`), step: step + 1, total: stepsOf(l.id) })}
      </span>
    </p>
  );
}

// The board picture brings the board data and the map drawing: on demand, after the first paint.
const HomeBoard = lazy(() => import('./HomeBoard').then((m) => ({ default: m.HomeBoard })));

export function HomePage() {
  const { t } = useTranslation();
  return (
    <article className="page home">
      <h1>{t('home.heading')}</h1>
      <p className="lead">{t('home.intro')}</p>
      <Continue />
      <LazyRuleSuggestion />
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
      <h2>{t('home.featuresHeading')}</h2>
      {/* The header's groups, from the same list, each section with a line about it. */}
      {SITE_GROUPS.map((g) => (
        <section key={g.key} className="home-group" data-group={g.key} aria-labelledby={`home-group-${g.key}`}>
          <h3 id={`home-group-${g.key}`}>{t(`nav.groups.${g.key}`)}</h3>
          <ul className="cards">
            {g.links.map((l) => (
              <li key={l.to}>
                <AppLink to={l.to}>{t(l.name)}</AppLink>
                <p>{t(l.about, { count: faq.length })}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
