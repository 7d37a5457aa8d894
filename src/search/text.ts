/**
 * Words of a text as the search sees them: Latin words (lower case, accents dropped, a plural
 * "s" cut), and Chinese written without spaces as single characters and pairs of characters.
 * Every token keeps its place in the text, so the screen can mark what matched.
 */

export interface Token {
  term: string;
  start: number;
  end: number;
}

const HAN = /\p{Script=Han}/u;
/** A Latin word, a number or a dollar amount; or one Han character. */
const PIECE = /[\p{Script=Latin}\p{N}$]+(?:['’][\p{Script=Latin}]+)?|\p{Script=Han}/gu;

/** Words too common to tell one answer from another. */
const STOP = new Set(
  'a an and are as at be by can do does for from how i if in is it its may my of on or so that the then this to what when where which who with you your'.split(
    ' ',
  ),
);

export const isHan = (s: string): boolean => HAN.test(s);

/** Lower case, full-width letters and digits made plain, accents dropped. */
export function normalize(s: string): string {
  return s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The term a Latin word is indexed under: "loans" and "loan" meet; null for a stop word. */
export function latinTerm(word: string): string | null {
  const w = word.replace(/['’]s$/, '');
  if (STOP.has(w)) return null;
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

/**
 * Every token of a text. `pairs`: Han runs give their characters and each pair of neighbours
 * (what the index holds); without it, a Han run of two or more gives only its pairs (what a query
 * looks for: "贷款" is the pair, not "贷" or "款" anywhere).
 */
export function tokens(text: string, pairs: 'index' | 'query'): Token[] {
  // NFKD can change lengths (full-width forms stay one unit, but ligatures do not): normalise piece by piece.
  const out: Token[] = [];
  let run: Token[] = [];
  const flush = () => {
    if (pairs === 'index' || run.length === 1) out.push(...run);
    for (let i = 0; i + 1 < run.length; i++)
      out.push({ term: run[i]!.term + run[i + 1]!.term, start: run[i]!.start, end: run[i + 1]!.end });
    run = [];
  };
  let lastEnd = -1;
  for (const m of text.matchAll(PIECE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (isHan(m[0])) {
      if (start !== lastEnd) flush();
      run.push({ term: m[0], start, end });
    } else {
      flush();
      const term = latinTerm(normalize(m[0]));
      if (term) out.push({ term, start, end });
    }
    lastEnd = end;
  }
  flush();
  return out;
}

/** The terms alone, for the index and the query. */
export const terms = (text: string, pairs: 'index' | 'query'): string[] => tokens(text, pairs).map((t) => t.term);
