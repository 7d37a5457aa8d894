import type { i18n } from 'i18next';
import { createI18n } from '../../src/i18n';
import { en, zh } from '../../src/i18n/all-resources';
import type { Language } from '../../src/i18n/language';

/**
 * An i18n instance with every area already added (both languages), for tests that render components
 * directly. The app itself loads only `core` up front and the other areas on demand (src/i18n/areas.ts);
 * all-resources is for tests only and must never be imported by the app.
 */
export function createTestI18n(lang: Language): i18n {
  const instance = createI18n(lang);
  instance.addResourceBundle('en', 'translation', structuredClone(en), true, true);
  instance.addResourceBundle('zh', 'translation', structuredClone(zh), true, true);
  return instance;
}
