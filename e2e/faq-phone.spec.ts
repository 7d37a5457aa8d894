import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

for (const lang of ['en', 'zh'] as const) {
  test(`the loan entry fits a 390 px phone: no sideways page scroll (${lang})`, async ({ page }) => {
    await page.goto(`./faq/loan?lang=${lang}`);
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
  });
}
