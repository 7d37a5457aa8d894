/**
 * Bots in the browser. The strong bot searches in a Web Worker, so while it thinks the page still answers (the game
 * log opens, the pace changes); its move then lands in the log; and after a reload the saved game comes back with
 * the same moves (the bot's moves replay from the save). Then, on the same page by "New game", four bots at the
 * fastest speed: a 4-seat game set up and its bots play on (four panels, more than four actions logged); the whole
 * game to the winner screen (about a minute of the suite's time) runs with E2E_LONG=1. A 2-seat game's end in the
 * browser: debrief-practice.spec.ts.
 */
import { expect, test, type Page } from './fixtures';

/** A 4-seat game of bots, from the sandbox's setup form on screen. */
async function startFourBots(page: Page) {
  await page.getByTestId('seed').fill('7');
  await page.getByTestId('bot-speed').selectOption('fast');
  await page.locator('.play-count input').nth(2).check();
  for (const [i, k] of (['bot', 'random', 'bot', 'random'] as const).entries())
    await page.locator('select[data-seat]').nth(i).selectOption(k);
  await page.locator('form.play-setup button[type=submit]').click();
  await expect(page.getByTestId('game-number')).toHaveText('Game no. 7');
}

/** The number of actions the game log holds ("Game log (N actions)"). */
async function logged(page: Page): Promise<number> {
  const summary = page.locator('.play-log > summary').first();
  if ((await summary.count()) === 0) return 0; // no log yet
  const text = (await summary.textContent()) ?? '';
  return Number(/\((\d+) actions?\)/.exec(text)?.[1] ?? 0);
}

/** A greedy bot and the strong bot from game 11: the page answers while the strong one thinks; its move survives a reload. */
async function strongBot(page: Page) {
  await page.goto('./play?lang=en');
  await page.getByTestId('seed').fill('11');
  await page.getByTestId('bot-speed').selectOption('fast');
  await page.locator('.play-count input').nth(0).check();
  await page.locator('select[data-seat]').nth(0).selectOption('bot');
  await page.locator('select[data-seat]').nth(1).selectOption('strong');
  await page.locator('form.play-setup button[type=submit]').click();
  await expect(page.getByTestId('game-number')).toHaveText('Game no. 11');

  // the greedy bot moves first; then Orange, the strong bot, thinks
  const thinking = page.getByTestId('bot-thinking');
  await expect(thinking).toHaveText(/Orange \(strong bot\) is thinking/, { timeout: 120_000 });
  const before = await logged(page);
  // input is handled meanwhile: the log opens and closes, the pace select changes
  const log = page.locator('details.play-log').first();
  await log.locator('> summary').click();
  await expect(log).toHaveAttribute('open', '');
  await page.getByTestId('bot-speed').selectOption('normal');
  await expect(page.getByTestId('bot-speed')).toHaveValue('normal');
  await page.getByTestId('bot-speed').selectOption('fast');

  // the strong bot's move lands in the log, by Orange
  await expect.poll(() => logged(page), { timeout: 180_000 }).toBeGreaterThan(before);
  await expect(log.locator('.play-log-list > li').first()).toContainText('Orange');

  // a reload brings the same game back, the strong bot's moves included
  await page.getByTestId('bot-speed').selectOption('paused');
  await expect(thinking).toHaveText('', { timeout: 120_000 });
  const moves = await logged(page);
  const texts = await log.locator('.play-log-list > li > details > summary').allTextContents();
  await page.reload();
  await expect(page.getByTestId('game-number')).toHaveText('Game no. 11', { timeout: 60_000 });
  await expect.poll(() => logged(page), { timeout: 60_000 }).toBe(moves);
  await page.locator('details.play-log > summary').first().click();
  expect(await page.locator('details.play-log').first().locator('.play-log-list > li > details > summary').allTextContents()).toEqual(
    texts,
  );
}

test('the page answers while the strong bot thinks, and its move is played; then a 4-bot game is set up with four seats and its bots play on (more than four actions logged)', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await test.step('the strong bot', () => strongBot(page));
  await test.step('four bots', async () => {
    await page.getByRole('button', { name: 'New game' }).click();
    await startFourBots(page);
    await expect(page.locator('.play-player')).toHaveCount(4);
    for (const colour of ['blue', 'orange']) await expect(page.locator(`.play-player[data-colour="${colour}"]`)).toHaveCount(1);
    // every seat's bot moves in turn: the log grows past one action per seat
    await expect.poll(() => logged(page), { timeout: 240_000 }).toBeGreaterThan(4);
  });
});

test('a 4-bot game reaches the winner screen', async ({ page }) => {
  test.skip(!process.env.E2E_LONG, "the whole game runs with E2E_LONG=1 (a 2-seat game's end: debrief-practice.spec.ts)");
  test.setTimeout(600_000);
  await page.goto('./play?lang=en');
  await startFourBots(page);
  const result = page.locator('.play-result');
  await expect(result).toBeVisible({ timeout: 560_000 });
  await expect(result.getByRole('heading', { level: 2 })).toContainText(/wins|share the win/);
  await expect(result.locator('tbody tr')).toHaveCount(4);
  await expect(page.locator('.play-game')).toHaveAttribute('data-game-over', 'true');
  await expect(page.getByText('Era 2', { exact: false }).first()).toBeVisible();
});
