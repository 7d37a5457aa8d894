import { expect, expectNoAxeViolations, test } from './fixtures';

/** Each finished choice: its two option headings in both languages. */
const CHOICES: Record<string, Record<'en' | 'zh', [string, string]>> = {
  'iron-or-steel': { en: ['Develop with iron', 'Develop with steel'], zh: ['用铁开发', '用钢开发'] },
  'light-or-heavy': { en: ['Light Train (1 coal)', 'Whiskey Heavy Train (2 steel)'], zh: ['轻车（1煤）', '威士忌重车（2钢）'] },
  'whiskey-or-loan': { en: ['Pass for Whiskey', 'Take a loan'], zh: ['让过拿威士忌', '贷款'] },
};

for (const [id, langs] of Object.entries(CHOICES)) {
  for (const lang of ['en', 'zh'] as const) {
    test(`choice ${id} (${lang}): both columns, the comparison, axe clean`, async ({ page }) => {
      await page.goto(`./choices/${id}?lang=${lang}`);
      const cols = page.locator('.choice-col');
      await expect(cols).toHaveCount(2);
      for (const [i, name] of langs[lang].entries()) await expect(cols.nth(i).getByRole('heading', { level: 2 })).toContainText(name);
      await expect(page.locator('.choice-compare tbody tr')).toHaveCount(5);
      await expectNoAxeViolations(page);
    });
  }
  test(`choice ${id} on a phone: stacked columns, no sideways page scroll`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`./choices/${id}?lang=zh`);
    const cols = page.locator('.choice-col');
    await expect(cols).toHaveCount(2);
    const [a, b] = [await cols.nth(0).boundingBox(), await cols.nth(1).boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
}

test('the choices list links to each choice', async ({ page }) => {
  await page.goto('./choices?lang=en');
  await page.getByRole('link', { name: 'Pass for Whiskey or take a loan?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pass for Whiskey or take a loan?');
});
