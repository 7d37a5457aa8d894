import en from '../src/i18n/locales/en/compare.json' with { type: 'json' };
import zh from '../src/i18n/locales/zh/compare.json' with { type: 'json' };
import data from '../content/compare.json' with { type: 'json' };
import { expect, shot, test, type Page } from './fixtures';

const TEXT = { en: { ...en.compare, nav: 'Lancashire vs Pittsburgh' }, zh: { ...zh.compare, nav: '兰开夏与匹兹堡' } } as const;

test('the comparison page shows every rule with both games and its sources, and stacks its rows on a phone (en, then zh)', async ({
  page,
}) => {
  for (const lang of ['en', 'zh'] as const) await test.step(lang, () => expectComparison(page, lang));
});

async function expectComparison(page: Page, lang: 'en' | 'zh'): Promise<void> {
  const viewport = page.viewportSize()!;
  await test.step('at the default width', async () => {
    await page.goto(`./?lang=${lang}`);
    await page.getByRole('navigation').getByRole('link', { name: TEXT[lang].nav }).click();
    await expect(page).toHaveURL(/\/compare/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].heading);
    const table = page.getByRole('table', { name: TEXT[lang].caption });
    await expect(table.locator('tbody tr')).toHaveCount(data.rows.length);
    for (const row of data.rows) {
      const texts = TEXT[lang].rows[row.id as keyof (typeof TEXT)[typeof lang]['rows']];
      const tr = table.locator(`tr[data-row="${row.id}"]`);
      await expect(tr.getByRole('rowheader')).toHaveText(texts.topic);
      await expect(tr.locator('[data-game="lancashire"] p').first()).toHaveText(texts.lancashire);
      await expect(tr.locator('[data-game="pittsburgh"] p').first()).toHaveText(texts.pittsburgh);
      await expect(tr.locator('[data-game="pittsburgh"] .compare-source:not(.compare-conflict)')).toContainText(
        String(row.pittsburgh.page),
      );
      // a row whose sources disagree says so beside its page
      const conflict = (row.pittsburgh as { conflict?: boolean }).conflict === true;
      await expect(tr.locator('[data-game="pittsburgh"] .compare-conflict')).toHaveCount(conflict ? 1 : 0);
      await expect(tr.locator('[data-game="lancashire"] .status-assumed')).toHaveCount(row.lancashire.status === 'assumed' ? 1 : 0);
    }
    await shot(page, test.info().outputPath(`compare-desktop-${lang}.png`));
  });

  // on a phone (the same page loaded again at 390 px): the rows stack, no sideways page scroll
  await test.step('on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`./compare?lang=${lang}`);
    await expect(page.locator('tbody tr')).toHaveCount(data.rows.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    // Each stacked cell names its game, since the column headings are out of sight.
    await expect(page.locator('tr[data-row="coal"] [data-game="pittsburgh"] .compare-game')).toBeVisible();
    await shot(page, test.info().outputPath(`compare-phone-${lang}.png`));
    await page.locator('tr[data-row="incomeOrder"]').scrollIntoViewIfNeeded();
    await shot(page, test.info().outputPath(`compare-phone-assumed-${lang}.png`));
    await page.setViewportSize(viewport); // the next language starts at the default width
  });
}
