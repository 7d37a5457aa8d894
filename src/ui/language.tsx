import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { applyDocumentLanguage, hasLanguage, loadLanguage } from '../i18n';
import { asLanguage, STORAGE_KEY, withLanguage, type Language } from '../i18n/language';

/** Saves the choice; storage may be unavailable (private mode) — the switch still works. */
function saveLanguage(lang: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    /* the choice is still in the URL */
  }
}

/**
 * The current language and a switch that keeps the page and updates <html lang> and the URL. It
 * re-renders at once when the language's strings are there, else as soon as they are loaded (the
 * first switch to Chinese; offline they come from the service worker's cache).
 */
export function useLanguage(): { lang: Language; switchTo: (lang: Language) => void } {
  const { i18n } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const lang = asLanguage(i18n.language) ?? 'en';
  const switchTo = useCallback(
    (next: Language) => {
      const go = () => {
        void i18n.changeLanguage(next);
        applyDocumentLanguage(next);
        saveLanguage(next);
        navigate(`${location}${withLanguage(search, next)}`, { replace: true });
      };
      if (hasLanguage(i18n, next)) go();
      else loadLanguage(i18n, next).then(go, () => undefined);
    },
    [i18n, location, navigate, search],
  );
  return { lang, switchTo };
}
