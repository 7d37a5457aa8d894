/**
 * The course "From Lancashire to Pittsburgh" in both languages: reached from the navigation and
 * from /compare; every lesson played on both boards (a board pick or a move button → the engine's
 * preview with the numbers the lesson states → Confirm); a phone view (axe: a11y.spec.ts).
 */
import en from '../src/i18n/locales/en/course.json' with { type: 'json' };
import zh from '../src/i18n/locales/zh/course.json' with { type: 'json' };
import enCore from '../src/i18n/locales/en/core.json' with { type: 'json' };
import zhCore from '../src/i18n/locales/zh/core.json' with { type: 'json' };
import order from '../content/course.json' with { type: 'json' };
import { readFileSync } from 'node:fs';
import { expect, openInApp, type Page, shot, test } from './fixtures';

const TEXT = { en: { ...en.course, nav: enCore.nav.course }, zh: { ...zh.course, nav: zhCore.nav.course } } as const;

interface Option {
  id: string;
  pick?: string;
  claims: { cost?: number; gain?: number; incomeFrom?: number; incomeTo?: number; refused?: string };
}
interface Lesson {
  lancashire: { position: { cash?: Record<string, number> }; options: Option[] };
  pittsburgh: { options: Option[] };
}
const lessonData = (id: string) => JSON.parse(readFileSync(new URL(`../content/course/${id}.json`, import.meta.url), 'utf8')) as Lesson;

/** Plays the first allowed option of one side (by its board pick when it has one) and checks the numbers the text claims. */
async function playSide(page: Page, lang: 'en' | 'zh', side: 'lancashire' | 'pittsburgh', options: Option[], startCash: number | null) {
  const col = page.locator(`[data-side="${side}"]`);
  const o = options.find((x) => x.claims.refused === undefined) ?? options[0]!;
  if (o.pick) await col.locator(`[data-pick="${o.pick}"]`).click();
  else await col.locator(`[data-move="${side}:${o.id}"]`).click();
  await expect(col.locator(`[data-move="${side}:${o.id}"]`)).toHaveAttribute('aria-pressed', 'true');
  const outcome = col.locator('.course-outcome');
  await expect(outcome).toBeVisible();
  const c = o.claims;
  if (startCash !== null && (c.cost !== undefined || c.gain !== undefined)) {
    await expect(outcome.locator('[data-number="cash"] dd')).toContainText(`£${startCash - (c.cost ?? 0) + (c.gain ?? 0)}`);
  }
  if (side === 'pittsburgh' && (c.gain ?? 0) > 0) await expect(outcome.locator('[data-row="cash"] dd')).toContainText(`$`);
  if (c.incomeTo !== undefined && c.incomeFrom !== c.incomeTo) await expect(outcome).toContainText(String(c.incomeTo));
  await outcome.getByRole('button', { name: TEXT[lang].confirm }).click();
  await expect(col.getByRole('status')).toHaveText(TEXT[lang].confirmed);
}

for (const lang of ['en', 'zh'] as const) {
  test(`the course plays every lesson on both boards, with the engines' numbers; reachable from the comparison page, and on a phone (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await page.goto(`./?lang=${lang}`);
    await page.getByRole('navigation').getByRole('link', { name: TEXT[lang].nav }).click();
    await expect(page).toHaveURL(/\/course/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].heading);
    await expect(page.locator('.course-list li')).toHaveCount(order.lessons.length);
    await page.locator('.course-list a').first().click();
    for (const [i, id] of order.lessons.entries()) {
      await expect(page).toHaveURL(new RegExp(`/course/${id}`));
      const title = (lang === 'en' ? enCore : zhCore).pageTitle.course[id as keyof typeof enCore.pageTitle.course];
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
      const data = lessonData(id);
      await expect(page.locator('[data-side="lancashire"] svg[data-board="lancashire"] [data-location]').first()).toBeVisible();
      await expect(page.locator('[data-side="pittsburgh"] svg.board-map').first()).toBeVisible();
      await playSide(page, lang, 'lancashire', data.lancashire.options, data.lancashire.position.cash?.red ?? 30);
      await playSide(page, lang, 'pittsburgh', data.pittsburgh.options, null);
      if (i === 0) {
        const board = page.locator('[data-side="lancashire"] svg[data-board="lancashire"]');
        await shot(board, test.info().outputPath(`lancashire-board-${lang}.png`));
        await shot(page, test.info().outputPath(`course-${id}-${lang}.png`), { fullPage: true });
      }
      if (i < order.lessons.length - 1) await page.getByRole('link', { name: TEXT[lang].next }).click();
    }
    await shot(page, test.info().outputPath(`course-last-${lang}.png`), { fullPage: true });

    // reachable from the comparison page, and read on a phone (the same page: the window resized, pages opened in the app)
    await page.setViewportSize({ width: 390, height: 844 });
    await openInApp(page, `./compare?lang=${lang}`);
    await page.locator('.compare-course a').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].heading);
    await openInApp(page, `./course/selling?lang=${lang}`);
    const lb = page.locator('[data-side="lancashire"]');
    await lb.locator('[data-pick="distant"]').click();
    await expect(lb.locator('.course-outcome')).toContainText('18');
    // the page itself never scrolls sideways: the boards scroll inside their frames
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await shot(page, test.info().outputPath(`course-phone-${lang}.png`), { fullPage: true });
  });
}
