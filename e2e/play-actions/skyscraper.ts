/** The Skyscraper's bonus sale (p.10): built on the board, then one sale at once without a card, the numbers the engine's. */
import { expect, type Page } from '../fixtures';
import { afterMoves, openPositionHere, SKYSCRAPER } from '../positions';
import { composerOf, LONG } from './composer';

/** Build a Skyscraper, then take its bonus sale. */
export async function skyscraperBonusSale(page: Page, lang: 'en' | 'zh') {
  await openPositionHere(page, SKYSCRAPER, lang);
  const { composer, question, option, pick } = composerOf(page);
  await page.keyboard.press('b');
  await option('card', '{"card":"loc-cleveland-1"}').click();
  await option('place', 'skyscraper-lower').click();
  await pick('cleveland-1').click();
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
  await option('type', '{"type":"sell","free":true}').click();
  await expect(question('card')).toHaveCount(0);
  await pick('pittsburgh-2').click();
  await option('seller', 'none').click();
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
