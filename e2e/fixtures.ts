/**
 * The `test` every spec uses: Playwright's, plus two checks that run around EVERY test, so every
 * page the suite visits is covered:
 *  - no request leaves for another origin (pages, lazy chunks and the service worker alike);
 *  - no Content-Security-Policy violation is reported in the console.
 * When a test fails, the pages' uncaught errors and console errors are printed with it (a page that
 * went blank says why).
 * And `expectNoAxeViolations`, an axe run (of the whole page or of some of its parts) with a generous limit of its own; and `shot`, the screenshots
 * for a person to look at, taken only when asked for (E2E_SHOTS=1).
 */
import AxeBuilder from '@axe-core/playwright';
import { createRequire } from 'node:module';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * axe-core's source, the one AxeBuilder itself evaluates (the axe-core package next to @axe-core/playwright):
 * evaluated once per document, not twice per run as AxeBuilder does.
 */
const require = createRequire(import.meta.url);
const AXE_SOURCE = (createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

/** axe on a page with the whole board can take tens of seconds on a busy 2-core machine. */
const AXE_TEST_TIMEOUT_MS = 240_000;

export const test = base.extend<{ guard: void }>({
  guard: [
    async ({ context, baseURL }, use, testInfo) => {
      const own = new URL(baseURL!).origin;
      const foreign: string[] = [];
      const csp: string[] = [];
      const errors: string[] = [];
      context.on('request', (req) => {
        const url = req.url();
        if (url.startsWith('data:') || url.startsWith('blob:')) return;
        if (new URL(url).origin !== own) foreign.push(url);
      });
      const watch = (page: Page) => {
        waitForLiveOnLoad(page);
        page.on('console', (msg) => {
          if (/Content[- ]Security[- ]Policy/i.test(msg.text())) csp.push(msg.text());
          if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
        });
        page.on('pageerror', (error) => errors.push(`uncaught: ${error.stack ?? error.message}`));
        page.on('crash', () => errors.push('the page crashed'));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      if (testInfo.status !== testInfo.expectedStatus && errors.length > 0) console.log(`Page errors:\n${errors.join('\n')}`);
      expect(foreign, 'requests to another origin').toEqual([]);
      expect(csp, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A pre-rendered page shows its buttons before its code has taken them over (src/ui/hydration.ts):
 * every `goto` and `reload` of a spec waits until the page is live, as a reader's tap would.
 */
const patched = new WeakSet<Page>();
function waitForLiveOnLoad(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  for (const name of ['goto', 'reload'] as const) {
    const load = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await load(...args);
        // Checked every 100 ms, not on every animation frame (Playwright's default), which kept the page
        // drawing frames for nothing while it hydrated.
        await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-hydrating'), null, {
          timeout: 120_000,
          polling: 100,
        });
        return response;
      },
    });
  }
}

export { expect };
export type { Locator, Page };

/**
 * A screenshot for a person to look at, taken with E2E_SHOTS=1 (`npm run e2e:shots`): it asserts
 * nothing, and a full page costs about a second of CPU, so the default suite leaves it out. A locator's
 * screenshot waited for the element to be visible: without the screenshot, that wait stays.
 */
export async function shot(target: Page | Locator, path: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.E2E_SHOTS) await target.screenshot({ path, ...options });
  else if ('waitFor' in target) await target.waitFor({ state: 'visible' });
}

/**
 * Runs axe on the page as it is and fails on any violation; gives the test a generous limit first.
 * Every page template is checked whole once per language in a11y.spec.ts. A flow's spec checks only a state
 * that exists deep in its flow (a dialog, a stop of the guided game, a ghost on the board), and with `parts`
 * only what the flow added to a page checked whole elsewhere: axe's time grows with the page, and the board
 * is most of it.
 */
export async function expectNoAxeViolations(page: Page, parts: readonly string[] = []): Promise<void> {
  if (test.info().timeout < AXE_TEST_TIMEOUT_MS) test.setTimeout(AXE_TEST_TIMEOUT_MS);
  // Legacy mode runs axe inside the page itself: no extra blank page per run to merge the results in,
  // which took longer than the checks (this app has no frames, the only thing legacy mode leaves out).
  // Only violations are processed in full: axe still runs every rule on every node, but skips building
  // selectors for the nodes that pass (or are incomplete), which took half of a run on a page with the board.
  // axe-core is evaluated once per document (a walk through pages by in-app navigation keeps it): AxeBuilder
  // is given an empty script to evaluate, and only configures and runs the axe already there.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  let axe = new AxeBuilder({ page, axeSource: ';' }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  for (const part of parts) {
    await expect(page.locator(part).first(), `${part} is on the page for axe`).toBeAttached();
    axe = axe.include(part);
  }
  const result = await axe.analyze();
  expect(result.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/**
 * Every load of this page starts with nothing saved on the device, as in a fresh browser context:
 * for a test that walks several cases on one page (a warm cache) and never reloads within a case.
 */
export async function startEachLoadAfresh(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      localStorage.clear();
    } catch {
      // a document without storage (about:blank)
    }
  });
}

/**
 * Opens `path` (site-relative, as for `goto`: `./lessons/iron-by-rail?lang=en`) the way the app's own links
 * do, when the page already shows the app in the same language: an in-app navigation (history.pushState,
 * which the router follows; the window scrolled to the top first, as a reader at the top of a list clicks a
 * link). Otherwise, and for an address with a fragment, a load. For a walk through several pages where the
 * arrival itself is not what is tested: a load of a page with the board costs about 0.6 CPU-s in the browser
 * (the pre-rendered page parsed and hydrated), an in-app navigation about 0.1.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const target = new URL(path, test.info().project.use.baseURL);
  const lang = target.searchParams.get('lang');
  const shown = page.url().startsWith(target.origin)
    ? await page.evaluate(() => ({
        live: document.getElementById('root')?.hasAttribute('data-hydrating') === false,
        lang: document.documentElement.lang.slice(0, 2),
      }))
    : null;
  if (lang === null || target.hash !== '' || !shown?.live || shown.lang !== lang) {
    await page.goto(path);
    return;
  }
  // Two frames later the router has drawn the new page (or its loading mark): nothing of the page before is left.
  await page.evaluate(async (to) => {
    window.scrollTo(0, 0);
    history.pushState(null, '', to);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }, target.pathname + target.search);
}
