import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import { courseIds, courseLesson, lancashireStart, pittsburghStart } from '../../tutorial/course';
import { AppLink } from '../AppLink';
import { LancashireLegend } from '../lancashire/Legend';
import { LancashireSide } from './LancashireSide';
import { PittsburghSide } from './PittsburghSide';
import './course.css';

/** One lesson of the course: the intention, then Lancashire and Pittsburgh side by side, then what changes. */
export function CourseLessonPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const lesson = courseLesson(id);
  const starts = useMemo(() => (lesson ? { l: lancashireStart(lesson), p: pittsburghStart(lesson) } : null), [lesson]);
  useAreas('course', 'lancashire', 'board', 'lesson'); // after every other hook: it may suspend
  const at = courseIds.indexOf(id);
  if (!lesson || !starts?.l || !starts.p || at < 0)
    return (
      <article className="page">
        <h1>{t('course.notFound')}</h1>
        <p>
          <AppLink to="/course">{t('course.backToList')}</AppLink>
        </p>
      </article>
    );
  const prev = courseIds[at - 1];
  const next = courseIds[at + 1];
  return (
    <article className="page course-lesson" data-lesson={id} key={id}>
      <p className="course-crumb">
        <AppLink to="/course">{t('course.heading')}</AppLink>
      </p>
      <h1>{t('course.lessonTitle', { n: at + 1, title: t(`pageTitle.course.${id}`) })}</h1>
      <p className="lead">
        <strong>{t('course.intention')}:</strong> {t(`course.lessons.${id}.intention`)}
      </p>
      <div className="choice-columns">
        <LancashireSide lesson={lesson} start={starts.l} />
        <PittsburghSide lesson={lesson} start={starts.p} />
      </div>
      <section className="course-takeaway">
        <h2>{t('course.takeaway')}</h2>
        <p>{t(`course.lessons.${id}.takeaway`)}</p>
      </section>
      <LancashireLegend />
      <nav className="course-nav" aria-label={t('course.list')}>
        {prev ? <AppLink to={`/course/${prev}`}>{t('course.previous')}</AppLink> : <span />}
        <AppLink to="/course">{t('course.backToList')}</AppLink>
        {next ? <AppLink to={`/course/${next}`}>{t('course.next')}</AppLink> : <span />}
      </nav>
    </article>
  );
}
