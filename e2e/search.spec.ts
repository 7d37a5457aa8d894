import enCore from '../src/i18n/locales/en/core.json' with { type: 'json' };
import zhCore from '../src/i18n/locales/zh/core.json' with { type: 'json' };
import { expect, openInApp, test, type Page } from './fixtures';

const UI = {
  en: { box: 'Search the FAQ', results: 'Results', steps: 'Other answers', next: /Next/, previous: /Previous/ },
  zh: { box: '搜索规则问答', results: '搜索结果', steps: '其他回答', next: /下一条/, previous: /上一条/ },
} as const;

const questions = { en: enCore.faq.q, zh: zhCore.faq.q } as const;
/** The questions as the app shows them (read from the strings, so a reworded question does not break the spec). */
const q = (id: keyof typeof enCore.faq.q) => ({ en: questions.en[id], zh: questions.zh[id] });
const Q = { loan: q('loan'), pipelines: q('pipeline-kinds'), linkCosts: q('link-costs') };

type Lang = 'en' | 'zh';

/** The results list once the search answered. */
const results = (page: Page, lang: Lang) => page.getByRole('list', { name: UI[lang].results });

async function searchFor(page: Page, lang: Lang, query: string) {
  const box = page.getByRole('searchbox', { name: UI[lang].box });
  await box.fill('');
  await box.pressSequentially(query);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(query).replace(/%20/g, '\\+')}`));
}

/** Typo, Chinese, pinyin and printed-term queries find their answers, marked; a query with no answer says so, the list comes back when cleared. */
async function expectQueries(page: Page, lang: Lang) {
  await openInApp(page, `./faq?lang=${lang}`);
  const list = results(page, lang);

  // A typo: "pipelne" still finds the pipeline entry, and the correct word is marked.
  await searchFor(page, lang, 'pipelne');
  await expect(list.getByRole('listitem').first().getByRole('link')).toHaveText(Q.pipelines[lang]);
  await expect(list.locator('mark').first()).toBeVisible();

  // Chinese without word breaks: a phrase inside a sentence.
  await searchFor(page, lang, '收入下降');
  await expect(list.getByRole('listitem').first().getByRole('link')).toHaveText(Q.loan[lang]);

  // Pinyin, with a space, finds the Chinese 贷款 (marked on the Chinese page).
  await searchFor(page, lang, 'dai kuan');
  await expect(list.getByRole('listitem').first().getByRole('link')).toHaveText(Q.loan[lang]);
  if (lang === 'zh') await expect(list.getByRole('listitem').first().locator('mark').first()).toHaveText('贷款');

  // The rulebook's printed term finds the entry whose text says it another way.
  await searchFor(page, lang, lang === 'en' ? 'Light Train' : '轻轨');
  await expect(list.getByRole('link', { name: Q.linkCosts[lang] })).toBeVisible();

  // A query with no answer says so, and the list comes back when cleared (the same page).
  await searchFor(page, lang, 'zzqxv');
  await expect(page.getByRole('status').filter({ hasText: 'zzqxv' })).toBeVisible();
  await page.getByRole('button', { name: lang === 'en' ? 'Clear the search' : '清除搜索' }).click();
  await expect(page.locator('.faq-list li')).toHaveCount(35);
}

/** Previous / next follow the results, then the topic. */
async function expectSteps(page: Page, lang: Lang) {
  await openInApp(page, `./faq?lang=${lang}`);
  await searchFor(page, lang, lang === 'en' ? 'loan' : '贷款');
  const links = results(page, lang).getByRole('listitem').getByRole('link');
  await expect(links.first()).toHaveText(Q.loan[lang]);
  const count = await links.count();
  expect(count).toBeGreaterThan(1);
  const second = await links.nth(1).textContent();
  await links.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(Q.loan[lang]);
  const steps = page.getByRole('navigation', { name: UI[lang].steps });
  await expect(steps).toContainText(lang === 'en' ? `1 of ${count}` : `第1条，共${count}条`);
  await steps.getByRole('link', { name: UI[lang].next }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!);
  await steps.getByRole('link', { name: UI[lang].previous }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(Q.loan[lang]);

  // With a topic and no query: the topic's entries in the list's order.
  await openInApp(page, `./faq?lang=${lang}&topic=develop-loan-pass`);
  await expect(page.locator('.faq-list li')).toHaveCount(2);
  await page.locator('.faq-list a').first().click();
  await steps.getByRole('link', { name: UI[lang].next }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(Q.loan[lang]);
  await expect(steps.getByRole('link', { name: UI[lang].next })).toHaveCount(0);
}

// One page per language: the / key, then the queries, then previous / next (in-app navigation after the first load).
test('the / key opens the FAQ search from another page and types into the box only there; typo, Chinese, pinyin and printed-term queries; previous / next follow the results, then the topic (en)', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await test.step('the / key opens the FAQ search from another page, and types into the box only there', async () => {
    await page.goto('./lessons?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('/');
    await expect(page).toHaveURL(/\/faq\?lang=en$/);
    const box = page.getByRole('searchbox', { name: UI.en.box });
    await expect(box).toBeFocused();
    await page.keyboard.type('loan');
    await expect(box).toHaveValue('loan');
    await expect(results(page, 'en').getByRole('listitem').first().getByRole('link')).toHaveText(Q.loan.en);
  });
  await test.step('queries', () => expectQueries(page, 'en'));
  await test.step('previous / next', () => expectSteps(page, 'en'));
});

test('the / key in Chinese focuses the box already on the FAQ page; typo, Chinese, pinyin and printed-term queries; previous / next follow the results, then the topic (zh)', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await test.step('the / key in Chinese focuses the box already on the FAQ page', async () => {
    await page.goto('./faq?lang=zh');
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox', { name: UI.zh.box })).toBeFocused();
  });
  await test.step('queries', () => expectQueries(page, 'zh'));
  await test.step('previous / next', () => expectSteps(page, 'zh'));
});
