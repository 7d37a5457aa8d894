/**
 * What a reader types and the entry that must come first: the queries a review found missing or
 * ranked low (the Chinese placeholder's own "轻车" once gave link costs fourth; "tie" in the
 * Chinese page found iron, 铁, everywhere; "shuyun" found nothing).
 */
import { describe, expect, it } from 'vitest';
import { en, zh } from '../../src/i18n/all-resources';
import { faqDocs } from '../../src/search/docs';
import { createFaqSearch, type SearchLang } from '../../src/search/faq-search';
import { spells } from '../../src/search/pinyin';
import pinyinChars from '../../src/search/pinyin-chars.json';
import faqSearchData from '../../content/faq-search.json';
import { faq } from '../../src/ui/content';
import { faqTopicEntries } from '../../src/ui/search/topics';

const get = (o: unknown, key: string) => key.split('.').reduce<unknown>((a, k) => (a as Record<string, unknown> | undefined)?.[k], o);
const search = createFaqSearch(faqDocs(faqTopicEntries, (lang, key) => get(lang === 'en' ? en : zh, key) as string | undefined));
const first = (q: string, lang: SearchLang) => search.search(q, lang)[0];

describe('the first result', () => {
  const cases: [string, SearchLang, string][] = [
    ['轻车', 'zh', 'link-costs'],
    ['second link cost', 'en', 'second-link'],
    ['can i build in a city twice', 'en', 'era1-one-per-city'],
    ['tie', 'zh', 'winning'],
    ['tie', 'en', 'winning'],
    ['平局', 'zh', 'winning'],
    ['shuyun', 'zh', 'transport'],
    ['yunshu', 'zh', 'transport'],
  ];
  for (const [q, lang, id] of cases)
    it(`"${q}" in the ${lang === 'zh' ? 'Chinese' : 'English'} page: ${id}`, () => {
      expect(first(q, lang)?.id).toBe(id);
    });

  it('"tie" in the Chinese page marks the tie words of the winning entry, not 铁', () => {
    const hit = first('tie', 'zh');
    const marked = [...(hit?.question ?? []), ...(hit?.snippet ?? [])].filter((s) => s.hit).map((s) => s.text);
    expect(marked).toContain('平分');
    expect(marked).not.toContain('铁');
  });

  it('a pinyin query spells whole Chinese terms only', () => {
    expect(spells('输运', 'shuyun', pinyinChars)).toBe(true);
    expect(spells('运输', 'shuyun', pinyinChars)).toBe(false);
    expect(spells('铁', 'tie', pinyinChars)).toBe(false);
  });
});

describe('the entries’ search terms (content/faq-search.json)', () => {
  const terms: Record<string, { en: string[]; zh: string[] }> = faqSearchData.terms;
  it('every FAQ entry has terms in both languages, and no other id has any', () => {
    expect(Object.keys(terms).sort()).toEqual(faq.map((f) => f.id).sort());
    for (const [id, t] of Object.entries(terms)) {
      expect(t.en.length, id).toBeGreaterThan(0);
      expect(t.zh.length, id).toBeGreaterThan(0);
    }
  });
  it('are searched but never shown: no snippet comes from them', () => {
    // "两次" (twice) is only in the terms of era1-one-per-city
    const hit = search.search('两次', 'zh').find((h) => h.id === 'era1-one-per-city');
    expect(hit).toBeDefined();
    expect(hit!.snippet).toEqual([]);
  });
});
