/**
 * First visits get each page's HTML rendered at build time (scripts/prerender.ts): the page reads
 * before its code runs, then the code takes it over (src/main.tsx, src/ui/hydration.ts). A reader
 * whose language or address differs from the build's gets the page drawn in the browser instead.
 */
import type { APIRequestContext, Browser, ConsoleMessage } from '@playwright/test';
import { expect, test, type Page } from './fixtures';

const SELL = 'How many industries can one sell action sell?';

test('a page reads without its code: heading, answer, title and description are in the HTML; an address with no page of its own gets the empty shell, never another page', async ({
  browser,
  baseURL,
  request,
  page,
}) => {
  await test.step('a page reads without its code', () => expectReadsWithoutCode(browser, baseURL!, request));
  await test.step('an address with no page of its own gets the empty shell', () => expectNoPageGetsTheShell(page, request));
});

/**
 * One page, cases in order: the stored progress and language of a case stay for the next (English before
 * the switch to Chinese), and the held code is the page's first load.
 */
test('a pre-rendered page once live: controls, saved progress, language and search', async ({ page }) => {
  await test.step('the controls take no tap until the code has taken the page over, then they work', () =>
    expectControlsWaitForTheCode(page));
  await test.step('saved progress that the build could not know is shown on a pre-rendered page', () => expectSavedProgress(page));
  await test.step('a pre-rendered page switches language and searches once live', () => expectSwitchAndSearch(page));
  await test.step('a reader who chose Chinese gets the page in Chinese, not the English HTML', () => expectChosenChinese(page));
});

async function expectReadsWithoutCode(browser: Browser, baseURL: string, request: APIRequestContext): Promise<void> {
  const html = await (await request.get('./faq/sell', { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain(`<title>${SELL} — Brass: Pittsburgh tutorial</title>`);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  expect(html).not.toMatch(/<script>|<script [^>]*>[^<]/); // no inline script (CSP)
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('./faq/sell');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SELL);
  await expect(page.locator('.faq-answer')).not.toBeEmpty();
  await page.goto('./lessons/iron-by-rail');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Iron travels by rail too');
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await context.close();
}

async function expectNoPageGetsTheShell(page: Page, request: APIRequestContext): Promise<void> {
  const html = await (await request.get('./faq/no-such-entry', { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain('<div id="root"></div>');
  await page.goto('./faq/no-such-entry');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
}

async function expectControlsWaitForTheCode(page: Page): Promise<void> {
  // Hold the app's code back: the pre-rendered lesson shows, its buttons wait.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const loaded = page.goto('./lessons/iron-by-rail', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Reset lesson' })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrating', '');
  expect(await page.getByRole('button', { name: 'Reset lesson' }).evaluate((b) => getComputedStyle(b).pointerEvents)).toBe('none');
  release();
  await loaded;
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  // Live now: the board's picks answer, with the engine's refusal.
  await page.locator('[data-pick="kerosene-2"]').first().click();
  await page.locator('[data-pick="new-york-1"]').first().click();
  const panel = page.locator('.lesson-panel');
  await expect(panel.getByRole('heading', { name: 'Refused, as expected' })).toBeVisible();
  await expect(panel).toContainText('No rail connects that iron source');
  await page.unroute(/\/assets\/index-[^/]+\.js$/);
}

async function expectSwitchAndSearch(page: Page): Promise<void> {
  const warnings: string[] = [];
  const warned = (m: ConsoleMessage): void => {
    if (m.type() === 'warning' && /pre-rendered/.test(m.text())) warnings.push(m.text());
  };
  page.on('console', warned);
  await page.goto('./faq');
  await page.getByRole('searchbox').fill('loan');
  await expect(page.getByRole('link', { name: 'Is a loan repaid, and how far does income drop?' })).toBeVisible();
  await page.getByRole('button', { name: '切换到简体中文' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('规则问答');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // The build's HTML and the first render agreed: nothing was drawn again.
  expect(warnings).toEqual([]);
  page.off('console', warned);
}

async function expectChosenChinese(page: Page): Promise<void> {
  // The choice as a reader's earlier visit left it (the switch above stored the same).
  await page.evaluate(() => localStorage.setItem('brass-pittsburgh.language', 'zh'));
  await page.goto('./faq/sell');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('一次销售行动能卖几个产业？');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByText(SELL)).toHaveCount(0);
}

async function expectSavedProgress(page: Page): Promise<void> {
  await page.goto('./lessons/loan-levels');
  await page.locator('[data-pick="loan"]').first().click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('You have completed this lesson.')).toBeVisible();
  await page.goto('./');
  await expect(page.locator('#root')).toHaveAttribute('data-page', '/');
  await expect(page.getByRole('link', { name: 'Continue where you left off' })).toBeVisible();
  await page.goto('./lessons/loan-levels');
  await expect(page.getByText('You have completed this lesson.')).toBeVisible();
}

// axe on a pre-rendered FAQ entry once live: faq.spec.ts (/faq/sell in both languages: every `goto` opens the pre-rendered HTML and waits for it to be live, e2e/fixtures.ts).
