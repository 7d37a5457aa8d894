/** Words of the board in the reader's language: names from the data, rewards, numerals. */
import type { TFunction } from 'i18next';
import type { Names, Reward } from '../../engine/rulesets/pittsburgh/data/types';

export type Lang = 'en' | 'zh';

export const langOf = (language: string | undefined): Lang => (language?.startsWith('zh') ? 'zh' : 'en');

export const nameIn = (names: Names, lang: Lang): string => names[lang];

/** A place name on one or two lines: long names break after "&" / "与". */
export function labelLines(name: string, lang: Lang): string[] {
  const long = lang === 'zh' ? name.length > 7 : name.length > 15;
  if (!long) return [name];
  const cut = lang === 'zh' ? name.indexOf('与') + 1 : name.indexOf('& ') + 1;
  if (cut <= 0) return [name];
  return [name.slice(0, cut).trim(), name.slice(cut).trim()];
}

/** Rough width of a text in the map's units (bold sans-serif): for tags and pills. */
export function textWidth(s: string, size: number): number {
  let w = 0;
  for (const ch of s) w += /[\u2E80-\uFFFF]/.test(ch) ? 1 : /[A-Z$]/.test(ch) ? 0.68 : /[ilI.,:;'|!]/.test(ch) ? 0.3 : 0.58;
  return w * size;
}

/**
 * Width of a place or oilfield name (bold) in the map's units, on the safe side: Latin letters are
 * counted a quarter wider than `textWidth`, as wide as the widest bold sans-serif fonts draw them, so
 * a name's background and the space kept for it cover the drawn text on every system.
 */
export function labelTextWidth(s: string, size: number): number {
  let w = 0;
  for (const ch of s) w += /[\u2E80-\uFFFF]/.test(ch) ? size : textWidth(ch, size) * 1.25;
  return w;
}

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];
export const roman = (n: number): string => ROMAN[n] ?? String(n);

export function rewardText(t: TFunction, r: Reward): string {
  switch (r.kind) {
    case 'cash':
      return t('board.reward.cash', { n: r.amount });
    case 'income':
      return t('board.reward.income', { n: r.spaces });
    case 'vp':
      return t('board.reward.vp', { n: r.amount });
    case 'whiskey':
      return t('board.reward.whiskey', { n: r.amount });
    case 'develop':
      return t('board.reward.develop', { n: r.count });
  }
}
