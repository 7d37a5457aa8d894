import { describe, expect, it } from 'vitest';
import { asLanguage, pickInitialLanguage, withLanguage } from '../../src/i18n/language';

describe('initial language', () => {
  it('prefers ?lang= in the URL over everything', () => {
    expect(pickInitialLanguage('?lang=zh', 'en', ['en-US'])).toBe('zh');
    expect(pickInitialLanguage('?x=1&lang=en', 'zh', ['zh-CN'])).toBe('en');
  });
  it('then the saved choice', () => {
    expect(pickInitialLanguage('', 'zh', ['en-US'])).toBe('zh');
  });
  it('ignores an unknown ?lang= or saved value', () => {
    expect(pickInitialLanguage('?lang=fr', 'xx', ['zh-TW', 'en'])).toBe('zh');
  });
  it('then the first supported browser language, else English', () => {
    expect(pickInitialLanguage('', null, ['fr-FR', 'en-GB', 'zh-CN'])).toBe('en');
    expect(pickInitialLanguage('', null, ['fr-FR'])).toBe('en');
  });
  it('maps regional tags', () => {
    expect(asLanguage('zh-Hans-CN')).toBe('zh');
    expect(asLanguage('EN-us')).toBe('en');
    expect(asLanguage('de')).toBeNull();
  });
  it('sets lang in a search string and keeps other parameters', () => {
    expect(withLanguage('?a=1&lang=en', 'zh')).toBe('?a=1&lang=zh');
    expect(withLanguage('', 'en')).toBe('?lang=en');
  });
});
