/** Effect sentences that name the reader or count cards: "Your turn ends" (not "You's"), "1 card" (not "1 cards"), in both languages. */
import { describe, expect, it } from 'vitest';
import type { Effect } from '../../src/engine/rulesets/pittsburgh';
import { effectLines } from '../../src/ui/lesson/EffectList';
import { namer } from '../../src/ui/lesson/names';
import { createTestI18n } from './test-i18n';

const effects: Effect[] = [
  { kind: 'turn-end', player: 'blue' },
  { kind: 'turn-end', player: 'orange' },
  { kind: 'draw', player: 'orange', cards: ['loc-erie-1'], deckLeft: 12 },
  { kind: 'draw', player: 'blue', cards: ['loc-erie-1', 'ind-coal-1'], deckLeft: 10 },
];

const expected = {
  en: ['Your turn ends', "Orange's turn ends", 'Orange draws 1 card (12 left in the deck)', 'Blue draws 2 cards (10 left in the deck)'],
  zh: ['你的回合结束', '橙方的回合结束', '橙方抽1张牌（牌堆剩12张）', '蓝方抽2张牌（牌堆剩10张）'],
};

describe('effect sentences about turns and draws', () => {
  for (const lang of ['en', 'zh'] as const)
    it(lang, () => {
      const t = createTestI18n(lang).t;
      expect(effectLines(t, namer(t, lang, 'blue'), effects, 'blue').map((l) => l.text)).toEqual(expected[lang]);
    });
});
