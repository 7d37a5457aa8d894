/**
 * FAQ entries in the built app: the loan entry's parts, a live position's rings, the list's links, and at a 390 px
 * phone no sideways page scroll (the position's frame scrolls instead). One page per language, by in-app
 * navigation after the first load.
 */
import { expect, openInApp, test, type Page } from './fixtures';

const LOAN = {
  en: {
    h1: 'Is a loan repaid, and how far does income drop?',
    parts: [
      ['Short answer', 'It is never repaid.'],
      ['The fine point', 'It drops levels, not 3 spaces.'],
      ['Example', 'marker on space 14, not 17'],
    ],
    page: 'Rulebook p.10',
  },
  zh: {
    h1: '贷款要偿还吗？收入下降多少？',
    parts: [
      ['简短回答', '贷款永远不必归还。'],
      ['容易出错的细节', '下降的是3个等级，而不是3格。'],
      ['示例', '标记在第14格，不是第17格'],
    ],
    page: '规则书第10页',
  },
} as const;

const MAP = { en: 'Position for this question', zh: '本问题的局面' } as const;

type Lang = 'en' | 'zh';
const PHONE = { width: 390, height: 844 };

/** The loan entry shows its answer, fine point, example and page; an entry with a live position draws the map with its rings. */
async function expectEntries(page: Page, lang: Lang) {
  const want = LOAN[lang];
  await openInApp(page, `./faq/loan?lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(want.h1);
  for (const [heading, text] of want.parts) await expect(page.getByRole('region', { name: heading, exact: true })).toContainText(text);
  await expect(page.getByText(want.page, { exact: true })).toBeVisible();

  // an entry with a live position draws the map with its rings (the same page, another entry)
  await openInApp(page, `./faq/sell?lang=${lang}`);
  const map = page.getByRole('img', { name: MAP[lang] });
  await expect(map).toBeVisible();
  // the pieces are drawn a moment after the map's frame (a deferred render): wait for the rings
  await expect.poll(() => map.locator('.bm-focus').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('note', { name: lang === 'en' ? 'Open question' : '尚未明确' })).toBeVisible();
}

/** At a 390 px phone the loan entry, its example's map drawn, is no wider than the page. */
async function expectLoanFitsPhone(page: Page, lang: Lang) {
  await page.setViewportSize(PHONE);
  await openInApp(page, `./faq/loan?lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  // the example's map after its step: wait until its pieces are drawn (a deferred render)
  await expect.poll(() => page.locator('.bm-industries').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // the element wider than the page, if any (named in the failure message)
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 12)
      .map((e) => `${e.tagName}.${e.getAttribute('class') ?? ''} right=${Math.round(e.getBoundingClientRect().right)}`),
  );
  const widths = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll, `wider than the viewport: ${wide.join(', ')}`).toBeLessThanOrEqual(widths.inner);
}

test('the list links every question, and a related lesson link opens the lesson; the loan entry and a live position; on a phone the loan entry fits and a position opens on its rings, only its frame scrolling sideways (en)', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await test.step('the list links every question, and a related lesson link opens the lesson', async () => {
    await page.goto('./faq?lang=en');
    await expect(page.locator('.faq-list li')).toHaveCount(35);
    await page.getByRole('link', { name: 'Is a loan repaid, and how far does income drop?' }).click();
    await page
      .getByRole('region', { name: 'Related lessons' })
      .getByRole('link', { name: /A loan drops levels, not spaces/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('A loan drops levels, not spaces');
  });
  await test.step('the loan entry; an entry with a live position', () => expectEntries(page, 'en'));
  await test.step('the loan entry fits a 390 px phone: no sideways page scroll', () => expectLoanFitsPhone(page, 'en'));
  await test.step('on a phone the position opens on the rings and only its frame scrolls sideways', async () => {
    await openInApp(page, './faq/era-scoring?lang=en');
    const frame = page.getByRole('region', { name: /Board position for this question/ });
    await expect(frame.getByRole('img', { name: MAP.en })).toBeVisible();
    // the frame is centred on the position's rings once the map is drawn
    await expect.poll(() => frame.evaluate((el) => el.scrollWidth > el.clientWidth), { timeout: 30_000 }).toBe(true);
    const scroll = await frame.evaluate((el) => ({ left: el.scrollLeft, width: el.scrollWidth, client: el.clientWidth }));
    expect(scroll.width).toBeGreaterThan(scroll.client);
    // Lesson 8 sits in the north-west (Saginaw, Detroit): the frame starts at or near its left edge, not centred on Pittsburgh.
    expect(scroll.left).toBeLessThan(scroll.width / 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('the loan entry and a live position; on a phone the loan entry fits (zh)', async ({ page }) => {
  test.setTimeout(360_000);
  await test.step('the loan entry; an entry with a live position', () => expectEntries(page, 'zh'));
  await test.step('the loan entry fits a 390 px phone: no sideways page scroll', () => expectLoanFitsPhone(page, 'zh'));
});
