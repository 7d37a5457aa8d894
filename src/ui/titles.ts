/**
 * The document title of each route, in the reader's language: "Lesson 3: … — Brass: Pittsburgh
 * tutorial", "<FAQ question> — …", the section's name for a list page, and the app's own title on
 * Home. Everything comes from `core` (always loaded), so the title is right before a page's own
 * strings arrive. Layout loads this module (and the content lists it reads) after the first paint.
 */
import type { TFunction } from 'i18next';
import course from '../../content/course.json';
import { choices, faqById, lessons } from './content';

const SECTIONS: Record<string, string> = {
  lessons: 'nav.lessons',
  faq: 'nav.faq',
  choices: 'nav.choices',
  play: 'nav.play',
  'first-game': 'nav.firstGame',
  editor: 'nav.editor',
  sequences: 'nav.sequences',
  presenter: 'pageTitle.presenter',
  components: 'nav.components',
  mat: 'nav.mat',
  glossary: 'nav.glossary',
  sources: 'nav.sources',
  compare: 'nav.compare',
  course: 'nav.course',
  practice: 'nav.practice',
};

/** The page's own name, or undefined on Home. Unknown addresses get the not-found heading. */
function pageName(t: TFunction, location: string): string | undefined {
  const [section = '', id, ...rest] = location.split('/').filter(Boolean).map(decodeURIComponent);
  if (section === '') return undefined;
  const sectionKey = SECTIONS[section];
  if (!sectionKey || rest.length > 0) return t('notFound.heading');
  if (id === undefined) return t(sectionKey);
  if (section === 'lessons') {
    const n = lessons.findIndex((l) => l.id === id) + 1;
    return n > 0 ? t('pageTitle.lesson', { n, title: t(`lessons.items.${id}.title`) }) : t('notFound.heading');
  }
  if (section === 'faq') return faqById(id) ? t(`faq.q.${id}`) : t('notFound.heading');
  if (section === 'choices') return choices.some((c) => c.id === id) ? t(`choices.items.${id}`) : t('notFound.heading');
  if (section === 'course') {
    if (id === 'play') return t('pageTitle.coursePlay');
    const n = course.lessons.indexOf(id) + 1;
    return n > 0 ? t('pageTitle.courseLesson', { n, title: t(`pageTitle.course.${id}`) }) : t('notFound.heading');
  }
  return t('notFound.heading');
}

export function pageTitle(t: TFunction, location: string): string {
  const name = pageName(t, location);
  return name === undefined ? t('app.title') : t('pageTitle.suffix', { page: name });
}
