import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coreImports, createI18n, hasLanguage, loadCore, loadLanguage, resources } from '../../src/i18n';
import { areaImports, loadAreas, type Area } from '../../src/i18n/areas';
import { files } from '../../src/i18n/all-resources';

const AREAS: Area[] = [
  'board',
  'mat',
  'lesson',
  'faqAnswers',
  'choice',
  'play',
  'presenter',
  'search',
  'pages',
  'editor',
  'compare',
  'course',
  'coach',
  'firstgame',
  'debrief',
  'practice',
  'homeFeatures',
  'summaries',
];

afterEach(() => vi.restoreAllMocks());

const SRC = join(__dirname, '../../src');
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : /\.(ts|tsx)$/.test(n) ? [p] : [];
  });
}

describe('i18n areas (only core is eager)', () => {
  it('no app module imports the static all-resources (tests only)', () => {
    const offenders = sources(SRC).filter((f) => /from\s+['"][^'"]*all-resources['"]/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the eager resources are exactly the English core file; the Chinese core is loaded on demand', () => {
    expect(Object.keys(resources)).toEqual(['en']);
    expect(Object.keys(resources.en.translation).sort()).toEqual(Object.keys(files.en.core).sort());
    for (const area of AREAS) expect(resources.en.translation).not.toHaveProperty(area);
    const offenders = sources(SRC).filter(
      (f) => !f.endsWith('all-resources.ts') && /from\s+['"][^'"]*zh\/core\.json['"]/.test(readFileSync(f, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('loadLanguage adds the Chinese core once; a switch after it needs no other load', async () => {
    const spy = vi.spyOn(coreImports, 'zh');
    const i18n = createI18n('en');
    expect(hasLanguage(i18n, 'en')).toBe(true);
    expect(hasLanguage(i18n, 'zh')).toBe(false);
    await loadLanguage(i18n, 'zh');
    await loadLanguage(i18n, 'zh');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(i18n.t('app.title', { lng: 'zh' })).toBe(files.zh.core.app.title);
    // Areas loaded before the core keep their strings.
    const withArea = createI18n('en');
    await loadAreas(withArea, ['faqAnswers']);
    await loadLanguage(withArea, 'zh');
    expect(withArea.exists('faqAnswers.ui.listHint', { lng: 'zh' })).toBe(true);
    expect(withArea.t('app.title', { lng: 'zh' })).toBe(files.zh.core.app.title);
  });

  it('an instance made with a loaded core starts in that language', async () => {
    const i18n = createI18n('zh', { zh: await loadCore('zh') });
    expect(i18n.t('app.title')).toBe(files.zh.core.app.title);
  });

  it('a new instance has no non-core area until loadAreas resolves, then has it in both languages', async () => {
    const i18n = createI18n('en');
    for (const area of AREAS) {
      expect(i18n.getResource('en', 'translation', area)).toBeUndefined();
      expect(i18n.getResource('zh', 'translation', area)).toBeUndefined();
    }
    expect(i18n.exists('faqAnswers.ui.listHint')).toBe(false);
    await loadAreas(i18n, ['faqAnswers']);
    expect(i18n.getResource('en', 'translation', 'faqAnswers')).toBeDefined();
    expect(i18n.getResource('zh', 'translation', 'faqAnswers')).toBeDefined();
    expect(i18n.exists('faqAnswers.ui.listHint')).toBe(true);
    expect(i18n.t('faqAnswers.ui.listHint', { lng: 'zh' })).not.toBe('faqAnswers.ui.listHint');
    // Only the asked-for area came in, and core is still there.
    expect(i18n.getResource('en', 'translation', 'board')).toBeUndefined();
    expect(i18n.getResource('en', 'translation', 'app')).toBeDefined();
    // Another instance is untouched.
    expect(createI18n('zh').getResource('zh', 'translation', 'faqAnswers')).toBeUndefined();
  });

  it('loads each area once per instance (a second load does not re-import)', async () => {
    const spy = vi.spyOn(areaImports, 'board');
    const a = createI18n('en');
    const first = loadAreas(a, ['board']);
    const again = loadAreas(a, ['board']);
    await Promise.all([first, again]);
    await loadAreas(a, ['board']);
    expect(spy).toHaveBeenCalledTimes(1);
    await loadAreas(createI18n('zh'), ['board']);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
