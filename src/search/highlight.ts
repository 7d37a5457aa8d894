/** Pieces of a text, each marked when it matched: the screen turns them into elements (never into HTML). */
import type { Range } from './pinyin';

export interface Segment {
  text: string;
  hit: boolean;
}

/** Sorted, non-overlapping ranges (touching ones joined). */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Range[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

/** The text from `from` to `to` cut into marked and plain pieces. */
export function segments(text: string, ranges: readonly Range[], from = 0, to = text.length): Segment[] {
  const out: Segment[] = [];
  let at = from;
  for (const r of mergeRanges(ranges)) {
    const start = Math.max(r.start, from);
    const end = Math.min(r.end, to);
    if (end <= start) continue;
    if (start > at) out.push({ text: text.slice(at, start), hit: false });
    out.push({ text: text.slice(start, end), hit: true });
    at = end;
  }
  if (at < to) out.push({ text: text.slice(at, to), hit: false });
  return out;
}

/**
 * A short passage around the first match: about `size` characters, cut at a space where the text
 * has spaces, with an ellipsis where it was cut.
 */
export function snippet(text: string, ranges: readonly Range[], size: number): Segment[] {
  const first = mergeRanges(ranges)[0];
  if (!first) return [];
  if (text.length <= size) return segments(text, ranges);
  let to = Math.min(text.length, Math.max(0, first.start - Math.floor(size / 3)) + size);
  let from = Math.max(0, to - size);
  if (from > 0) {
    const s = text.indexOf(' ', from);
    if (s !== -1 && s < from + 20 && s + 1 <= first.start) from = s + 1;
  }
  if (to < text.length) {
    const s = text.lastIndexOf(' ', to);
    if (s !== -1 && s > to - 20 && s >= first.end) to = s;
  }
  const out = segments(text, ranges, from, to);
  if (from > 0) out.unshift({ text: '… ', hit: false });
  if (to < text.length) out.push({ text: ' …', hit: false });
  return out;
}
