import { NEAR_END } from '../tests/ui/near-end';
import { expect, expectNoAxeViolations, shot, test } from './fixtures';
import { playLink } from './positions';

const LONG = { timeout: 60_000 };

for (const lang of ['en', 'zh'] as const) {
  test(`the debrief of a finished game: VP by source adds up to each player's final VP, and the rounds charts (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // one round before the end; both seats bots, so the game runs to its end by itself
    await page.goto(playLink(NEAR_END as unknown as Record<string, unknown>, lang));
    await expect(page.getByTestId('shared-position')).toBeVisible(LONG);
    for (const colour of ['blue', 'orange']) await page.locator(`select[data-shared-seat="${colour}"]`).selectOption('bot');
    await page.getByTestId('shared-open').click();
    const debrief = page.getByTestId('debrief');
    await expect(debrief).toBeVisible({ timeout: 180_000 });
    await expect(debrief.getByRole('heading', { level: 2 })).toHaveText(lang === 'en' ? 'How the game was won' : '这局是怎么赢的');
    const result = page.locator('.play-result tbody tr');
    await expect(result).toHaveCount(2);
    for (const colour of ['blue', 'orange']) {
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
      const name = lang === 'en' ? (colour === 'blue' ? 'Blue' : 'Orange') : colour === 'blue' ? '蓝方' : '橙方';
      await expect(page.locator('.play-result tbody tr', { hasText: name }).locator('td').nth(1)).toHaveText(String(total));
    }
    await expect(page.getByTestId('debrief-vp').locator('svg polyline')).toHaveCount(2);
    await expect(page.getByTestId('debrief-income').locator('svg polyline')).toHaveCount(2);
    await debrief.scrollIntoViewIfNeeded();
    await shot(debrief, test.info().outputPath(`debrief-${lang}.png`));
    // a state only a game's end has: axe on the debrief and the result (the rest of the sandbox: a11y.spec.ts)
    await expectNoAxeViolations(page, ['[data-testid="debrief"]', '.play-result']);
  });
}

test('a practice drill answered right in English and wrong in Chinese', async ({ page }) => {
  test.setTimeout(240_000);
  const drill = page.getByTestId('drill');
  // first visit: answer anything to learn which option the engine says is the answer
  await page.goto('./practice?lang=en&rule=your-network');
  await expect(drill).toBeVisible(LONG);
  await expect(drill.getByRole('button')).toHaveCount(3);
  await drill.getByRole('button').first().click();
  await expect(page.getByTestId('drill-feedback')).toBeVisible();
  const answer = await drill.locator('button.is-answer').getAttribute('data-option');
  expect(answer).toBeTruthy();
  // afresh (nothing remembered): the same drill, answered right
  await page.evaluate(() => localStorage.clear());
  await page.goto('./practice?lang=en&rule=your-network');
  await expect(drill).toBeVisible(LONG);
  await drill.locator(`button[data-option='${answer}']`).click();
  const fb = page.getByTestId('drill-feedback');
  await expect(fb).toHaveAttribute('data-right', 'true');
  await expect(fb).toContainText('Right!');
  await expect(fb).toContainText(/Rulebook p\.\d+/);
  await expect(page.getByTestId('practice-rules').locator('tr[data-faq="your-network"]')).toContainText('40%');
  await shot(page, test.info().outputPath('practice-en.png'), { fullPage: true });
  // Chinese, afresh, on a phone: a wrong answer
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('./practice?lang=zh&rule=your-network');
  await expect(drill).toBeVisible(LONG);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('练习');
  await drill.locator(`button:not([data-option='${answer}'])`).first().click();
  await expect(fb).toHaveAttribute('data-right', 'false');
  await expect(fb).toContainText('不对。');
  await expect(page.getByTestId('practice-rules').locator('tr[data-faq="your-network"]')).toContainText('0 / 1');
  await shot(page, test.info().outputPath('practice-zh-phone.png'), { fullPage: true });
});
