/**
 * The header and the lesson layout at a phone (390×844), a laptop (1366×768) and a large screen
 * (1920×1080), in both languages, measured on the rendered boxes: the phone's header is a compact bar
 * with a Menu (grouped links, Escape closes, the focus comes back), Home lists the same groups, and a
 * lesson's first step shows its goal, its board and the pick it needs together on the first screen.
 */
import en from '../src/i18n/locales/en/core.json' with { type: 'json' };
import zh from '../src/i18n/locales/zh/core.json' with { type: 'json' };
import { expect, openInApp, shot, startEachLoadAfresh, test, type Locator, type Page } from './fixtures';

const LONG = { timeout: 60_000 };
const CORE = { en, zh } as const;
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const LARGE = { width: 1920, height: 1080 };

/** Lessons 1–8 and the control of their first step's first pick. */
const FIRST_PICK: [string, string][] = [
  ['iron-by-rail', 'kerosene-2'],
  ['coal-mine-market', 'clarksburg-1'],
  ['light-rail-coal', 'columbus~pittsburgh'],
  ['pipeline-exploration', 'venango>pittsburgh'],
  ['sale-oil-merchant', 'pittsburgh-2'],
  ['whiskey-wild', 'card-wild'],
  ['loan-levels', 'loan'],
  ['era-scoring', 'score-era'],
];

/** Whether the element's box meets the viewport, and, for a board's part, the board's frame it scrolls in. */
async function onScreen(el: Locator): Promise<boolean> {
  return el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    const f = node.closest('.board-frame')?.getBoundingClientRect();
    const left = Math.max(0, f?.left ?? 0);
    const right = Math.min(window.innerWidth, f?.right ?? Infinity);
    const top = Math.max(0, f?.top ?? 0);
    const bottom = Math.min(window.innerHeight, f?.bottom ?? Infinity);
    return r.right > left && r.left < right && r.bottom > top && r.top < bottom;
  });
}

/**
 * A lesson by a load (the pre-rendered page, hydrated), or with `inApp` by in-app navigation from the top of
 * the page, as from the lesson list (the first of a walk is a load either way).
 */
async function openLesson(page: Page, id: string, lang: 'en' | 'zh', inApp = false) {
  const path = `./lessons/${id}?lang=${lang}`;
  await (inApp ? openInApp(page, path) : page.goto(path));
  await expect(page.locator('.lesson-goal-area .lesson-goal')).toBeVisible(LONG);
}

for (const lang of ['en', 'zh'] as const) {
  const nav = CORE[lang].nav;

  test(`phone header: a compact bar with a Menu of the grouped links (${lang})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const path of ['', 'lessons/iron-by-rail', 'faq/loan']) {
      await page.goto(`./${path}?lang=${lang}`);
      const header = page.locator('.site-header');
      await expect(header).toBeVisible(LONG);
      const box = (await header.boundingBox())!;
      expect(box.height, path).toBeLessThanOrEqual(100);
      await expect(page.getByRole('navigation', { name: nav.label }).getByRole('link', { name: nav.lessons, exact: true })).toBeHidden();
    }
    await page.goto(`./?lang=${lang}`);
    const menu = page.getByRole('button', { name: nav.menu });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // keyboard: focus the button, open with Enter, the groups and their links show
    await menu.focus();
    await page.keyboard.press('Enter');
    const open = page.getByRole('button', { name: nav.menuClose });
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const links = page.getByRole('navigation', { name: nav.label });
    for (const g of ['learn', 'lookUp', 'teach'] as const) await expect(links.getByRole('list', { name: nav.groups[g] })).toBeVisible();
    await expect(links.getByRole('list', { name: nav.groups.learn }).getByRole('link', { name: nav.lessons, exact: true })).toBeVisible();
    await expect(links.getByRole('list', { name: nav.groups.lookUp }).getByRole('link', { name: nav.faq, exact: true })).toBeVisible();
    await expect(links.getByRole('list', { name: nav.groups.teach }).getByRole('link', { name: nav.editor, exact: true })).toBeVisible();
    await expect(links.getByRole('link', { name: nav.play, exact: true })).toBeVisible();
    await shot(page, test.info().outputPath(`menu-${lang}-390.png`));
    // Escape closes it and gives the focus back to the button
    await links.getByRole('link', { name: nav.glossary, exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(links.getByRole('link', { name: nav.glossary, exact: true })).toBeHidden();
    await expect(menu).toBeFocused();
    // a chosen link opens its page and closes the menu
    await menu.click();
    await links.getByRole('link', { name: nav.mat, exact: true }).click();
    await expect(page).toHaveURL(/\/mat/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(links.getByRole('link', { name: nav.lessons, exact: true })).toBeHidden();
  });

  test(`wide header: the groups shown whole, no Menu; Home lists the same groups (${lang})`, async ({ page }) => {
    for (const size of [LAPTOP, LARGE]) {
      await page.setViewportSize(size);
      await page.goto(`./?lang=${lang}`);
      const links = page.getByRole('navigation', { name: nav.label });
      await expect(links.getByRole('list', { name: nav.groups.lookUp }).getByRole('link', { name: nav.glossary, exact: true })).toBeVisible(
        LONG,
      );
      await expect(page.getByRole('button', { name: nav.menu })).toBeHidden();
      const home = page.locator('article.home');
      for (const g of ['learn', 'lookUp', 'play', 'teach'] as const) {
        const section = home.getByRole('region', { name: nav.groups[g] });
        await expect(section).toBeVisible();
        // the same sections as the header's group
        const inHeader = await (
          g === 'play' ? links.locator('[data-group="play"] a') : links.getByRole('list', { name: nav.groups[g] }).getByRole('link')
        ).allTextContents();
        expect(await section.getByRole('link').allTextContents()).toEqual(inHeader);
      }
      await shot(page, test.info().outputPath(`home-${lang}-${size.width}.png`));
    }
  });

  test(`phone lesson: the goal and the board in the first screen, the target on screen (${lang})`, async ({ page }) => {
    test.setTimeout(360_000);
    await startEachLoadAfresh(page);
    await page.setViewportSize(PHONE);
    for (const [id, target] of FIRST_PICK) {
      await openLesson(page, id, lang);
      const goal = page.locator('.lesson-goal-area .lesson-goal');
      const pick = page.locator(`:is(.lesson-goal-area, .lesson-main) [data-pick="${target}"]`).first();
      await expect(pick).toBeAttached(LONG);
      await expect.poll(() => onScreen(pick), { ...LONG, message: `${id}: ${target} on screen` }).toBe(true);
      expect(await onScreen(goal), `${id}: goal`).toBe(true);
      if (id !== 'loan-levels') expect(await onScreen(page.locator('.lesson-main svg.board-map')), `${id}: board`).toBe(true);
      if (id === 'iron-by-rail' || id === 'coal-mine-market') await shot(page, test.info().outputPath(`lesson-${id}-${lang}-390.png`));
    }
  });

  test(`laptop and large screen lessons 1–8: goal, board and the step's pick in view together (${lang})`, async ({ page }) => {
    test.setTimeout(600_000);
    for (const size of [LAPTOP, LARGE]) {
      await page.setViewportSize(size);
      for (const [id, target] of FIRST_PICK) {
        await openLesson(page, id, lang, true);
        const pick = page.locator(`:is(.lesson-goal-area, .lesson-main) [data-pick="${target}"]`).first();
        await expect(pick).toBeAttached(LONG);
        await expect.poll(() => onScreen(pick), { ...LONG, message: `${id}: ${target} on screen at ${size.width}` }).toBe(true);
        expect(await onScreen(page.locator('.lesson-goal-area .lesson-goal')), `${id}: goal at ${size.width}`).toBe(true);
        // lesson 7 has no board (its income track stands in)
        if (id !== 'loan-levels')
          expect(await onScreen(page.locator('.lesson-main svg.board-map')), `${id}: board at ${size.width}`).toBe(true);
        if (id === 'iron-by-rail') await shot(page, test.info().outputPath(`lesson-${id}-${lang}-${size.width}.png`));
      }
    }
  });
}
