import { expect, test, type Page } from './fixtures';

// The side switch and the list's marks on /components, in both languages: tests/ui/board.test.tsx and
// tests/ui/components.test.tsx.

async function expectMapOnPhone(page: Page, lang: 'en' | 'zh'): Promise<void> {
  await page.goto(`./components?lang=${lang}`);
  const frame = page.locator('.board-frame').first();
  const map = frame.locator('svg.board-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  const m = await page.evaluate(() => {
    const f = document.querySelector('.board-frame') as HTMLElement;
    const svg = f.querySelector('svg') as SVGSVGElement;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      frameFits: f.getBoundingClientRect().right <= document.documentElement.clientWidth,
      frameScrolls: f.scrollWidth > f.clientWidth,
      // rendered size of one map unit (the map's text is at least 11 units)
      unit: svg.getBoundingClientRect().width / svg.viewBox.baseVal.width,
    };
  });
  expect(m.page).toBe(0);
  expect(m.frameFits).toBe(true);
  expect(m.frameScrolls).toBe(true);
  expect(m.unit).toBeGreaterThanOrEqual(0.95);
  // the frame can be scrolled to the east edge
  await frame.evaluate((f) => f.scrollTo({ left: f.scrollWidth }));
  await expect(map.locator('[data-location="new-york"]')).toBeInViewport();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the map is visible and legible, and only its frame scrolls sideways (en, then zh)', async ({ page }) => {
    for (const lang of ['en', 'zh'] as const) await test.step(lang, () => expectMapOnPhone(page, lang));
  });
});
