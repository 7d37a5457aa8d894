/**
 * A link to another page opens it at its top, as a page load would, at a phone's size: the learner who
 * scrolled down the lesson list and taps a lesson sees its goal and the step's first pick, not the
 * middle of the new page (and the lesson's own scrolling to its pick is not mistaken for the reader's).
 */
import { expect, test, type Locator } from './fixtures';

const LONG = { timeout: 30_000 };

async function onScreen(el: Locator): Promise<boolean> {
  return el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const f = node.closest('.board-frame')?.getBoundingClientRect();
    const top = Math.max(0, f?.top ?? 0);
    const bottom = Math.min(window.innerHeight, f?.bottom ?? Infinity);
    const left = Math.max(0, f?.left ?? 0);
    const right = Math.min(window.innerWidth, f?.right ?? Infinity);
    return r.width > 0 && r.right > left && r.left < right && r.bottom > top && r.top < bottom;
  });
}

for (const lang of ['en', 'zh'] as const) {
  test(`a lesson tapped in the lesson list starts at its goal and its first pick (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`./lessons?lang=${lang}`);
    const link = page.locator('a[href*="/lessons/coal-mine-market"]').first();
    await expect(link).toBeVisible(LONG);
    await link.click();
    await expect(page).toHaveURL(/\/lessons\/coal-mine-market/, LONG);
    const goal = page.locator('.lesson-goal-area .lesson-goal');
    await expect(goal).toBeVisible(LONG);
    const pick = page.locator(`:is(.lesson-goal-area, .lesson-main) [data-pick="clarksburg-1"]`).first();
    await expect(pick).toBeAttached(LONG);
    await expect.poll(() => onScreen(pick), { ...LONG, message: 'the first pick on screen' }).toBe(true);
    expect(await onScreen(goal), 'the goal on screen').toBe(true);

    // the foot of the list, then a lesson: the same
    await page.goBack();
    await expect(link).toBeVisible(LONG);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY), LONG).toBeGreaterThan(100);
    await page.locator('a[href*="/lessons/sale-oil-merchant"]').first().click();
    await expect(page).toHaveURL(/\/lessons\/sale-oil-merchant/, LONG);
    await expect(goal).toBeVisible(LONG);
    const oil = page.locator(`:is(.lesson-goal-area, .lesson-main) [data-pick="pittsburgh-2"]`).first();
    await expect(oil).toBeAttached(LONG);
    await expect.poll(() => onScreen(oil), { ...LONG, message: 'the first pick on screen' }).toBe(true);
    expect(await onScreen(goal), 'the goal on screen').toBe(true);
  });
}
