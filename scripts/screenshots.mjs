// Screenshots of the built app for a human look: `node scripts/screenshots.mjs [outDir]`.
// Serve the build first (`npm start`); pages and languages are listed below.
import { chromium } from '@playwright/test';

const out = process.argv[2] ?? 'reports/screenshots';
const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const PAGES = ['', 'lessons', 'faq', 'faq/loan', 'components', 'mat', 'choices', 'sources', 'nowhere'];
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  const page = await browser.newPage({ viewport });
  for (const lang of ['en', 'zh']) {
    for (const p of PAGES) {
      await page.goto(`${BASE}/${p}?lang=${lang}`);
      await page.waitForSelector('h1');
      const file = `${out}/${name}-${lang}-${p.replaceAll('/', '_') || 'home'}.png`;
      await page.screenshot({ path: file, fullPage: true });
    }
  }
  await page.close();
}
await browser.close();
console.log(`screenshots written to ${out}`);
