/**
 * The lesson coach through the real UI: every lesson's tempting wrong move (its traps, from the
 * lesson data) is refused by the engine with its rule, FAQ link and printed page; clicks outside the
 * step are explained; the hint ladder and stars; resume after a reload; the board and the result panel share one
 * 1366×768 screen; axe on the reset dialog in both languages (Reset's flow: tests/ui/lesson-coach.test.tsx). Tests
 * that open lessons in the same language walk them on one page.
 */
import { readFileSync } from 'node:fs';
import lessonIndex from '../content/lessons.json' with { type: 'json' };
import enCore from '../src/i18n/locales/en/core.json' with { type: 'json' };
import zhCore from '../src/i18n/locales/zh/core.json' with { type: 'json' };
import enLesson from '../src/i18n/locales/en/lesson.json' with { type: 'json' };
import zhLesson from '../src/i18n/locales/zh/lesson.json' with { type: 'json' };
import type { LessonDef } from '../src/tutorial/types';
import { expect, expectNoAxeViolations, openInApp, type Page, shot, test } from './fixtures';
import type { Locator } from '@playwright/test';

const defs: LessonDef[] = lessonIndex.lessons.map(
  (l) => JSON.parse(readFileSync(new URL(`../content/lessons/${l.id}.json`, import.meta.url), 'utf8')) as LessonDef,
);
const CORE = { en: enCore, zh: zhCore } as const;
const LESSON = { en: enLesson, zh: zhLesson } as const;
const reasonText = (lang: 'en' | 'zh', code: string) => (LESSON[lang].reasons as Record<string, string>)[code] ?? code;
const pageText = (lang: 'en' | 'zh', page: number | string) => CORE[lang].common.page.replace('{{page}}', String(page));

async function pick(page: Page, target: string) {
  await page.locator(`[data-pick="${target}"]`).first().click();
}

const BUTTONS = { en: { cont: 'Continue', confirm: 'Confirm' }, zh: { cont: '继续', confirm: '确认执行' } } as const;

/** Solve the steps from `from` to before `step` through the UI (a refused step continues; the others confirm). */
async function reachStep(page: Page, def: LessonDef, step: number, lang: 'en' | 'zh' = 'en', from = 0) {
  for (let i = from; i < step; i++) {
    const s = def.steps[i]!;
    for (const target of Object.values(s.solution)) await pick(page, target);
    const panel = page.locator('.lesson-panel');
    if (s.refusal) await panel.getByRole('button', { name: BUTTONS[lang].cont }).click();
    else {
      await panel.getByRole('button', { name: BUTTONS[lang].confirm }).click();
      await panel.getByRole('button', { name: BUTTONS[lang].cont }).click();
    }
  }
}

/** A lesson's traps in step order, from the lesson data: every trap in English, each step's first in Chinese. */
const trapsOf = (def: LessonDef, lang: 'en' | 'zh') =>
  def.steps.flatMap((step, i) => (step.traps ?? []).filter((_, k) => lang === 'en' || k === 0).map((trap) => ({ i, step, trap })));

for (const lang of ['en', 'zh'] as const) {
  // One page walks every lesson (the lessons opened by in-app navigation, as from the lesson list, each with
  // nothing saved for it); in a lesson, each trap is tried after the one before it was taken back (Choose
  // again), and each counts one wrong try more.
  test(`every lesson's tempting wrong move is refused with its rule; axe on the reset dialog (${lang})`, async ({ page }) => {
    test.setTimeout(900_000);
    expect(defs.flatMap((def) => trapsOf(def, lang)).length).toBeGreaterThanOrEqual(lang === 'en' ? 10 : 8);
    for (const def of defs) {
      const traps = trapsOf(def, lang);
      if (traps.length === 0) continue;
      await test.step(`${def.id}: the wrong moves ${traps.map((t) => t.trap.target).join(', ')}`, async () => {
        await openInApp(page, `./lessons/${def.id}?lang=${lang}`);
        const panel = page.locator('.lesson-panel');
        let at = 0;
        for (const [k, { i, step, trap }] of traps.entries()) {
          if (k > 0) {
            await panel.getByRole('button', { name: LESSON[lang].lesson.ui.tryAgain }).click();
            await expect(panel).not.toHaveAttribute('data-phase', 'refused');
          }
          await reachStep(page, def, i, lang, at);
          at = i;
          if (!trap.action) for (const [slot, target] of Object.entries(step.solution)) if (slot !== trap.slot) await pick(page, target);
          await pick(page, trap.target);
          await expect(panel).toHaveAttribute('data-phase', 'refused');
          await expect(panel.locator('.panel-rule')).toContainText(reasonText(lang, trap.refusal));
          // the FAQ link and the printed page (which FAQ and page the engine's table gives is unit-tested)
          await expect(panel.getByRole('link')).toHaveAttribute('href', /\/faq\/[a-z0-9-]+/);
          await expect(panel.locator('.page-ref')).toHaveText(new RegExp(pageText(lang, '\\d+')));
          // a wrong try is counted
          await expect(page.locator('.lesson-tally')).toHaveAttribute('data-wrong', String(k + 1));
        }
      });
    }
    // The lesson page itself (with a hint, an explanation and a refusal) is checked in a11y.spec.ts; the reset
    // dialog only exists after a click here: axe on the dialog.
    await test.step('axe: the reset dialog has no violations', async () => {
      await openInApp(page, `./lessons/loan-levels?lang=${lang}`);
      await page.locator('.lesson-reset').click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoAxeViolations(page, ['.dialog-backdrop']);
    });
  });
}

// One page: the hint ladder and stars on two lessons, then a third lesson's saved step (independent lessons).
test('the hint ladder: the rule and its page, the pieces ringed, the move shown; stars against par; a lesson resumes at its saved step after a reload, Home offers to continue there', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await test.step('the hint ladder and stars', async () => {
    await openInApp(page, './lessons/coal-mine-market?lang=en');
    const hints = page.locator('.lesson-hints');
    await hints.getByRole('button', { name: 'Hint 1 of 3' }).click();
    await expect(hints.locator('[data-hint="1"]')).toContainText('A location card builds only in its own location');
    await expect(hints.locator('[data-hint="1"]')).toContainText(pageText('en', 8));
    await hints.getByRole('button', { name: 'Hint 2 of 3' }).click();
    await expect(hints.locator('[data-hint="2"]')).toBeVisible();
    await hints.getByRole('button', { name: 'Hint 3 of 3' }).click();
    await expect(hints.locator('[data-hint="3"]')).toContainText('Clarksburg, space 1');
    await expect(page.locator('.bm-pick.is-shown[data-pick="clarksburg-1"]')).toHaveCount(1);
    await expect(hints).toContainText('All three hints shown');
    await expect(page.locator('.lesson-tally')).toHaveAttribute('data-hints', '3');
    // one wrong try: the trap
    await pick(page, 'pittsburgh-1');
    await page.locator('.lesson-panel').getByRole('button', { name: 'Choose again' }).click();
    await pick(page, 'clarksburg-1');
    await page.getByRole('button', { name: 'Confirm' }).click();
    // 3 hints + 1 wrong = 4 = par 1 + 3 → 1 star
    await expect(page.locator('.lesson-earned .stars')).toHaveAttribute('data-stars', '1');
    await openInApp(page, './lessons?lang=en');
    await expect(page.locator('[data-lesson="coal-mine-market"] .stars')).toHaveAttribute('data-stars', '1');
    // a clean run keeps the best: 3 stars
    await openInApp(page, './lessons/whiskey-wild?lang=en');
    await pick(page, 'card-wild');
    await pick(page, 'new-york-1');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.locator('.lesson-earned .stars')).toHaveAttribute('data-stars', '3');
    await openInApp(page, './lessons?lang=en');
    await expect(page.locator('[data-lesson="whiskey-wild"] .stars')).toHaveAttribute('data-stars', '3');
  });
  await test.step('a lesson resumes at its saved step', async () => {
    await openInApp(page, './lessons/iron-by-rail?lang=en');
    await reachStep(page, defs[0]!, 1);
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await openInApp(page, './?lang=en');
    const cont = page.getByRole('link', { name: 'Continue where you left off' });
    await expect(cont).toBeVisible();
    await expect(page.locator('.continue')).toContainText('step 2 of 2');
    await cont.click();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await openInApp(page, './lessons?lang=en');
    await expect(page.locator('[data-lesson="iron-by-rail"]')).toContainText('In progress: step 2 of 2');
  });
});

test('a click on anything else says why: the engine refusal, or what the step is about (en, zh); 1366×768: the board and the result panel are both in view; the learner panel shows the position', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await test.step('a click on anything else says why (en)', async () => {
    await page.goto('./lessons/coal-mine-market?lang=en');
    const aside = page.locator('.lesson-aside');
    await expect(aside).toHaveAttribute('aria-live', 'polite');
    await page.locator('[data-other="clarksburg-3"]').click();
    await expect(aside).toHaveAttribute('data-code', 'space-taken');
    await expect(aside).toContainText(reasonText('en', 'space-taken'));
    await expect(aside.getByRole('link')).toHaveAttribute('href', /\/faq\/upgrades/);
    await page.locator('[data-other="cleveland~pittsburgh"]').click();
    await expect(aside).toHaveAttribute('data-code', '');
    await expect(aside).toContainText('This step is about building a Coal Mine in Clarksburg');
  });
  await openInApp(page, './lessons/iron-by-rail?lang=en');
  await pick(page, 'kerosene-2');
  await pick(page, 'new-york-1');
  const panel = page.locator('.lesson-panel');
  await expect(panel).toHaveAttribute('data-phase', 'refused');
  await page.locator('.lesson-layout').evaluate((e) => e.scrollIntoView({ block: 'start' }));
  const inView = async (target: Locator) =>
    target.evaluate((e) => {
      const r = e.getBoundingClientRect();
      return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
    });
  expect(await inView(page.locator('.lesson-board-frame'))).toBe(true);
  // the verdict, its rule and the way on are in view beside the board (the step's picks sit above them)
  expect(await inView(panel.getByRole('heading').first())).toBe(true);
  expect(await inView(panel.getByText('No rail connects that iron source'))).toBe(true);
  // Continue can be clicked where it is, without scrolling (its centre is on screen and nothing covers it)
  const clickable = await panel.getByRole('button', { name: 'Continue' }).evaluate((e) => {
    const r = e.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    return y < window.innerHeight && x < window.innerWidth && e.contains(document.elementFromPoint(x, y));
  });
  expect(clickable).toBe(true);
  const me = page.locator('.lesson-me');
  await expect(me.locator('[data-stat="cash"]')).toHaveText('$30');
  await expect(me.locator('[data-stat="whiskey"]')).toHaveText('0');
  await expect(me.locator('[data-stat="hand"]')).toContainText('Pittsburgh');
  await shot(page, test.info().outputPath('lesson-1366.png'));
  // in Chinese: the explanation of a click on anything else, beside the board at 1366 px
  await page.goto('./lessons/coal-mine-market?lang=zh');
  await page.locator('.lesson-board-frame').scrollIntoViewIfNeeded();
  await page.locator('[data-other="clarksburg-3"]').click();
  await expect(page.locator('.lesson-aside')).not.toBeEmpty();
  await expect(page.locator('.lesson-aside')).toContainText(reasonText('zh', 'space-taken'));
  await page.locator('.lesson-layout').evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await shot(page, test.info().outputPath('lesson-1366-zh.png'));
});

test('390×844: the lesson fits a phone, the mat scrolls in its frame with a hint and its marks link to notes on the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('./lessons/iron-by-rail?lang=en');
  await expect(page.locator('.mat-scroll-hint')).toBeVisible();
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, win: window.innerWidth }));
  expect(widths.doc).toBeLessThanOrEqual(widths.win);
  const links = page.locator('.lesson-mat a.mark-link');
  const n = await links.count();
  expect(n).toBeGreaterThan(0);
  for (let k = 0; k < n; k++) {
    const href = await links.nth(k).getAttribute('href');
    await expect(page.locator(href!), `${href} exists`).toHaveCount(1);
  }
  await shot(page, test.info().outputPath('lesson-390-top.png'));
  await page.locator('.lesson-layout').evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await shot(page, test.info().outputPath('lesson-390-board.png'));
  // a mark on the mat unfolds the notes and shows its note
  const first = links.first();
  const href = (await first.getAttribute('href'))!;
  await first.scrollIntoViewIfNeeded();
  await shot(page, test.info().outputPath('lesson-390-mat.png'));
  await first.click();
  await expect(page.locator(href)).toBeVisible();
  await expect(page.locator(href)).toBeInViewport();
});
