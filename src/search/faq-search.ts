/**
 * The FAQ search: both languages in one MiniSearch index, typo-tolerant for English, pairs of
 * characters for Chinese, pinyin for Chinese answers, the rulebook's terms and their variants as
 * synonyms. Pure (no React, no DOM, no i18n): the UI hands it the texts and shows its segments.
 * Loaded on demand (src/ui/search/load.ts), never with the first visit.
 */
import MiniSearch, { type Query } from 'minisearch';
import synonymData from '../../content/search-synonyms.json';
import pinyinChars from './pinyin-chars.json';
import { mergeRanges, segments, snippet, type Segment } from './highlight';
import { pinyinQuery, pinyinRanges, spells, type Range, type Readings } from './pinyin';
import { expansions, synonymGroups, type SynonymGroup } from './synonyms';
import { isHan, normalize, terms, tokens, type Token } from './text';

export type SearchLang = 'en' | 'zh';
export const SEARCH_LANGS: readonly SearchLang[] = ['en', 'zh'];

/**
 * The parts of an entry, in the order a snippet is looked for, with their weight in the ranking.
 * `terms` is not shown: the printed terms an entry is about and the words players ask it with
 * (content/faq-search.json), so "轻车" finds what a Light Train costs before the answers that
 * merely name one.
 */
export const FIELDS = ['q', 'answer', 'finePoint', 'example', 'open', 'look', 'terms'] as const;
export type Field = (typeof FIELDS)[number];
/** The parts a snippet may come from (the question is shown whole; `terms` never). */
const SNIPPET_FIELDS: readonly Field[] = ['answer', 'finePoint', 'example', 'open', 'look'];
const BOOST: Record<Field, number> = { q: 4, answer: 2, finePoint: 1, example: 1, open: 0.7, look: 0.5, terms: 4 };
/** A synonym of the query's term counts a little less than the term itself. */
const SYNONYM_BOOST: Record<Field, number> = { q: 3, answer: 1.5, finePoint: 0.8, example: 0.8, open: 0.5, look: 0.4, terms: 3 };

/** One FAQ entry's texts in both languages (a missing part is empty). */
export interface FaqDoc {
  id: string;
  topic: string;
  text: Record<SearchLang, Partial<Record<Field, string>>>;
}

export interface FaqHit {
  id: string;
  topic: string;
  score: number;
  /** The question in the asked language, matched words marked. */
  question: Segment[];
  /** A passage of the answer around the first match (empty when only the question matched). */
  snippet: Segment[];
}

export interface FaqSearch {
  /** Hits best first; `topic` keeps only that topic's entries. A query with nothing to look for gives []. */
  search(query: string, lang: SearchLang, topic?: string | null): FaqHit[];
}

/** A match in the other language counts, less than one in the reader's own. */
const OTHER_LANGUAGE = 0.4;
/** Score of one pinyin match in a question / elsewhere (BM25 scores here are mostly 1–30). */
const PINYIN_SCORE = { q: 12, other: 4 } as const;
/**
 * A match of one character counts a quarter: one syllable spells dozens of characters ("tie" is
 * 铁, iron, all over the answers), so it must not outrank an English word typed in the Chinese page.
 */
const ONE_SYLLABLE = 0.25;
/** An entry whose text holds the query's words side by side. */
const PHRASE_BONUS = 1.6;
const SNIPPET_SIZE: Record<SearchLang, number> = { en: 150, zh: 60 };

const latin = (term: string) => !isHan(term);
/** Edits allowed for a typed word: none below 4 letters, 1 up to 6, then 2. */
const typos = (term: string) => (latin(term) && term.length >= 4 ? (term.length > 6 ? 2 : 1) : false);
/** The last word may be unfinished while typing. */
const unfinished = (term: string, i: number, all: string[]) => latin(term) && term.length >= 2 && i === all.length - 1;

/** The search over `docs`, its index filled at once. */
export function createFaqSearch(
  docs: readonly FaqDoc[],
  readings: Readings = pinyinChars,
  groups: readonly (readonly string[])[] = synonymData.groups,
): FaqSearch {
  const { index, entries, search } = assemble(docs, readings, groups);
  index.addAll(entries);
  return search;
}

/**
 * The same search, its index filled a few entries at a time with a pause between (MiniSearch's
 * addAllAsync): on a phone, filling it at once is one long task that holds up a tap.
 */
export async function createFaqSearchInSlices(docs: readonly FaqDoc[], chunkSize = 6): Promise<FaqSearch> {
  const { index, entries, search } = assemble(docs, pinyinChars, synonymData.groups);
  await index.addAllAsync(entries, { chunkSize });
  return search;
}

function assemble(docs: readonly FaqDoc[], readings: Readings, groups: readonly (readonly string[])[]) {
  const synonyms: SynonymGroup[] = synonymGroups(groups);
  // A word matched in one language is marked in the other through its synonyms ("pipeline" → 管线).
  const related = new Map<string, string[]>();
  for (const g of synonyms) {
    const all = g.variants.flatMap((v) => v.terms);
    for (const v of g.variants) if (v.terms.length === 1) related.set(v.terms[0]!, all);
  }
  const byId = new Map(docs.map((d) => [d.id, d]));
  // Each text is cut into tokens once: for the index, then for marking matches on every keystroke.
  const cut = new Map<string, Token[]>();
  const tokensOf = (text: string): Token[] => {
    let found = cut.get(text);
    if (!found) {
      found = tokens(text, 'index');
      cut.set(text, found);
    }
    return found;
  };
  const index = new MiniSearch<{ key: string } & Partial<Record<Field, string>>>({
    idField: 'key',
    fields: [...FIELDS],
    tokenize: (text) => tokensOf(text).map((t) => t.term),
    processTerm: (t) => t,
    searchOptions: {
      tokenize: (text) => terms(text, 'query'),
      processTerm: (t) => t,
      boost: BOOST,
      fuzzy: typos,
      prefix: unfinished,
      weights: { fuzzy: 0.5, prefix: 0.6 },
    },
  });
  const entries = docs.flatMap((d) => SEARCH_LANGS.map((lang) => ({ key: `${lang}:${d.id}`, ...d.text[lang] })));

  /** Words of the reader's text that matched: every token whose term the index matched. */
  const ranges = (text: string, matched: ReadonlySet<string>, pinyin: string | null, lang: SearchLang): Range[] => {
    const out: Range[] = matched.size > 0 ? tokensOf(text).filter((t) => matched.has(t.term)) : [];
    if (pinyin && lang === 'zh') out.push(...pinyinRanges(text, pinyin, readings));
    return mergeRanges(out);
  };

  const search: FaqSearch = {
    search(query, lang, topic) {
      const trimmed = query.trim().slice(0, 200);
      if (!trimmed) return [];
      const pinyin = pinyinQuery(trimmed);
      const extra = expansions(trimmed, synonyms, pinyin ? (variant) => spells(variant, pinyin, readings) : undefined);
      const q: Query = {
        combineWith: 'OR',
        queries: [
          trimmed,
          // Every word together counts again: "merchant bonus" ranks the answer with both first.
          { queries: [trimmed], combineWith: 'AND', boost: BOOST },
          ...extra.map((v): Query => ({ queries: [v], combineWith: 'AND', fuzzy: false, prefix: false, boost: SYNONYM_BOOST })),
        ],
      };
      const scores = new Map<string, number>();
      const matched = new Map<string, Set<string>>();
      for (const r of index.search(q)) {
        const [l, id] = String(r.id).split(/:(.*)/s) as [SearchLang, string];
        scores.set(id, (scores.get(id) ?? 0) + r.score * (l === lang ? 1 : OTHER_LANGUAGE));
        const words = matched.get(id) ?? new Set<string>();
        for (const term of r.terms) {
          if (l === lang) words.add(term);
          else for (const w of related.get(term) ?? []) words.add(w);
        }
        matched.set(id, words);
      }
      if (pinyin) {
        for (const d of docs) {
          let s = 0;
          for (const f of FIELDS)
            for (const r of pinyinRanges(d.text.zh[f] ?? '', pinyin, readings))
              s +=
                (f === 'q' ? PINYIN_SCORE.q : PINYIN_SCORE.other) *
                ([...(d.text.zh[f] ?? '').slice(r.start, r.end)].length > 1 ? 1 : ONE_SYLLABLE);
          if (s > 0) scores.set(d.id, (scores.get(d.id) ?? 0) + s * (lang === 'zh' ? 1 : OTHER_LANGUAGE));
        }
      }
      // Words typed together that stand together in the reader's text count more ("light rail").
      const phrase = terms(trimmed, 'query').length > 1 ? normalize(trimmed).replace(/\s+/g, ' ') : null;
      const hits: FaqHit[] = [];
      for (const [id, found] of scores) {
        const d = byId.get(id);
        if (!d || (topic && d.topic !== topic)) continue;
        const together = phrase !== null && FIELDS.some((f) => normalize(d.text[lang][f] ?? '').includes(phrase));
        const score = together ? found * PHRASE_BONUS : found;
        const words = matched.get(id) ?? new Set<string>();
        const text = d.text[lang];
        const question = text.q ?? '';
        let passage: Segment[] = [];
        for (const f of SNIPPET_FIELDS) {
          const found = ranges(text[f] ?? '', words, pinyin, lang);
          if (found.length > 0) {
            passage = snippet(text[f] ?? '', found, SNIPPET_SIZE[lang]);
            break;
          }
        }
        hits.push({ id, topic: d.topic, score, question: segments(question, ranges(question, words, pinyin, lang)), snippet: passage });
      }
      return hits.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
    },
  };
  return { index, entries, search };
}
