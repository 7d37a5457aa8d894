/** The Skyscraper's bonus sale (p.10): built on the board, then one sale at once without a card, the numbers the engine's. */
import { expect, type Page } from '../fixtures';
import { afterMoves, openPositionHere, SKYSCRAPER } from '../positions';

const LONG = { timeout: 30_000 };

/** Build a Skyscraper, then take its bonus sale. */
export async function skyscraperBonusSale(page: Page, lang: 'en' | 'zh') {
  await openPositionHere(page, SKYSCRAPER, lang);
  const composer = page.locator('.play-composer');
  const question = (kind: string) => composer.locator(`.play-question[data-kind="${kind}"]`);
  await page.keyboard.press('b');
  await question('card').locator(`.play-option[data-option='{"card":"loc-cleveland-1"}']`).click();
  await question('place').locator('.play-option[data-option="skyscraper-lower"]').click();
  await page.locator('.bm-pick[data-pick="cleveland-1"]').click();
  const build = {
    type: 'build',
    card: 'loc-cleveland-1',
    place: 'skyscraper-lower',
    space: 'cleveland-1',
    sources: {
      steel: [
        { kind: 'industry', space: 'cleveland-3' },
        { kind: 'industry', space: 'cleveland-3' },
      ],
    },
  };
  const built = afterMoves(SKYSCRAPER, [build]).players.blue!;
  await expect(composer.locator('.play-numbers tbody tr').first()).toContainText(`$${built.cash}`, LONG);
  await composer.locator('.play-actions .btn-primary').click();
  const cash = page.locator('.play-player[data-colour="blue"] [data-stat="cash"]');
  await expect(cash).toHaveText(`$${built.cash}`, LONG);
  // the bonus sale is offered at once: sell, with no card asked
  await expect(question('type').locator('.play-option')).toHaveCount(2, LONG);
  await question('type').locator(`.play-option[data-option='{"type":"sell","free":true}']`).click();
  await expect(question('card')).toHaveCount(0);
  await page.locator('.bm-pick[data-pick="pittsburgh-2"]').click();
  await question('seller').locator('.play-option[data-option="none"]').click();
  const sold = afterMoves(SKYSCRAPER, [
    build,
    {
      type: 'sell',
      free: true,
      sales: [
        {
          space: 'pittsburgh-2',
          merchant: 'cincinnati',
          oil: [{ kind: 'oilField', field: 'venango', pipeline: 'venango>pittsburgh' }],
        },
      ],
    },
  ]);
  expect(sold.players.blue!.cash).toBeGreaterThan(built.cash);
  await expect(composer.locator('.play-numbers tbody tr').first()).toContainText(`$${sold.players.blue!.cash}`, LONG);
  await composer.locator('.play-actions .btn-primary').click();
  await expect(cash).toHaveText(`$${sold.players.blue!.cash}`, LONG);
  await expect(page.locator('.play-player[data-colour="orange"] [data-stat="cash"]')).toHaveText(`$${sold.players.orange!.cash}`);
  // the hand kept its other card: no card was discarded for the bonus sale
  await expect(page.locator('.play-hand li, .play-hand .play-card')).toHaveCount(1);
}
