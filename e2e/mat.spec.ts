import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

const TEXT = {
  en: {
    h1: 'Player mat & industries',
    kerosene: 'Kerosene Refinery',
    example: 'Worked example: a loan (lesson 7)',
    after: 'after: space 14, level 2',
  },
  zh: { h1: '玩家板与产业', kerosene: '煤油厂', example: '例子：贷款（第7课）', after: '之后：第14格，2级' },
} as const;

for (const lang of ['en', 'zh'] as const) {
  test(`the mat page shows the mat, its arrows and the income example; on a phone it does not scroll sideways, the mat scrolls inside its frame (${lang})`, async ({
    page,
  }) => {
    await page.goto(`./mat?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].h1);
    const frame = page.locator('.mat-frame');
    await expect(frame).toBeVisible();
    await expect(frame.locator('[data-place]')).toHaveCount(31);
    await expect(frame.locator('#mat-place-kerosene-2')).toContainText(TEXT[lang].kerosene);
    await expect(frame.locator('.is-reachable')).toHaveCount(5);
    // Every arrow of the data is drawn; the three doubtful ones dashed and numbered.
    await expect(frame.locator('.mat-arrow')).toHaveCount(28);
    await expect(frame.locator('.mat-arrow.is-doubtful .arrow-badge')).toHaveCount(3);
    // A path is read bottom to top: the arrow from Coal Mine I rises to Coal Mine II.
    const d = await frame.locator('[data-edge="coal-mine-1_coal-mine-2"] path').getAttribute('d');
    const [, y0, y1] = /^M [\d.]+ ([\d.]+) V ([\d.]+)$/.exec(d ?? '') ?? [];
    expect(Number(y0)).toBeGreaterThan(Number(y1));
    // Nothing lies over the tiles' text (the arrows' SVG is a 1 px box its drawing overflows): axe's color-contrast
    // check judges every tile and the track's spaces, none left "overlapped by another element".
    const contrast = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .include('.mat-grid')
      .include('.income-track')
      .withRules(['color-contrast'])
      .analyze();
    expect(contrast.violations.flatMap((v) => v.nodes.map((n) => n.target))).toEqual([]);
    const overlapped = contrast.incomplete
      .flatMap((r) => r.nodes)
      .filter((n) => n.any.some((c) => /Overlap|Obscur/.test(String((c.data as { messageKey?: string } | null)?.messageKey))));
    expect(overlapped.map((n) => n.target)).toEqual([]);
    expect(contrast.passes.flatMap((r) => r.nodes).length).toBeGreaterThan(200);

    await expect(page.getByRole('heading', { name: TEXT[lang].example })).toBeVisible();
    const track = page.locator('.income-track');
    await expect(track.locator('[data-space]')).toHaveCount(100);
    await expect(track.locator('[data-space="14"]')).toHaveClass(/is-to/);
    await expect(track.locator('[data-space="20"]')).toHaveClass(/is-from/);
    await expect(track.getByText(TEXT[lang].after, { exact: false })).toBeAttached();
    await expect(track.locator('.inc-arrow path')).toHaveCount(2); // the arrow and its head

    // on a phone (the same page loaded again at 390 px)
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`./mat?lang=${lang}`);
    await expect(page.locator('.mat-arrow').first()).toBeAttached();
    const { page: pageOverflow, frame: frameOverflow } = await page.evaluate(() => {
      const f = document.querySelector('.mat-frame') as HTMLElement;
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        frame: f.scrollWidth - f.clientWidth,
      };
    });
    expect(pageOverflow).toBe(0);
    expect(frameOverflow).toBeGreaterThan(0);
    await expect(page.getByText(lang === 'en' ? 'Swipe sideways' : '左右滑动', { exact: false })).toBeVisible();
  });
}
