/** The rulebook's printed terms and the variants players type (content/search-synonyms.json). */
import { normalize, terms } from './text';

export interface SynonymGroup {
  /** Each variant as query terms ("light rail" → ["light", "rail"]; "轻轨" → ["轻轨"]). */
  variants: { text: string; terms: string[] }[];
}

export function synonymGroups(groups: readonly (readonly string[])[]): SynonymGroup[] {
  return groups.map((g) => ({ variants: g.map((text) => ({ text, terms: terms(normalize(text), 'query') })) }));
}

/** Where `needle` appears in `hay` as consecutive terms not yet taken, or -1. */
function find(hay: readonly string[], taken: readonly boolean[], needle: readonly string[]): number {
  if (needle.length === 0) return -1;
  for (let i = 0; i + needle.length <= hay.length; i++) if (needle.every((t, j) => hay[i + j] === t && !taken[i + j])) return i;
  return -1;
}

/**
 * The other variants of every group the query names: "light rail" in the query brings "Light Train",
 * "轻车" and the rest. Longer variants are found first and take their words, so "light rail" does
 * not also count as "rail". Chinese variants are found inside a query written without spaces, and
 * through `spelled` (a pinyin query spelling a Chinese variant: "qingche" names 轻车).
 */
export function expansions(query: string, groups: readonly SynonymGroup[], spelled?: (variant: string) => boolean): string[] {
  const q = normalize(query);
  const qTerms = terms(q, 'query');
  const taken = qTerms.map(() => false);
  const all = groups.flatMap((g) => g.variants.map((v) => ({ g, v }))).sort((a, b) => b.v.terms.length - a.v.terms.length);
  const named = new Set<SynonymGroup>();
  for (const { g, v } of all) {
    if (/\p{Script=Han}/u.test(v.text)) {
      if (q.includes(normalize(v.text)) || spelled?.(v.text)) named.add(g);
      continue;
    }
    const at = find(qTerms, taken, v.terms);
    if (at < 0) continue;
    named.add(g);
    for (let j = 0; j < v.terms.length; j++) taken[at + j] = true;
  }
  const out = new Set<string>();
  for (const g of named) for (const v of g.variants) if (!q.includes(normalize(v.text))) out.add(v.text);
  return [...out];
}
