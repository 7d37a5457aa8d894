/**
 * The sandbox by keyboard only: every space the board offers is reached by Tab and named
 * ("Wilkes-Barre & Scranton, space 1 (…), empty"), Enter chooses it, Escape backs out, and a whole
 * Build is played without the mouse.
 */
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';

const LONG = { timeout: 30_000 };

/** Presses Tab until `target` has the focus (at most `max` times); fails when it never does. */
async function tabTo(page: Page, target: Locator, max = 300) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('a Build by keyboard only: Tab reaches the named spaces on the board, Enter chooses, Escape backs out', async ({ page }) => {
  await page.goto('./play?lang=en');
  await page.getByTestId('seed').fill('42', LONG);
  await page.getByTestId('bot-speed').selectOption('paused');
  await page.locator('select[data-seat]').nth(0).selectOption('human');
  await page.locator('select[data-seat]').nth(1).selectOption('bot');
  await page.locator('form.play-setup button[type=submit]').click();
  const composer = page.locator('.play-composer');
  await expect(composer.getByRole('heading', { name: 'Blue: your move' })).toBeVisible(LONG);
  const cash = page.locator('.play-player[data-colour="blue"] [data-stat="cash"]');
  await expect(cash).toHaveText('$30');

  await page.keyboard.press('b');
  const card = composer.locator('.play-question[data-kind="card"] .play-option').first();
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  const tile = composer.locator('.play-question[data-kind="place"] .play-option:not(.is-refused)').first();
  await tabTo(page, tile);
  await page.keyboard.press('Enter');
  await expect(composer.locator('.play-question[data-kind="space"]')).toBeVisible(LONG);

  // every space offered is in the Tab order, with a name that says where, what it takes and that it is empty
  const offered = page.locator('.bm-pick:not(.is-refused)');
  await expect(offered.first()).toBeVisible(LONG);
  for (const pick of await offered.all()) {
    await expect(pick).toHaveAttribute('tabindex', '0');
    await expect(pick).toHaveAccessibleName(/^.+, space \d+ \((Coal|.+ or .+)\), empty$/);
  }
  const space = page.locator('.bm-pick[data-pick="wilkes-barre-scranton-1"]');
  await expect(space).toHaveAccessibleName('Wilkes-Barre & Scranton, space 1 (Coal), empty');

  // Enter chooses the space: the engine's preview shows; Escape goes back to the space question
  await tabTo(page, space);
  await page.keyboard.press('Enter');
  await expect(composer.locator('.play-question[data-kind="source"]')).toBeVisible(LONG);
  await expect(composer.locator('.play-numbers tr', { hasText: 'Cash' })).toContainText('$18');
  await page.keyboard.press('Escape');
  await expect(composer.locator('.play-question[data-kind="space"]')).toBeVisible(LONG);

  // again, and confirm: Blue pays $12 ($5 tile + $7 iron)
  await tabTo(page, space);
  await page.keyboard.press('Enter');
  await expect(composer.locator('.play-question[data-kind="source"]')).toBeVisible(LONG);
  await tabTo(page, composer.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');
  await expect(cash).toHaveText('$18', LONG);
});
