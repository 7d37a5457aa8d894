/** The position editor: build a position on the board and in forms, see the engine's problems, undo, export, import, open in the sandbox. */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';

const LONG = { timeout: 30_000 };

async function shareText(page: Page): Promise<string> {
  const panel = page.locator('.ed-use [data-testid="share-panel"]');
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  return (await panel.getByTestId('share-text').inputValue(LONG)).trim();
}

test('build a position, see a problem and undo it, export, import the file: the same position, then play it in the sandbox', async ({
  page,
}, info) => {
  await page.goto('./editor?lang=en');
  const problems = page.getByTestId('ed-problems');
  await expect(problems).toContainText('No problems', LONG);
  // an industry placed by clicking the board
  await page.getByTestId('ed-place').selectOption('coal-mine-1');
  await page.locator('.bm-pick').first().click();
  await expect(page.locator('.bm-industries > *').first()).toBeVisible(LONG);
  await page.getByTestId('ed-cash-blue').fill('12');
  await expect(problems).toContainText('No problems');
  // a wrong value: the engine's message names the player and the field
  await page.getByTestId('ed-whiskey-blue').fill('5');
  await expect(problems.locator('li[data-code="whiskey-over-3"]')).toHaveText(
    /Player 1 \(Blue\), Whiskey: a player holds at most 3 Whiskey, not 5\./,
    LONG,
  );
  await page.getByTestId('ed-undo').click();
  await expect(problems).toContainText('No problems', LONG);
  await expect(page.getByTestId('ed-whiskey-blue')).toHaveValue('0');

  const text = await shareText(page);
  expect(JSON.parse(text)).toMatchObject({
    version: 1,
    players: [{ colour: 'blue', cash: 12 }, { colour: 'orange' }],
    industries: [{ owner: 'blue', place: 'coal-mine-1' }],
  });
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.ed-use').getByTestId('share-download').click()]);
  const file = info.outputPath('built.json');
  await download.saveAs(file);
  expect((await readFile(file, 'utf8')).trim()).toBe(text);

  // a fresh editor, the file imported: identical
  await page.goto('./editor?lang=en');
  await page.locator('.ed-use [data-testid="import-panel"] summary').click();
  await page.locator('.ed-use').getByTestId('import-file').setInputFiles(file);
  await expect(page.getByTestId('ed-cash-blue')).toHaveValue('12', LONG);
  expect(await shareText(page)).toBe(text);

  // and into the sandbox
  await page.locator('.ed-use').getByTestId('open-in-sandbox').click();
  await expect(page.getByTestId('shared-position')).toBeVisible(LONG);
  await page.locator('select[data-shared-seat="orange"]').selectOption('bot');
  await page.getByTestId('shared-open').click();
  await expect(page.locator('.play-player[data-colour="blue"] [data-stat="cash"]')).toHaveText('$12', LONG);
});

/** The tiles by name, the draw pile and a discard pile edited and exported (from an empty board). */
async function tilesAndPiles(page: Page) {
  await expect(page.getByTestId('ed-problems')).toContainText('No problems', LONG);
  await page.getByText('Merchants', { exact: true }).click();
  const merchant = page.getByTestId('ed-merchant-tile-cincinnati');
  const merchantNames = await merchant.locator('option').allTextContents();
  expect(merchantNames.filter((n) => /merchant-/.test(n))).toEqual([]);
  expect(merchantNames.some((n) => /^Automobile · gold side: /.test(n))).toBe(true);
  await merchant.selectOption('merchant-automobile-8');
  await page.getByText('Oilfields', { exact: true }).click();
  const oil = page.locator('[data-testid^="ed-oil-tile-"]').first();
  const oilNames = await oil.locator('option').allTextContents();
  expect(oilNames.filter((n) => /oil-/.test(n))).toEqual([]);
  expect(oilNames.some((n) => /when first connected · next era: \d oil/.test(n))).toBe(true);

  await page.getByText('Draw pile', { exact: true }).click();
  // cards are chosen by name from the deck, within its counts
  const add = async (pile: string, name: string) => {
    await page.getByTestId(`${pile}-pick`).selectOption({ label: name });
    await page.getByTestId(`${pile}-add`).click();
  };
  await add('ed-deck', 'Erie location (1 of 1 left)');
  await add('ed-deck', 'Detroit location (1 of 1 left)');
  await page.getByText('Players', { exact: true }).first().scrollIntoViewIfNeeded();
  await add('ed-discard-blue', 'Buffalo location (1 of 1 left)');
  await expect(page.getByTestId('ed-deck').getByRole('listitem')).toHaveText(['Erie locationTake out', 'Detroit locationTake out']);
  // a copy in use is not offered again
  await expect(page.getByTestId('ed-discard-orange-pick').locator('option', { hasText: 'Erie location' })).toBeDisabled();
  await expect(page.getByTestId('ed-problems')).toContainText('No problems', LONG);
  const text = await shareText(page);
  expect(JSON.parse(text)).toMatchObject({
    deck: ['loc-erie-1', 'loc-detroit-1'],
    players: [{ colour: 'blue', discard: ['loc-buffalo-1'] }, { colour: 'orange' }],
    merchants: { cincinnati: { tile: 'merchant-automobile-8' } },
  });
}

// In English the same page then goes on at the default width: the tiles by name and the piles, from an empty board.
for (const lang of ['en', 'zh'] as const)
  test(`for people (${lang}): "Start from" by title, a hand by name, 44 px controls at 390 px${lang === 'en' ? '; then oilfield, merchant and Quality Reward tiles are listed by name, the draw pile and a discard pile are edited and exported' : ''}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`./editor?lang=${lang}`);
    const start = page.getByTestId('ed-start');
    const faqPrefix = lang === 'en' ? 'FAQ position: ' : '常见问题局面：';
    await expect(start.locator('option', { hasText: faqPrefix }).first()).toBeAttached(LONG);
    const names = await start.locator('option').allTextContents();
    expect(names.filter((n) => /lesson-\d|faq-[a-z]|choice-[a-z]/.test(n))).toEqual([]);
    await start.selectOption({ index: names.findIndex((n) => n.startsWith(faqPrefix)) });
    await page.getByTestId('ed-load').click();
    await expect(page.getByTestId('ed-undo')).toBeEnabled(LONG);
    await page.getByTestId('ed-start').selectOption({ index: 0 });
    await page.getByTestId('ed-load').click();
    const pick = page.getByTestId('ed-hand-blue-pick');
    await pick.selectOption({ label: lang === 'en' ? 'Erie location (1 of 1 left)' : '伊利地点（共1张，还剩1张）' });
    await page.getByTestId('ed-hand-blue-add').click();
    await expect(page.getByTestId('ed-hand-blue').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('ed-problems')).toContainText(lang === 'en' ? 'No problems' : '没有问题', LONG);
    // every control of the editor is at least 44 px tall (radio and tick boxes: their labels)
    const short = await page.locator('.editor-page').evaluate((root) =>
      [...root.querySelectorAll('button, select, input:not([type=radio]):not([type=checkbox])')]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => ({ el: el.outerHTML.slice(0, 60), h: el.getBoundingClientRect().height }))
        .filter((x) => x.h < 43.5),
    );
    expect(short).toEqual([]);
    if (lang === 'en')
      await test.step('the tiles by name, the piles edited and exported, from an empty board at the default width', async () => {
        await page.setViewportSize({ width: 1280, height: 720 });
        await page.getByTestId('ed-start').selectOption({ index: 0 }); // two players, an empty board: the editor as it opens
        await page.getByTestId('ed-load').click();
        await expect(page.getByTestId('ed-hand-blue').getByRole('listitem')).toHaveCount(0, LONG);
        await tilesAndPiles(page);
      });
  });
