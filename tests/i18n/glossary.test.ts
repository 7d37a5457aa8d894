/**
 * One term per concept: every text resource of both languages, and the place names the board data
 * shows, must be free of the variants the glossary (content/glossary.json) tells us to avoid.
 */
import { describe, expect, it } from 'vitest';
import { en, zh } from '../../src/i18n/all-resources';
import { board2, board34 } from '../../src/engine/data';
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

const texts = {
  en: [...leaves(en as Tree), ...placeNames('en')],
  zh: [...leaves(zh as Tree), ...placeNames('zh')],
};

const avoided = (lang: 'en' | 'zh') =>
  glossary.terms.flatMap((g) => g.avoid[lang].map((source) => ({ term: g.id, re: new RegExp(source, lang === 'en' ? 'iu' : 'u') })));

/** Hits of the avoided variants of one language in some texts, as "term: key: text". */
function hits(lang: 'en' | 'zh', list: [string, string][]): string[] {
  return avoided(lang).flatMap(({ term, re }) =>
    list.filter(([, v]) => re.test(v)).map(([k, v]) => `${term}: ${k}: ${v.slice(0, 90)}`),
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
    expect(sample('en', 'his cash pipeline, a quality bonus, the generator')).toEqual(['pipeline-types', 'quality-reward', 'polyphase-alternator']);
    expect(sample('en', 'a manufacturer')).toEqual(['manufacturing']);
    expect(sample('en', 'Light Train, Heavy Train, Money Pipeline, Quality Reward, Polyphase Alternator, Automobile Manufacturer, oilfield')).toEqual([]);
    expect(sample('zh', '轻轨、重型铁路、管道、研发、维南戈、发电机')).toEqual(['light-train', 'heavy-train', 'pipeline', 'polyphase-alternator', 'actions', 'place-names']);
    expect(sample('zh', '轻车、重车、管线、开发、韦南戈、多相交流发电机、前面板块')).toEqual([]);
  });
  it('every glossary term has its term and one-line meaning in both languages', () => {
    const missing = glossary.terms.flatMap((g) =>
      (['en', 'zh'] as const).flatMap((lang) => {
        const entry = (lang === 'en' ? en : zh).glossary.terms[g.id as keyof typeof en.glossary.terms] as { term?: string; meaning?: string } | undefined;
        return entry?.term && entry.meaning ? [] : [`${lang}:${g.id}`];
      }),
    );
    expect(missing).toEqual([]);
    expect(Object.keys(en.glossary.terms).sort()).toEqual(glossary.terms.map((g) => g.id).sort());
  });
});
