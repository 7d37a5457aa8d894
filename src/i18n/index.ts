import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, zh } from './resources';
import { HTML_LANG, type Language } from './language';

export const resources = { en: { translation: en }, zh: { translation: zh } } as const;

/** Creates and synchronously initialises an i18next instance (one per app, one per test). */
export function createI18n(lng: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

export function applyDocumentLanguage(lang: Language): void {
  document.documentElement.lang = HTML_LANG[lang];
}
