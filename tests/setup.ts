/**
 * Every findBy…/waitFor waits on its condition with one generous limit, never Testing Library's
 * default 1 s: lazily loaded pages and translation areas can take seconds on a loaded 2-core machine
 * (`npm run test:loaded`). A wait that succeeds returns as soon as its condition holds.
 */
export const ASYNC_WAIT_MS = 20_000;

// Testing Library and its DOM matchers serve the files that run in jsdom (`@vitest-environment jsdom`);
// the engine's files, most of the suite, run in plain Node and are spared loading them.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: ASYNC_WAIT_MS });
  const { cleanup } = await import('@testing-library/react');
  const { afterAll, afterEach, beforeAll, vi } = await import('vitest');
  // The jsdom files share one document per worker (vite.config.ts: isolate: false). This file runs before
  // each of them: each starts as if in a fresh document — empty storage, no page, the first address.
  // Testing Library's own clean-up after each test is registered once, when its module is first
  // imported, so for the first file only: each file registers it here.
  const freshDocument = () => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
    document.body.innerHTML = '';
    document.head.innerHTML = '';
    document.title = '';
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
    window.history.replaceState(null, '', '/');
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  };
  freshDocument();
  afterEach(() => cleanup());
  // Testing Library marks the document as React's act environment in a beforeAll it registers when first
  // imported, and unmarks it in an afterAll: for the first file only. Without this, every later file of a
  // worker ran with React scheduling as in a browser ("The current testing environment is not configured
  // to support act(...)"), unlike the same file run alone.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
  // A file ends only when the code it began to load has arrived (a page's lazy parts, started by its last
  // render): a load still on its way when the next file starts is not that file's to finish.
  afterAll(() => vi.dynamicImportSettled());
}
