import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { applyDocumentLanguage } from '../i18n';
import { asLanguage, STORAGE_KEY, withLanguage, type Language } from '../i18n/language';

/** Saves the choice; storage may be unavailable (private mode) — the switch still works. */
function saveLanguage(lang: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    /* the choice is still in the URL */
  }
}

/** The current language and a switch that re-renders at once, keeps the page and updates <html lang> and the URL. */
export function useLanguage(): { lang: Language; switchTo: (lang: Language) => void } {
  const { i18n } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const lang = asLanguage(i18n.language) ?? 'en';
  const switchTo = useCallback(
    (next: Language) => {
      void i18n.changeLanguage(next);
      applyDocumentLanguage(next);
      saveLanguage(next);
      navigate(`${location}${withLanguage(search, next)}`, { replace: true });
    },
    [i18n, location, navigate, search],
  );
  return { lang, switchTo };
}
