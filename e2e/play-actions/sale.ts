/**
 * A sale composed on the drawn board: two sellers, the merchant named (not the engine's default), the
 * pipeline the oil comes through named (Orange's, not Blue's own), and a Quality Reward claimed with
 * 1 Whiskey; the preview and the panels afterwards show the engine's numbers.
 */
import { expect, type Page } from '../fixtures';
import { afterMoves, openPositionHere, SALE } from '../positions';
import { composerOf, LONG } from './composer';
const ORANGE_OIL = { kind: 'oilField', field: 'venango', pipeline: 'venango>pittsburgh' };
const OWN_OIL = { kind: 'oilField', field: 'macksburg-burning-springs', pipeline: 'macksburg-burning-springs>pittsburgh' };

/** Sell naming the merchant and the pipeline, with a Quality Reward for 1 Whiskey. */
export async function sellNamingMerchantAndPipeline(page: Page, lang: 'en' | 'zh') {
  await openPositionHere(page, SALE, lang);
  const { composer, question, option, pick } = composerOf(page);
  await page.keyboard.press('s');
  await option('card', '{"card":"loc-cleveland-1"}').click();
  // the sellers, clicked on the board; then no third one
  await expect(question('seller')).toBeVisible(LONG);
  await pick('pittsburgh-2').click();
  await pick('pittsburgh-5').click();
  await option('seller', 'none').click();
  // the Manufacturer goes to The South, not to Cincinnati (the engine's default)
  await expect(question('merchant')).toBeVisible(LONG);
  await expect(question('merchant').locator('.play-option.is-default')).toHaveAttribute('data-option', 'cincinnati');
  await pick('the-south').click();
  await pick('cincinnati').click();
  // its barrel comes through Orange's pipeline from Venango, the Kerosene's two through Blue's own
  await expect(question('oil')).toBeVisible(LONG);
  await pick('venango').click();
  await pick('macksburg-burning-springs').click();
  await pick('macksburg-burning-springs').click();
  // 3 + 2 stars and 1 Whiskey meet the 6-star slot
  await option('quality', '{"tile":"quality-cash-15-vp-7","whiskey":1}').click();
  await option('free-develop', 'none').click();
  const action = {
    type: 'sell',
    card: 'loc-cleveland-1',
    sales: [
      { space: 'pittsburgh-2', merchant: 'the-south', oil: [ORANGE_OIL] },
      { space: 'pittsburgh-5', merchant: 'cincinnati', oil: [OWN_OIL, OWN_OIL] },
    ],
    quality: { tile: 'quality-cash-15-vp-7', whiskey: 1 },
  };
  const engine = afterMoves(SALE, [action]);
  const { blue, orange } = engine.players;
  expect(blue!.whiskey).toBe(1);
  const rows = composer.locator('.play-numbers tbody tr');
  await expect(rows.nth(0)).toContainText(`$${blue!.cash}`, LONG);
  await expect(rows.nth(2)).toContainText(String(blue!.vp));
  await expect(rows.nth(3)).toContainText('2');
  await expect(rows.nth(3)).toContainText('1');
  await composer.locator('.play-actions .btn-primary').click();
  const stat = (colour: string, s: string) => page.locator(`.play-player[data-colour="${colour}"] [data-stat="${s}"]`);
  await expect(stat('blue', 'cash')).toHaveText(`$${blue!.cash}`, LONG);
  await expect(stat('blue', 'vp')).toHaveText(String(blue!.vp));
  await expect(stat('blue', 'whiskey')).toHaveText('1');
  // Orange's cash pipeline was paid for its barrel
  await expect(stat('orange', 'cash')).toHaveText(`$${orange!.cash}`);
  expect(orange!.cash).toBeGreaterThan(30);
  // both sellers are flipped: the position as text says so
  await page.getByTestId('position-text-toggle').click();
  const pittsburgh = page.getByTestId('position-text').getByRole('table', { name: lang === 'en' ? 'Pittsburgh' : '匹兹堡' });
  for (const row of [2, 5])
    await expect(pittsburgh.getByRole('row').nth(row)).toContainText(lang === 'en' ? ', flipped' : '，已翻面', LONG);
}
