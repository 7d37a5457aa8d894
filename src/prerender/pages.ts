/**
 * The addresses whose HTML is written at build time (src/prerender/render.tsx): every page a first
 * visit can land on from a link or a search, each named by its route. Other addresses (a shared
 * position, an unknown id) get the empty shell and render in the browser as before.
 */
import course from '../../content/course.json';
import { choices, faq, lessons } from '../ui/content';

const SECTIONS = [
  '/lessons',
  '/faq',
  '/choices',
  '/play',
  '/components',
  '/mat',
  '/glossary',
  '/sources',
  '/compare',
  '/course',
  '/practice',
];

export function prerenderedPaths(): string[] {
  return [
    '/',
    ...SECTIONS,
    ...lessons.map((l) => `/lessons/${l.id}`),
    ...faq.map((f) => `/faq/${f.id}`),
    ...choices.map((c) => `/choices/${c.id}`),
    ...course.lessons.map((id) => `/course/${id}`),
  ];
}

/** The file a path's HTML is written to, relative to the build folder: `/faq/sell` → `faq/sell.html`. */
export function fileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
