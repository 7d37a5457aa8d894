/**
 * Projector mode and the presenter window, in the built app: rendered text sizes at 1920×1080,
 * the whole board at 1280×720 and at 150 % zoom, keys a clicker sends, Escape, the URL
 * parameter, presenter → projector over BroadcastChannel (axe on a projected lesson: a11y.spec.ts). Tests at the
 * same screen size walk their pages on one page, by in-app navigation after the first load.
 */
import { expect, openInApp, type Page, shot, test } from './fixtures';
import { collisions, labelBoxes } from './labelBoxes';

const stage = (page: Page) => page.getByTestId('projector');
const caption = (page: Page) => page.locator('.projector-caption');
const SHOTS = 'test-results/projector-shots';

/** Every visible text in the projector stage with its rendered size in CSS px (SVG text: font size × the map's scale). */
async function textSizes(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('[data-testid="projector"]');
    if (!root) return [];
    const out: { text: string; px: number; height: number; place: boolean }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').trim();
      const el = n.parentElement;
      if (!text || !el || el.closest('title, desc')) continue;
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (rect.width <= 1 || rect.height <= 1 || style.visibility === 'hidden' || style.display === 'none') continue;
      let px = parseFloat(style.fontSize);
      if (el instanceof SVGGraphicsElement) px *= el.getScreenCTM()?.a ?? 1;
      out.push({ text, px: Math.round(px * 10) / 10, height: Math.round(rect.height * 10) / 10, place: el.closest('.bm-label') !== null });
    }
    return out;
  });
}

/**
 * The projected board is on screen with its map drawn: the map is drawn in a deferred render after an
 * empty frame that carries aria-busy (boards differ in how many places they have, so count nothing).
 */
async function boardDrawn(page: Page) {
  await expect(stage(page).locator('svg.board-map:not([aria-busy])')).toBeVisible();
  await expect(stage(page).locator('svg.board-map .bm-label').first()).toBeAttached();
}

/** The board SVG's box lies inside the viewport (nothing cut on any side). */
async function expectBoardWhole(page: Page) {
  const box = await stage(page).locator('svg.board-map').first().boundingBox();
  const vp = page.viewportSize();
  expect(box).not.toBeNull();
  expect(vp).not.toBeNull();
  if (!box || !vp) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(vp.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(vp.height + 0.5);
  expect(box.width).toBeGreaterThan(vp.width * 0.5);
}

/** Every visible text on the projected page ≥ 18 px and every place name ≥ 24 px; the header hidden, the board whole. */
async function expectProjectedSizes(page: Page, name: string) {
  await boardDrawn(page);
  await expect(page.locator('.site-header')).toBeHidden();
  await expectBoardWhole(page);
  const sizes = await textSizes(page);
  const places = sizes.filter((s) => s.place);
  expect(places.length).toBeGreaterThan(20);
  expect(places.filter((s) => s.px < 24)).toEqual([]);
  expect(sizes.filter((s) => s.px < 18)).toEqual([]);
  await shot(page, `${SHOTS}/${name.replace(/ /g, '-')}-1920.png`);
  test.info().annotations.push({
    type: 'sizes',
    description: `${name}: smallest ${Math.min(...sizes.map((s) => s.px))} px, smallest place ${Math.min(...places.map((s) => s.px))} px, ${sizes.length} texts`,
  });
}

/** Both boards (a lesson: 3–4 players; a 2-player sandbox game), in the normal view and on the projector. */
async function expectLabelsClear(page: Page, lang: 'en' | 'zh') {
  const check = async (what: string, map: ReturnType<Page['locator']>) => {
    await expect(map.locator('.bm-label').first()).toBeAttached();
    const boxes = await labelBoxes(map);
    expect(boxes.labels.length, what).toBeGreaterThan(20);
    expect(boxes.things.length, what).toBeGreaterThan(30);
    expect(collisions(boxes), what).toEqual([]);
  };
  await openInApp(page, `./lessons/sale-oil-merchant?lang=${lang}`);
  await check('lesson', page.locator('svg.board-map:not([aria-busy])').first());
  await openInApp(page, `./lessons/sale-oil-merchant?lang=${lang}&projector=1`);
  await boardDrawn(page);
  await check('lesson, projected', stage(page).locator('svg.board-map'));
  await shot(page, `${SHOTS}/labels-lesson-${lang}-1920.png`);
  await openInApp(page, `./play?lang=${lang}`);
  await page.locator('form.play-setup button[type=submit]').click();
  await check('2-player sandbox', page.locator('svg.board-map[data-board="two"]:not([aria-busy])').first());
  await page.getByRole('button', { name: lang === 'en' ? 'Projector mode' : '投影模式' }).click();
  await boardDrawn(page);
  await check('2-player sandbox, projected', stage(page).locator('svg.board-map[data-board="two"]'));
  await shot(page, `${SHOTS}/labels-play-${lang}-1920.png`);
}

// One page per language, by in-app navigation after the first load.
test.describe('at 1920×1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('a lesson, an FAQ position, a choice: every visible text ≥ 18 px, place names ≥ 24 px, header hidden, board whole; place names cover no other name, plate, oilfield, market, printed icon or piece (en)', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    for (const [name, path] of [
      ['lesson', './lessons/sale-oil-merchant'],
      ['FAQ position', './faq/transport'],
      ['choice', './choices/iron-or-steel'],
    ] as const)
      await test.step(`sizes: ${name}`, async () => {
        await openInApp(page, `${path}?lang=en&projector=1`);
        await expectProjectedSizes(page, name);
      });
    await test.step('place names', () => expectLabelsClear(page, 'en'));
  });

  test('place names cover no other name, plate, oilfield, market, printed icon or piece; the same sizes in Chinese (zh)', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await test.step('place names', () => expectLabelsClear(page, 'zh'));
    await test.step('sizes: lesson', async () => {
      await openInApp(page, './lessons/light-rail-coal?lang=zh&projector=1');
      await boardDrawn(page);
      const sizes = await textSizes(page);
      expect(sizes.filter((s) => s.place && s.px < 24)).toEqual([]);
      expect(sizes.filter((s) => s.px < 18)).toEqual([]);
      await shot(page, `${SHOTS}/lesson-zh-1920.png`);
    });
  });
});

test.describe('at 150 % browser zoom (1280×720 screen)', () => {
  test.use({ viewport: { width: 853, height: 480 }, deviceScaleFactor: 1.5 });
  test('the board is whole, in both languages', async ({ page }) => {
    for (const lang of ['en', 'zh']) {
      await page.goto(`./lessons/sale-oil-merchant?lang=${lang}&projector=1`);
      await expect(stage(page).locator('svg.board-map')).toBeVisible();
      await expectBoardWhole(page);
    }
    await shot(page, `${SHOTS}/lesson-zoom150.png`);
  });
});

// At Desktop Chrome's 1280×720: one page walks the keys a clicker sends, the presenter window and the whole board on
// each kind of page, by in-app navigation after the first load.
test('projector mode at 1280×720: P, the button and Escape; the presenter window; keys step a lesson, FAQ entries, a choice, the sandbox; the board whole', async ({
  page,
}) => {
  test.setTimeout(600_000);
  expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });

  await test.step('the key P and the button enter; Escape leaves and the page is back', async () => {
    await page.goto('./lessons/light-rail-coal?lang=en');
    await expect(page.getByRole('button', { name: 'Projector mode' })).toBeVisible();
    await page.keyboard.press('p');
    await expect(stage(page)).toBeVisible();
    await expect(page).toHaveURL(/projector=1/);
    await expect(page.locator('.site-header')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(stage(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/projector/);
    await expect(page.locator('.site-header')).toBeVisible();
    await page.getByRole('button', { name: 'Projector mode' }).click();
    await expect(stage(page)).toBeVisible();
    await stage(page).getByRole('button', { name: 'Leave projector mode' }).click();
    await expect(stage(page)).toHaveCount(0);
  });

  await test.step('a blocked presenter window is reported', async () => {
    await page.getByRole('button', { name: 'Projector mode' }).click();
    await expect(caption(page)).toContainText('Step 1 of 1');
    // a popup blocker: window.open gives no window (until the next step)
    await page.evaluate(() => {
      const open = window.open.bind(window);
      window.open = () => null;
      Object.assign(window, { restoreOpen: () => (window.open = open) });
    });
    await stage(page).getByRole('button', { name: 'Open presenter view' }).click();
    await expect(stage(page).getByRole('alert')).toContainText('blocked the presenter window');
    await page.evaluate(() => (window as unknown as { restoreOpen: () => void }).restoreOpen());
  });

  await test.step('the presenter window shows the notes in both languages and steps the projector', async () => {
    await expect(caption(page)).toContainText('Step 1 of 1');
    const [presenter] = await Promise.all([
      page.waitForEvent('popup'),
      stage(page).getByRole('button', { name: 'Open presenter view' }).click(),
    ]);
    await expect(presenter.getByRole('heading', { name: 'Presenter view' })).toBeVisible();
    await expect(presenter.locator('.presenter-question').first()).toHaveText(
      'What does a Light Train cost, and where does its coal come from?',
    );
    await expect(presenter.locator('.presenter-question').nth(1)).toHaveText('轻车要付什么？它的煤从哪里来？');
    await expect(presenter.locator('.presenter-answer').first()).toContainText('1 coal and no cash');
    await expect(presenter.getByText('Time:')).toBeVisible();
    await presenter.getByRole('button', { name: 'Next →' }).click();
    await expect(stage(page).getByRole('heading', { name: 'Predicted result' })).toBeVisible();
    await expect(presenter.locator('.presenter-now').first()).toContainText('The predicted result is on screen.');
    await presenter.getByRole('button', { name: 'Next →' }).click();
    await expect(stage(page).getByRole('heading', { name: 'Lesson complete' })).toBeVisible();
    await presenter.getByRole('button', { name: '← Back' }).click();
    await expect(stage(page).getByRole('heading', { name: 'Predicted result' })).toBeVisible();
    await shot(presenter, `${SHOTS}/presenter.png`);
    await presenter.close();
  });

  await test.step('a lesson steps with Right/PageDown and back with Left/PageUp, through both steps', async () => {
    await openInApp(page, './lessons/iron-by-rail?lang=en&projector=1');
    await expect(caption(page)).toContainText('Step 1 of 2');
    await expect(caption(page)).toContainText('try the wrong source');
    await page.keyboard.press('ArrowRight'); // Kerosene II picked
    await page.keyboard.press('PageDown'); // New York: refused, as the step expects
    await expect(caption(page)).toContainText('Refused: iron travels only by rail');
    await page.keyboard.press('ArrowRight'); // continue
    await expect(caption(page)).toContainText('Step 2 of 2');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight'); // Cleveland's iron: the prediction
    await expect(caption(page)).toContainText('One iron travels from Cleveland');
    await expect(stage(page)).toContainText('by rail: Cleveland → Pittsburgh, free');
    await page.keyboard.press('ArrowRight'); // confirm
    await expect(caption(page)).toContainText('your $30 is untouched');
    await page.keyboard.press('ArrowLeft'); // undo the confirm
    await expect(caption(page)).toContainText('One iron travels from Cleveland');
    await page.keyboard.press('PageUp'); // back to picking
    await expect(caption(page)).toContainText('Develop Kerosene II');
  });

  await test.step('FAQ entries step with the keys and keep projector mode in the address', async () => {
    await openInApp(page, './faq/your-network?lang=en&projector=1');
    await boardDrawn(page);
    const first = await caption(page).textContent();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/faq\/transport\?.*projector=1/);
    await expect(caption(page)).not.toHaveText(first ?? '');
    await boardDrawn(page);
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/\/faq\/your-network\?.*projector=1/);
  });

  await test.step('a choice steps through option A, option B and the comparison', async () => {
    await openInApp(page, './choices/light-or-heavy?lang=en&projector=1');
    await expect(caption(page)).toHaveText(/^A · /);
    await page.keyboard.press('ArrowRight');
    await expect(caption(page)).toHaveText(/^B · /);
    await page.keyboard.press('PageDown');
    await expect(stage(page).locator('table.choice-compare')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(caption(page)).toHaveText(/^B · /);
  });

  await test.step('the board is whole on a lesson, an FAQ position, a choice', async () => {
    for (const path of ['./lessons/iron-by-rail', './faq/transport', './choices/light-or-heavy']) {
      await openInApp(page, `${path}?lang=en&projector=1`);
      await expect(stage(page).locator('svg.board-map')).toBeVisible();
      await expectBoardWhole(page);
    }
    await shot(page, `${SHOTS}/choice-1280.png`);
  });

  await test.step('the sandbox opens in projector mode with its board; Escape leaves', async () => {
    await openInApp(page, './play?lang=en');
    await page.locator('form.play-setup button[type=submit]').click();
    await expect(page.locator('.play-board-frame')).toBeVisible();
    await page.getByRole('button', { name: 'Projector mode' }).click();
    await boardDrawn(page);
    await expect(caption(page)).toContainText('Round 1, Era 1');
    await page.keyboard.press('Escape');
    await expect(stage(page)).toHaveCount(0);
  });
});
