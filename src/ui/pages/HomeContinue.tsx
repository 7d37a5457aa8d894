/**
 * What Home says from the device's memory: "Continue where you left off" (the last lesson opened and
 * its step, or the next unfinished lesson) and the rule most often refused (RuleSuggestion). It reads
 * what is saved, so it loads after the first paint (with the lesson list's code), never with the first
 * visit (npm run size); a first visit has nothing saved anyway.
 */
import { useTranslation } from '../../i18n/useTranslation';
import { AppLink } from '../AppLink';
import { lessons } from '../content';
import { RuleSuggestion } from '../practice/RuleSuggestion';
import { stepsOf, useSavedProgress } from './LessonsPage';

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

export function HomeSaved() {
  return (
    <>
      <Continue />
      <RuleSuggestion />
    </>
  );
}
