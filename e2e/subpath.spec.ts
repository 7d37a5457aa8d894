import { expect, test } from './fixtures';

// Runs against the build served from /brass/ (see playwright.config.ts).
test('served from /brass/, deep links, navigation and reloads stay under the sub-path', async ({ page }) => {
  await page.goto('./faq/loan?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Is a loan repaid, and how far does income drop?');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Is a loan repaid, and how far does income drop?');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lessons' }).click();
  await expect(page).toHaveURL(/\/brass\/lessons\?lang=en$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lessons');
  await page.getByRole('button', { name: '切换到简体中文' }).click();
  await expect(page).toHaveURL(/\/brass\/lessons\?lang=zh$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('课程');
});
