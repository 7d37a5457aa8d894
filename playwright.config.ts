import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromium.ts';

// Ports of their own, so `npm start` (4173) can keep running while the tests run; E2E_PORT moves
// both (two checkouts can run their browser tests side by side).
const PORT = Number(process.env.E2E_PORT ?? 4273);
/** A second build served from a sub-path, as when deployed under /brass/. */
const SUB_PORT = PORT + 1;
const SUB_BASE = '/brass/';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell; scripts/test.sh installs it): the
 * same Chromium as /usr/bin/chromium in its old headless mode, without the full browser around the page,
 * as Playwright runs headless Chromium by default. The same suite took about a third less CPU in it
 * (380 against 490 CPU-s). CHROMIUM_PATH picks another browser, e.g. /usr/bin/chromium.
 */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: CHROMIUM_ARGS,
  },
};

/**
 * The projects named on the command line (`--project=chromium` or `--project chromium`); empty when none is.
 * A run of the main project alone (one spec while working) needs no sub-path build.
 */
function projectsAsked(argv: readonly string[]): string[] {
  return argv.flatMap((a, i) =>
    a.startsWith('--project=') ? [a.slice('--project='.length)] : a === '--project' && argv[i + 1] ? [argv[i + 1]!] : [],
  );
}
const asked = projectsAsked(process.argv);
/**
 * The two specs that need builds of their own — the sub-path build (subpath.spec.ts) and version 2
 * of update.spec.ts — run in `npm run test:long` (E2E_LONG=1), not in `npm test`: each build cost
 * about a minute of both cores. Naming the sub-path project asks for its build as well.
 */
const long = process.env.E2E_LONG === '1';
const withSubpath = long || asked.some((p) => /subpath/.test(p));

/**
 * Builds each base into its own folder, the builds side by side, and serves them with `vite preview`,
 * as users get them (scripts/e2e-server.mjs; it answers at the main address once every server is up).
 */
const sites = [`/=dist=${PORT}`, ...(withSubpath ? [`${SUB_BASE}=dist-subpath=${SUB_PORT}`] : [])];
const webServer = {
  command: `node scripts/e2e-server.mjs ${sites.join(' ')}`,
  url: `http://127.0.0.1:${PORT}/`,
  reuseExistingServer: false,
  timeout: 300_000,
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a test that fails once is red (the blank pages of earlier runs were a render error, fixed
  // in src/i18n/areas.ts; a failing test prints the page's errors).
  retries: 0,
  // Generous limits, so a loaded machine (npm run test:loaded) only makes the suite slower, never red.
  // Every wait in the specs is on a condition (an assertion or an action), never a fixed sleep.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  workers: 2,
  reporter: [['list']],
  // The service worker (offline use) would precache the whole app in every test: only offline.spec.ts allows it.
  use: { trace: 'off', screenshot: 'only-on-failure', actionTimeout: 30_000, navigationTimeout: 60_000, serviceWorkers: 'block' },
  projects: [
    {
      name: 'chromium',
      testIgnore: long ? /subpath/ : [/subpath/, /update\.spec/],
      use: { ...chromium, baseURL: `http://127.0.0.1:${PORT}/` },
    },
    ...(withSubpath
      ? [{ name: 'chromium-subpath', testMatch: /subpath/, use: { ...chromium, baseURL: `http://127.0.0.1:${SUB_PORT}${SUB_BASE}` } }]
      : []),
  ],
  webServer,
});
