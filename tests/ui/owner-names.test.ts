/**
 * Players are named from one table (board.owners, through ownerName): the four colours of the game
 * in both languages, and a colour outside them (a shared or edited position with a `teal` player)
 * by its own word, the same in every place that names a player.
 */
import { describe, expect, it } from 'vitest';
import { PLAYER_COLOURS, type Effect } from '../../src/engine/rulesets/pittsburgh';
import { ownerName, ownerStyle } from '../../src/ui/board/owners';
import { effectLines } from '../../src/ui/lesson/EffectList';
import { namer } from '../../src/ui/lesson/names';
import { whereWords } from '../../src/ui/play/share/problemText';
import { EDITOR_COLOURS } from '../../src/ui/editor/names';
import { SEAT_COLOURS } from '../../src/store/playStore';
import { createTestI18n } from './test-i18n';

const named = {
  en: { blue: 'Blue', orange: 'Orange', green: 'Green', purple: 'Purple', teal: 'Teal' },
  zh: { blue: '蓝方', orange: '橙方', green: '绿方', purple: '紫方', teal: '玩家Teal' },
};

describe('owner names from one table', () => {
  for (const lang of ['en', 'zh'] as const) {
    const t = createTestI18n(lang).t;
    it(`${lang}: the four colours and a teal player`, () => {
      for (const [colour, name] of Object.entries(named[lang])) expect(ownerName(t, colour)).toBe(name);
      expect(ownerName(t, '  ')).toBe(lang === 'en' ? 'Other player' : t('board.owners.other.name'));
    });
    it(`${lang}: the lesson namer, the effect sentences and the editor's error places name teal the same way`, () => {
      const n = namer(t, lang, 'blue');
      expect(n.who('teal')).toBe(named[lang].teal);
      expect(n.owner('orange')).toBe(named[lang].orange);
      const effects: Effect[] = [{ kind: 'draw', player: 'teal', cards: ['loc-erie-1'], deckLeft: 12 }];
      expect(effectLines(t, n, effects, 'blue')[0]?.text).toBe(
        lang === 'en' ? 'Teal draws 1 card (12 left in the deck)' : '玩家Teal抽1张牌（牌堆剩12张）',
      );
      expect(whereWords(t, 'players[1].cash', ['blue', 'teal'])).toContain(named[lang].teal);
    });
  }
  it('a teal player is drawn grey with the "other" letter; the colour list is the engine\'s everywhere', () => {
    expect(ownerStyle('teal').key).toBe('other');
    expect(PLAYER_COLOURS).toEqual(['blue', 'orange', 'green', 'purple']);
    expect(SEAT_COLOURS).toBe(PLAYER_COLOURS);
    expect(EDITOR_COLOURS).toBe(PLAYER_COLOURS);
  });
});
