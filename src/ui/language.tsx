import { useCallback, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
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
 * first switch to Chinese; offline they come from the service worker's cache). When they cannot be
 * loaded (offline, never cached), `unavailable` names that language and the current one stays.
 */
export function useLanguage(): { lang: Language; switchTo: (lang: Language) => void; unavailable: Language | null } {
  const { i18n } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const lang = asLanguage(i18n.language) ?? 'en';
  // The language whose strings could not be loaded (offline before they were ever cached).
  const [unavailable, setUnavailable] = useState<Language | null>(null);
  const switchTo = useCallback(
    (next: Language) => {
      const address = (l: Language) => `${location}${withLanguage(search, l)}`;
      const go = () => {
        setUnavailable(null);
        void i18n.changeLanguage(next);
        applyDocumentLanguage(next);
        saveLanguage(next);
        navigate(address(next), { replace: true });
      };
      if (hasLanguage(i18n, next)) return go();
      // The address names the new language while its strings load. If they cannot be loaded while
      // online (the browser keeps a failed module load: a retry after an offline failure), the page
      // reloads (as main.tsx does on a failed chunk) and opens in the language asked for.
      navigate(address(next), { replace: true });
      loadLanguage(i18n, next).then(go, () => {
        if (navigator.onLine) return window.location.reload();
        navigate(address(lang), { replace: true });
        setUnavailable(next);
      });
    },
    [i18n, lang, location, navigate, search],
  );
  return { lang, switchTo, unavailable };
}
