import { finishedGameSave } from '../scripts/finished-game-save';
import { NEAR_END } from '../tests/ui/near-end';
import { expect, expectNoAxeViolations, shot, test } from './fixtures';
import { playLink } from './positions';

const LONG = { timeout: 60_000 };

const NAMES = { en: { blue: 'Blue', orange: 'Orange' }, zh: { blue: '蓝方', orange: '橙方' } } as const;

// One finished game for both languages: played to its end in English, then shown in Chinese by the header's switch
// (the same page, the language changed in place, as a reader switches).
test(`the debrief of a finished game: VP by source adds up to each player's final VP, and the rounds charts (en, then zh)`, async ({
  page,
}) => {
  test.setTimeout(240_000);
  // one round before the end; both seats bots, so the game runs to its end by itself (fast: the device's setting)
  await page.addInitScript(() => localStorage.setItem('brass-pgh.botSpeed', 'fast'));
  await page.goto(playLink(NEAR_END as unknown as Record<string, unknown>, 'en'));
  await expect(page.getByTestId('shared-position')).toBeVisible(LONG);
  for (const colour of ['blue', 'orange']) await page.locator(`select[data-shared-seat="${colour}"]`).selectOption('bot');
  await page.getByTestId('shared-open').click();
  const debrief = page.getByTestId('debrief');
  await expect(debrief).toBeVisible({ timeout: 180_000 });
  for (const lang of ['en', 'zh'] as const) {
    if (lang === 'zh') await page.locator('.lang-switch').click();
    await expect(debrief.getByRole('heading', { level: 2 })).toHaveText(lang === 'en' ? 'How the game was won' : '这局是怎么赢的', LONG);
    const result = page.locator('.play-result tbody tr');
    await expect(result).toHaveCount(2);
    for (const colour of ['blue', 'orange'] as const) {
      const row = page.getByTestId('debrief-parts-table').locator(`tr[data-colour="${colour}"]`);
      const total = Number(await row.locator('td[data-part="total"]').textContent());
      const cells = await row.locator('td[data-part]:not([data-part="total"])').allTextContents();
      expect(cells.map(Number).reduce((a, b) => a + b, 0)).toBe(total);
      // held at the start (31 / 27) plus what era 2 scored
      expect(Number(await row.locator('td[data-part="start"]').textContent())).toBe(colour === 'blue' ? 31 : 27);
      const segs = await page
        .locator(`[data-testid="debrief-bars"] g[data-colour="${colour}"] rect[data-part]`)
        .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-vp'))));
      expect(segs.reduce((a, b) => a + b, 0)).toBe(total);
      // the winner table says the same VP
      await expect(page.locator('.play-result tbody tr', { hasText: NAMES[lang][colour] }).locator('td').nth(1)).toHaveText(String(total));
    }
    await expect(page.getByTestId('debrief-vp').locator('svg polyline')).toHaveCount(2);
    await expect(page.getByTestId('debrief-income').locator('svg polyline')).toHaveCount(2);
    await debrief.scrollIntoViewIfNeeded();
    await shot(debrief, test.info().outputPath(`debrief-${lang}.png`));
    // a state only a game's end has: axe on the debrief and the result (the rest of the sandbox: a11y.spec.ts)
    await expectNoAxeViolations(page, ['[data-testid="debrief"]', '.play-result']);
  }
});

test('the three costliest moves of a finished game: the better move on the board, replay from here; axe clean; a phone; Chinese', async ({
  page,
}) => {
  test.setTimeout(420_000);
  // a whole game, Blue the person at the device (store/savedGame.ts GAME_KEY), replayed by the page on load
  const game = finishedGameSave();
  const saved = JSON.stringify(game);
  const people = game.moves.filter((m) => !m.bot).length;
  await page.goto('./play?lang=en');
  await page.evaluate((s) => localStorage.setItem('brass-pgh.sandbox', s), saved);
  const costly = page.getByTestId('debrief-costly');
  const items = costly.locator('li.debrief-costly-move');
  await page.reload();
  await expect(costly.getByRole('heading', { name: 'Your three costliest moves' })).toBeVisible(LONG);
  const asked = Date.now();
  await expect(costly.getByTestId('debrief-costly-progress')).toContainText(new RegExp(`/ ${people}$|deeper`), LONG);
  // the worker's deeper look: the list
  await expect(items.first()).toBeVisible(LONG);
  console.log(`the debrief's look at ${people} moves took ${((Date.now() - asked) / 1000).toFixed(1)} s`);
  await expect(costly.getByTestId('debrief-costly-progress')).toBeEmpty();
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(3);
  const costs: number[] = [];
  for (let i = 0; i < count; i++) {
    await expect(items.nth(i)).toHaveAttribute('data-look', 'deep');
    const text = await items.nth(i).getByTestId('debrief-costly-cost').textContent();
    costs.push(Number(/About ([\d.]+) VP behind the best move\./.exec(text ?? '')?.[1]));
  }
  expect(costs.every((c) => c > 0.5)).toBe(true);
  expect([...costs].sort((a, b) => b - a)).toEqual(costs);
  // the better move on the board of the moment before
  const drawn = await items
    .filter({ has: page.getByRole('button', { name: 'Show the better move on the board' }) })
    .first()
    .getAttribute('data-entry');
  const item = costly.locator(`li.debrief-costly-move[data-entry="${drawn}"]`);
  await item.getByRole('button', { name: 'Show the better move on the board' }).click();
  await expect(item.getByRole('button', { name: 'Hide the board' })).toHaveAttribute('aria-expanded', 'true');
  const region = item.getByRole('region', {
    name: `The board before move ${Number(drawn) + 1}, the better move drawn with a dashed outline`,
  });
  await expect(region).toBeVisible({ timeout: 30_000 });
  await expect(region.locator('.bm-ghost').first()).toBeVisible({ timeout: 30_000 });
  // the state only this list has: the list, its better move drawn on the board of the moment before (the ghost; the
  // board itself: a11y.spec.ts's sandbox, a ghost on it also play-actions/hints.ts)
  await expectNoAxeViolations(page, [
    '[data-testid="debrief-costly"] > :not(ol)',
    '.debrief-costly-list > li > :not([id])',
    '.debrief-costly-board .bm-ghost',
  ]);
  await costly.scrollIntoViewIfNeeded();
  await shot(costly, test.info().outputPath('debrief-costly-en.png'));
  // a phone: nothing of the list is wider than the screen
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(items.first()).toBeVisible();
  // shown again on the phone, the board in its frame is scrolled to the better move
  await item.getByRole('button', { name: 'Hide the board' }).click();
  await item.getByRole('button', { name: 'Show the better move on the board' }).click();
  await expect(region.locator('.bm-ghost').first()).toBeVisible({ timeout: 30_000 });
  const ghostInFrame = () =>
    region.evaluate((f) => {
      const g = f.querySelector('.bm-ghost')!.getBoundingClientRect();
      const r = f.getBoundingClientRect();
      return g.left + g.width / 2 > r.left && g.left + g.width / 2 < r.right;
    });
  await expect.poll(ghostInFrame, { timeout: 30_000 }).toBe(true);
  // (the board scrolls sideways inside its own frame, as every board on a phone does)
  const outside = await costly.evaluate((el) => {
    const w = document.documentElement.clientWidth;
    return [...el.querySelectorAll('*')]
      .filter((e) => !e.closest('.board-frame') && e.getBoundingClientRect().right > w + 0.5)
      .map((e) => e.tagName);
  });
  expect(outside).toEqual([]);
  const frame = costly.locator('.debrief-costly-board');
  expect(await frame.evaluate((f) => f.getBoundingClientRect().right <= document.documentElement.clientWidth)).toBe(true);
  // nor is the rest of the finished game's page (the winner's table among it): no sideways page scroll
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  await shot(costly, test.info().outputPath('debrief-costly-phone.png'));
  await page.setViewportSize({ width: 1280, height: 900 });
  // replay from the moment before a costly move: the viewer, with play on and back
  const later = items.filter({ has: page.getByRole('button', { name: 'Replay from here' }) }).first();
  const entry = Number(await later.getAttribute('data-entry'));
  await later.getByRole('button', { name: 'Replay from here' }).click();
  const moves = game.moves.length;
  await expect(page.getByRole('heading', { name: `The board after move ${entry} of ${moves}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.play-viewing').getByRole('button', { name: 'Play on from here' })).toBeVisible();
  await page.locator('.play-viewing').getByRole('button', { name: 'Back to the game' }).click();
  await expect(items).toHaveCount(count, { timeout: 30_000 });
  // Chinese, by the header's switch: the same page, so the same look at the moves (one per log), its words in Chinese
  await page.locator('.lang-switch').click();
  await expect(costly.getByRole('heading', { name: '你代价最大的三步' })).toBeVisible(LONG);
  await expect(items).toHaveCount(count);
  await expect(items.first()).toBeVisible(LONG);
  await expect(items.first().getByTestId('debrief-costly-cost')).toHaveText(/^比最佳行动约少 [\d.]+ VP。$/);
  await expect(items.first().getByTestId('debrief-costly-better')).toHaveText(/^更好的行动：.+。$/);
  await expect(costly.getByRole('button', { name: '在版图上显示更好的行动' }).first()).toBeVisible();
  await costly.scrollIntoViewIfNeeded();
  await shot(costly, test.info().outputPath('debrief-costly-zh.png'));
});
