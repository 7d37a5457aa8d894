import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import { courseIds } from '../../tutorial/course';
import { AppLink } from '../AppLink';

/** The course "From Lancashire to Pittsburgh": its lessons in order, and the way to the comparison table. */
export function CoursePage() {
  const { t } = useTranslation();
  useAreas('course', 'lancashire'); // after every other hook: it may suspend
  return (
    <article className="page course-page">
      <h1>{t('course.heading')}</h1>
      <p className="lead">{t('course.intro')}</p>
      <h2>{t('course.list')}</h2>
      <ol className="course-list">
        {courseIds.map((id) => (
          <li key={id}>
            <AppLink to={`/course/${id}`}>{t(`pageTitle.course.${id}`)}</AppLink>
            <p>{t(`course.lessons.${id}.intention`)}</p>
          </li>
        ))}
      </ol>
      <p className="course-play-link">
        <AppLink to="/course/play">{t('lplay.link')}</AppLink>
      </p>
      <p>
        <AppLink to="/compare">{t('course.toCompare')}</AppLink>
      </p>
    </article>
  );
}
