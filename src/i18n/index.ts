import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCore from './locales/en/core.json';
import { HTML_LANG, type Language } from './language';

type Bundle = Record<string, unknown>;

/**
 * The resources every first visit needs: the `core` area (shell, FAQ questions, refusals) in
 * English, the fallback language. The Chinese core loads on demand (`loadLanguage`), before the
 * first render when Chinese is the first language and before a switch to it; the other areas
 * (board, mat, lesson, faq-answers, choice) load on demand too: see ./areas.ts.
 */
export const resources = { en: { translation: enCore } } as const;

/** The core area of each language that is not eager (a mutable table so tests can count calls). */
export const coreImports: Record<Exclude<Language, 'en'>, () => Promise<Bundle>> = {
  zh: () => import('./locales/zh/core.json').then((m) => m.default as Bundle),
};

/**
 * Creates and synchronously initialises an i18next instance (one per app, one per test). `cores`
 * adds the core area of languages that are not eager (as loaded by `loadCore`).
 */
export function createI18n(lng: Language, cores: Partial<Record<Language, Bundle>> = {}): i18n {
  const instance = i18next.createInstance();
  const all: Record<string, { translation: Bundle }> = structuredClone(resources);
  for (const [l, core] of Object.entries(cores)) all[l] = { translation: structuredClone(core) };
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    // A copy per instance: added areas must not leak into the shared module objects or other instances.
    resources: all,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** The core area of a language, loaded if it is not eager. */
export function loadCore(lng: Language): Promise<Bundle> {
  return lng === 'en' ? Promise.resolve(enCore) : coreImports[lng]();
}

/** True when the language's core strings are on the instance (a switch to it can happen at once). */
export function hasLanguage(instance: i18n, lng: Language): boolean {
  return instance.getResource(lng, 'translation', 'app') !== undefined;
}

/** Adds the language's core strings to the instance when they are not there yet. */
export async function loadLanguage(instance: i18n, lng: Language): Promise<void> {
  if (hasLanguage(instance, lng)) return;
  instance.addResourceBundle(lng, 'translation', structuredClone(await loadCore(lng)), true, false);
}

export function applyDocumentLanguage(lang: Language): void {
  // Only a change: setting it (even to the same value) makes the browser restyle the whole page.
  if (document.documentElement.lang !== HTML_LANG[lang]) document.documentElement.lang = HTML_LANG[lang];
}
