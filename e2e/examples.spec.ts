/**
 * Worked examples on the board: Try A / Try B on each choice (every FAQ entry whose example has a
 * position renders its board: tests/ui/faq-projector.test.tsx), the home page's board picture and links, and each page's document title.
 * With E2E_SHOTS=1 (`npm run e2e:shots`), screenshots land in test-results/examples-*.png.
 */
import { CHOICES } from './choices-data';
import { expect, openInApp, type Page, shot, test } from './fixtures';

const LONG = { timeout: 60_000 };

/** Per choice: per option, the engine's numbers that must show after "Try" (row → text), in each language. */
const TRIES: Record<string, Record<'en' | 'zh', [[string, Record<string, string>], [string, Record<string, string>]]>> = {
  'whiskey-or-loan': {
    en: [
      ['Try A: Pass for Whiskey', { cash: '$5, unchanged', whiskey: '0 → 1' }],
      ['Try B: Take a loan', { cash: '$5 → $35', income: 'space 20 (level 5) → space 14 (level 2)' }],
    ],
    zh: [
      ['试A：让过拿威士忌', { cash: '$5，不变', whiskey: '0 → 1' }],
      ['试B：贷款', { cash: '$5 → $35', income: '收入格20（收入等级5） → 收入格14（收入等级2）' }],
    ],
  },
  'iron-or-steel': {
    en: [
      ['Try A: Develop with iron', { cash: '$30, unchanged', cubes: '1 iron' }],
      ['Try B: Develop with steel', { cash: '$30, unchanged', cubes: '1 steel' }],
    ],
    zh: [
      ['试A：用铁开发', { cubes: '1个铁' }],
      ['试B：用钢开发', { cubes: '1个钢' }],
    ],
  },
  'light-or-heavy': {
    en: [
      [/^Try A: /.source, { cubes: '1 coal' }],
      [/^Try B: /.source, { cubes: '2 steel' }],
    ],
    zh: [
      [/^试A：/.source, { cubes: '1个煤' }],
      [/^试B：/.source, { cubes: '2个钢' }],
    ],
  },
};

/** The try section's outcome rows as row → text. */
async function outcome(page: Page): Promise<Record<string, string>> {
  const rows = page.locator('.choice-try .outcome-numbers [data-row]');
  await expect(rows.first()).toBeVisible();
  const out: Record<string, string> = {};
  for (const r of await rows.all()) out[(await r.getAttribute('data-row')) ?? ''] = ((await r.locator('dd').textContent()) ?? '').trim();
  return out;
}

/** The SVG of `board` lies inside the viewport and inside its frame (nothing cut off). */
async function expectBoardInside(page: Page, svg: string, frame: string) {
  const box = await page.locator(svg).boundingBox();
  const f = await page.locator(frame).boundingBox();
  const vw = page.viewportSize()!.width;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(vw + 0.5);
  expect(box!.x).toBeGreaterThanOrEqual(f!.x - 0.5);
  expect(box!.x + box!.width).toBeLessThanOrEqual(f!.x + f!.width + 0.5);
}

/** A choice at 1366 px: both columns and the comparison as it opens; Try A and Try B show the engine's numbers; the board fits. */
async function expectChoice(page: Page, id: string, lang: 'en' | 'zh') {
  await openInApp(page, `./choices/${id}?lang=${lang}`);
  // the page as it opens: both options' columns and the comparison table
  const cols = page.locator('.choice-col');
  await expect(cols).toHaveCount(2, LONG);
  for (const [i, heading] of CHOICES[id]![lang].entries())
    await expect(cols.nth(i).getByRole('heading', { level: 2 })).toContainText(heading);
  await expect(page.locator('.choice-compare tbody tr')).toHaveCount(5);
  await expect(page.locator('.choice-try')).toHaveAttribute('data-tried', 'start');
  for (const [i, [name, rows]] of TRIES[id]![lang].entries()) {
    const button = page.getByRole('button', { name: name.startsWith('^') ? new RegExp(name) : name });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.choice-try')).toHaveAttribute('data-tried', /.+/);
    await expect(page.locator('.choice-try .choice-try-result h3')).toContainText(i === 0 ? 'A' : 'B');
    expect(await outcome(page)).toMatchObject(rows);
    if (await page.locator('.choice-try .board-map').count()) await expectBoardInside(page, '.choice-try .board-map', '.choice-try-frame');
  }
  await shot(page, `test-results/examples-choice-${id}-${lang}-1366.png`, { fullPage: true });
}

/** The FAQ's worked example at 1366 px: Vanderbilt's $7 iron. */
async function expectVanderbilt(page: Page, lang: 'en' | 'zh') {
  await openInApp(page, `./faq/vanderbilt?lang=${lang}`);
  await expect(page.locator('.faq-example-move [data-row="cash"] dd')).toHaveText('$30 → $23', LONG);
  await shot(page, `test-results/examples-faq-vanderbilt-${lang}-1366.png`, { fullPage: true });
}

/** Home at 1366 px: the board picture, a link to every section. */
async function expectHome(page: Page, lang: 'en' | 'zh') {
  await openInApp(page, `./?lang=${lang}`);
  await expect(page.locator('.home-board svg.board-map')).toBeVisible(LONG);
  const cards = page.locator('.cards');
  for (const path of ['lessons', 'choices', 'play', 'faq', 'components', 'glossary', 'mat', 'sources'])
    await expect(cards.locator(`a[href$="/${path}?lang=${lang}"], a[href$="/${path}"]`)).toHaveCount(1);
  await expectBoardInside(page, '.home-board svg.board-map', '.home-board-pic');
  await shot(page, `test-results/examples-home-${lang}-1366.png`, { fullPage: true });
}

// One page per language walks the three choices, the FAQ's worked example and Home, by in-app navigation after
// the first load. A choice is never opened straight after another: the Try buttons' state belongs to the page.
for (const lang of ['en', 'zh'] as const) {
  test(`at 1366 px (${lang}): every choice's columns, comparison and Try A / Try B numbers, the board fitting; the FAQ's worked example (Vanderbilt's $7 iron); Home's board picture and a link to every section`, async ({
    page,
  }) => {
    test.setTimeout(360_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    const [first, second, third] = Object.keys(TRIES) as [string, string, string];
    await test.step(`choice ${first}`, () => expectChoice(page, first, lang));
    await test.step('FAQ worked example: Vanderbilt', () => expectVanderbilt(page, lang));
    await test.step(`choice ${second}`, () => expectChoice(page, second, lang));
    await test.step('home', () => expectHome(page, lang));
    await test.step(`choice ${third}`, () => expectChoice(page, third, lang));
  });
}

// Every FAQ entry with a position renders its board and its worked example: tests/ui/faq-projector.test.tsx.

test('on a phone: a choice shows Try B with its numbers, an FAQ worked example, Home with its board; no sideways page scroll', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const noSideways = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await test.step('a choice', async () => {
    await page.goto('./choices/iron-or-steel?lang=zh');
    await page.getByRole('button', { name: '试B：用钢开发' }).click();
    expect(await outcome(page)).toMatchObject({ cubes: '1个钢' });
    await noSideways();
    await shot(page, 'test-results/examples-choice-phone.png', { fullPage: true });
  });
  await test.step('an FAQ worked example', async () => {
    await openInApp(page, './faq/oil-city?lang=zh');
    await expect(page.locator('.faq-example-move')).toBeVisible(LONG);
    await shot(page, 'test-results/examples-faq-oil-city-phone.png', { fullPage: true });
  });
  await test.step('home', async () => {
    await openInApp(page, './?lang=zh');
    await expect(page.locator('.home-board svg.board-map')).toBeVisible(LONG);
    await noSideways();
    await shot(page, 'test-results/examples-home-phone.png', { fullPage: true });
  });
});

test('each page has its own title, in the reader language, on route and language change', async ({ page }) => {
  await page.goto('./lessons/light-rail-coal?lang=en');
  await expect(page).toHaveTitle(/^Lesson 3: .+ — Brass: Pittsburgh tutorial$/);
  await page.getByRole('button', { name: '切换到简体中文' }).click();
  await expect(page).toHaveTitle(/^第3课：.+ — 工业革命：匹兹堡 规则教程$/);
  await page.getByRole('navigation').getByRole('link', { name: '玩家板', exact: true }).click();
  await expect(page).toHaveTitle('玩家板 — 工业革命：匹兹堡 规则教程');
  await page.goto('./faq/loan?lang=en');
  await expect(page).toHaveTitle('Is a loan repaid, and how far does income drop? — Brass: Pittsburgh tutorial');
  await page.goto('./?lang=zh');
  await expect(page).toHaveTitle('工业革命：匹兹堡 — 规则学习');
});
