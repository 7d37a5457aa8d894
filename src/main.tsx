import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { applyDocumentLanguage, createI18n, loadCore } from './i18n';
import { pickInitialLanguage, STORAGE_KEY, type Language } from './i18n/language';
import { App } from './ui/App';
import { awaitLiveParts, countParts } from './ui/hydration';
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
  if (!root) return;
  const app = (
    <StrictMode>
      <App i18n={i18n} base={base} />
    </StrictMode>
  );
  if (isPrerenderedFor(root, lang)) {
    // The page's HTML was rendered at build time (scripts/prerender.ts) and is already on screen:
    // React takes it over instead of drawing it again. In a transition, the work is cut into short
    // slices, so the phone answers taps meanwhile. Should the saved data make this visit differ from
    // the build's (saved progress, say), React draws the differing part afresh and says so here.
    // It starts after the next frame, so the HTML paints first even when the code arrived with it.
    awaitLiveParts(countParts(root) + 1, () => root.removeAttribute('data-hydrating'));
    afterNextPaint(() =>
      startTransition(() => {
        hydrateRoot(root, app, {
          onRecoverableError: (error) =>
            console.warn('The pre-rendered page was drawn again:', error instanceof Error ? error.message : error),
        });
      }),
    );
  } else {
    // Another page's or language's HTML (a server's fallback) must not show: start from nothing.
    root.replaceChildren();
    root.removeAttribute('data-hydrating');
    createRoot(root).render(app);
  }
}

/** Runs `then` once the browser has painted the next frame (a timer queued from the frame's callback runs after its paint). */
function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

/** True when #root holds the build's HTML of this very address, in this language, with no query (the build had none). */
function isPrerenderedFor(root: HTMLElement, lang: Language): boolean {
  const path = window.location.pathname.slice(base.length) || '/';
  return root.dataset.page === path && root.dataset.lang === lang && window.location.search === '';
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
