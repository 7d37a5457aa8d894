/**
 * The Lancashire sandbox (/course/play), reached from the course and from /compare: a 2-seat game (a person and the
 * greedy bot) from a typed game number; one build composed by clicking the drawn board, previewed
 * with the engine's numbers and confirmed; the bot answers; axe finds nothing in both languages;
 * the page never scrolls sideways at 390 px and 1366 px.
 */
import en from '../src/i18n/locales/en/course.json' with { type: 'json' };
import zh from '../src/i18n/locales/zh/course.json' with { type: 'json' };
import enCore from '../src/i18n/locales/en/core.json' with { type: 'json' };
import zhCore from '../src/i18n/locales/zh/core.json' with { type: 'json' };
import { expect, expectNoAxeViolations, shot, test } from './fixtures';

const TEXT = { en: en.lplay, zh: zh.lplay } as const;

for (const [lang, width] of [
  ['en', 1366],
  ['zh', 390],
] as const) {
  test(`a person and a bot play Lancashire on the drawn board (${lang}, ${width} px)`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 900 });
    // reached from the course (en) and from the comparison page (zh)
    await page.goto(lang === 'en' ? `./course?lang=${lang}` : `./compare?lang=${lang}`);
    await page.locator(lang === 'en' ? '.course-play-link a' : '.compare-play a').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText((lang === 'en' ? enCore : zhCore).pageTitle.coursePlay);
    // game 5: Red acts first and holds a Bolton location card
    await page.getByTestId('seed').fill('5');
    await page.locator('[data-seat="red"]').selectOption('human');
    await page.locator('[data-seat="yellow"]').selectOption('bot');
    await page.getByRole('button', { name: TEXT[lang].setup.start }).click();
    await page.getByTestId('lplay-speed').selectOption('slow');
    await page.locator('[data-option=\'{"type":"build"}\']').click();
    await page.locator('[data-option=\'{"card":"loc:bolton"}\']').click();
    await expect(page.locator('legend')).toHaveText(TEXT[lang].ask.space);
    // Bolton's first space takes a cotton mill or a coal mine: the board pick narrows the buttons to those two
    await page.locator('svg[data-board="lancashire"] [data-pick="bolton-1"]').click();
    await expect(page.locator('.lplay-option')).toHaveCount(2);
    await page.locator('[data-option=\'{"space":"bolton-1","tile":"cotton"}\']').click();
    const preview = page.getByTestId('lplay-preview');
    await expect(preview).toBeVisible();
    await expect(preview.locator('[data-number="cash"] dd')).toContainText('→');
    await expect(preview.locator('[data-effect="build"]')).toHaveCount(1);
    await shot(page, test.info().outputPath(`lplay-preview-${lang}.png`), { fullPage: true });
    // a Lancashire game exists only in this flow: the whole page with a preview here (its setup: a11y.spec.ts), the log below
    await expectNoAxeViolations(page);
    const cashText = (await preview.locator('[data-number="cash"] dd').textContent()) ?? '';
    const after = /→\s*£(\d+)/.exec(cashText)?.[1];
    await page.getByTestId('lplay-confirm').click();
    await expect(page.locator('[data-log="0"]')).toBeVisible();
    await expect(page.locator('[data-player="red"] [data-stat="cash"] dd')).toHaveText(`£${after}`);
    // the bot answers with a visible pace
    await expect(page.locator('.lplay-waiting')).toBeVisible();
    await expect(page.locator('[data-log="1"]')).toBeVisible();
    await expect(page.locator('[data-log="1"] summary')).toContainText(TEXT[lang].log.bot.trim());
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await shot(page, test.info().outputPath(`lplay-bot-${lang}.png`), { fullPage: true });
    await expectNoAxeViolations(page, ['.lplay-log']);
  });
}
