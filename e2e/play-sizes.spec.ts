/**
 * The sandbox at a phone, a laptop and a large screen, in both languages: the whole board can be
 * seen (in its frame, which scrolls sideways on a phone), the page never scrolls sideways, the
 * composer and the player panels can be reached, the position as text opens (axe: a11y.spec.ts, at 1366 and 390 px).
 */
import { expect, shot, startEachLoadAfresh, test } from './fixtures';
import { openPosition, SALE } from './positions';

const LONG = { timeout: 30_000 };
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

// Per size, both languages on one page (a warm cache); each opens the position afresh, nothing saved.
for (const size of SIZES)
  test(`the sandbox at ${size.width}×${size.height} (en, zh)`, async ({ page }) => {
    test.setTimeout(480_000);
    await startEachLoadAfresh(page);
    for (const lang of ['en', 'zh'] as const)
      await test.step(lang, async () => {
        await page.setViewportSize(size);
        await openPosition(page, SALE, lang);
        const frame = page.locator('.play-board-frame');
        const map = frame.locator('svg.board-map');
        await expect(map.locator('.bm-industries')).toHaveCount(1, LONG); // the map is drawn (after its first empty frame)
        // the whole board: inside the frame, or reachable by scrolling the frame sideways
        const fits = await frame.evaluate((el) => {
          const svg = el.querySelector('svg.board-map') as SVGSVGElement;
          const r = svg.getBoundingClientRect();
          return { svgW: r.width, svgH: r.height, scrollW: el.scrollWidth, frameW: el.clientWidth };
        });
        expect(fits.svgW).toBeGreaterThan(300);
        expect(fits.scrollW).toBeGreaterThanOrEqual(Math.floor(fits.svgW));
        if (size.width >= 1366) expect(fits.svgW).toBeLessThanOrEqual(fits.frameW + 1);
        // no sideways scroll of the page
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(
          0,
        );
        // the composer and the player panels can be reached
        for (const part of ['.play-composer', '.play-player[data-colour="blue"]', '.play-player[data-colour="orange"]']) {
          await page.locator(part).scrollIntoViewIfNeeded();
          await expect(page.locator(part)).toBeInViewport({ ratio: 0.1 });
        }
        await page.getByTestId('position-text-toggle').click();
        await expect(page.getByTestId('position-text').getByRole('table').first()).toBeVisible(LONG);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(
          0,
        );
        if (size.width === 1366) {
          await page.evaluate(() => window.scrollTo(0, 0));
          await shot(page, test.info().outputPath(`play-${lang}-1366.png`), { fullPage: true });
        }
      });
  });
