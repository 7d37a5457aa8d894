import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCore from './locales/en/core.json';
import zhCore from './locales/zh/core.json';
import { HTML_LANG, type Language } from './language';

/**
 * The resources every first visit needs: only the `core` area (shell, FAQ questions, refusals).
 * The other areas (board, mat, lesson, faq-answers, choice) load on demand: see ./areas.ts.
 */
export const resources = { en: { translation: enCore }, zh: { translation: zhCore } } as const;

/** Creates and synchronously initialises an i18next instance (one per app, one per test). */
export function createI18n(lng: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    // A copy per instance: added areas must not leak into the shared module objects or other instances.
    resources: structuredClone(resources),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

export function applyDocumentLanguage(lang: Language): void {
  document.documentElement.lang = HTML_LANG[lang];
}
