/**
 * Positions travel: "Open in sandbox" from a lesson, a FAQ position and a choice; share links,
 * files and pasted text; every bad link says what is wrong and leaves the running game as it was.
 */
import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, openInApp, test, type Page } from './fixtures';

const LONG = { timeout: 30_000 };

const cash = (page: Page, colour: string) => page.locator(`.play-player[data-colour="${colour}"] [data-stat="cash"]`);

/** The person to act takes the device (when the hand-over screen shows), after reading a round's end (when it shows). */
async function takeDevice(page: Page) {
  const take = page.locator('.play-handover button');
  const composer = page.locator('.play-composer');
  const flow = page.locator('.play-flow');
  await expect(take.or(composer).or(flow)).toBeVisible(LONG);
  if (await flow.isVisible()) await flow.getByRole('button', { name: /^(Skip to the game|Continue the game)$/ }).click();
  await expect(take.or(composer)).toBeVisible(LONG);
  if (await take.isVisible()) await take.click();
  await expect(composer).toBeVisible(LONG);
}

/** In the sandbox, with the position from the address on screen: open it (seats as given), then take a loan as Blue. */
async function openAndLoan(page: Page, seats: Record<string, 'human' | 'bot'> = {}) {
  await expect(page.getByTestId('shared-position')).toBeVisible(LONG);
  for (const [colour, kind] of Object.entries(seats)) await page.locator(`select[data-shared-seat="${colour}"]`).selectOption(kind);
  await page.getByTestId('shared-open').click();
  await takeDevice(page);
  const composer = page.locator('.play-composer');
  await expect(composer.getByRole('heading', { name: 'Blue: your move' })).toBeVisible(LONG);
  const before = Number((await cash(page, 'blue').textContent())?.replace('$', ''));
  await page.keyboard.press('l');
  await composer.locator('.play-question[data-kind="card"] .play-option').first().click();
  await composer.getByRole('button', { name: 'Confirm' }).click();
  // the loan is in the log with its $30; when the round ended meanwhile, income came on top of it
  const effects = page.locator('.play-log .effect-list').first();
  await expect(effects).toContainText('Loan of $30', LONG);
  const paid = Number(/Income: Blue is at level \S+ and receives \$(\d+)/.exec((await effects.textContent()) ?? '')?.[1] ?? 0);
  await takeDevice(page);
  await expect(cash(page, 'blue')).toHaveText(`$${before + 30 + paid}`, LONG);
}

// One page for the three (each page after the first opened by in-app navigation, as the app's own links do).
test('a lesson step, a FAQ position (Orange made a bot) and a choice each open in the sandbox as they are, and a move can be played there', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await test.step('a lesson step', async () => {
    await page.goto('./lessons/iron-by-rail?lang=en');
    await page.getByTestId('open-in-sandbox').click();
    await expect(page).toHaveURL(/\/play\?lang=en#p=1\./, LONG);
    // the lesson's own position: Blue and Orange, Blue's $30
    await expect(page.locator('select[data-shared-seat]')).toHaveCount(2, LONG);
    await openAndLoan(page);
    // a reload still shows the position
    await page.reload();
    await expect(page.getByTestId('shared-position')).toBeVisible(LONG);
  });
  await test.step('a FAQ position, with Orange made a bot', async () => {
    await openInApp(page, './faq/your-network?lang=en');
    await page.getByTestId('open-in-sandbox').click();
    await openAndLoan(page, { orange: 'bot' });
  });
  await test.step('a choice position', async () => {
    await openInApp(page, './choices/whiskey-or-loan?lang=en');
    await page.getByTestId('open-in-sandbox').click();
    // Orange holds no cards and is a bot, so the round ends after Blue's move (its steps are shown first)
    await openAndLoan(page, { orange: 'bot' });
  });
});

/** A new 2-seat sandbox game of two people (nothing moves by itself) after Blue's loan; Blue's cash then. */
async function runningGame(page: Page): Promise<string> {
  await page.goto('./play?lang=en');
  await page.getByTestId('seed').fill('42', LONG);
  await page.locator('select[data-seat]').nth(0).selectOption('human');
  await page.locator('select[data-seat]').nth(1).selectOption('human');
  await page.locator('form.play-setup button[type=submit]').click();
  await takeDevice(page);
  const composer = page.locator('.play-composer');
  await expect(composer.getByRole('heading', { name: 'Blue: your move' })).toBeVisible(LONG);
  await page.keyboard.press('l');
  await composer.locator('.play-question[data-kind="card"] .play-option').first().click();
  const before = Number((await cash(page, 'blue').textContent())?.replace('$', ''));
  await composer.getByRole('button', { name: 'Confirm' }).click();
  await takeDevice(page);
  await expect(cash(page, 'blue')).toHaveText(`$${before + 30}`, LONG);
  return `$${before + 30}`;
}

/** The running game's share panel, opened when it is not yet. */
async function sharePanel(page: Page) {
  const panel = page.locator('.moment-tools [data-testid="share-panel"]');
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  return panel;
}

async function sharedText(page: Page): Promise<string> {
  return (await (await sharePanel(page)).getByTestId('share-text').inputValue()).trim();
}

// One running game for both round trips: the file's import is the same position, so its link is too; then the bad
// links arrive on the game the link opened.
test('file export → import, then the share link: each gives the identical position; then every bad link says exactly what is wrong, and the game in progress survives; the problem beside the open share panel is axe clean (en, then zh)', async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  const money = await runningGame(page);
  const text = await sharedText(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('.moment-tools').getByTestId('share-download').click(),
  ]);
  const file = info.outputPath('position.json');
  await download.saveAs(file);
  expect((await readFile(file, 'utf8')).trim()).toBe(text);
  await page.goto('./play?lang=en');
  await page.getByTestId('import-panel').locator('summary').click();
  await page.getByTestId('import-file').setInputFiles(file);
  await page.getByTestId('shared-open').click();
  await takeDevice(page);
  await expect(cash(page, 'blue')).toHaveText(money, LONG);
  expect(await sharedText(page)).toBe(text);

  // the share link round trip: the position opened from the link is the one exported
  const link = await page.locator('.moment-tools').getByTestId('share-link').inputValue(LONG);
  expect(link).toMatch(/\/play\?lang=en#p=1\.[A-Za-z0-9_-]+$/);
  // opened from the sandbox with its game running at /play (the address the import left may already
  // carry this very link, and a link to the page itself changes nothing): as after a game started there
  await page.goto('./play?lang=en');
  await takeDevice(page);
  await page.goto(link);
  await page.getByTestId('shared-open').click();
  await takeDevice(page);
  await expect(cash(page, 'blue')).toHaveText(money, LONG);
  expect(await sharedText(page)).toBe(text);
  await test.step('every bad link says exactly what is wrong, and the game in progress survives (en, then zh)', () =>
    badLinks(page, money));
});

/** Link data made in the page: deflate-raw + base64url of any text. */
const packed = (page: Page, text: string, version = '1') =>
  page.evaluate(
    async ([t, v]) => {
      const s = new Blob([t]).stream().pipeThrough(new CompressionStream('deflate-raw'));
      const b = new Uint8Array(await new Response(s).arrayBuffer());
      return `${v}.${btoa(String.fromCharCode(...b))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')}`;
    },
    [text, version] as const,
  );

/** On the sandbox with its game running (Blue's cash `money`): each bad link arrives by the address's fragment. */
async function badLinks(page: Page, money: string) {
  const cases: [string, string, RegExp][] = [
    ['1.ab$cd', 'not-base64', /characters a share link never has/],
    ['1.__8AAP__', 'bad-compression', /cannot be unpacked/],
    [await packed(page, '{players: oops'), 'not-json', /not valid JSON/],
    [await packed(page, '{"players":[]}', '7'), 'wrong-version', /format version 7, but this tutorial reads version 1/],
    [
      await packed(
        page,
        JSON.stringify({
          players: [
            { colour: 'blue', whiskey: 5 },
            { colour: 'orange', cash: -2 },
          ],
        }),
      ),
      'invalid',
      /Player 1 \(Blue\), Whiskey: a player holds at most 3 Whiskey, not 5\.[\s\S]*Player 2 \(Orange\), cash: cash cannot be negative \(-2\)/,
    ],
    [`1.${'A'.repeat(9000)}`, 'link-too-long', /9,?002 characters, but at most 8,?000/],
    ['nodot', 'no-version', /no version number/],
  ];
  for (const [data, code, words] of cases) {
    await page.evaluate((d) => {
      location.hash = `p=${d}`;
    }, data);
    const problem = page.getByTestId('share-problem');
    await expect(problem).toHaveAttribute('data-code', code, LONG);
    await expect(problem).toContainText(words);
    await expect(problem).toContainText('your game in progress and your saved progress are as they were');
    await expect(cash(page, 'blue')).toHaveText(money);
    await expect(page.locator('.play-composer, .play-waiting').first()).toBeVisible();
  }
  // the last problem beside the open share panel (en): axe clean, as in Chinese below
  await sharePanel(page);
  await expect(page.locator('.moment-tools').getByTestId('share-link')).toBeVisible(LONG);
  await expect(page.getByTestId('share-problem')).toBeVisible(LONG);
  await expectNoAxeViolations(page, ['[data-testid="share-problem"]', '.moment-tools [data-testid="share-panel"]']);

  // in Chinese, by the header's switch (the same page): a bad link's problem exists only after one arrives, so axe on
  // it (the sandbox with its share panel: a11y.spec.ts)
  await page.locator('.lang-switch').click();
  // switched once the page says so (the switch replaces the address, fragment and all, when the strings are in)
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/, LONG);
  await page.evaluate(() => {
    location.hash = 'p=1.ab$cd';
  });
  await expect(page.getByTestId('share-problem')).toHaveAttribute('data-code', 'not-base64', LONG);
  await expect(page.getByTestId('share-problem')).toContainText('进行中的对局和已保存的进度都保持原样', LONG);
  await expect(page.locator('.moment-tools').getByTestId('share-link')).toBeVisible(LONG);
  await expectNoAxeViolations(page, ['[data-testid="share-problem"]', '.moment-tools [data-testid="share-panel"]']);
}
