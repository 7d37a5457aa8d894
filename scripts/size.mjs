// `npm run size`: build, then print the gzip size of the JavaScript a first visit loads whatever its address
// (every script the empty page, shell.html, loads — the entry, the service worker's registration — and every
// module the entry preloads). Fails above the budget. A pre-rendered page also lists its own parts (its lazy
// chunks and translation areas, loaded beside the entry at low priority): Home's are printed apart, for information.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
const OUT = 'dist';
const BASE = process.env.BASE_PATH ?? '/';

const build = spawnSync('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

/** The scripts a page's HTML loads or preloads. */
function scriptsOf(file) {
  const html = readFileSync(join(OUT, file), 'utf8');
  const found = new Set();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) found.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) found.add(m[1]);
  return found;
}
const fileOf = (src) => join(OUT, src.startsWith(BASE) ? src.slice(BASE.length) : src);
const gzipKb = (src) => gzipSync(readFileSync(fileOf(src)), { level: 9 }).length / 1024;

const scripts = scriptsOf('shell.html');
if (scripts.size === 0) {
  console.error('size: no script found in the built index.html');
  process.exit(1);
}

let kb = 0;
for (const src of scripts) {
  kb += gzipKb(src);
  console.log(`${gzipKb(src).toFixed(1).padStart(7)} KB  ${fileOf(src)}`);
}
const homeParts = [...scriptsOf('index.html')].filter((src) => !scripts.has(src));
const homeKb = homeParts.reduce((sum, src) => sum + gzipKb(src), 0);
console.log(`Home's own parts, loaded beside the entry at low priority: ${homeKb.toFixed(1)} KB gzip in ${homeParts.length} files (not in the budget)`);
console.log(`first-visit JavaScript: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error(`size: over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
