/**
 * The sandbox's mat and preview drawings in the browser, both languages: a tile clicked on the drawn
 * mat is chosen (pressed), a space on the board gives the preview, the coal's route is drawn on the
 * board (a short arrow from Blue's own mine in the city, a line once Orange's mine along the rail is chosen),
 * the income track shows the space after (axe on that state: a11y.spec.ts).
 */
import { expect, type Page } from '../fixtures';
import { openPositionHere, TWO_COAL_SOURCES } from '../positions';
import { composerOf, LONG } from './composer';

/** A tile picked on the mat, the preview's coal route on the board, the income after. */
export async function tileOnTheMat(page: Page, lang: 'en' | 'zh') {
  await openPositionHere(page, TWO_COAL_SOURCES, lang);
  const { composer, question, option, pick } = composerOf(page);
  await page.keyboard.press('b');
  await option('card', '{"card":"loc-pittsburgh-1"}').click();
  await expect(question('place')).toBeVisible(LONG);
  // the tile on the drawn mat: offered (not refused), then chosen and pressed
  const tile = page.locator('.play-mat .mat-pick[data-pick="kerosene-2"]');
  await expect(tile).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('.play-mat .mat-pick[aria-disabled="true"]').first()).toBeVisible(LONG);
  await tile.click();
  await expect(question('space')).toBeVisible(LONG);
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  // a space on the board: the preview, with the engine's default coal (Blue's own mine, same city): a short arrow
  await pick('pittsburgh-2').click();
  await expect(question('source')).toBeVisible(LONG);
  await expect(composer.locator('.play-preview')).toBeVisible(LONG);
  await expect(page.locator('.bm-cube-path')).toHaveCount(1, LONG);
  await expect(page.locator('.bm-cube-path[data-cube-path="pittsburgh-1>pittsburgh-2"]')).toBeVisible(LONG);
  // Orange's coal along the rail, chosen on the board: its route is drawn and named
  await pick('clarksburg-1').click();
  const route = page.locator('.bm-cube-path[data-cube-path="clarksburg-1>pittsburgh-2"]');
  await expect(route).toBeVisible(LONG);
  const box = await route.boundingBox();
  expect(box && box.width * box.height).toBeGreaterThan(200);
  await expect(
    page.getByRole('img', { name: lang === 'en' ? /^Route of the cube: 1 coal from .*Clarksburg/ : /^资源方块的路线：/ }),
  ).toHaveCount(1);
  // the income track of the person at the device: the space now and after this build
  const income = page.locator('.play-income');
  await expect(income.locator('.inc-space.is-from')).toBeVisible(LONG);
  await expect(income.locator('.inc-space.is-to')).toHaveCount(1);
  // Escape backs out: the route goes with the preview
  await page.keyboard.press('Escape');
  await expect(route).toHaveCount(0, LONG);
}
