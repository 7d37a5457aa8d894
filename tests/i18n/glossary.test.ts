/**
 * One term per concept: every text resource of both languages, the place names the board data
 * shows, and the prose of content/*.json must be free of the variants the glossary
 * (content/glossary.json) tells us to avoid. `avoid` is matched ignoring case; `avoidCase` keeps
 * case ("Coal mine", "era 1", "1 whiskey" against "Coal Mine", "Era 1", "1 Whiskey") and spares the
 * Brass: Lancashire texts, which keep that game's own words.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, zh } from '../../src/i18n/all-resources';
import { createTestI18n } from '../ui/test-i18n';
import { board2, board34 } from '../../src/engine/rulesets/pittsburgh/data';
import glossary from '../../content/glossary.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
}

/** The place names a reader sees (locations, oilfields, markets of both board sides). */
function placeNames(lang: 'en' | 'zh'): [string, string][] {
  return [board34, board2].flatMap((b) =>
    [...b.locations, ...b.oilFields, ...b.markets].map((p) => [`place:${p.id}`, p.names[lang]] as [string, string]),
  );
}

/** The strings anywhere in a JSON value (arrays, numbers and nulls included), keyed by path. */
function strings(value: unknown, prefix: string): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => strings(v, `${prefix}.${k}`));
}

/** Every string with a space (prose, not ids) in content/**.json, keyed by file and path. */
function contentProse(dir = 'content'): [string, string][] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return contentProse(path);
    // The glossary lists the variants, and the search synonyms map them to the terms on purpose.
    if (!name.endsWith('.json') || name === 'glossary.json' || name === 'search-synonyms.json') return [];
    return strings(JSON.parse(readFileSync(path, 'utf8')), path).filter(([, v]) => v.includes(' '));
  });
}

const texts = {
  en: [...leaves(en as Tree), ...placeNames('en'), ...contentProse()],
  zh: [...leaves(zh as Tree), ...placeNames('zh')],
};

/** Keys of the Brass: Lancashire texts (its own area, its course and its column of the comparison). */
const LANCASHIRE_KEY = /^(lancashire|lboard|course|lplay)\.|\.lancashire(\.|$)/;

type Term = { id: string; avoid: Record<'en' | 'zh', string[]>; avoidCase?: Record<'en' | 'zh', string[]> };

const avoided = (lang: 'en' | 'zh') =>
  (glossary.terms as Term[]).flatMap((g) => [
    ...g.avoid[lang].map((source) => ({ term: g.id, re: new RegExp(source, lang === 'en' ? 'iu' : 'u'), everywhere: true })),
    ...(g.avoidCase?.[lang] ?? []).map((source) => ({ term: g.id, re: new RegExp(source, 'u'), everywhere: false })),
  ]);

/** Hits of the avoided variants of one language in some texts, as "term: key: text". */
function hits(lang: 'en' | 'zh', list: [string, string][]): string[] {
  return avoided(lang).flatMap(({ term, re, everywhere }) =>
    list.filter(([k, v]) => (everywhere || !LANCASHIRE_KEY.test(k)) && re.test(v)).map(([k, v]) => `${term}: ${k}: ${v.slice(0, 90)}`),
  );
}

describe('glossary: one term per concept', () => {
  it('no English text uses a variant the glossary avoids (light rail, cash pipeline, quality bonus, generator…)', () => {
    expect(hits('en', texts.en)).toEqual([]);
  });
  it('no Chinese text uses a variant the glossary avoids (轻轨, 管道, 研发, 胜利分, 维南戈…)', () => {
    expect(hits('zh', texts.zh)).toEqual([]);
  });
  it('the avoid lists catch what they are meant to catch, and spare the glossary terms themselves', () => {
    const sample = (lang: 'en' | 'zh', s: string) => hits(lang, [['sample', s]]).map((h) => h.split(':')[0]);
    expect(sample('en', 'a light rail and two heavy rails')).toEqual(['light-train', 'heavy-train']);
    expect(sample('en', 'his cash pipeline, a quality bonus, the generator')).toEqual([
      'pipeline-types',
      'quality-reward',
      'polyphase-alternator',
    ]);
    expect(sample('en', 'a manufacturer')).toEqual(['manufacturing']);
    expect(sample('en', 'Income, cash and VP pipelines reward their owner')).toEqual(['pipeline-types']);
    expect(sample('en', 'cash or VP pipelines')).toEqual(['pipeline-types']);
    expect(sample('en', 'Income, Money and VP Pipelines; pay cash and build pipelines')).toEqual([]);
    expect(sample('zh', '为黄铜：兰开夏玩家准备')).toEqual(['game-names']);
    expect(sample('zh', '为《工业革命：兰开夏》玩家准备')).toEqual([]);
    expect(
      sample('en', 'Light Train, Heavy Train, Money Pipeline, Quality Reward, Polyphase Alternator, Automobile Manufacturer, oilfield'),
    ).toEqual([]);
    expect(sample('zh', '轻轨、重型铁路、管道、研发、维南戈、发电机')).toEqual([
      'light-train',
      'heavy-train',
      'pipeline',
      'polyphase-alternator',
      'actions',
      'place-names',
    ]);
    expect(sample('zh', '轻车、重车、管线、开发、韦南戈、多相交流发电机、前面板块')).toEqual([]);
  });
  it('the printed capitals of industries, Era and Whiskey, and the players as 蓝方/橙方, are kept', () => {
    const sample = (lang: 'en' | 'zh', s: string) => hits(lang, [['sample', s]]).map((h) => h.split(':')[0]);
    expect(sample('en', 'Coal mine I')).toEqual(['resource-industries']);
    expect(sample('en', "Orange's steel works")).toEqual(['resource-industries']);
    expect(sample('en', 'a coke works')).toEqual(['resource-industries']);
    expect(sample('en', 'Iron & steel')).toEqual(['resource-industries']);
    expect(sample('en', 'Kerosene refinery II')).toEqual(['kerosene-refinery']);
    expect(sample('en', 'the Locomotive works')).toEqual(['locomotive-works']);
    expect(sample('en', 'the end of era 1')).toEqual(['era']);
    expect(sample('en', 'Round {{round}}, era {{era}}')).toEqual(['era']);
    expect(sample('en', 'gives 1 whiskey')).toEqual(['whiskey']);
    expect(sample('zh', '蓝色的煤矿')).toEqual(['player-colours']);
    expect(sample('zh', '橙色出价')).toEqual(['player-colours']);
    expect(
      sample(
        'en',
        'Coal Mine I, Coke Works, Iron & Steel, Kerosene Refinery, Locomotive Works, Era 1, Era {{era}}, 1 Whiskey, {{whiskey}} Whiskey, the whiskey-wild lesson, each era',
      ),
    ).toEqual([]);
    expect(sample('zh', '蓝方、橙方、铁（橙色）、实心绿色标出')).toEqual([]);
    expect(sample('zh', '第{{era}}时代第{{round}}轮')).toEqual(['era']);
    // Brass: Lancashire keeps its own words ("coal mine", "iron works") in its own texts.
    expect(hits('en', [['lancashire.reasons.x', 'the closest connected coal mine']])).toEqual([]);
  });
  it('every glossary term has its term and one-line meaning in both languages', () => {
    const missing = glossary.terms.flatMap((g) =>
      (['en', 'zh'] as const).flatMap((lang) => {
        const entry = (lang === 'en' ? en : zh).glossary.terms[g.id as keyof typeof en.glossary.terms] as
          { term?: string; meaning?: string } | undefined;
        return entry?.term && entry.meaning ? [] : [`${lang}:${g.id}`];
      }),
    );
    expect(missing).toEqual([]);
    expect(Object.keys(en.glossary.terms).sort()).toEqual(glossary.terms.map((g) => g.id).sort());
  });
  it('an era number reads 第一时代 / Era 1 when the sentence is built', () => {
    const t = { en: createTestI18n('en').t, zh: createTestI18n('zh').t };
    expect(t.zh('projector.playCaption', { era: 2, round: 3, who: '蓝方' })).toBe('第二时代第3轮 · 轮到蓝方');
    expect(t.zh('lesson.effects.eraEnd', { era: 1 })).toBe('第一时代结束：计分');
    expect(t.en('projector.playCaption', { era: 1, round: 1, who: 'Blue' })).toBe('Round 1, Era 1 · Blue to act');
  });
});
