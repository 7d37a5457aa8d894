import { defineConfig, devices } from '@playwright/test';

// Ports of their own, so `npm start` (4173) can keep running while the tests run; E2E_PORT moves
// both (two checkouts can run their browser tests side by side).
const PORT = Number(process.env.E2E_PORT ?? 4273);
/** A second build served from a sub-path, as when deployed under /brass/. */
const SUB_PORT = PORT + 1;
const SUB_BASE = '/brass/';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

/** Builds into its own folder and serves that build with `vite preview`, as users get it. */
function server(base: string, port: number) {
  const out = base === '/' ? 'dist' : 'dist-subpath';
  return {
    command: `npx vite build --base=${base} --outDir=${out} --emptyOutDir --logLevel=warn && npx vite preview --base=${base} --outDir=${out} --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}${base}`,
    reuseExistingServer: false,
    timeout: 300_000,
  };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Generous limits, so a loaded machine (npm run test:loaded) only makes the suite slower, never red.
  // Every wait in the specs is on a condition (an assertion or an action), never a fixed sleep.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  workers: 2,
  reporter: [['list']],
  // The service worker (offline use) would precache the whole app in every test: only offline.spec.ts allows it.
  use: { trace: 'off', actionTimeout: 30_000, navigationTimeout: 60_000, serviceWorkers: 'block' },
  projects: [
    { name: 'chromium', testIgnore: /subpath/, use: { ...chromium, baseURL: `http://127.0.0.1:${PORT}/` } },
    { name: 'chromium-subpath', testMatch: /subpath/, use: { ...chromium, baseURL: `http://127.0.0.1:${SUB_PORT}${SUB_BASE}` } },
  ],
  webServer: [server('/', PORT), server(SUB_BASE, SUB_PORT)],
});
