import { lazy, useState } from 'react';
import { readProgress, type ProgressData } from '../../store/progress';
import { Stars } from '../Stars';
import { useTranslation } from '../../i18n/useTranslation';
import { AppLink } from '../AppLink';
import { lessons } from '../content';
import { FaqLinks } from './FaqLinks';
import { NotFoundPage } from './NotFoundPage';
import { useAreas } from '../../i18n/areas';
import { deviceStorage } from '../../store/storage';
import { LazyPart } from '../LazyPart';
import { LazyRuleSuggestion } from '../practice/LazyRuleSuggestion';

// The interactive player pulls the engine, the board and the mat: loaded only on a lesson page.
const LessonPlayer = lazy(() => import('../lesson/LessonPlayer'));

/** Saved progress, read once when the page opens (never throws; an unreadable save reads as empty). */
export function useSavedProgress(): ProgressData {
  const [p] = useState(() => {
    try {
      return readProgress(deviceStorage());
    } catch {
      return { done: [], lessons: {} };
    }
  });
  return p;
}

/** Steps per lesson: the count written in content/lessons.json (a test checks it against the lesson file). */
export const stepsOf = (id: string): number => lessons.find((l) => l.id === id)?.steps ?? 1;

/** A lesson's mark in the list: its stars, a tick (finished before stars were counted), or the step it stands at. */
function LessonMark({ id, progress }: { id: string; progress: ProgressData }) {
  const { t } = useTranslation();
  const saved = progress.lessons[id];
  if (progress.done.includes(id))
    return saved?.stars ? (
      <Stars n={saved.stars} label={t('lessons.progress.stars', { n: saved.stars })} />
    ) : (
      <span className="lesson-tick" data-done="true">
        ✓ {t('lessons.progress.done')}
      </span>
    );
  if (saved && (saved.step > 0 || saved.hints > 0 || saved.wrong > 0))
    return <span className="lesson-in-progress">{t('lessons.progress.inProgress', { n: saved.step + 1, total: stepsOf(id) })}</span>;
  return null;
}

export function LessonsPage() {
  const { t } = useTranslation();
  const progress = useSavedProgress();
  useAreas('summaries'); // after every other hook: it may suspend
  return (
    <article className="page">
      <h1>{t('lessons.heading')}</h1>
      <p className="lead">{t('lessons.intro')}</p>
      <LazyRuleSuggestion />
      <ol className="lesson-list">
        {lessons.map((l, i) => (
          <li key={l.id} data-lesson={l.id}>
            <AppLink to={`/lessons/${l.id}`}>
              <span className="lesson-number">{t('lessons.lesson', { n: i + 1 })}</span> {t(`lessons.items.${l.id}.title`)}
            </AppLink>{' '}
            <LessonMark id={l.id} progress={progress} />
            <p>{t(`summaries.lessons.${l.id}`)}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}

export function LessonPage({ id }: { id: string }) {
  const { t } = useTranslation();
  useAreas('lesson', 'summaries');
  const index = lessons.findIndex((l) => l.id === id);
  const lesson = lessons[index];
  if (!lesson) return <NotFoundPage message={t('lessons.notFound', { id })} />;
  return (
    <article className="page">
      <p className="breadcrumb">
        <AppLink to="/lessons">{t('common.backToList')}</AppLink>
      </p>
      <h1>
        <span className="lesson-number">{t('lessons.lesson', { n: index + 1 })}</span> {t(`lessons.items.${id}.title`)}
      </h1>
      <p className="lead">{t(`summaries.lessons.${id}`)}</p>
      <LazyPart fallback={<p className="loading lesson-player-loading" role="status" aria-live="polite" />}>
        <LessonPlayer key={id} id={id} title={t(`lessons.items.${id}.title`)} />
      </LazyPart>
      <h2 className="lesson-rules-heading">{t('lesson.ui.readRules')}</h2>
      <FaqLinks ids={lesson.faq} />
    </article>
  );
}
