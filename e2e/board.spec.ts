import { expect, shot, test } from './fixtures';

const TEXT = {
  en: {
    two: '2 players (assumed teaching board)',
    threeFour: '3–4 players',
    pittsburgh: 'Pittsburgh',
    west: 'The West',
    chicago: 'Chicago',
    example: 'Example position: schematic map',
  },
  zh: {
    two: '2 人（假定的教学地图）',
    threeFour: '3–4 人',
    pittsburgh: '匹兹堡',
    west: '西部',
    chicago: '芝加哥',
    example: '示例局面：示意地图',
  },
} as const;

for (const lang of ['en', 'zh'] as const) {
  test(`the board renders on /components and its side switch works; the list marks the teaching deck and the link-tile count conflict (${lang})`, async ({
    page,
  }) => {
    const tx = TEXT[lang];
    await page.goto(`./components?lang=${lang}`);
    const map = page.locator('svg.board-map').first();
    await expect(map).toBeVisible();
    await expect(map).toContainText(tx.pittsburgh);
    await expect(map).toContainText(tx.chicago);
    await expect(page.getByRole('img', { name: tx.example })).toBeVisible();

    await page.getByRole('radio', { name: tx.two }).check();
    await expect(map).toHaveAttribute('data-board', 'two');
    await expect(map).toContainText(tx.west);
    await expect(map).not.toContainText(tx.chicago);

    await page.getByRole('radio', { name: tx.threeFour }).check();
    await expect(map).toHaveAttribute('data-board', 'three-four');
    await expect(map).toContainText(tx.chicago);

    // the same page's list marks the teaching deck and the link-tile count conflict
    const cards = page.locator('[data-component="cards"]');
    await expect(cards.locator('.status-mark')).toHaveText(lang === 'en' ? 'assumed' : '假定');
    await expect(cards.locator('.component-note')).toContainText(lang === 'en' ? '8 rounds' : '8轮');
    const links = page.locator('[data-component="links"]');
    await expect(links.locator('.conflict-mark')).toContainText(lang === 'en' ? 'conflict' : '冲突');
    await expect(links.locator('.component-note')).toContainText('22');
    await shot(page.locator('.component-list'), `test-results/components-list-${lang}.png`);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const lang of ['en', 'zh'] as const) {
    test(`the map is visible and legible, and only its frame scrolls sideways (${lang})`, async ({ page }) => {
      await page.goto(`./components?lang=${lang}`);
      const frame = page.locator('.board-frame').first();
      const map = frame.locator('svg.board-map');
      await map.scrollIntoViewIfNeeded();
      await expect(map).toBeVisible();
      const m = await page.evaluate(() => {
        const f = document.querySelector('.board-frame') as HTMLElement;
        const svg = f.querySelector('svg') as SVGSVGElement;
        return {
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          frameFits: f.getBoundingClientRect().right <= document.documentElement.clientWidth,
          frameScrolls: f.scrollWidth > f.clientWidth,
          // rendered size of one map unit (the map's text is at least 11 units)
          unit: svg.getBoundingClientRect().width / svg.viewBox.baseVal.width,
        };
      });
      expect(m.page).toBe(0);
      expect(m.frameFits).toBe(true);
      expect(m.frameScrolls).toBe(true);
      expect(m.unit).toBeGreaterThanOrEqual(0.95);
      // the frame can be scrolled to the east edge
      await frame.evaluate((f) => f.scrollTo({ left: f.scrollWidth }));
      await expect(map.locator('[data-location="new-york"]')).toBeInViewport();
    });
  }
});
