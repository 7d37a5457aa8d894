import { useTranslation } from 'react-i18next';
import { AppLink } from '../AppLink';
import { faq, lessons } from '../content';
import { stepsOf, useSavedProgress } from './LessonsPage';

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
      <span className="continue-what">{t('home.continueWhat', { n: i + 1, title: t(`lessons.items.${l.id}.title`), step: step + 1, total: stepsOf(l.id) })}</span>
    </p>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  return (
    <article className="page home">
      <h1>{t('home.heading')}</h1>
      <p className="lead">{t('home.intro')}</p>
      <Continue />
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
