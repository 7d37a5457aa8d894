import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, resources } from '../../src/i18n';
import { areaImports, loadAreas, type Area } from '../../src/i18n/areas';
import { files } from '../../src/i18n/all-resources';

const AREAS: Area[] = ['board', 'mat', 'lesson', 'faqAnswers', 'choice', 'play'];

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

  it('the eager resources are exactly the core file, in both languages', () => {
    const core = { en: files.en[0], zh: files.zh[0] };
    for (const lang of ['en', 'zh'] as const) {
      expect(Object.keys(resources[lang].translation).sort()).toEqual(Object.keys(core[lang]).sort());
      for (const area of AREAS) expect(resources[lang].translation).not.toHaveProperty(area);
    }
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
