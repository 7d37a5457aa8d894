import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyDocumentLanguage, createI18n, loadCore } from './i18n';
import { pickInitialLanguage, STORAGE_KEY, type Language } from './i18n/language';
import { App } from './ui/App';
import './ui/styles.css';

function savedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

// Vite's BASE_URL is "/" or "/brass/"; wouter wants "" or "/brass".
const base = import.meta.env.BASE_URL.replace(/\/$/, '');

function start(lang: Language, core?: Record<string, unknown>) {
  const i18n = createI18n(lang, core ? { [lang]: core } : {});
  applyDocumentLanguage(lang);
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <App i18n={i18n} base={base} />
      </StrictMode>,
    );
  }
}

// A build can carry a label (VITE_BUILD_ID at build time), readable on <html data-build>: the
// browser test of a new version's takeover tells the two builds apart by it.
if (import.meta.env.VITE_BUILD_ID) document.documentElement.dataset.build = import.meta.env.VITE_BUILD_ID;

// A new version replaced the one this page was loaded from and an old chunk is gone: load the new one.
// Offline, a chunk that was never cached cannot load either way: a reload would only show the
// browser's offline page, so the error goes on to the part that asked for it (it says so and the
// page keeps working).
window.addEventListener('vite:preloadError', () => {
  if (navigator.onLine) window.location.reload();
});

const lang = pickInitialLanguage(window.location.search, savedLanguage(), navigator.languages ?? [navigator.language]);
// English strings ship with the entry; another first language loads its strings before the first render
// (and falls back to English if they cannot be fetched).
if (lang === 'en') start('en');
else
  loadCore(lang).then(
    (core) => start(lang, core),
    () => start('en'),
  );
