/**
 * The Lancashire sandbox (/course/play), reached from the course and from /compare: a 2-seat game (a person and the
 * greedy bot) from a typed game number; one build composed by clicking the drawn board, previewed
 * with the engine's numbers and confirmed; the bot answers; a reload resumes the game where it was
 * (the same log and cash); projector mode shows the board and every player's cash and VP; axe finds
 * nothing on the game's own states (the preview, the log, the projector) in both languages; the page never scrolls sideways at 390 px and 1366 px.
 */
import en from '../src/i18n/locales/en/course.json' with { type: 'json' };
import zh from '../src/i18n/locales/zh/course.json' with { type: 'json' };
import enCore from '../src/i18n/locales/en/core.json' with { type: 'json' };
import zhCore from '../src/i18n/locales/zh/core.json' with { type: 'json' };
import enPlay from '../src/i18n/locales/en/play.json' with { type: 'json' };
import zhPlay from '../src/i18n/locales/zh/play.json' with { type: 'json' };
import { expect, expectNoAxeViolations, shot, test } from './fixtures';

const TEXT = { en: en.lplay, zh: zh.lplay } as const;
const SETUP = { en: enPlay.play.setup, zh: zhPlay.play.setup } as const;
const WAIT = { timeout: 30_000 };

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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText((lang === 'en' ? enCore : zhCore).pageTitle.coursePlay, WAIT);
    // game 5: Red acts first and holds a Bolton location card
    await page.getByTestId('bot-speed').selectOption('slow');
    await page.getByTestId('seed').fill('5');
    await page.locator('[data-seat="red"]').selectOption('human');
    await page.locator('[data-seat="yellow"]').selectOption('bot');
    await page.getByRole('button', { name: SETUP[lang].start }).click();
    await expect(page.getByTestId('game-number')).toContainText('5', WAIT);
    await page.locator('[data-option=\'{"type":"build"}\']').click();
    await page.locator('[data-option=\'{"card":"loc:bolton"}\']').click();
    await expect(page.locator('legend')).toHaveText(TEXT[lang].ask.space, WAIT);
    // Bolton's first space takes a cotton mill or a coal mine: the board pick narrows the buttons to those two
    await page.locator('svg[data-board="lancashire"] [data-pick="bolton-1"]').click();
    await expect(page.locator('.lplay-option')).toHaveCount(2, WAIT);
    await page.locator('[data-option=\'{"space":"bolton-1","tile":"cotton"}\']').click();
    const preview = page.getByTestId('lplay-preview');
    await expect(preview).toBeVisible(WAIT);
    await expect(preview.locator('[data-number="cash"] dd')).toContainText('→');
    await expect(preview.locator('[data-effect="build"]')).toHaveCount(1);
    await shot(page, test.info().outputPath(`lplay-preview-${lang}.png`), { fullPage: true });
    // a Lancashire game exists only in this flow: the whole page with a preview here (its setup: a11y.spec.ts), the log and the projector below
    await expectNoAxeViolations(page);
    const cashText = (await preview.locator('[data-number="cash"] dd').textContent()) ?? '';
    const after = /→\s*£(\d+)/.exec(cashText)?.[1];
    await page.getByTestId('lplay-confirm').click();
    await expect(page.locator('[data-player="red"] [data-stat="cash"] dd')).toHaveText(`£${after}`, WAIT);
    // the bot answers with a visible pace
    await expect(page.locator('.play-waiting')).toContainText(lang === 'en' ? 'Yellow' : '黄色', WAIT);
    await page.locator('.play-log > summary').click();
    await expect(page.locator('[data-log="1"]')).toBeVisible(WAIT);
    await expect(page.locator('[data-log="1"] summary')).toContainText(TEXT[lang].log.bot.trim());
    // the bots pause (the device's setting), so the game stands still while it is reloaded
    await page.getByTestId('bot-speed').selectOption('paused');
    const logText = await page.locator('.play-log-list').textContent();
    const status = await page.getByTestId('game-status').textContent();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await shot(page, test.info().outputPath(`lplay-bot-${lang}.png`), { fullPage: true });
    await expectNoAxeViolations(page, ['.play-log']);

    // a reload resumes the game: the same moves, Red's cash, the same player to act
    await page.reload();
    await expect(page.getByTestId('game-number')).toContainText('5', WAIT);
    await expect(page.locator('[data-player="red"] [data-stat="cash"] dd')).toHaveText(`£${after}`, WAIT);
    await page.locator('.play-log > summary').click();
    await expect(page.locator('.play-log-list')).toHaveText(logText ?? '', WAIT);
    await expect(page.getByTestId('game-status')).toHaveText(status ?? '', WAIT);

    // projector mode: the board and every player's cash and VP; Escape leaves it
    await page.getByRole('button', { name: lang === 'en' ? 'Projector mode' : '投影模式' }).click();
    const stage = page.getByTestId('projector');
    await expect(stage).toBeVisible(WAIT);
    await expect(stage.locator('svg[data-board="lancashire"]')).toBeVisible(WAIT);
    await expect(stage.getByTestId('projector-scores').locator('li[data-colour="red"]')).toContainText(`£${after}`);
    await expect(stage.getByTestId('projector-scores').locator('li')).toHaveCount(2);
    await shot(page, test.info().outputPath(`lplay-projector-${lang}.png`));
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(stage).toBeHidden(WAIT);
  });
}
