/** The FAQ entries as the search reads them, from any source of translated strings. */
import faqSearchData from '../../content/faq-search.json';
import { FIELDS, SEARCH_LANGS, type FaqDoc, type Field, type SearchLang } from './faq-search';

/** Where each part of an entry lives in the translations (faq.q in core, the rest in faq-answers). */
export const fieldKey = (id: string, field: Field): string => (field === 'q' ? `faq.q.${id}` : `faqAnswers.items.${id}.${field}`);

/** The terms an entry is about, per language (content/faq-search.json `terms`): searched, never shown. */
const searchTerms: Record<string, Partial<Record<SearchLang, string[]>>> = faqSearchData.terms;

export function faqDocs(
  entries: readonly { id: string; topic: string }[],
  text: (lang: SearchLang, key: string) => string | undefined,
): FaqDoc[] {
  return entries.map(({ id, topic }) => {
    const part = (lang: SearchLang, f: Field) =>
      f === 'terms' ? (searchTerms[id]?.[lang] ?? []).join(lang === 'zh' ? '、' : ', ') : (text(lang, fieldKey(id, f)) ?? '');
    const per = (lang: SearchLang) => Object.fromEntries(FIELDS.map((f) => [f, part(lang, f)]));
    return { id, topic, text: Object.fromEntries(SEARCH_LANGS.map((l) => [l, per(l)])) as FaqDoc['text'] };
  });
}
