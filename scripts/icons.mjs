// `node scripts/icons.mjs`: draws the app icon (our own drawing, no publisher art) and writes
// public/icon.svg plus the PNGs the web manifest and iOS need, rendered by Debian's Chromium.
// The PNGs are committed; run this again only after changing the drawing.
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';

const NAVY = '#1d3557';
const GOLD = '#f1c453';
const PAPER = '#faf7f0';

/** A mill with a sawtooth roof and a chimney, on a rail line; everything inside the maskable safe zone. */
function icon({ rounded }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" ${rounded ? 'rx="96"' : ''} fill="${NAVY}"/>
  <g fill="none" stroke="${GOLD}" stroke-width="22" stroke-linejoin="round" stroke-linecap="round">
    <path d="M128 336V208l64 40v-40l64 40v-40l64 40v88"/>
    <path d="M320 336V144h40v192"/>
    <path d="M104 336h304"/>
    <path d="M104 376h304M136 360v32M192 360v32M248 360v32M304 360v32M360 360v32" stroke-width="14"/>
  </g>
  <circle cx="366" cy="118" r="16" fill="${PAPER}" opacity="0.85"/>
  <circle cx="388" cy="104" r="10" fill="${PAPER}" opacity="0.6"/>
</svg>
`;
}

writeFileSync('public/icon.svg', icon({ rounded: true }));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const [file, size, rounded] of [
  ['public/icon-192.png', 192, true],
  ['public/icon-512.png', 512, true],
  ['public/icon-maskable-512.png', 512, false],
  ['public/apple-touch-icon.png', 180, false],
]) {
  await page.setViewportSize({ width: size, height: size });
  const svg = icon({ rounded }).replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  await page.locator('svg').screenshot({ path: file, omitBackground: true });
  console.log(`wrote ${file} (${size}×${size})`);
}
await browser.close();
