/**
 * The practice page's cost drills in the browser: "What will this move cost?" with three amounts, in
 * English at a laptop's width and in Chinese on a phone; the answer checked against the engine's (the
 * highlighted amount is the one the feedback names), the move's payments told after it, axe clean: the answers
 * before one is chosen, then the drill with its feedback (the practice page around it, a drill answered: a11y.spec.ts).
 * One page, each language a load of its own with nothing saved (the rules' tally starts at 0 / 0 in both).
 */
import { expect, expectNoAxeViolations, shot, startEachLoadAfresh, test, type Page } from './fixtures';

const LONG = { timeout: 60_000 };

const WORDS = {
  en: {
    q: 'What will this move cost?',
    right: 'Right!',
    wrong: 'Not quite.',
    answer: (n: string) => `The answer: ${n}.`,
    move: 'The move: Network.',
  },
  zh: { q: '这一步要花多少钱？', right: '答对了！', wrong: '不对。', answer: (n: string) => `答案：${n}。`, move: '这一步：网络。' },
} as const;

async function costDrill(page: Page, lang: 'en' | 'zh') {
  const w = WORDS[lang];
  if (lang === 'zh') await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`./practice?lang=${lang}&rule=link-costs`);
  const drill = page.getByTestId('drill');
  await expect(drill).toBeVisible(LONG);
  await expect(drill).toHaveAttribute('data-kind', 'cost');
  await expect(drill.getByRole('heading', { level: 2 })).toHaveText(w.q);
  await expect(drill).toContainText(w.move);
  const amounts = drill.locator('.practice-options button');
  await expect(amounts).toHaveCount(3);
  const texts = await amounts.allTextContents();
  for (const x of texts) expect(x).toMatch(/^\$\d+$/);
  // the three answers while they can be chosen (once one is, the others are disabled)
  await expectNoAxeViolations(page, ['[data-testid="drill"] .practice-options']);
  // the middle amount: right or wrong, the feedback names the highlighted one as the answer
  await amounts.nth(1).click();
  const fb = page.getByTestId('drill-feedback');
  await expect(fb).toBeVisible(LONG);
  const answer = (await drill.locator('button.is-answer').textContent()) ?? '';
  expect(texts).toContain(answer);
  const right = answer === texts[1];
  await expect(fb).toHaveAttribute('data-right', String(right));
  await expect(fb).toContainText(right ? w.right : w.wrong);
  await expect(fb).toContainText(w.answer(answer));
  await expect(fb.getByRole('link')).toHaveAttribute('href', /\/faq\/link-costs(\?lang=(en|zh))?$/);
  await expect(page.getByTestId('practice-rules').locator('tr[data-faq="link-costs"]')).toContainText(right ? '1 / 0' : '0 / 1');
  await expectNoAxeViolations(page, ['[data-testid="drill"]']);
  await shot(page, test.info().outputPath(`practice-cost-${lang}.png`), { fullPage: true });
}

test("a cost drill on link costs (en, then zh at 390 px): three amounts, the engine's answer, the payments, axe clean", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await startEachLoadAfresh(page);
  for (const lang of ['en', 'zh'] as const) await test.step(lang, () => costDrill(page, lang));
});
