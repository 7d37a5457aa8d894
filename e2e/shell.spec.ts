import { expect, test } from './fixtures';

// Every test here (as everywhere) also fails on a request to another origin or a CSP violation: see fixtures.ts.
// Every page once in each language, with axe: a11y.spec.ts.

const NAV: [string, string, string][] = [
  // [English link name, path, English h1]
  ['Home', '', 'Learn Brass: Pittsburgh by playing real positions'],
  ['Lessons', 'lessons', 'Lessons'],
  ['Rules FAQ', 'faq', 'Rules FAQ'],
  ['Choices', 'choices', 'Choices'],
  ['Components', 'components', 'Components'],
  ['Player mat', 'mat', 'Player mat & industries'],
  ['Glossary', 'glossary', 'Glossary'],
  ['Lancashire vs Pittsburgh', 'compare', 'Lancashire and Pittsburgh, rule by rule'],
  ['Lancashire to Pittsburgh course', 'course', 'From Lancashire to Pittsburgh'],
  ['Sources & scope', 'sources', 'Sources & scope'],
];

test('the app loads in English and every navigation link works; an unknown address offers the way home', async ({ page, baseURL }) => {
  await page.goto('./?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, path, h1] of NAV) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page).toHaveURL(new RegExp(`^${baseURL}${path}(\\?lang=en)?$`));
  }
  await page.goto('./no/such/page?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAV[0]![2]);
});

test('a deep link survives a reload; switching to 中文 and back keeps the page, the URL and <html lang> in step', async ({ page }) => {
  await page.goto('./faq/loan?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Is a loan repaid, and how far does income drop?');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Is a loan repaid, and how far does income drop?');
  await page.getByRole('button', { name: '切换到简体中文' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('贷款要偿还吗？收入下降多少？');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveURL(/\/faq\/loan\?lang=zh$/);
  // The saved choice wins over the browser's language after a reload without ?lang=.
  await page.goto('./components');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('配件');
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Components');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/components\?lang=en$/);
  // a deep link without ?lang= (English, the saved choice again) survives a reload
  await page.goto('./lessons/loan-levels');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('A loan drops levels, not spaces');
});
