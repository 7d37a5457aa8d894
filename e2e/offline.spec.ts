/**
 * Offline and installable: after one visit, the service worker holds every file of the build and serves
 * every kind of page in both languages with the network cut; saved progress is still there. (Other specs block the
 * service worker to keep the suite light; this one lets it run.)
 */
import { readdirSync } from 'node:fs';
import { sep } from 'node:path';
import choices from '../content/choices.json' with { type: 'json' };
import { expect, test, type Page } from './fixtures';

test.use({ serviceWorkers: 'allow' });

/** First visit online, then waits until the service worker has precached everything and controls the page. */
async function visitOnceOnline(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
}

/** Cuts the network for the page and for the service worker alike. */
async function goOffline(page: Page) {
  await page.context().setOffline(true);
  await page.context().route('**/*', (route) => route.abort('internetdisconnected'));
}

test('the web manifest and its icons are served, and the page links them', async ({ page, request }) => {
  await page.goto('./?lang=en');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(new URL(href!, page.url()).toString())).json();
  expect(manifest).toMatchObject({ name: 'Brass: Pittsburgh — Learn the Rules', display: 'standalone', start_url: '.' });
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const res = await request.get(new URL(icon.src, new URL(href!, page.url())).toString());
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toContain(icon.type.split('+')[0]);
  }
});

/**
 * The files the service worker must hold: every file of the build that the precache list takes
 * (vite.config.ts workbox.globPatterns: each page's code, both languages' strings, the icons) and the
 * shell; the pre-rendered pages serve first visits only.
 */
function precachedFiles(): string[] {
  return readdirSync('dist', { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(sep).join('/'))
    .filter((f) => /\.(js|css|svg|png|webmanifest|txt)$/.test(f) || f === 'shell.html')
    .filter((f) => f !== 'sw.js' && !/^workbox-[^/]+\.js$/.test(f)) // the service worker's own code
    .sort();
}

test('after one visit, the service worker holds every file of the build, and each kind of page reloads offline, in both languages', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await visitOnceOnline(page, './?lang=en');
  // every page's code is precached, so every page opens offline (each page's board is drawn in jsdom: tests/ui)
  const cached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });
  const base = new URL(page.url()).pathname.replace(/[^/]*$/, '');
  const files = precachedFiles();
  expect(files.length).toBeGreaterThan(100);
  expect(files.filter((f) => !cached.includes(`${base}${f}`))).toEqual([]);
  await goOffline(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn Brass: Pittsburgh by playing real positions');
  for (const path of ['lessons', 'faq', 'choices', 'components', 'mat', 'sources', 'glossary', 'compare', 'course', 'editor', 'play']) {
    await page.goto(`./${path}?lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // one of each kind, in Chinese: a lesson, an FAQ entry without a position and one with its worked example, a choice
  await page.goto('./lessons/iron-by-rail?lang=zh');
  await expect(page.locator('[data-pick]').first()).toBeAttached();
  await page.goto('./faq/winning?lang=zh');
  await expect(page.getByRole('region', { name: '简短回答' })).toBeVisible();
  await page.goto('./faq/vanderbilt?lang=zh');
  await expect(page.locator('.faq-board svg.board-map')).toBeVisible();
  await expect(page.locator('.faq-example-move')).toBeVisible();
  await page.goto(`./choices/${choices.choices[0]!.id}?lang=zh`);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  // A live FAQ position and the language switch, still offline.
  await page.goto('./faq/sell?lang=en');
  await expect(page.getByRole('img', { name: 'Position for this question' })).toBeVisible();
  await page.getByRole('button', { name: '切换到简体中文' }).click();
  await expect(page.getByRole('img', { name: '本问题的局面' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('saved progress is still there after an offline reload', async ({ page }) => {
  await visitOnceOnline(page, './lessons/loan-levels?lang=en');
  await page.locator('[data-pick="loan"]').first().click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('You have completed this lesson.')).toBeVisible();
  await goOffline(page);
  await page.reload();
  await expect(page.getByText('You have completed this lesson.')).toBeVisible();
});
