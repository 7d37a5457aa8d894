/** Every lesson played through the real UI: pick the targets, read the engine's prediction, confirm, see success. */
import { expect, openInApp, test, type Page } from './fixtures';

const UI = {
  en: {
    preview: 'Predicted result',
    confirm: 'Confirm',
    success: 'Lesson complete',
    cont: 'Continue',
    refused: 'Refused, as expected',
    page: 'Rulebook p.7',
  },
  zh: { preview: '预计结果', confirm: '确认执行', success: '课程完成', cont: '继续', refused: '如预期被拒绝', page: '印刷第7页' },
} as const;

/** Intended solution per lesson: picks, then a text the prediction must show, then the success text. */
const LESSONS: { id: string; picks: string[]; predicted: Record<'en' | 'zh', string>; done: Record<'en' | 'zh', string> }[] = [
  {
    id: 'coal-mine-market',
    picks: ['clarksburg-1'],
    predicted: { en: '2 coal sold into Clarksburg market for $6', zh: '2煤卖入克拉克斯堡市场，得$6' },
    done: { en: '2 coal sold for $6, 1 coal stays on the mine', zh: '2煤卖得$6，1煤留在矿上' },
  },
  {
    id: 'light-rail-coal',
    picks: ['columbus~pittsburgh'],
    predicted: { en: 'in the same city, free', zh: '就在本城，免费' },
    done: { en: 'also gave you 1 Whiskey', zh: '又给了你1威士忌' },
  },
  {
    id: 'pipeline-exploration',
    picks: ['venango>pittsburgh'],
    predicted: { en: '+1 oil on Venango', zh: '韦南戈增加1油' },
    done: { en: '+3 income spaces (10 → 13)', zh: '收入前进3格（10 → 13）' },
  },
  {
    id: 'sale-oil-merchant',
    picks: ['pittsburgh-2'],
    predicted: { en: 'Orange receives $10', zh: '橙方获得$10' },
    done: { en: 'Orange +$10, you +$15 and +4 income spaces', zh: '橙方拿到$10，你拿到$15，收入前进4格' },
  },
  {
    id: 'whiskey-wild',
    picks: ['card-wild', 'new-york-1'],
    predicted: { en: 'You pay $12', zh: '你支付$12' },
    done: { en: 'cash $30 → $18', zh: '现金$30 → $18' },
  },
  {
    id: 'loan-levels',
    picks: ['loan'],
    predicted: { en: 'Income: space 20 → 14 (level 5 → 2)', zh: '收入：第20格 → 第14格（等级5 → 2）' },
    done: { en: 'income space 20 → 14 (level 5 → 2), not 17', zh: '不是第17格' },
  },
  {
    id: 'era-scoring',
    picks: ['score-era'],
    predicted: { en: 'The Light Train Detroit – Saginaw scores 3 VP', zh: '得3VP' },
    done: { en: '13 VP: Light Train 3 + Heavy Train 5', zh: '13VP：轻车3 + 重车5' },
  },
];

async function pickAll(page: Page, picks: string[]) {
  for (const p of picks) await page.locator(`[data-pick="${p}"]`).first().click();
}

async function confirmAndSucceed(page: Page, lang: 'en' | 'zh', done: string) {
  const panel = page.locator('.lesson-panel');
  await page.getByRole('button', { name: UI[lang].confirm }).click();
  await expect(panel.getByRole('heading', { name: UI[lang].success })).toBeVisible();
  await expect(panel).toContainText(done);
  await expect(panel).toBeFocused();
}

async function solve(page: Page, lang: 'en' | 'zh', l: (typeof LESSONS)[number]) {
  await openInApp(page, `./lessons/${l.id}?lang=${lang}`);
  await pickAll(page, l.picks);
  const panel = page.locator('.lesson-panel');
  await expect(panel.getByRole('heading', { name: UI[lang].preview })).toBeVisible();
  await expect(panel).toContainText(l.predicted[lang]);
  await confirmAndSucceed(page, lang, l.done[lang]);
}

// One page walks the lessons one after another, each opened by in-app navigation (as from the lesson list) after the first.
test("English at 1366 px: lesson 1 refuses New York with the rule and its page, then Cleveland iron develops Kerosene II; a board target is a focusable button picked with Enter; every lesson's intended solution through the UI; progress is kept after a lesson, reset clears it", async ({
  page,
}) => {
  test.setTimeout(600_000);
  const panel = page.locator('.lesson-panel');
  await test.step('lesson 1: New York refused, then Cleveland iron', async () => {
    await page.goto('./lessons/iron-by-rail?lang=en');
    await pickAll(page, ['kerosene-2', 'new-york-1']);
    await expect(panel.getByRole('heading', { name: UI.en.refused })).toBeVisible();
    await expect(panel).toContainText('No rail connects that iron source');
    await expect(panel.getByRole('link', { name: /Read the FAQ/ })).toBeVisible();
    await expect(panel).toContainText(UI.en.page);
    await page.getByRole('button', { name: UI.en.cont }).click();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await pickAll(page, ['kerosene-2', 'cleveland-3']);
    await expect(panel.getByRole('heading', { name: UI.en.preview })).toBeVisible();
    await expect(panel).toContainText('by rail: Cleveland → Pittsburgh, free');
    await confirmAndSucceed(page, 'en', 'your $30 is untouched');
    await expect(page.getByRole('link', { name: /Next lesson/ })).toBeVisible();
  });
  await test.step('keyboard: a board target picked with Enter', async () => {
    await openInApp(page, './lessons/light-rail-coal?lang=en');
    const target = page.getByRole('button', { name: 'Rail line Columbus – Pittsburgh' });
    await target.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Predicted result' })).toBeVisible();
  });
  for (const l of LESSONS)
    await test.step(l.id, async () => {
      await solve(page, 'en', l);
      if (l.id !== 'loan-levels') return;
      // progress is kept after a lesson (a reload); reset clears it
      await page.reload();
      await expect(page.getByText('You have completed this lesson.')).toBeVisible();
      await page.getByRole('button', { name: 'Reset lesson' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Reset the lesson' }).click();
      await expect(page.getByText('You have completed this lesson.')).toHaveCount(0);
    });
});

test("Chinese: lesson 1's refusal shows the rule and the printed page; loan-levels, sale-oil-merchant, era-scoring: the intended solution", async ({
  page,
}) => {
  test.setTimeout(600_000);
  await test.step('lesson 1: the refusal', async () => {
    await page.goto('./lessons/iron-by-rail?lang=zh');
    await pickAll(page, ['kerosene-2', 'new-york-1']);
    const panel = page.locator('.lesson-panel');
    await expect(panel.getByRole('heading', { name: UI.zh.refused })).toBeVisible();
    await expect(panel).toContainText('规则：');
  });
  for (const id of ['loan-levels', 'sale-oil-merchant', 'era-scoring'])
    await test.step(id, async () => {
      await solve(
        page,
        'zh',
        LESSONS.find((x) => x.id === id)!,
      );
    });
});

test('a phone: the board scrolls inside its frame, the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('./lessons/coal-mine-market?lang=en');
  await expect(page.locator('[data-pick="clarksburg-1"]')).toBeAttached();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  await pickAll(page, ['clarksburg-1']);
  await confirmAndSucceed(page, 'en', '2 coal sold for $6');
});

// axe on a lesson page, as it opens and after a refused pick: lesson-coach.spec.ts (the same page, with a hint and an explanation too).
