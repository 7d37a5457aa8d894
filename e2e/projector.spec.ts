/**
 * Projector mode and the presenter window, in the built app: rendered text sizes at 1920×1080,
 * the whole board at 1280×720 and at 150 % zoom, keys a clicker sends, Escape, the URL
 * parameter, presenter → projector over BroadcastChannel (axe on a projected lesson: a11y.spec.ts).
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

test.describe('at 1920×1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  // One page opens the three in turn, by in-app navigation after the first.
  test('a lesson, an FAQ position, a choice: every visible text ≥ 18 px, place names ≥ 24 px, header hidden, board whole', async ({
    page,
  }) => {
    test.setTimeout(360_000);
    for (const [name, path] of [
      ['lesson', './lessons/sale-oil-merchant'],
      ['FAQ position', './faq/transport'],
      ['choice', './choices/iron-or-steel'],
    ] as const)
      await test.step(name, async () => {
        await openInApp(page, `${path}?lang=en&projector=1`);
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
          description: `smallest ${Math.min(...sizes.map((s) => s.px))} px, smallest place ${Math.min(...places.map((s) => s.px))} px, ${sizes.length} texts`,
        });
      });
  });

  // Both boards (a lesson: 3–4 players; a 2-player sandbox game), in the normal view and on the projector, in both languages.
  for (const lang of ['en', 'zh'] as const)
    test(`place names cover no other name, plate, oilfield, market, printed icon or piece (${lang})`, async ({ page }) => {
      test.setTimeout(360_000);
      const check = async (what: string, map: ReturnType<Page['locator']>) => {
        await expect(map.locator('.bm-label').first()).toBeAttached();
        const boxes = await labelBoxes(map);
        expect(boxes.labels.length, what).toBeGreaterThan(20);
        expect(boxes.things.length, what).toBeGreaterThan(30);
        expect(collisions(boxes), what).toEqual([]);
      };
      await page.goto(`./lessons/sale-oil-merchant?lang=${lang}`);
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
    });

  test('the same sizes in Chinese', async ({ page }) => {
    await page.goto('./lessons/light-rail-coal?lang=zh&projector=1');
    await boardDrawn(page);
    const sizes = await textSizes(page);
    expect(sizes.filter((s) => s.place && s.px < 24)).toEqual([]);
    expect(sizes.filter((s) => s.px < 18)).toEqual([]);
    await shot(page, `${SHOTS}/lesson-zh-1920.png`);
  });
});

test.describe('at 1280×720', () => {
  test.use({ viewport: { width: 1280, height: 720 } });
  test('the board is whole on a lesson, an FAQ position, a choice', async ({ page }) => {
    for (const path of ['./lessons/iron-by-rail', './faq/transport', './choices/light-or-heavy']) {
      await openInApp(page, `${path}?lang=en&projector=1`);
      await expect(stage(page).locator('svg.board-map')).toBeVisible();
      await expectBoardWhole(page);
    }
    await shot(page, `${SHOTS}/choice-1280.png`);
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

test('the key P and the button enter; Escape leaves and the page is back', async ({ page }) => {
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

test('a lesson steps with Right/PageDown and back with Left/PageUp, through both steps', async ({ page }) => {
  await page.goto('./lessons/iron-by-rail?lang=en&projector=1');
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

test('FAQ entries step with the keys and keep projector mode in the address', async ({ page }) => {
  await page.goto('./faq/your-network?lang=en&projector=1');
  const first = await caption(page).textContent();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/faq\/transport\?.*projector=1/);
  await expect(caption(page)).not.toHaveText(first ?? '');
  await boardDrawn(page);
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/faq\/your-network\?.*projector=1/);
});

test('a choice steps through option A, option B and the comparison', async ({ page }) => {
  await page.goto('./choices/light-or-heavy?lang=en&projector=1');
  await expect(caption(page)).toHaveText(/^A · /);
  await page.keyboard.press('ArrowRight');
  await expect(caption(page)).toHaveText(/^B · /);
  await page.keyboard.press('PageDown');
  await expect(stage(page).locator('table.choice-compare')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(caption(page)).toHaveText(/^B · /);
});

test('the sandbox opens in projector mode with its board; Escape leaves', async ({ page }) => {
  await page.goto('./play?lang=en');
  await page.locator('form.play-setup button[type=submit]').click();
  await expect(page.locator('.play-board-frame')).toBeVisible();
  await page.getByRole('button', { name: 'Projector mode' }).click();
  await boardDrawn(page);
  await expect(caption(page)).toContainText('Round 1, Era 1');
  await page.keyboard.press('Escape');
  await expect(stage(page)).toHaveCount(0);
});

test('the presenter window shows the notes in both languages and steps the projector', async ({ page }) => {
  await page.goto('./lessons/light-rail-coal?lang=en&projector=1');
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
});

test('a blocked presenter window is reported', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('./lessons/light-rail-coal?lang=en&projector=1');
  await stage(page).getByRole('button', { name: 'Open presenter view' }).click();
  await expect(stage(page).getByRole('alert')).toContainText('blocked the presenter window');
});
