/**
 * Four bots in the browser at the fastest speed: the default suite sees a 4-seat game set up and
 * its bots play on (four panels, more than four actions logged); the whole game to the winner screen
 * (about a minute of the suite's time) runs with E2E_LONG=1. A 2-seat game's end in the browser:
 * debrief-practice.spec.ts.
 */
import { expect, test, type Page } from './fixtures';

async function startFourBots(page: Page) {
  await page.goto('./play?lang=en');
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

test('a 4-bot game is set up with four seats and its bots play on (more than four actions logged)', async ({ page }) => {
  test.setTimeout(300_000);
  await startFourBots(page);
  await expect(page.locator('.play-player')).toHaveCount(4);
  for (const colour of ['blue', 'orange']) await expect(page.locator(`.play-player[data-colour="${colour}"]`)).toHaveCount(1);
  // every seat's bot moves in turn: the log grows past one action per seat
  await expect.poll(() => logged(page), { timeout: 240_000 }).toBeGreaterThan(4);
});

test('a 4-bot game reaches the winner screen', async ({ page }) => {
  test.skip(!process.env.E2E_LONG, "the whole game runs with E2E_LONG=1 (a 2-seat game's end: debrief-practice.spec.ts)");
  test.setTimeout(600_000);
  await startFourBots(page);
  const result = page.locator('.play-result');
  await expect(result).toBeVisible({ timeout: 560_000 });
  await expect(result.getByRole('heading', { level: 2 })).toContainText(/wins|share the win/);
  await expect(result.locator('tbody tr')).toHaveCount(4);
  await expect(page.locator('.play-game')).toHaveAttribute('data-game-over', 'true');
  await expect(page.getByText('Era 2', { exact: false }).first()).toBeVisible();
});
