// `npm run size`: build, then print the gzip size of the JavaScript a first visit loads
// (every script index.html loads — the entry, the service worker's registration — and every module
// the entry preloads). Fails above the budget.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
const OUT = 'dist';
const BASE = process.env.BASE_PATH ?? '/';

const build = spawnSync('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const html = readFileSync(join(OUT, 'index.html'), 'utf8');
const scripts = new Set();
for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) scripts.add(m[1]);
for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) scripts.add(m[1]);
if (scripts.size === 0) {
  console.error('size: no script found in the built index.html');
  process.exit(1);
}

let total = 0;
for (const src of scripts) {
  // "/assets/x.js" or "/brass/registerSW.js": the path below the base.
  const file = join(OUT, src.startsWith(BASE) ? src.slice(BASE.length) : src);
  const gz = gzipSync(readFileSync(file), { level: 9 }).length;
  total += gz;
  console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const kb = total / 1024;
console.log(`first-visit JavaScript: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error(`size: over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
