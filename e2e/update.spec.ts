/**
 * A new version takes over: a reader has version 1 installed (service worker controlling the page,
 * a finished lesson and a sandbox game saved in localStorage); the site then serves version 2 (the
 * same app built again with another VITE_BUILD_ID, so its entry chunk and precache list differ).
 * After the app's update flow (the browser finds the new service worker on a load; it installs,
 * takes control at once and drops the old caches), the page runs version 2, keeps working offline,
 * and nothing saved is lost.
 *
 * A tiny static server of its own (on E2E_PORT + 2) switches from one build folder to the other;
 * it sends the production security headers and answers unknown paths with index.html, like
 * `vite preview`.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { SECURITY_HEADERS } from '../scripts/security-headers';
import { expect, test, type Page } from './fixtures';

const PORT = Number(process.env.E2E_PORT ?? 4273) + 2;
const NEXT_ID = 'takeover-2';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

let served = '';
let server: Server;
let work = '';

/** Serves the folder `served` names at the time of each request. */
function serveCurrent(): Server {
  return createServer((req, res) => {
    const root = served;
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = join(root, normalize(path));
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    res.end(readFileSync(file));
  });
}

test.use({ serviceWorkers: 'allow', baseURL: `http://127.0.0.1:${PORT}/` });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  work = mkdtempSync(join(tmpdir(), 'brass-update-'));
  // Version 1 is the build the suite serves (dist/, built by playwright.config.ts without a label);
  // version 2 is built here with a label.
  cpSync('dist', join(work, 'v1'), { recursive: true });
  const build = spawnSync('npx', ['vite', 'build', '--outDir', join(work, 'v2'), '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...process.env, VITE_BUILD_ID: NEXT_ID },
    stdio: 'inherit',
  });
  expect(build.status, 'build of version 2').toBe(0);
  served = join(work, 'v1');
  server = serveCurrent();
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (work) rmSync(work, { recursive: true, force: true });
});

const build = (page: Page) => page.locator('html').getAttribute('data-build');

test('a new version takes over after an update, and saved progress and data survive it', async ({ page }) => {
  test.setTimeout(480_000);
  // Version 1, installed: the service worker controls the page.
  await page.goto('./lessons/loan-levels?lang=en');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  expect(await build(page)).toBeNull();
  // Saved progress (a finished lesson).
  await page.locator('[data-pick="loan"]').first().click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('You have completed this lesson.')).toBeVisible();
  // A sandbox game (saved on the device as it starts): Blue at the device, a bot, game no. 42.
  await page.goto('./play?lang=en');
  await page.getByTestId('seed').fill('42');
  await page.locator('select[data-seat]').nth(0).selectOption('human');
  await page.locator('select[data-seat]').nth(1).selectOption('bot');
  await page.locator('form.play-setup button[type=submit]').click();
  await expect(page.getByRole('heading', { name: 'Blue: your move' })).toBeVisible();
  await expect(page.getByTestId('game-number')).toHaveText('Game no. 42');
  await page.goto('./lessons/loan-levels?lang=en');
  await expect(page.getByText('You have completed this lesson.')).toBeVisible();
  const before = await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));

  // Every load notes when a new service worker takes the page over (clientsClaim): see the poll below.
  await page.addInitScript(() =>
    navigator.serviceWorker?.addEventListener('controllerchange', () => Object.assign(window, { tookOver: true })),
  );
  // The site now serves version 2. Each load lets the browser check for a new service worker; once
  // it has installed and taken over, the next load is version 2.
  served = join(work, 'v2');
  await expect
    .poll(
      async () => {
        // Only the document is waited for: the new service worker may be precaching meanwhile. The page
        // may also reload itself as the new worker takes over, replacing this navigation: a reload that
        // never completes is not an answer, the poll reloads again.
        const reloaded = await page
          .reload({ waitUntil: 'domcontentloaded', timeout: 60_000 })
          .then(() => true)
          .catch(() => false);
        if (!reloaded) return 'reload replaced';
        // A load in the middle of the switch may show nothing (it reloads itself or waits for the new
        // worker): that load's label is not read; the poll reloads again until version 2 is shown.
        const shown = await page
          .getByRole('heading', { level: 1 })
          .waitFor({ state: 'visible', timeout: 30_000 })
          .then(() => true)
          .catch(() => false);
        const label = shown ? await build(page) : 'not shown';
        // Chromium checks for a new service worker about a second after a load, and each load before then
        // puts the check off again: reloads in a row on a quiet machine kept it from happening for minutes.
        // So before the next reload, the page waits until a new worker has taken it over (or 30 s at most).
        if (label !== NEXT_ID)
          await page.waitForFunction(() => 'tookOver' in window, null, { timeout: 30_000, polling: 100 }).catch(() => undefined);
        return label;
      },
      { timeout: 240_000 },
    )
    .toBe(NEXT_ID);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Saved data untouched, progress shown by version 2.
  expect(await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()))).toBe(before);
  await expect(page.getByText('You have completed this lesson.')).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Lessons' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lessons');
  // The sandbox game is picked up where it was.
  await page.goto('./play?lang=en');
  await expect(page.getByTestId('game-number')).toHaveText('Game no. 42');
  await expect(page.getByRole('heading', { name: 'Blue: your move' })).toBeVisible();

  // Version 2 is what the cache holds now: it loads offline too, in both languages.
  await page.context().setOffline(true);
  await page.context().route('**/*', (route) => route.abort('internetdisconnected'));
  await page.goto('./lessons/loan-levels?lang=zh');
  expect(await build(page)).toBe(NEXT_ID);
  await expect(page.locator('[data-pick="loan"]').first()).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});
