/**
 * "What would make it legal?" on the drawn board: a refused space, the engine's answer in words,
 * and the piece it needs drawn as a named ghost on the board (both languages); Escape removes it.
 */
import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, type Page } from '../fixtures';
import { NOT_IN_NETWORK, openPositionHere } from '../positions';
import { composerOf, LONG } from './composer';
const setup = JSON.parse(readFileSync(NOT_IN_NETWORK, 'utf8')) as Record<string, unknown>;

/** A refused space shows a ghost Light Train on the board. */
export async function ghostOfALegalMove(page: Page, lang: 'en' | 'zh') {
  await openPositionHere(page, setup, lang);
  const { composer, question, option, pick } = composerOf(page);
  await page.keyboard.press('b');
  await option('card', '{"card":"ind-coal-1"}').click();
  await option('place', 'coal-mine-1').click();
  await expect(question('space')).toBeVisible(LONG);
  // Saginaw is outside Blue's network: the board target is refused and says why
  await pick('saginaw-2').and(page.locator('.is-refused')).click({ force: true });
  const notice = composer.locator('.play-notice');
  await expect(notice).toContainText(lang === 'en' ? 'Not allowed: Saginaw, space 2' : '不允许：萨吉诺第2格', LONG);
  await expect(page.locator('.bm-ghost')).toHaveCount(0);
  await notice.getByRole('button', { name: lang === 'en' ? 'What would make it legal?' : '怎样才能合法？' }).click();
  await expect(notice).toContainText(
    lang === 'en' ? /With your own Light Train on the .+ line it would be allowed/ : /如果你自己在.+线路上有一辆轻车，就可以了/,
    LONG,
  );
  // the ghost: on a rail line, named, see-through and dashed, drawn in Blue's colour
  const ghost = page.locator('.bm-ghost');
  await expect(ghost).toHaveCount(1, LONG);
  await expect(ghost).toHaveAttribute('data-ghost', /~/);
  await expect(
    page.getByRole('img', {
      name: lang === 'en' ? /^Not on the board: a Light Train on the .+ – .+ line/ : /^不在版图上：.+线路上能让它合法的一辆轻车$/,
    }),
  ).toHaveCount(1);
  await expect(ghost.locator('[data-link]')).toHaveAttribute('data-owner', 'blue');
  await expect(ghost.locator('path[stroke-dasharray]')).toHaveCount(1);
  const box = await ghost.boundingBox();
  expect(box && box.width * box.height).toBeGreaterThan(100);
  // a drawn state only this flow reaches: axe on the ghost and the notice (the sandbox whole: a11y.spec.ts)
  await expectNoAxeViolations(page, ['.bm-ghost', '.play-notice']);
  await page.keyboard.press('Escape');
  await expect(ghost).toHaveCount(0, LONG);
}
