/**
 * The pinyin table of the FAQ search: every Han character of the Chinese FAQ (questions, answers,
 * the search synonyms and the entries' search terms) with all its readings, without tones. Build/test time only: pinyin-pro
 * never reaches the browser. `npm run faq-pinyin` writes src/search/pinyin-chars.json;
 * tests/search/pinyin-table.test.ts fails when that file is stale.
 */
import { pinyin } from 'pinyin-pro';
import zhCore from '../src/i18n/locales/zh/core.json' with { type: 'json' };
import zhAnswers from '../src/i18n/locales/zh/faq-answers.json' with { type: 'json' };
import synonyms from '../content/search-synonyms.json' with { type: 'json' };
import faqSearch from '../content/faq-search.json' with { type: 'json' };

export const TABLE_PATH = 'src/search/pinyin-chars.json';

/** Every string inside a JSON value. */
const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];

export function pinyinTable(): Record<string, string[]> {
  const text = [
    ...strings(zhCore.faq.q),
    ...strings(zhAnswers.faqAnswers.items),
    ...strings(synonyms.groups),
    ...strings(faqSearch.terms),
  ].join('');
  const chars = [...new Set(text.match(/\p{Script=Han}/gu) ?? [])].sort();
  const table: Record<string, string[]> = {};
  for (const c of chars) {
    const readings = pinyin(c, { toneType: 'none', multiple: true, type: 'array' });
    table[c] = [...new Set(readings.map((r) => r.toLowerCase()))].sort();
  }
  return table;
}

/** The file's text: one character a line, so a change shows as a small diff. */
export function pinyinTableText(): string {
  const lines = Object.entries(pinyinTable()).map(([c, r]) => `  ${JSON.stringify(c)}: ${JSON.stringify(r)}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}
