/** Four bots play a whole game in the browser at the fastest speed, to the winner screen. */
import { expect, test } from './fixtures';

test('a 4-bot game reaches the winner screen', async ({ page }) => {
  test.setTimeout(600_000);
  await page.goto('./play?lang=en');
  await page.getByTestId('seed').fill('7');
  await page.getByTestId('bot-speed').selectOption('fast');
  await page.locator('.play-count input').nth(2).check();
  for (const [i, k] of (['bot', 'random', 'bot', 'random'] as const).entries())
    await page.locator('select[data-seat]').nth(i).selectOption(k);
  await page.locator('form.play-setup button[type=submit]').click();
  await expect(page.getByTestId('game-number')).toHaveText('Game no. 7');
  const result = page.locator('.play-result');
  await expect(result).toBeVisible({ timeout: 560_000 });
  await expect(result.getByRole('heading', { level: 2 })).toContainText(/wins|share the win/);
  await expect(result.locator('tbody tr')).toHaveCount(4);
  await expect(page.locator('.play-game')).toHaveAttribute('data-game-over', 'true');
  await expect(page.getByText('Era 2', { exact: false }).first()).toBeVisible();
});
