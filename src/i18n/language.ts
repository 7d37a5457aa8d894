/** The two languages of the product, and how the first one is chosen. */
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const STORAGE_KEY = 'brass-pittsburgh.language';

/** The value written to <html lang>. */
export const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

export function asLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const v = value.toLowerCase();
  if (v === 'zh' || v.startsWith('zh-')) return 'zh';
  if (v === 'en' || v.startsWith('en-')) return 'en';
  return null;
}

/** Initial language: `?lang=` in the URL, then the saved choice, then the browser's languages, then English. */
export function pickInitialLanguage(search: string, saved: string | null, browser: readonly string[]): Language {
  const fromUrl = asLanguage(new URLSearchParams(search).get('lang'));
  if (fromUrl) return fromUrl;
  const fromSaved = asLanguage(saved);
  if (fromSaved) return fromSaved;
  for (const b of browser) {
    const l = asLanguage(b);
    if (l) return l;
  }
  return 'en';
}

/** The same search string with `lang` set (other parameters kept). */
export function withLanguage(search: string, lang: Language): string {
  const params = new URLSearchParams(search);
  params.set('lang', lang);
  return `?${params.toString()}`;
}
