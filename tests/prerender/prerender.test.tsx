// @vitest-environment jsdom
/**
 * The build's pre-rendered pages (scripts/prerender.ts, src/prerender/): what a first visit reads
 * before the code runs, and that the browser's first render agrees with it, so React takes the
 * HTML over without drawing anything again.
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../scripts/prerender';
import { createI18n } from '../../src/i18n';
import { fileOf, prerenderedPaths, renderPage } from '../../src/prerender/render';
import { App } from '../../src/ui/App';
import { awaitLiveParts, countParts } from '../../src/ui/hydration';
import { choices, faq, lessons } from '../../src/ui/content';
import { ASYNC_WAIT_MS } from '../setup';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta name="description" content="Unofficial tutorial" /><title>Brass</title>
<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/a-2.js"><link rel="stylesheet" href="/assets/index.css"></head>
<body><div id="root"></div></body></html>`;

describe('the pages written at build time', () => {
  it('cover every lesson, FAQ entry and choice, each in a file of its own', () => {
    const paths = prerenderedPaths();
    for (const l of lessons) expect(paths).toContain(`/lessons/${l.id}`);
    for (const f of faq) expect(paths).toContain(`/faq/${f.id}`);
    for (const c of choices) expect(paths).toContain(`/choices/${c.id}`);
    expect(new Set(paths.map(fileOf)).size).toBe(paths.length);
    expect(fileOf('/')).toBe('index.html');
    expect(fileOf('/faq/sell')).toBe('faq/sell.html');
  });

  it('fill the page into index.html with its own title and description, and the code after the stylesheet', () => {
    const html = fillTemplate(TEMPLATE, '/faq/sell', { html: '<h1>Sell & "more"</h1>', title: 'A <b> & c', description: 'Say "x" & y' });
    expect(html).toContain('<div id="root" data-page="/faq/sell" data-lang="en" data-hydrating><h1>Sell & "more"</h1></div>');
    expect(html).toContain('<title>A &lt;b&gt; &amp; c</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;x&quot; &amp; y"');
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a-2.js">');
    expect(() => fillTemplate('<body></body>', '/', { html: '', title: '', description: '' })).toThrow(/no <div id="root">/);
  });

  it('render an FAQ entry whole, in English, with no inline script or style', { timeout: 120_000 }, async () => {
    const page = await renderPage('/faq/sell', '');
    expect(page.title).toBe('How many industries can one sell action sell? — Brass: Pittsburgh tutorial');
    expect(page.html).toContain('<h1>How many industries can one sell action sell?</h1>');
    expect(page.html).toContain('faq-answer');
    expect(page.html).not.toMatch(/<script|\sstyle="/);
  });

  // Each renders a whole page twice (build and browser): a generous limit for a loaded 2-core machine.
  it.each(['/lessons/iron-by-rail', '/faq/sell', '/'])(
    '%s: the browser takes the HTML over without drawing it again',
    { timeout: 180_000 },
    async (path) => {
      const page = await renderPage(path, '');
      const root = document.createElement('div');
      root.innerHTML = page.html;
      document.body.append(root);
      const heading = root.querySelector('h1');
      const errors: unknown[] = [];
      let live = false;
      awaitLiveParts(countParts(root) + 1, () => (live = true));
      window.history.replaceState(null, '', path);
      let app: Root | undefined;
      try {
        await act(async () => {
          app = hydrateRoot(root, <App i18n={createI18n('en')} base="" />, { onRecoverableError: (e) => errors.push(e) });
        });
        await expect.poll(() => live, { timeout: ASYNC_WAIT_MS }).toBe(true);
        expect(errors.map((e) => (e instanceof Error ? e.message.slice(0, 2000) : e))).toEqual([]);
        // The very element of the HTML is the live one: nothing was replaced.
        expect(root.querySelector('h1')).toBe(heading);
      } finally {
        act(() => app?.unmount());
        root.remove();
      }
    },
  );
});
