// @vitest-environment jsdom
/**
 * Security and suite hygiene that no single component test would catch. In jsdom, as the component
 * tests are: Testing Library's limits are set up there (tests/setup.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getConfig } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, CSP_DIRECTIVES } from '../scripts/security-headers';
import { ASYNC_WAIT_MS } from './setup';

const ROOT = join(__dirname, '..');
function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p, ext) : ext.test(n) ? [p] : [];
  });
}
const read = (p: string) => readFileSync(p, 'utf8');

describe('Content-Security-Policy', () => {
  it('allows no inline script, no eval and no other origin', () => {
    expect(CSP_DIRECTIVES['script-src']).toBe("'self'");
    expect(CSP_DIRECTIVES['connect-src']).toBe("'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);
  });
  it('is quoted exactly in the deployment notes', () => {
    expect(read(join(ROOT, 'docs/DEPLOY.md'))).toContain(`Content-Security-Policy: ${CONTENT_SECURITY_POLICY}\n`);
  });
  it('index.html has no inline script or style', () => {
    const html = read(join(ROOT, 'index.html'));
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=/);
  });
  it('no app source injects raw HTML or evaluates strings', () => {
    const offenders = files(join(ROOT, 'src'), /\.(ts|tsx)$/).filter((f) =>
      /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|\beval\(|new Function\(/.test(read(f)),
    );
    expect(offenders).toEqual([]);
  });
});

describe('the suite waits on conditions with generous limits', () => {
  it('every findBy…/waitFor has a generous default limit, not Testing Library’s 1 s', () => {
    expect(getConfig().asyncUtilTimeout).toBeGreaterThanOrEqual(ASYNC_WAIT_MS);
  });
  it('no test sleeps a fixed time or sets a limit under the default of 20 s', () => {
    const specs = [...files(join(ROOT, 'tests'), /\.(ts|tsx)$/), ...files(join(ROOT, 'e2e'), /\.ts$/)];
    const offenders = specs.flatMap((f) => {
      const text = read(f);
      const short = [...text.matchAll(/\btimeout:\s*([\d_]+)/g)].filter((m) => Number(m[1]!.replace(/_/g, '')) < ASYNC_WAIT_MS);
      return [...(/waitForTimeout\(/.test(text) ? [`${f}: waitForTimeout`] : []), ...short.map((m) => `${f}: ${m[0]}`)];
    });
    expect(offenders).toEqual([]);
  });
});
