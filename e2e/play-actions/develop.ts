/** Develop two tiles in the sandbox: both tiles chosen in the composer, the preview's numbers and the panel's afterwards are the engine's. */
import { expect, type Page } from '../fixtures';
import { afterMoves, DEVELOP, openPositionHere } from '../positions';
import { composerOf, LONG } from './composer';

/** Develop two tiles, each paid with Vanderbilt's iron. */
export async function developTwoTiles(page: Page, lang: 'en' | 'zh') {
  await openPositionHere(page, DEVELOP, lang);
  const { composer, option } = composerOf(page);
  await page.keyboard.press('d');
  await option('card', '{"card":"ind-coal-1"}').click();
  await option('tile', 'kerosene-2').click();
  await option('develop-payment', '{"pay":"iron","source":{"kind":"vanderbilt"}}').click();
  await option('tile', 'coal-mine-1').click();
  await option('develop-payment', '{"pay":"iron","source":{"kind":"vanderbilt"}}').click();
  await expect(composer.locator('.play-question')).not.toHaveAttribute('data-kind', /.+/, LONG);
  const engine = afterMoves(DEVELOP, [
    {
      type: 'develop',
      card: 'ind-coal-1',
      tiles: [
        { place: 'kerosene-2', pay: 'iron', source: { kind: 'vanderbilt' } },
        { place: 'coal-mine-1', pay: 'iron', source: { kind: 'vanderbilt' } },
      ],
    },
  ]);
  const blue = engine.players.blue!;
  expect(blue.cash).toBeLessThan(30); // two irons bought
  const cashRow = composer.locator('.play-numbers tbody tr').first();
  await expect(cashRow).toContainText(`$30`);
  await expect(cashRow).toContainText(`$${blue.cash}`);
  await composer.locator('.play-actions .btn-primary').click();
  await expect(page.locator('.play-player[data-colour="blue"] [data-stat="cash"]')).toHaveText(`$${blue.cash}`, LONG);
  await expect(page.locator('.play-player[data-colour="blue"] [data-stat="spent"]')).toHaveText(`$${blue.spent}`, LONG);
}
