/**
 * The translation areas beyond `core`, loaded only when a page that shows them renders.
 * Each area is one JSON file per language (src/i18n/locales/{en,zh}/); both languages are added at
 * once, so switching language never needs another load. Each area loads once per i18n instance.
 */
import { use } from 'react';
import type { i18n } from 'i18next';
import { useTranslation } from './useTranslation';

export type Area =
  | 'board'
  | 'mat'
  | 'lesson'
  | 'faqAnswers'
  | 'choice'
  | 'play'
  | 'glossary'
  | 'lancashire'
  | 'presenter'
  | 'search'
  | 'pages'
  | 'editor'
  | 'compare'
  | 'course'
  | 'coach'
  | 'debrief'
  | 'practice'
  | 'firstgame'
  | 'homeFeatures'
  | 'summaries';

type Bundle = Record<string, unknown>;
type Pair = readonly [en: Bundle, zh: Bundle];

const pair = (en: Promise<{ default: Bundle }>, zh: Promise<{ default: Bundle }>): Promise<Pair> =>
  Promise.all([en, zh]).then(([e, z]) => [e.default, z.default] as const);

/** The dynamic imports of each area, both languages (a mutable table so tests can count calls). */
export const areaImports: Record<Area, () => Promise<Pair>> = {
  board: () => pair(import('./locales/en/board.json'), import('./locales/zh/board.json')),
  mat: () => pair(import('./locales/en/mat.json'), import('./locales/zh/mat.json')),
  lesson: () => pair(import('./locales/en/lesson.json'), import('./locales/zh/lesson.json')),
  faqAnswers: () => pair(import('./locales/en/faq-answers.json'), import('./locales/zh/faq-answers.json')),
  choice: () => pair(import('./locales/en/choice.json'), import('./locales/zh/choice.json')),
  play: () => pair(import('./locales/en/play.json'), import('./locales/zh/play.json')),
  glossary: () => pair(import('./locales/en/glossary.json'), import('./locales/zh/glossary.json')),
  lancashire: () => pair(import('./locales/en/lancashire.json'), import('./locales/zh/lancashire.json')),
  presenter: () => pair(import('./locales/en/presenter.json'), import('./locales/zh/presenter.json')),
  search: () => pair(import('./locales/en/search.json'), import('./locales/zh/search.json')),
  pages: () => pair(import('./locales/en/pages.json'), import('./locales/zh/pages.json')),
  editor: () => pair(import('./locales/en/editor.json'), import('./locales/zh/editor.json')),
  compare: () => pair(import('./locales/en/compare.json'), import('./locales/zh/compare.json')),
  course: () => pair(import('./locales/en/course.json'), import('./locales/zh/course.json')),
  coach: () => pair(import('./locales/en/coach.json'), import('./locales/zh/coach.json')),
  debrief: () => pair(import('./locales/en/debrief.json'), import('./locales/zh/debrief.json')),
  practice: () => pair(import('./locales/en/practice.json'), import('./locales/zh/practice.json')),
  firstgame: () => pair(import('./locales/en/firstgame.json'), import('./locales/zh/firstgame.json')),
  summaries: () => pair(import('./locales/en/summaries.json'), import('./locales/zh/summaries.json')),
  homeFeatures: () => pair(import('./locales/en/home-features.json'), import('./locales/zh/home-features.json')),
};

/** A promise React's `use` can read synchronously once settled (React's thenable status convention). */
type Tracked = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: void; reason?: unknown };

/** Marks `promise` with its status as it settles, so `use` reads a settled one without suspending. */
function tracked(promise: Promise<void>, settled = false): Tracked {
  const t: Tracked = promise;
  t.status = settled ? 'fulfilled' : 'pending';
  promise.then(
    () => {
      t.status = 'fulfilled';
    },
    (reason: unknown) => {
      t.status = 'rejected';
      t.reason = reason;
    },
  );
  return t;
}

/** Per i18n instance: one promise per area, and one per set of areas a component asks for. */
const cache = new WeakMap<i18n, Map<string, Tracked>>();

/**
 * The instance itself: react-i18next's `useTranslation` hands each component a wrapper of its own (a
 * new object on every mount attempt, `__original` pointing at the instance). Keyed by the wrapper, a
 * component that suspended would find no cached promise when React tried it again, skip its `use`, and
 * render the strings of a set that was only half there.
 */
export function originalOf(instance: i18n): i18n {
  return (instance as i18n & { __original?: i18n }).__original ?? instance;
}

function cacheOf(instance: i18n): Map<string, Tracked> {
  const original = originalOf(instance);
  let perInstance = cache.get(original);
  if (!perInstance) {
    perInstance = new Map();
    cache.set(original, perInstance);
  }
  return perInstance;
}

/** True when both languages of `area` are on the instance (loaded here, or added up front by a test). */
export function hasArea(instance: i18n, area: Area): boolean {
  return instance.getResource('en', 'translation', area) !== undefined && instance.getResource('zh', 'translation', area) !== undefined;
}

/** Loads one area into the instance, both languages; the same promise for every later call on that instance. */
export function loadArea(instance: i18n, area: Area): Promise<void> {
  const perInstance = cacheOf(instance);
  const cached = perInstance.get(area);
  if (cached) return cached;
  const load = hasArea(instance, area)
    ? tracked(Promise.resolve(), true)
    : tracked(
        areaImports[area]().then(
          ([en, zh]) => {
            instance.addResourceBundle('en', 'translation', en, true, true);
            instance.addResourceBundle('zh', 'translation', zh, true, true);
          },
          (error: unknown) => {
            // A failed chunk load may succeed on a later try: forget it, then let the error boundary show it.
            perInstance.delete(area);
            throw error;
          },
        ),
      );
  perInstance.set(area, load);
  return load;
}

/** Loads several areas into the instance (for code outside React, and tests). */
export function loadAreas(instance: i18n, areas: readonly Area[]): Promise<void> {
  return Promise.all(areas.map((a) => loadArea(instance, a))).then(() => undefined);
}

/**
 * The promise a component waits on for a set of areas: null when they were all on the instance
 * from the start (nothing to wait for, no `use`); otherwise one cached promise per set, kept after it
 * settles so that every later render of that component reads it again.
 */
function areasReady(instance: i18n, areas: readonly Area[]): Promise<void> | null {
  const perInstance = cacheOf(instance);
  const key = `set:${[...areas].sort().join(',')}`;
  const cached = perInstance.get(key);
  if (cached) return cached;
  if (areas.every((a) => hasArea(instance, a))) return null;
  const ready = tracked(
    loadAreas(instance, areas).catch((error: unknown) => {
      perInstance.delete(key); // a later render (Try again) starts afresh
      throw error;
    }),
  );
  perInstance.set(key, ready);
  return ready;
}

/**
 * Suspends the calling component until the given areas are on the current i18n instance. Call it at
 * the top of every component that renders strings of those areas. All areas start loading at once.
 * A component that had to wait calls `use` on the same cached promise on every later render: React
 * replays a suspended component expecting the same `use` calls, and one that skipped its `use` on
 * the replay (the areas had arrived meanwhile) failed with "Update hook called on initial render".
 */
export function useAreas(...areas: Area[]): void {
  const { i18n: instance } = useTranslation();
  const ready = areasReady(instance, areas);
  if (ready) use(ready);
}
