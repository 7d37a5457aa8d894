import { describe, expect, it } from 'vitest';
import { en, zh } from '../../src/i18n/all-resources';
import { faqDocs } from '../../src/search/docs';
import { createFaqSearch, createFaqSearchInSlices, type FaqHit } from '../../src/search/faq-search';
import { segments, snippet } from '../../src/search/highlight';
import { pinyinQuery, pinyinRanges } from '../../src/search/pinyin';
import { expansions, synonymGroups } from '../../src/search/synonyms';
import synonymData from '../../content/search-synonyms.json';
import { faq } from '../../src/ui/content';
import { faqTopicEntries, faqTopics } from '../../src/ui/search/topics';

const get = (o: unknown, key: string) => key.split('.').reduce<unknown>((a, k) => (a as Record<string, unknown> | undefined)?.[k], o);
const docs = faqDocs(faqTopicEntries, (lang, key) => get(lang === 'en' ? en : zh, key) as string | undefined);
const search = createFaqSearch(docs);
const ids = (hits: FaqHit[]) => hits.map((h) => h.id);
const marked = (h: FaqHit | undefined) => [...(h?.question ?? []), ...(h?.snippet ?? [])].filter((s) => s.hit).map((s) => s.text);

describe('FAQ topics (content/faq-search.json)', () => {
  it('puts every one of the 35 entries in exactly one topic, and names no other id', () => {
    const listed = faqTopics.flatMap((t) => t.entries);
    expect(listed.sort()).toEqual(faq.map((f) => f.id).sort());
    expect(faq).toHaveLength(35);
  });
  it('has the eight topics of the rulebook’s sections', () => {
    expect(faqTopics.map((t) => t.id)).toEqual([
      'setup',
      'turn-income',
      'network-transport',
      'build',
      'sell-oil',
      'develop-loan-pass',
      'era-scoring',
      'special-tiles',
    ]);
  });
});

describe('FAQ search', () => {
  it('finds the loan answer first for "loan" and for "贷款", and marks the word', () => {
    const e = search.search('loan', 'en');
    expect(e[0]?.id).toBe('loan');
    expect(marked(e[0]).map((w) => w.toLowerCase())).toContain('loan');
    const z = search.search('贷款', 'zh');
    expect(z[0]?.id).toBe('loan');
    expect(marked(z[0])).toContain('贷款');
  });

  it('forgives English typos', () => {
    expect(search.search('pipelne', 'en')[0]?.id).toBe('pipeline-kinds');
    expect(
      search
        .search('vanderbuilt', 'en')
        .slice(0, 3)
        .map((h) => h.id),
    ).toContain('vanderbilt');
    expect(search.search('bankrupcy', 'en')[0]?.id).toBe('bankruptcy');
    // The mark is on the word as written in the answer, not on the typo.
    expect(marked(search.search('pipelne', 'en')[0]).map((w) => w.toLowerCase())).toContain('pipeline');
  });

  it('finds Chinese inside text written without spaces', () => {
    const hits = search.search('收入下降', 'zh');
    expect(ids(hits).slice(0, 2)).toContain('loan');
    expect(marked(hits.find((h) => h.id === 'loan')).join('')).toContain('收入下降');
  });

  it('finds Chinese answers from pinyin, with or without spaces and tones', () => {
    for (const q of ['daikuan', 'dai kuan', 'dài kuǎn', 'dai4 kuan3', 'DaiKuan']) {
      const hits = search.search(q, 'zh');
      expect(hits[0]?.id, q).toBe('loan');
      expect(marked(hits[0]), q).toContain('贷款');
    }
    expect(search.search('pochan', 'zh')[0]?.id).toBe('bankruptcy');
    // The last syllable may be unfinished while typing.
    expect(search.search('daiku', 'zh')[0]?.id).toBe('loan');
  });

  it('treats the rulebook’s terms and their variants as the same word', () => {
    // The variant a player types finds the entry whose text uses the other word.
    const pipes = search.search('管道', 'zh');
    expect(pipes[0]?.id).toBe('pipeline-kinds');
    expect(marked(pipes[0])).toContain('管线');
    // A variant the texts never use finds entries that print the rulebook's term, with that term marked.
    const printedOnly = (q: string, lang: 'en' | 'zh', printed: string[]) => {
      const hit = search
        .search(q, lang)
        .find((h) => !Object.values(docs.find((d) => d.id === h.id)!.text[lang]).some((t) => t?.toLowerCase().includes(q.toLowerCase())));
      expect(hit, q).toBeDefined();
      expect(
        marked(hit).map((w) => w.toLowerCase()),
        q,
      ).toEqual(expect.arrayContaining(printed));
    };
    printedOnly('轻轨', 'zh', ['轻车']);
    printedOnly('light rail', 'en', ['light']);
    printedOnly('研发', 'zh', ['开发']);
    expect(ids(search.search('开发', 'zh'))[0]).toBe('develop');
    expect(ids(search.search('研发', 'zh'))[0]).toBe('develop');
  });

  it('expands a phrase before its words: "light rail" is not also plain "rail"', () => {
    const groups = synonymGroups(synonymData.groups);
    const light = expansions('light rail', groups);
    expect(light).toEqual(expect.arrayContaining(['Light Train', '轻车', '轻轨']));
    expect(light).not.toContain('railway');
    expect(expansions('rail', groups)).toEqual(expect.arrayContaining(['train', '铁路']));
    expect(expansions('管道', groups)).toEqual(expect.arrayContaining(['Pipeline', '管线']));
  });

  it('ranks words typed together above the same words apart', () => {
    const score = (q: string) => search.search(q, 'en').find((h) => h.id === 'link-costs')?.score ?? 0;
    expect(score('light train')).toBeGreaterThan(score('train light') * 1.3);
  });

  it('ranks an entry whose question holds the words above one that only mentions them', () => {
    const hits = search.search('merchant bonus', 'en');
    expect(hits[0]?.id).toBe('merchants');
    expect(hits.length).toBeGreaterThan(1);
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score);
  });

  it('keeps only the chosen topic', () => {
    const all = search.search('oil', 'en');
    const sellOil = search.search('oil', 'en', 'sell-oil');
    expect(sellOil.length).toBeGreaterThan(0);
    expect(sellOil.length).toBeLessThan(all.length);
    expect(sellOil.every((h) => h.topic === 'sell-oil')).toBe(true);
  });

  it('answers an empty or garbage query with no hits, never an exception', () => {
    for (const q of ['', '   ', '!!!', 'zzqxv', 'qqqq wwww', '<script></script>', 'x'.repeat(5000), '\u0000\uffff', '🙂']) {
      expect(() => search.search(q, 'en')).not.toThrow();
      expect(search.search(q, 'en'), JSON.stringify(q.slice(0, 20))).toEqual([]);
      expect(search.search(q, 'zh')).toEqual([]);
    }
  });

  it('finds an entry from the other language too (贷款 in the English FAQ)', () => {
    const hit = search.search('贷款', 'en')[0];
    expect(hit?.id).toBe('loan');
    // Marked through the synonyms in the reader's language.
    expect(marked(hit).map((w) => w.toLowerCase())).toContain('loan');
    expect(marked(search.search('pipelne', 'zh')[0])).toContain('管线');
  });
});

describe('highlight and pinyin pieces', () => {
  it('cuts a text into marked and plain pieces, joining overlaps', () => {
    expect(
      segments('abcdef', [
        { start: 1, end: 3 },
        { start: 2, end: 4 },
      ]),
    ).toEqual([
      { text: 'a', hit: false },
      { text: 'bcd', hit: true },
      { text: 'ef', hit: false },
    ]);
    const text = 'word '.repeat(60) + 'loan ' + 'word '.repeat(60);
    const s = snippet(text, [{ start: 300, end: 304 }], 100);
    expect(s.filter((x) => x.hit).map((x) => x.text)).toEqual(['loan']);
    expect(s[0]?.text).toBe('… ');
    expect(s.map((x) => x.text).join('').length).toBeLessThan(110);
  });
  it('reads pinyin only from letters, at least three of them', () => {
    expect(pinyinQuery('Dài kuǎn')).toBe('daikuan');
    expect(pinyinQuery('an')).toBeNull();
    expect(pinyinQuery('贷款')).toBeNull();
    expect(pinyinRanges('要贷款吗', 'daikuan', { 贷: ['dai'], 款: ['kuan'], 要: ['yao'], 吗: ['ma'] })).toEqual([{ start: 1, end: 3 }]);
    // A character with two readings matches either.
    expect(pinyinRanges('重车', 'zhongche', { 重: ['chong', 'zhong'], 车: ['che', 'ju'] })).toEqual([{ start: 0, end: 2 }]);
  });
});

describe('the search filled in slices (as the app builds it, a few entries per task)', () => {
  it('finds the same entries in the same order as the one filled at once', async () => {
    const sliced = await createFaqSearchInSlices(docs, 3);
    for (const [q, lang] of [
      ['loan', 'en'],
      ['merchant bonus', 'en'],
      ['管线', 'zh'],
      ['daikuan', 'zh'],
      ['light rail', 'en'],
    ] as const) {
      const ids = sliced.search(q, lang, null).map((h) => h.id);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).toEqual(search.search(q, lang, null).map((h) => h.id));
    }
  });
});
