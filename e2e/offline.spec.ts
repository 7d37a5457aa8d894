/**
 * Offline and installable: after one visit, the service worker serves every page, lesson, FAQ entry
 * and both languages with the network cut; saved progress is still there. (Other specs block the
 * service worker to keep the suite light; this one lets it run.)
 */
import lessons from '../content/lessons.json' with { type: 'json' };
import faq from '../content/faq.json' with { type: 'json' };
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

test('after one visit, every lesson, FAQ entry (with its board) and choice reloads offline, in both languages', async ({ page }) => {
  test.setTimeout(600_000);
  await visitOnceOnline(page, './?lang=en');
  await goOffline(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn Brass: Pittsburgh by playing real positions');
  for (const path of ['lessons', 'faq', 'choices', 'components', 'mat', 'sources']) {
    await page.goto(`./${path}?lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  for (const { id } of lessons.lessons) {
    await page.goto(`./lessons/${id}?lang=en`);
    await expect(page.locator('[data-pick]').first()).toBeAttached();
  }
  // Every FAQ entry (with its board, when its example has a position: drawn offline as online).
  const entries = faq.entries as Record<string, { position?: { scenario: string; action?: unknown } }>;
  expect(Object.values(entries).filter((e) => e.position).length).toBeGreaterThanOrEqual(28);
  for (const [id, e] of Object.entries(entries)) {
    await page.goto(`./faq/${id}?lang=zh`);
    await expect(page.getByRole('region', { name: '简短回答' })).toBeVisible();
    if (!e.position) continue;
    await expect(page.locator('.faq-board svg.board-map'), id).toBeVisible();
    await expect(page.locator('.faq-position'), id).toHaveAttribute('data-example', e.position.action ? /played|refused/ : 'position');
    if (e.position.action) await expect(page.locator('.faq-example-move'), id).toBeVisible();
  }
  for (const { id } of choices.choices) {
    await page.goto(`./choices/${id}?lang=zh`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  }
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
