/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { SECURITY_HEADERS } from './scripts/security-headers.ts';
import { prerender, shellFallback } from './scripts/prerender.ts';

// The .ts test files that run in jsdom (every .test.tsx does): the jsdom project's, not the node project's.
const JSDOM_TS_FILES = ['tests/security.test.ts'];

// BASE_PATH lets the static build be served from a sub-path such as /brass/.
const base = process.env.BASE_PATH ?? '/';

export default defineConfig({
  base,
  // React 19 has useSyncExternalStore: the shim package wouter and react-i18next import for older Reacts is not shipped.
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/vendor/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    react(),
    // Every page's first-visit HTML, rendered by the app at build time (scripts/prerender.ts).
    prerender(),
    shellFallback(),
    // Offline and installable: a generated (Workbox) service worker precaches every page's code,
    // both languages' strings and the icons; a new version takes over at once (autoUpdate) and
    // the old caches are dropped. Saved progress lives in localStorage, which an update never touches.
    VitePWA({
      registerType: 'autoUpdate',
      // A <script defer src="registerSW.js">: no inline script (CSP), nothing added to the entry bundle.
      injectRegister: 'script-defer',
      includeAssets: ['favicon.svg', 'robots.txt', 'apple-touch-icon.png'],
      manifest: {
        name: 'Brass: Pittsburgh — Learn the Rules',
        short_name: 'Brass PGH',
        description: 'Unofficial bilingual (简体中文 / English) interactive rules tutorial for Brass: Pittsburgh',
        lang: 'en',
        theme_color: '#1d3557',
        background_color: '#faf7f0',
        display: 'standalone',
        // Relative to the manifest, so the same build works at / and under a sub-path.
        start_url: '.',
        scope: '.',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // The pre-rendered pages serve first visits only: every later navigation gets the empty shell,
        // which renders any address (and never a page for another address or language).
        globPatterns: ['**/*.{js,css,svg,png,webmanifest,txt}', 'shell.html'],
        navigateFallback: 'shell.html',
        cleanupOutdatedCaches: true,
        // A new version takes over open pages at once (a page whose old chunk is gone reloads: src/main.tsx).
        skipWaiting: true,
        clientsClaim: true,
      },
    }),
  ],
  // The strong bot's worker (src/workers/strongBot.worker.ts) is an ES module, split like the app.
  worker: { format: 'es' },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: SECURITY_HEADERS },
  // No modulepreload polyfill: every browser that runs this build preloads modules itself (or loads them on import).
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    // One stylesheet for every page (about 15 KB gzip): a pre-rendered page is styled in full by its first
    // paint, instead of restyled and laid out again when a page's code adds its own stylesheet mid-hydration.
    cssCodeSplit: false,
    // The service worker's precache list takes seconds on a busy machine: not worth a warning on every build.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // UI tests render whole pages in jsdom; on a loaded 2-core machine 5 s is too tight, and so was 30 s: at
    // load 30-34 (other work beside npm test) some took 29-52 s. A limit, not a wait: a
    // passing test takes no longer, and each findBy/waitFor keeps its own 20 s limit (tests/setup.ts).
    testTimeout: 120_000,
    // Vitest's default is one worker fewer than the cores: on the project's 2-core machine that is ONE
    // worker and half the machine idle. Two workers (plus the main process) keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Two projects (issue 21): the files in plain Node share one worker module graph (isolate: false, threads),
    // sparing each file a fresh process and a fresh import of the engine's data (measured: the suite's CPU time
    // about a quarter lower, docs/PERFORMANCE.md); no test file there keeps state across files (stores are made
    // by factories, i18n instances per test), and `--sequence.shuffle` passes. The jsdom files (every .tsx test
    // and the ones named below) share one document and module graph per worker too (isolate: false, in Vitest's
    // default pool, forks): tests/setup.ts gives each file a fresh document — empty storage, no page, the first
    // address, real timers, no mocks or stubbed globals left, React's act environment — and lets no file end
    // while code it began to load is still arriving (docs/PERFORMANCE.md).
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: [...JSDOM_TS_FILES],
          isolate: false,
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          isolate: false,
          include: ['tests/**/*.test.tsx', 'src/**/*.test.tsx', ...JSDOM_TS_FILES],
        },
      },
    ],
  },
});
