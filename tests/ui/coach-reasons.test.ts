/** Move reasons as sentences (src/ui/coach/reasonText.ts), in both languages, with the board's names. */
import { describe, expect, it } from 'vitest';
import { moveReasonCodes, type MoveReason } from '../../src/engine/rulesets/pittsburgh/bot/reasons';
import { reasonText } from '../../src/ui/coach/reasonText';
import { createTestI18n } from './test-i18n';

const samples: Record<string, MoveReason['params']> = {
  'vp-gained': { vp: 3 },
  'income-gained': { levels: 2, from: 0, to: 2 },
  'merchant-bonus': { merchant: 'cincinnati', reward: 'cash', amount: 15 },
  'industry-flipped': { space: 'pittsburgh-2', place: 'manufacturer-1', vp: 5 },
  'opponent-flipped': { space: 'pittsburgh-1', place: 'coal-mine-1', vp: 1, owner: 'orange' },
  'market-sale': { market: 'market-clarksburg', good: 'coal', count: 2, cash: 6, vp: 0 },
  'whiskey-gained': { whiskey: 1 },
  'oil-revealed': { field: 'venango' },
  'industry-built': { place: 'generator-4', space: 'pittsburgh-1' },
  'link-built': { link: 'lightRail', route: 'cleveland~pittsburgh', reaches: 'cleveland' },
  developed: { place: 'kerosene-2' },
  'free-cubes': { count: 1 },
  loan: { amount: 30, levels: 3, from: 5, to: 2 },
  'cash-paid': { amount: 7 },
};

describe('reasonText', () => {
  for (const lang of ['en', 'zh'] as const)
    it(`every reason code has a whole sentence in ${lang}`, () => {
      const t = createTestI18n(lang).t;
      for (const code of moveReasonCodes) {
        const text = reasonText(t, lang, { code, params: samples[code] ?? {} }, 'blue');
        expect(text, code).not.toMatch(/\{\{|coach\.|board\.|undefined|NaN/);
        expect(text.length, code).toBeGreaterThan(5);
      }
    });

  it('names places, tiles and bonuses as the board does', () => {
    const en = createTestI18n('en').t;
    const zh = createTestI18n('zh').t;
    const bonus: MoveReason = { code: 'merchant-bonus', params: samples['merchant-bonus'] ?? {} };
    expect(reasonText(en, 'en', bonus)).toBe("The Cincinnati merchant's one-time bonus is yours: $15.");
    expect(reasonText(zh, 'zh', { code: 'loan', params: samples.loan ?? {} })).toBe('贷款$30：收入下降3级，从5级降到2级，无需偿还。');
    const link: MoveReason = { code: 'link-built', params: samples['link-built'] ?? {} };
    expect(reasonText(en, 'en', link)).toContain('Cleveland joins your network');
    expect(reasonText(en, 'en', { code: 'industry-flipped', params: samples['industry-flipped'] ?? {} })).toMatch(
      /Manufactur.* in Pittsburgh flips: 5 VP/,
    );
  });

  it('counts levels and cubes in English words: one level, two levels; one cube, two cubes; no "a" before a tile', () => {
    const en = createTestI18n('en').t;
    const say = (code: string, params: MoveReason['params']) => reasonText(en, 'en', { code, params } as MoveReason);
    expect(say('income-gained', { levels: 1, from: 0, to: 1 })).toBe('Your income rises 1 level, from 0 to 1: more money every round.');
    expect(say('income-gained', { levels: 2, from: 0, to: 2 })).toBe('Your income rises 2 levels, from 0 to 2: more money every round.');
    expect(say('loan', { amount: 30, levels: 3, from: 5, to: 2 })).toBe(
      'A loan of $30: your income drops 3 levels, from 5 to 2, and it is never repaid.',
    );
    expect(say('free-cubes', { count: 1 })).toMatch(/^1 cube comes from an industry on the board/);
    expect(say('free-cubes', { count: 2 })).toMatch(/^2 cubes come from industries on the board/);
    expect(say('industry-built', { place: 'generator-4', space: 'pittsburgh-1' })).toMatch(
      /^You build [A-Z].* in Pittsburgh: it scores once it flips\.$/,
    );
  });
});
