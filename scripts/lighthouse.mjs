// `npm run lighthouse`: builds the app, serves the build (with its security headers) and runs
// Lighthouse at its default mobile settings (emulated phone, simulated slow 4G and 4× CPU
// slowdown) in Debian's Chromium, fully offline, on one page of each type. Prints performance,
// accessibility, best practices and SEO per page; the last line is a summary against the targets
// (performance ≥ 0.95, the other three 1.00). Exits non-zero when a target is missed.
// CHROME_PATH (or CHROMIUM_PATH) picks another browser (default: /usr/bin/chromium, else the headless shell
// that npm test installs, installed here too on a fresh machine); LIGHTHOUSE_JSON=file writes every report.
// LIGHTHOUSE_RUNS=n measures each page n times and keeps the run of median performance (simulated
// throttling still inflates on a busy host: compare before/after under the same conditions);
// LIGHTHOUSE_PAGES=lesson,mat keeps the pages whose name or path contains one of the words;
// LIGHTHOUSE_PORT moves the preview server (two checkouts side by side).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

const SITE_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4373);
const DEBUG_PORT = SITE_PORT + 5000;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const OUT_DIR = 'dist-lighthouse';
/**
 * The browser: CHROME_PATH or CHROMIUM_PATH, else Debian's Chromium, else its headless shell (what
 * `npm test` installs, scripts/test.sh). On a fresh machine with neither, the headless shell is
 * installed the way test.sh does it (as root), or the command to run is printed.
 */
function findChrome() {
  const named = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH;
  if (named) return named;
  const found = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'].find((p) => existsSync(p));
  if (found) return found;
  const cmd = 'apt-get update && apt-get install -y chromium-headless-shell';
  if (process.getuid?.() !== 0) {
    console.error(`Lighthouse needs Chromium. Run as root, then npm run lighthouse again:\n  sudo sh -c '${cmd}'`);
    process.exit(1);
  }
  console.log('Installing chromium-headless-shell (needed by Lighthouse)…');
  const r = spawnSync('sh', ['-c', cmd], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (r.status !== 0 || !existsSync('/usr/bin/chromium-headless-shell')) {
    console.error(`Could not install chromium-headless-shell. Run as root: ${cmd}`);
    process.exit(1);
  }
  return '/usr/bin/chromium-headless-shell';
}
const CHROME = findChrome();
/** The headless shell is headless by itself and knows no "new" headless mode. */
const HEADLESS = /headless-shell/.test(CHROME) ? '--headless' : '--headless=new';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGET = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 };

const PAGES = [
  ['Home', '/'],
  ['a lesson', '/lessons/iron-by-rail'],
  ['the FAQ list', '/faq'],
  ['an FAQ entry', '/faq/sell'],
  ['a choice', '/choices/whiskey-or-loan'],
  ['the mat', '/mat'],
];
// The sandbox page, once the app has it.
if (/path="\/play"/.test(readFileSync('src/ui/App.tsx', 'utf8'))) PAGES.push(['the sandbox', '/play']);
const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
if (only) PAGES.splice(0, PAGES.length, ...PAGES.filter(([name, path]) => only.some((w) => name.includes(w) || path.includes(w))));

const children = [];
const stop = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
};
process.on('exit', stop);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));

async function waitFor(url, what) {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not answer at ${url} within 60 s`);
}

const build = spawnSync('npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// `vite preview` (not `npx`, so the child is the server itself and stops with us).
const vite = join('node_modules', 'vite', 'bin', 'vite.js');
children.push(
  spawn(process.execPath, [vite, 'preview', '--outDir', OUT_DIR, '--host', '127.0.0.1', '--port', String(SITE_PORT), '--strictPort'], {
    stdio: 'ignore',
  }),
);
const site = `http://127.0.0.1:${SITE_PORT}`;
await waitFor(`${site}/`, 'the preview server');

const profile = mkdtempSync(join(tmpdir(), 'brass-lighthouse-'));
children.push(
  spawn(
    CHROME,
    [
      HEADLESS,
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      'about:blank',
    ],
    { stdio: 'ignore' },
  ),
);
await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`, 'Chromium');

const rows = [];
const reports = {};
const pad = (s, n) => String(s).padEnd(n);
console.log(`\n${pad('page', 16)}${pad('path', 30)}${CATEGORIES.map((c) => pad(c, 16)).join('')}`);
for (const [name, path] of PAGES) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(`${site}${path}`, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result?.lhr) throw new Error(`no Lighthouse result for ${path}`);
    runs.push(result.lhr);
  }
  runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  const lhr = runs[Math.floor((runs.length - 1) / 2)];
  if (RUNS > 1)
    console.log(
      `  ${path}: performance of the ${RUNS} runs ${runs.map((r) => (r.categories.performance?.score ?? 0).toFixed(2)).join(', ')}`,
    );
  if (lhr.runtimeError) console.error(`  ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? 0]));
  rows.push({ name, path, scores, lhr });
  reports[path] = lhr;
  console.log(`${pad(name, 16)}${pad(path, 30)}${CATEGORIES.map((c) => pad(scores[c].toFixed(2), 16)).join('')}`);
  // What stands in the way, when a target is missed.
  for (const c of CATEGORIES) {
    if (scores[c] >= TARGET[c]) continue;
    const refs = lhr.categories[c].auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id].score ?? 1) < 1);
    for (const r of refs) {
      const a = lhr.audits[r.id];
      console.log(`    ${c}: ${r.id} ${a.score?.toFixed(2) ?? ''} ${a.displayValue ?? ''}`);
    }
  }
}
if (process.env.LIGHTHOUSE_JSON) writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(reports));

// Simulated throttling scales what this host measured: a busy host inflates blocking time. Lighthouse's own
// CPU benchmark (higher is faster) and the load average say how busy it was.
const bench = rows.map((r) => Math.round(r.lhr.environment?.benchmarkIndex ?? 0));
console.log(
  `\nhost: Lighthouse benchmark index ${Math.min(...bench)}–${Math.max(...bench)}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const metric = (id) => rows.map((r) => r.lhr.audits[id]?.numericValue ?? 0);
const ms = (v) => `${Math.round(v)} ms`;
console.log(
  `largest contentful paint: ${metric('largest-contentful-paint').map(ms).join(', ')}; total blocking time: ${metric('total-blocking-time').map(ms).join(', ')}; cumulative layout shift: ${metric(
    'cumulative-layout-shift',
  )
    .map((v) => v.toFixed(3))
    .join(', ')}`,
);
stop();
try {
  rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
} catch {
  // Chromium may still be writing its profile: leave it to the system's temporary files.
}

const missed = rows.filter((r) => CATEGORIES.some((c) => r.scores[c] < TARGET[c]));
const min = (c) => Math.min(...rows.map((r) => r.scores[c])).toFixed(2);
console.log(
  `lighthouse (mobile): ${rows.length - missed.length} of ${rows.length} pages on target; lowest performance ${min('performance')}, accessibility ${min('accessibility')}, best practices ${min('best-practices')}, SEO ${min('seo')}`,
);
process.exit(missed.length > 0 ? 1 : 0);
