/**
 * Pinyin typed on a Latin keyboard ("daikuan", "dai kuan", "dài kuǎn", "dai4 kuan3") matched
 * against Chinese text. The readings of each character come from a table generated at build
 * time (pinyin-chars.json, `npm run faq-pinyin`), so no pinyin dictionary ships to the browser.
 */

export type Readings = Readonly<Record<string, readonly string[]>>;

export interface Range {
  start: number;
  end: number;
}

/** Shortest query worth reading as pinyin: one or two letters match almost every text. */
const MIN_LETTERS = 3;

/** The query as plain pinyin letters (tones, spaces, digits and apostrophes dropped), or null when it is not pinyin. */
export function pinyinQuery(query: string): string | null {
  const plain = query
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s'’\-1-5]+/g, '');
  return /^[a-z]+$/.test(plain) && plain.length >= MIN_LETTERS ? plain : null;
}

/** The readings as typed: ü is typed v (lü → lv), and u is accepted too. */
export function keyboardForms(reading: string): string[] {
  return reading.includes('ü') ? [reading.replace(/ü/g, 'v'), reading.replace(/ü/g, 'u')] : [reading];
}

/**
 * Where the query spells the readings of consecutive characters. Every syllable must be whole,
 * except the last one, which may be cut short (what a learner has typed so far).
 */
export function pinyinRanges(text: string, query: string, readings: Readings): Range[] {
  const chars = [...text];
  // Offsets in UTF-16 units, for the screen (a rare character outside the BMP counts 2).
  const offsets: number[] = [];
  let at = 0;
  for (const c of chars) {
    offsets.push(at);
    at += c.length;
  }
  offsets.push(at);
  const out: Range[] = [];
  const spell = (i: number, pos: number): number => {
    const forms = readings[chars[i] ?? ''];
    if (!forms) return -1;
    for (const reading of forms) {
      for (const r of keyboardForms(reading)) {
        if (query.startsWith(r, pos)) {
          if (pos + r.length === query.length) return i + 1;
          const next = spell(i + 1, pos + r.length);
          if (next > 0) return next;
        } else if (r.startsWith(query.slice(pos)) && pos > 0) return i + 1;
      }
    }
    return -1;
  };
  for (let i = 0; i < chars.length; i++) {
    const end = spell(i, 0);
    if (end > 0) {
      out.push({ start: offsets[i]!, end: offsets[end]! });
      i = end - 1;
    }
  }
  return out;
}

/** Does the query spell the whole of `term` (two characters or more), as "shuyun" spells 输运? */
export function spells(term: string, query: string, readings: Readings): boolean {
  const r = pinyinRanges(term, query, readings);
  return [...term].length > 1 && r.length === 1 && r[0]!.start === 0 && r[0]!.end === term.length;
}
