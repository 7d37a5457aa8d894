/** The site's one list of sections: every address it names is a route of the app, each once, in a named group. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en/core.json';
import zh from '../../src/i18n/locales/zh/core.json';
import enHome from '../../src/i18n/locales/en/home-features.json';
import zhHome from '../../src/i18n/locales/zh/home-features.json';
import { SITE_GROUPS } from '../../src/ui/nav/siteMap';

const app = readFileSync(new URL('../../src/ui/App.tsx', import.meta.url), 'utf8');
const routes = new Set([...app.matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]));
const links = SITE_GROUPS.flatMap((g) => g.links);

describe('the site map (header and Home)', () => {
  it('names only addresses that are routes of the app, each once', () => {
    expect(routes.size).toBeGreaterThan(10);
    for (const l of links) expect(routes, l.to).toContain(l.to);
    expect(new Set(links.map((l) => l.to)).size).toBe(links.length);
  });
  it('has the four groups in order, Learn starting with the lessons and Look up with the FAQ', () => {
    expect(SITE_GROUPS.map((g) => g.key)).toEqual(['learn', 'lookUp', 'play', 'teach']);
    expect(SITE_GROUPS[0]?.links[0]?.to).toBe('/lessons');
    expect(SITE_GROUPS[1]?.links[0]?.to).toBe('/faq');
    expect(SITE_GROUPS[2]?.links.map((l) => l.to)).toEqual(['/play']);
    expect(SITE_GROUPS[3]?.links.map((l) => l.to)).toEqual(['/editor', '/sequences']);
  });
  it('every group, section name and line about it exists in both languages', () => {
    const get = (o: unknown, key: string) => key.split('.').reduce<unknown>((x, k) => (x as Record<string, unknown> | undefined)?.[k], o);
    for (const [d, home] of [
      [en, enHome],
      [zh, zhHome],
    ] as const) {
      for (const g of SITE_GROUPS) expect(typeof get(d, `nav.groups.${g.key}`), g.key).toBe('string');
      for (const l of links) {
        expect(typeof get(d, l.name), l.name).toBe('string');
        // the lines about each section load with Home's list (the `homeFeatures` area), not with the first visit
        expect(typeof get(home, l.about), l.about).toBe('string');
      }
    }
  });
});
