/**
 * The header and the lesson layout at a phone (390×844), a laptop (1366×768) and a large screen
 * (1920×1080), in both languages, measured on the rendered boxes: the phone's header is a compact bar
 * with a Menu (grouped links, Escape closes, the focus comes back), Home lists the same groups, and a
 * lesson's first step shows its goal, its board and the pick it needs together on the first screen, whether the
 * lesson was loaded or opened by a link: a lesson tapped in the lesson list (at its top or its foot) starts at its
 * goal and its first pick, not in the middle of the page. One page per language and kind of screen (phone, wide)
 * walks it all, by in-app navigation after the first load. At 320 and 360 px the title stays clear of the header's
 * buttons, and the game setup and the position editor (every section open) fit the phone's width.
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

/** In the page: does the title's text end before the Search button starts, and does the page scroll sideways? */
function titleClearOfSearch(): { clear: boolean; scrolls: boolean } {
  const title = document.querySelector('.brand-title');
  const search = document.querySelector('.search-open');
  if (!title || !search) return { clear: false, scrolls: false };
  const text = document.createRange();
  text.selectNodeContents(title);
  return {
    clear: text.getBoundingClientRect().right <= search.getBoundingClientRect().left,
    scrolls: document.documentElement.scrollWidth > window.innerWidth,
  };
}

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

/** A lesson by in-app navigation from the top of the page, as from the lesson list (a load if the page shows nothing yet). */
async function openLesson(page: Page, id: string, lang: 'en' | 'zh') {
  await openInApp(page, `./lessons/${id}?lang=${lang}`);
  await expect(page.locator('.lesson-goal-area .lesson-goal')).toBeVisible(LONG);
}

/** The lesson's goal, its board and its first step's first pick on screen together (lesson 7 has no board: its income track stands in). */
async function expectFirstScreen(page: Page, id: string, target: string, where: string) {
  const pick = page.locator(`:is(.lesson-goal-area, .lesson-main) [data-pick="${target}"]`).first();
  await expect(pick).toBeAttached(LONG);
  await expect.poll(() => onScreen(pick), { ...LONG, message: `${id}: ${target} on screen ${where}` }).toBe(true);
  expect(await onScreen(page.locator('.lesson-goal-area .lesson-goal')), `${id}: goal ${where}`).toBe(true);
  if (id !== 'loan-levels') expect(await onScreen(page.locator('.lesson-main svg.board-map')), `${id}: board ${where}`).toBe(true);
}

/**
 * Taps the lesson's link in the lesson list: at the list's top (the list loaded), or at its foot (back to the list
 * from the lesson before, then scrolled to its foot).
 */
async function tapInLessonList(page: Page, id: string, lang: 'en' | 'zh', at: 'top' | 'foot') {
  if (at === 'top') await page.goto(`./lessons?lang=${lang}`);
  else await page.goBack();
  const link = page.locator(`a[href*="/lessons/${id}"]`).first();
  await expect(link).toBeVisible(LONG);
  if (at === 'foot') {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY), LONG).toBeGreaterThan(100);
  }
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/lessons/${id}`), LONG);
  await expect(page.locator('.lesson-goal-area .lesson-goal')).toBeVisible(LONG);
}

type Opening = 'load' | 'top' | 'foot' | 'link';
/**
 * How the phone walk opens each lesson, in this order: two by a tap in the lesson list (at its top, then, back in the
 * list, at its foot), then — after the header's checks — one by a load, the rest by a link from the top of a page.
 */
const PHONE_OPENING: Record<string, Opening> = {
  'coal-mine-market': 'top',
  'sale-oil-merchant': 'foot',
  'iron-by-rail': 'load',
};
const OPENING_ORDER: Opening[] = ['top', 'foot', 'load', 'link'];
const openingOf = (id: string): Opening => PHONE_OPENING[id] ?? 'link';
const PHONE_ORDER = [...FIRST_PICK].sort(([a], [b]) => OPENING_ORDER.indexOf(openingOf(a)) - OPENING_ORDER.indexOf(openingOf(b)));

for (const lang of ['en', 'zh'] as const) {
  const nav = CORE[lang].nav;

  test(`phone (${lang}): the header a compact bar with a Menu of the grouped links; each lesson's goal, board and first pick on the first screen, loaded or tapped in the lesson list`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await startEachLoadAfresh(page);
    await page.setViewportSize(PHONE);
    const lesson = async ([id, target]: [string, string]) => {
      const opening = openingOf(id);
      await test.step(`${id}, opened by ${opening === 'load' ? 'a load' : opening === 'link' ? 'a link' : `a tap at the lesson list's ${opening}`}`, async () => {
        if (opening === 'load') {
          await page.goto(`./lessons/${id}?lang=${lang}`);
          await expect(page.locator('.lesson-goal-area .lesson-goal')).toBeVisible(LONG);
        } else if (opening === 'link') await openLesson(page, id, lang);
        else await tapInLessonList(page, id, lang, opening);
        await expectFirstScreen(page, id, target, `at 390 (${opening})`);
        if (id === 'iron-by-rail' || id === 'coal-mine-market') await shot(page, test.info().outputPath(`lesson-${id}-${lang}-390.png`));
      });
    };
    // the lesson list's two taps first, on a page that has shown nothing else yet (as a reader arriving at the list)
    for (const entry of PHONE_ORDER.slice(0, 2)) await lesson(entry);
    await test.step('the header: a compact bar with a Menu of the grouped links', async () => {
      for (const path of ['', 'lessons/iron-by-rail', 'faq/loan']) {
        await openInApp(page, `./${path}?lang=${lang}`);
        const header = page.locator('.site-header');
        await expect(header).toBeVisible(LONG);
        const box = (await header.boundingBox())!;
        expect(box.height, path).toBeLessThanOrEqual(100);
        await expect(page.getByRole('navigation', { name: nav.label }).getByRole('link', { name: nav.lessons, exact: true })).toBeHidden();
      }
      await openInApp(page, `./?lang=${lang}`);
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
      // the narrowest phones: Search and Menu become icons (same names), the title never runs under them
      for (const width of [320, 360]) {
        await page.setViewportSize({ width, height: PHONE.height });
        await expect(page.getByRole('button', { name: nav.menu })).toBeVisible(LONG);
        await expect
          .poll(() => page.evaluate(titleClearOfSearch), { ...LONG, message: `the title at ${width} px` })
          .toEqual({ clear: true, scrolls: false });
      }
      // the game's setup at 360 px: its boxes stay inside the card, the coach's box is a box beside its words
      await openInApp(page, `./play?lang=${lang}`);
      await expect(page.getByTestId('setup-coach')).toBeVisible(LONG);
      const fits = await page.evaluate(() => {
        const card = document.querySelector('.play-setup')!.getBoundingClientRect();
        const inside = [...document.querySelectorAll('.play-setup fieldset, .play-setup select')].every(
          (e) => e.getBoundingClientRect().right <= card.right,
        );
        const box = document.querySelector('[data-testid="setup-coach"]')!.getBoundingClientRect();
        const words = document.querySelector('.play-coach-choice label')!.getBoundingClientRect();
        return { inside, boxHeight: Math.round(box.height), beside: box.top >= words.top && box.bottom <= words.bottom };
      });
      expect(fits).toEqual({ inside: true, boxHeight: expect.any(Number), beside: true });
      expect(fits.boxHeight).toBeLessThan(30);
      // the position editor with every section open: nothing wider than the phone (long oilfield-tile options)
      await openInApp(page, `./editor?lang=${lang}`);
      await expect(page.locator('.editor-page details').first()).toBeAttached(LONG);
      await page.evaluate(() => document.querySelectorAll('.editor-page details').forEach((d) => ((d as HTMLDetailsElement).open = true)));
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
          ...LONG,
          message: 'the editor scrolls sideways',
        })
        .toBeLessThanOrEqual(0);
      await page.setViewportSize(PHONE);
    });
    for (const entry of PHONE_ORDER.slice(2)) await lesson(entry);
  });

  test(`laptop and large screen (${lang}): the header's groups shown whole, no Menu, Home lists the same groups; lessons 1–8 show goal, board and the step's pick together`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    for (const size of [LAPTOP, LARGE]) {
      await page.setViewportSize(size);
      await test.step(`${size.width} px: the header and Home`, async () => {
        await openInApp(page, `./?lang=${lang}`);
        const links = page.getByRole('navigation', { name: nav.label });
        await expect(
          links.getByRole('list', { name: nav.groups.lookUp }).getByRole('link', { name: nav.glossary, exact: true }),
        ).toBeVisible(LONG);
        await expect(page.getByRole('button', { name: nav.menu })).toBeHidden();
        // wide enough: Search says its word, not the narrow header's magnifier
        const search = page.getByRole('button', { name: nav.searchLabel });
        await expect(search.getByText(nav.search, { exact: true })).toBeVisible();
        await expect(search.locator('svg')).toBeHidden();
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
      });
      await test.step(`${size.width} px: lessons 1–8`, async () => {
        for (const [id, target] of FIRST_PICK) {
          await openLesson(page, id, lang);
          await expectFirstScreen(page, id, target, `at ${size.width}`);
          if (id === 'iron-by-rail') await shot(page, test.info().outputPath(`lesson-${id}-${lang}-${size.width}.png`));
        }
      });
    }
  });
}
