/** The flags Debian's Chromium runs with in the browser tests (playwright.config.ts) and `npm run measure-preview`. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
