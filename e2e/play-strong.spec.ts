/**
 * The strong bot in the browser: it searches in a Web Worker, so while it thinks the page still
 * answers (the game log opens, the pace changes); its move then lands in the log; and after a
 * reload the saved game comes back with the same moves (the bot's moves replay from the save).
 */
import { expect, test, type Page } from './fixtures';

async function logged(page: Page): Promise<number> {
  const summary = page.locator('.play-log > summary').first();
  if ((await summary.count()) === 0) return 0;
  const text = (await summary.textContent()) ?? '';
  return Number(/\((\d+) actions?\)/.exec(text)?.[1] ?? 0);
}

test('the page answers while the strong bot thinks, and its move is played', async ({ page }) => {
  test.setTimeout(300_000);
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
});
