import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../AppLink';
import { lessons } from '../content';
import { Coming } from './Coming';
import { FaqLinks } from './FaqLinks';
import { NotFoundPage } from './NotFoundPage';
import { useAreas } from '../../i18n/areas';

// The interactive player pulls the engine, the board and the mat: loaded only on a lesson page.
const LessonPlayer = lazy(() => import('../lesson/LessonPlayer'));
/** Lessons with an interactive version (content/lessons/<id>.json); the others keep the "coming" note. */
const interactive = new Set(Object.keys(import.meta.glob('../../../content/lessons/*.json')).map((f) => f.replace(/^.*\/(.+)\.json$/, '$1')));

export function LessonsPage() {
  const { t } = useTranslation();
  return (
    <article className="page">
      <h1>{t('lessons.heading')}</h1>
      <p className="lead">{t('lessons.intro')}</p>
      <ol className="lesson-list">
        {lessons.map((l, i) => (
          <li key={l.id}>
            <AppLink to={`/lessons/${l.id}`}>
              <span className="lesson-number">{t('lessons.lesson', { n: i + 1 })}</span> {t(`lessons.items.${l.id}.title`)}
            </AppLink>
            <p>{t(`lessons.items.${l.id}.summary`)}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}

export function LessonPage({ id }: { id: string }) {
  const { t } = useTranslation();
  useAreas('lesson');
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
      <p className="lead">{t(`lessons.items.${id}.summary`)}</p>
      {interactive.has(id) ? (
        <Suspense fallback={<p className="loading lesson-player-loading" role="status" aria-live="polite" />}>
          <LessonPlayer key={id} id={id} title={t(`lessons.items.${id}.title`)} />
        </Suspense>
      ) : (
        <Coming />
      )}
      <h2 className="lesson-rules-heading">{t('lesson.ui.readRules')}</h2>
      <FaqLinks ids={lesson.faq} />
    </article>
  );
}
