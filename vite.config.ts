/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { SECURITY_HEADERS } from './scripts/security-headers.ts';

// BASE_PATH lets the static build be served from a sub-path such as /brass/.
const base = process.env.BASE_PATH ?? '/';

export default defineConfig({
  base,
  plugins: [react()],
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: SECURITY_HEADERS },
  // No modulepreload polyfill: every browser that runs this build preloads modules itself (or loads them on import).
  build: { target: 'es2022', sourcemap: false, modulePreload: { polyfill: false } },
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    // UI tests render whole pages in jsdom; on a loaded 2-core machine 5 s is too tight.
    testTimeout: 30_000,
  },
});
