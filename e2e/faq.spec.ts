import { expect, test } from './fixtures';

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

for (const lang of ['en', 'zh'] as const) {
  test(`the loan entry shows its answer, fine point, example and page; an entry with a live position draws the map with its rings (${lang})`, async ({
    page,
  }) => {
    const want = LOAN[lang];
    await page.goto(`./faq/loan?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(want.h1);
    for (const [heading, text] of want.parts) await expect(page.getByRole('region', { name: heading, exact: true })).toContainText(text);
    await expect(page.getByText(want.page, { exact: true })).toBeVisible();

    // an entry with a live position draws the map with its rings (the same page, another entry)
    await page.goto(`./faq/sell?lang=${lang}`);
    const map = page.getByRole('img', { name: MAP[lang] });
    await expect(map).toBeVisible();
    // the pieces are drawn a moment after the map's frame (a deferred render): wait for the rings
    await expect.poll(() => map.locator('.bm-focus').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('note', { name: lang === 'en' ? 'Open question' : '尚未明确' })).toBeVisible();
  });
}

test('on a phone the position opens on the rings and only its frame scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('./faq/era-scoring?lang=en');
  const frame = page.getByRole('region', { name: /Board position for this question/ });
  await expect(frame.getByRole('img', { name: MAP.en })).toBeVisible();
  const scroll = await frame.evaluate((el) => ({ left: el.scrollLeft, width: el.scrollWidth, client: el.clientWidth }));
  expect(scroll.width).toBeGreaterThan(scroll.client);
  // Lesson 8 sits in the north-west (Saginaw, Detroit): the frame starts at or near its left edge, not centred on Pittsburgh.
  expect(scroll.left).toBeLessThan(scroll.width / 2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the list links every question, and a related lesson link opens the lesson', async ({ page }) => {
  await page.goto('./faq?lang=en');
  await expect(page.locator('.faq-list li')).toHaveCount(35);
  await page.getByRole('link', { name: 'Is a loan repaid, and how far does income drop?' }).click();
  await page
    .getByRole('region', { name: 'Related lessons' })
    .getByRole('link', { name: /A loan drops levels, not spaces/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('A loan drops levels, not spaces');
});
