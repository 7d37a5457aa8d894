/**
 * A switch to Chinese with the network cut before its strings were ever fetched or cached (the
 * service worker is blocked in this spec, as in most): the app says that the language needs a
 * connection once, keeps working in English, and the switch works once the network is back.
 */
import { expect, test } from './fixtures';

test('switching to Chinese offline with nothing cached explains why, keeps English, and works once online', async ({ page }) => {
  // Home: nothing on it has brought the Chinese strings along (the FAQ's search index holds them, so
  // on the FAQ the switch works offline)
  await page.goto('./?lang=en');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const english = await heading.textContent();
  // Home's parts that load after the first paint are in before the network goes
  await page.waitForLoadState('networkidle');

  await page.context().setOffline(true);
  await page.getByRole('button', { name: '切换到简体中文' }).click();
  await expect(page.locator('.lang-note[role=alert]')).toContainText('needs an internet connection the first time');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(heading).toHaveText(english!);
  // Another page: the lessons load on demand, so offline (the service worker is blocked here) their
  // page opens if its code was already fetched after the first paint, and otherwise the page says
  // it could not be shown, in English, with nothing lost — and "Try again" opens it once online.
  await page.getByRole('navigation').getByRole('link', { name: 'Lessons' }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'could not be shown' });
  const lessons = page.getByRole('heading', { level: 1, name: 'Lessons' });
  await expect(lessons.or(problem)).toBeVisible({ timeout: 30_000 });
  if (await problem.isVisible()) await expect(problem).toContainText('Your saved progress and games are untouched.');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.context().setOffline(false);
  if (await problem.isVisible()) await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(lessons).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '切换到简体中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Switch to English' })).toBeVisible();
});
