/**
 * The "none" option of a composer question reads the same in both rulesets' composers and in both languages:
 * one text per question kind (no second link, no second tile), "None" for the others.
 */
import { describe, expect, it } from 'vitest';
import type { ChoiceKind, GameState } from '../../src/engine/rulesets/pittsburgh';
import { en, zh } from '../../src/i18n/all-resources';
import { optionLabel as lancashireLabel } from '../../src/ui/course/play/labels';
import { optionLabel as pittsburghLabel } from '../../src/ui/play/options';
import { createTestI18n } from './test-i18n';

describe('the "none" option of a question', () => {
  for (const [lang, texts] of [
    ['en', en],
    ['zh', zh],
  ] as const) {
    const t = createTestI18n(lang).t;
    it(`has one text per kind in both composers (${lang})`, () => {
      const pittsburgh = (kind: ChoiceKind) => pittsburghLabel(t, {} as never, kind, 'x', { value: null }, {} as GameState);
      expect(lancashireLabel(t, lang, 'second-link', null)).toBe(texts.play.none['second-link']);
      expect(pittsburgh('second-link')).toBe(texts.play.none['second-link']);
      expect(lancashireLabel(t, lang, 'tile', null)).toBe(texts.play.none.tile);
      expect(pittsburgh('tile')).toBe(texts.play.none.tile);
      // a kind without its own text: "None" in both
      expect(lancashireLabel(t, lang, 'second-card', null)).toBe(texts.play.none.other);
      expect(lancashireLabel(t, lang, 'sale', null)).toBe(texts.play.none.other);
    });
  }
  it('reads differently per kind', () => {
    expect(new Set([en.play.none['second-link'], en.play.none.tile, en.play.none.other]).size).toBe(3);
    expect(new Set([zh.play.none['second-link'], zh.play.none.tile, zh.play.none.other]).size).toBe(3);
  });
});
