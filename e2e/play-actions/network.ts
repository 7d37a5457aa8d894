/**
 * A Network action of two links in the sandbox, every target clicked on the drawn board: each rail's
 * coal from the mine the engine does NOT preselect, the second link's $10, and the numbers the
 * engine gives for that exact action, in the preview and on the panel after Confirm.
 */
import { expect, type Page } from '../fixtures';
import { afterMoves, NETWORK, openPositionHere } from '../positions';
import { composerOf, LONG } from './composer';

const ACTION = {
  type: 'network',
  card: 'ind-coal-1',
  links: [
    { kind: 'lightRail', route: 'columbus~pittsburgh', sources: { coal: [{ kind: 'industry', space: 'pittsburgh-1' }] } },
    { kind: 'lightRail', route: 'clarksburg~pittsburgh', sources: { coal: [{ kind: 'industry', space: 'columbus-2' }] } },
  ],
};

/** Two Light Trains, each with coal from the mine not preselected, the second for $10 more. */
export async function twoLightTrains(page: Page, lang: 'en' | 'zh') {
  await openPositionHere(page, NETWORK, lang);
  const { composer, question, option, pick } = composerOf(page);
  await page.keyboard.press('n');
  await option('card', '{"card":"ind-coal-1"}').click();

  await pick('columbus~pittsburgh').click();
  // The engine preselects the Columbus mine; the learner takes Pittsburgh's instead, on the board.
  await expect(question('source').locator('.play-option.is-default')).toHaveAttribute('data-option', /columbus-2/, LONG);
  await pick('pittsburgh-1').click();

  await expect(question('second-link')).toBeVisible(LONG);
  await pick('clarksburg~pittsburgh').click();
  await expect(question('source').locator('.play-option.is-default')).toHaveAttribute('data-option', /pittsburgh-1/, LONG);
  await pick('columbus-2').click();

  const engine = afterMoves(NETWORK, [ACTION]);
  const blue = engine.players.blue!;
  expect(blue.cash).toBe(20); // free coal from both mines, $10 for the second link
  await expect(composer.locator('.play-question')).not.toHaveAttribute('data-kind', /.+/, LONG); // every question answered
  const cashRow = composer.locator('.play-numbers tbody tr').first();
  await expect(cashRow).toContainText('$30');
  await expect(cashRow).toContainText(`$${blue.cash}`);
  await composer.locator('.play-actions .btn-primary').click();

  const panel = page.locator('.play-player[data-colour="blue"]');
  await expect(panel.locator('[data-stat="cash"]')).toHaveText(`$${blue.cash}`, LONG);
  await expect(panel.locator('[data-stat="spent"]')).toHaveText(`$${blue.spent}`, LONG);
  await expect(panel.locator('[data-stat="whiskey"]')).toHaveText(String(blue.whiskey), LONG);
  for (const route of ['columbus~pittsburgh', 'clarksburg~pittsburgh'])
    await expect(page.locator(`g[data-link="${route}"][data-owner="blue"][data-kind="lightRail"]`)).toHaveCount(1, LONG);
}

/** Pass takes 1 Whiskey and uses one of the two actions (the words in English). */
export async function passForWhiskey(page: Page) {
  await openPositionHere(page, NETWORK, 'en');
  const { composer, question } = composerOf(page);
  const blue = page.locator('.play-player[data-colour="blue"]');
  await expect(blue.locator('.play-turn')).toContainText('2 actions left', LONG);
  await expect(blue.locator('[data-stat="whiskey"]')).toHaveText('0');
  await page.keyboard.press('p');
  await question('card').locator('.play-option').first().click();
  await composer.locator('.play-actions .btn-primary').click();
  await expect(blue.locator('[data-stat="whiskey"]')).toHaveText('1', LONG);
  await expect(blue.locator('.play-turn')).toContainText('1 action left', LONG);
}
