// `npm run measure-preview`: how long a click on the board takes to show its preview in the sandbox.
// Builds the app into its own folder, serves the build, opens the busy 4-player position of
// `npm run bench` (scripts/bench.ts) in the sandbox through a share link, makes every seat a person
// at the device, chooses Build (key B), a card and an industry tile, then clicks a space on the
// board CLICKS times (20): each time from just before the click to the first frame painted after the
// preview panel has changed, then Back (Escape) to the space question. Prints every figure, the
// median, the 95th percentile and the load average; the last line is the summary against the target
// (median ≤ 50 ms). Exits non-zero when the target is missed.
// MEASURE_PORT moves the server (two checkouts side by side); CHROMIUM_PATH picks another browser;
// MEASURE_SHOT=file.png saves a screenshot of the last preview.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { toScenario } from '../src/engine/rulesets/pittsburgh/index.ts';
import { encodeLink } from '../src/share/codec.ts';
import { busyPosition } from './bench.ts';
import { CHROMIUM_ARGS } from './chromium.ts';

const PORT = Number(process.env.MEASURE_PORT ?? 4383);
const OUT_DIR = 'dist-measure';
const CLICKS = 20;
const TARGET_MS = 50;
const LONG = { timeout: 60_000 };

const children: ChildProcess[] = [];
const stop = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
};
process.on('exit', stop);
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => process.exit(130));

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the preview server did not answer at ${url} within 60 s`);
}

/** The position as a share link's fragment data. */
async function linkData(): Promise<string> {
  const scenario = toScenario(busyPosition());
  if (!scenario.ok) throw new Error('the busy position cannot be written as a scenario');
  return encodeLink(scenario.setup);
}

/** Waits until `a` or `b` shows; whether it is `a`. */
async function aOrB(a: Locator, b: Locator): Promise<boolean> {
  await a
    .or(b)
    .first()
    .waitFor({ state: 'visible', ...LONG });
  return a.isVisible();
}

/** All seats are people at one device: the one to act takes it when the hand-over screen shows. */
async function takeDevice(page: Page): Promise<void> {
  const take = page.locator('.play-handover button');
  const composer = page.locator('.play-composer');
  if (await aOrB(take, composer)) await take.click();
  await composer.waitFor({ state: 'visible', ...LONG });
}

/** The first legal option of a question, or the first legal one whose text matches `prefer`. */
async function chooseFirst(question: Locator, prefer?: RegExp): Promise<string> {
  const legal = question.locator('.play-option:not(.is-refused)');
  await legal.first().waitFor({ state: 'visible', ...LONG });
  const preferred = prefer ? legal.filter({ hasText: prefer }) : null;
  const option = preferred && (await preferred.count()) > 0 ? preferred.first() : legal.first();
  const text = (await option.textContent()) ?? '';
  await option.click();
  return text.trim();
}

/** Percentile p (0–100) of sorted figures, nearest rank. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

const build = spawnSync('npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const vite = join('node_modules', 'vite', 'bin', 'vite.js');
children.push(
  spawn(process.execPath, [vite, 'preview', '--outDir', OUT_DIR, '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], {
    stdio: 'ignore',
  }),
);
const site = `http://127.0.0.1:${PORT}`;
await waitFor(`${site}/`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const figures: number[] = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  // tsx compiles this file keeping function names (an `__name(...)` call around each inner function),
  // and the functions handed to page.evaluate run in the page, where that helper does not exist.
  await page.addInitScript('globalThis.__name = (f) => f');
  page.setDefaultTimeout(60_000);
  await page.goto(`${site}/play?lang=en#p=${await linkData()}`);
  await page.getByTestId('shared-position').waitFor({ state: 'visible', ...LONG });
  const seats = page.locator('select[data-shared-seat]');
  const seatCount = await seats.count();
  if (seatCount !== 4) throw new Error(`the sandbox shows ${seatCount} seats for the busy position, not 4`);
  for (let i = 0; i < seatCount; i++) await seats.nth(i).selectOption('human');
  await page.getByTestId('shared-open').click();
  await takeDevice(page);

  const composer = page.locator('.play-composer');
  await page.keyboard.press('b');
  // An industry card (Coal): it builds a Coal Mine on any fitting space in Blue's network.
  const card = await chooseFirst(composer.locator('.play-question[data-kind="card"]'), /coal/i);
  // The industry tile (asked only when the card leaves a choice).
  const spaceQuestion = composer.locator('.play-question[data-kind="space"]');
  const tileQuestion = composer.locator('.play-question:not([data-kind="space"]):not([data-kind="card"])');
  const tile = (await aOrB(tileQuestion, spaceQuestion)) ? await chooseFirst(tileQuestion) : '(no tile question)';
  await spaceQuestion.waitFor({ state: 'visible', ...LONG });
  const picks = page.locator('.bm-pick:not(.is-refused)');
  await picks.first().waitFor({ state: 'visible', ...LONG });
  const spaces = await picks.evaluateAll((els) => els.map((e) => e.getAttribute('data-pick') ?? ''));
  console.log(
    `Busy 4-player position in the sandbox, Blue builds with “${card}”, tile “${tile}”: ${spaces.length} pickable spaces on the board.`,
  );

  for (let i = 0; i < CLICKS; i++) {
    const id = spaces[i % spaces.length]!;
    // In the page: the time from just before the click to the first frame painted after the preview
    // panel (or the space question, when the choice asks something more) has changed.
    const ms = await page.evaluate(
      (pick) =>
        new Promise<number>((resolve, reject) => {
          const target = document.querySelector(`.bm-pick[data-pick="${CSS.escape(pick)}"]`);
          const composer = document.querySelector('.play-composer');
          if (!target || !composer) return reject(new Error(`no board space ${pick} or no composer`));
          const shown = () => composer.querySelector('.play-preview, .play-numbers')?.textContent ?? '';
          const before = shown();
          const question = composer.querySelector('.play-question')?.getAttribute('data-kind') ?? '';
          const changed = () =>
            shown() !== before || (composer.querySelector('.play-question')?.getAttribute('data-kind') ?? '') !== question;
          let t0 = 0;
          const done = () => {
            // requestAnimationFrame runs just before the frame is painted; the message after it, once it is.
            requestAnimationFrame(() => {
              const ch = new MessageChannel();
              ch.port1.onmessage = () => resolve(performance.now() - t0);
              ch.port2.postMessage(null);
            });
          };
          const observer = new MutationObserver(() => {
            if (!changed()) return;
            observer.disconnect();
            done();
          });
          observer.observe(composer, { subtree: true, childList: true, characterData: true, attributes: true });
          setTimeout(() => {
            observer.disconnect();
            reject(new Error(`no preview within 30 s of clicking ${pick}`));
          }, 30_000);
          t0 = performance.now();
          target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
        }),
      id,
    );
    figures.push(ms);
    console.log(`click ${String(i + 1).padStart(2)} on ${id.padEnd(24)} ${ms.toFixed(1)} ms`);
    await page.locator('.play-preview').waitFor({ state: 'visible', ...LONG });
    if (i === CLICKS - 1 && process.env.MEASURE_SHOT) await page.screenshot({ path: process.env.MEASURE_SHOT, fullPage: true });
    await page.keyboard.press('Escape');
    await spaceQuestion.waitFor({ state: 'visible', ...LONG });
  }
} finally {
  await browser.close();
  stop();
}

const sorted = [...figures].sort((a, b) => a - b);
const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
const p95 = percentile(sorted, 95);
const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(', ');
console.log(
  `\nmedian ${median.toFixed(1)} ms, 95th percentile ${p95.toFixed(1)} ms, fastest ${sorted[0]!.toFixed(1)} ms, slowest ${sorted.at(-1)!.toFixed(1)} ms`,
);
console.log(`load average (1, 5, 15 min): ${load}`);
console.log(
  `measure-preview: click → preview on screen over ${figures.length} clicks: median ${median.toFixed(1)} ms, 95th percentile ${p95.toFixed(1)} ms (target median ≤ ${TARGET_MS} ms: ${median <= TARGET_MS ? 'met' : 'MISSED'}; load ${loadavg()[0]!.toFixed(2)})`,
);
process.exit(median <= TARGET_MS ? 0 : 1);
