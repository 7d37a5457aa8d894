/**
 * The sandbox at a phone, a laptop and a large screen: the whole board can be seen (in its frame, which
 * scrolls sideways on a phone), the page never scrolls sideways, the composer and the player panels can be
 * reached, the position as text opens (axe: a11y.spec.ts, at 1366 and 390 px).
 */
import { expect, shot, test, type Page } from '../fixtures';
import { openPositionHere, SALE } from '../positions';
import { LONG } from './composer';
export const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

/**
 * One opening of the position, then each size in turn on it (the window resized, as a reader turns a tablet or
 * drags a window's edge); the window is left at the last size.
 */
export async function sandboxAtEachSize(page: Page, lang: 'en' | 'zh') {
  await page.setViewportSize(SIZES[0]!);
  await openPositionHere(page, SALE, lang);
  const frame = page.locator('.play-board-frame');
  const map = frame.locator('svg.board-map');
  await expect(map.locator('.bm-industries')).toHaveCount(1, LONG); // the map is drawn (after its first empty frame)
  for (const size of SIZES)
    await test.step(`${lang} ${size.width}×${size.height}`, async () => {
      await page.setViewportSize(size);
      // the whole board: inside the frame, or reachable by scrolling the frame sideways
      const fits = () =>
        frame.evaluate((el) => {
          const svg = el.querySelector('svg.board-map') as SVGSVGElement;
          const r = svg.getBoundingClientRect();
          return { svgW: r.width, svgH: r.height, scrollW: el.scrollWidth, frameW: el.clientWidth };
        });
      await expect
        .poll(async () => {
          const f = await fits();
          return f.svgW > 300 && f.scrollW >= Math.floor(f.svgW) && (size.width < 1366 || f.svgW <= f.frameW + 1);
        }, LONG)
        .toBe(true);
      // no sideways scroll of the page
      const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      await expect.poll(sideways, LONG).toBeLessThanOrEqual(0);
      // the composer and the player panels can be reached
      for (const part of ['.play-composer', '.play-player[data-colour="blue"]', '.play-player[data-colour="orange"]']) {
        await page.locator(part).scrollIntoViewIfNeeded();
        await expect(page.locator(part)).toBeInViewport({ ratio: 0.1 });
      }
      // the position as text opens (and is closed again for the next size)
      await page.getByTestId('position-text-toggle').click();
      await expect(page.getByTestId('position-text').getByRole('table').first()).toBeVisible(LONG);
      expect(await sideways()).toBeLessThanOrEqual(0);
      if (size.width === 1366) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, test.info().outputPath(`play-${lang}-1366.png`), { fullPage: true });
      }
      await page.getByTestId('position-text-toggle').click();
      await expect(page.getByTestId('position-text')).toHaveCount(0);
    });
}
