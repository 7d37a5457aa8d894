/**
 * Build-time rendering of a page to HTML (run in Node by scripts/prerender.ts, never shipped to the
 * browser): the same <App> as src/main.tsx, in English, with nothing saved on the device, every
 * page chunk and translation area waited for. The browser then hydrates that HTML instead of
 * drawing the page from nothing (src/main.tsx), so a first visit paints before the code has run.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createI18n } from '../i18n';
import { loadArea } from '../i18n/areas';
import { App } from '../ui/App';
import { setWritingHtml } from '../ui/hydration';
import { pageTitle } from '../ui/titles';
import { sectionOf } from '../ui/sections';

export { fileOf, prerenderedPaths } from './pages';

export interface RenderedPage {
  html: string;
  title: string;
  description: string;
}

/** The page at `path` (without the base) as the first visit's HTML, its title and description. */
export async function renderPage(path: string, base: string): Promise<RenderedPage> {
  const i18n = createI18n('en');
  setWritingHtml(true);
  const { prelude } = await prerender(
    <StrictMode>
      <App i18n={i18n} base={base} ssrPath={path} />
    </StrictMode>,
    // Every part inline: a part larger than the chunk size would otherwise come after the page with an
    // inline script to move it in (the CSP allows none, and the whole page is there at once anyway).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  setWritingHtml(false);
  const html = await new Response(prelude).text();
  await loadArea(i18n, 'summaries');
  return { html, title: pageTitle(i18n.t, path), description: i18n.t(`summaries.pages.${sectionOf(path)}`) };
}
