import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, files, zh } from '../../src/i18n/all-resources';
import { faq, lessons, choices, components } from '../../src/ui/content';

type Tree = { [key: string]: string | Tree };

/** Every leaf key path of a resource tree, with its value. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === 'object') for (const [p, val] of leaves(v, path)) out.set(p, val);
    else out.set(path, v);
  }
  return out;
}

const EN = leaves(en as Tree);
const ZH = leaves(zh as Tree);

const LOCALES = join(__dirname, '../../src/i18n/locales');
/** The locale files on disk of a language, by name without `.json`. */
const onDisk = (lang: string) =>
  readdirSync(join(LOCALES, lang))
    .filter((n) => n.endsWith('.json'))
    .map((n) => n.slice(0, -'.json'.length))
    .sort();

describe('i18n resources', () => {
  it('the checked list names every locale file of both languages, and nothing else', () => {
    expect(onDisk('en').length).toBeGreaterThan(20);
    expect(Object.keys(files.en).sort()).toEqual(onDisk('en'));
    expect(Object.keys(files.zh).sort()).toEqual(onDisk('zh'));
  });
  it('no two resource files of a language define the same top-level key', () => {
    for (const lang of Object.values(files)) {
      const keys = Object.values(lang).flatMap((f) => Object.keys(f));
      expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    }
  });
  it('each language has the same files, and each file the same top-level keys in both', () => {
    for (const [name, file] of Object.entries(files.en))
      expect([name, Object.keys(file).sort()]).toEqual([name, Object.keys(files.zh[name as keyof typeof files.zh]).sort()]);
  });
  it('has every English key in Chinese', () => {
    expect([...EN.keys()].filter((k) => !ZH.has(k))).toEqual([]);
  });
  it('has every Chinese key in English', () => {
    expect([...ZH.keys()].filter((k) => !EN.has(k))).toEqual([]);
  });
  it('has no empty or non-string value in either language', () => {
    for (const [lang, map] of [
      ['en', EN],
      ['zh', ZH],
    ] as const) {
      const bad = [...map].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => `${lang}:${k}`);
      expect(bad).toEqual([]);
    }
  });
  it('uses the same interpolation variables in both languages', () => {
    const vars = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const mismatched = [...EN].filter(([k, v]) => JSON.stringify(vars(v)) !== JSON.stringify(vars(ZH.get(k)))).map(([k]) => k);
    expect(mismatched).toEqual([]);
  });
  it('translates every FAQ question, lesson, choice and component the content lists', () => {
    const needed = [
      ...faq.map((f) => `faq.q.${f.id}`),
      ...lessons.flatMap((l) => [`lessons.items.${l.id}.title`, `summaries.lessons.${l.id}`]),
      ...choices.map((c) => `choices.items.${c.id}`),
      ...components.map((c) => `pages.components.items.${c.id}`),
    ];
    expect(needed.filter((k) => !EN.has(k) || !ZH.has(k))).toEqual([]);
  });
  it('lists the 35 FAQ topics of the rulebook', () => {
    expect(faq).toHaveLength(35);
    expect(new Set(faq.map((f) => f.id)).size).toBe(35);
  });
});

describe('refusal reasons', () => {
  it('every engine refusal code is translated in both languages, and no translation is stale', async () => {
    const { reasonCodes } = await import('../../src/engine/rulesets/pittsburgh/reasons');
    const codes = [...reasonCodes].sort();
    expect(Object.keys((en as { reasons: Record<string, string> }).reasons).sort()).toEqual(codes);
    expect(Object.keys((zh as { reasons: Record<string, string> }).reasons).sort()).toEqual(codes);
  });
  it('every refusal code points to one of the 35 FAQ entries', async () => {
    const { reasonCodes, reasonInfo } = await import('../../src/engine/rulesets/pittsburgh/reasons');
    const ids = new Set(faq.map((f) => f.id));
    expect(reasonCodes.filter((c) => !ids.has(reasonInfo(c).faq))).toEqual([]);
  });
});

describe('Chinese typography', () => {
  it('a Chinese plural pair says the same thing: Chinese has no singular form, i18next always reads `_other`', () => {
    // a sentence that must differ by a number (one winner or a shared win) needs keys of its own
    const one = (v: unknown) => String(v).replaceAll('{{count}}', '1');
    const differ = [...ZH]
      .filter(([k]) => k.endsWith('_one'))
      .filter(([k, v]) => one(v) !== one(ZH.get(`${k.slice(0, -4)}_other`)))
      .map(([k]) => k);
    expect(differ).toEqual([]);
  });
  it('uses full-width punctuation next to Chinese text (，：；？！（）), not ASCII', () => {
    const cjk = '[\\u3400-\\u9fff]';
    const ascii = new RegExp(`${cjk}[,:;?!()]|[,:;(]${cjk}`);
    expect([...ZH].filter(([, v]) => ascii.test(String(v))).map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });
});

/** Every string value of the content data files (lessons, choices, FAQ, components, scenarios, boards, glossary). */
const contentTexts: [string, string][] = Object.entries(
  import.meta.glob<unknown>('../../content/**/*.json', { eager: true, import: 'default' }),
).flatMap(([file, data]) => {
  const out: [string, string][] = [];
  const walk = (v: unknown, path: string): void => {
    if (typeof v === 'string') out.push([path, v]);
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`));
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
  };
  walk(data, file);
  return out;
});

describe('what the learner reads speaks of the game only', () => {
  // Our files and docs, the tutorials the project was made from, and promises of parts not built.
  const internal =
    /docs\/|src\/|\.md\b|\bseed\b|\bseed's\b|种子|coming soon|being (built|written)|will follow|即将推出|正在(制作|编写)|随后提供|published description|来源教程|已发布的/i;
  const hitsIn = (list: Iterable<[string, unknown]>) =>
    [...list].filter(([, v]) => internal.test(String(v).replace(/\{\{\w+\}\}/g, ''))).map(([k, v]) => `${k}: ${String(v).slice(0, 80)}`);
  it('no text resource of either language names our files, the seed tutorials, or a feature that does not exist', () => {
    expect(hitsIn([...EN, ...ZH])).toEqual([]);
  });
  it('no string of the content data does either', () => {
    expect(contentTexts.length).toBeGreaterThan(100);
    expect(hitsIn(contentTexts)).toEqual([]);
  });
  it('the check itself catches each kind of slip', () => {
    for (const s of [
      'see docs/rules.md',
      'as in the seed',
      'Coming soon',
      'The full answer is being written.',
      '即将推出',
      '种子教程',
      'the published description of this lesson says 0',
      '来源教程把它定为0',
    ]) {
      expect(hitsIn([['sample', s]])).toHaveLength(1);
    }
  });
});
