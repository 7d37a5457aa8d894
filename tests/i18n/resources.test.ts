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

describe('i18n resources', () => {
  it('no two resource files of a language define the same top-level key', () => {
    for (const list of Object.values(files)) {
      const keys = list.flatMap((f) => Object.keys(f));
      expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    }
  });
  it('has every English key in Chinese', () => {
    expect([...EN.keys()].filter((k) => !ZH.has(k))).toEqual([]);
  });
  it('has every Chinese key in English', () => {
    expect([...ZH.keys()].filter((k) => !EN.has(k))).toEqual([]);
  });
  it('has no empty or non-string value in either language', () => {
    for (const [lang, map] of [['en', EN], ['zh', ZH]] as const) {
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
      ...lessons.flatMap((l) => [`lessons.items.${l.id}.title`, `lessons.items.${l.id}.summary`]),
      ...choices.map((c) => `choices.items.${c.id}`),
      ...components.map((c) => `components.items.${c.id}`),
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
    const { reasonCodes } = await import('../../src/engine/reasons');
    const codes = [...reasonCodes].sort();
    expect(Object.keys((en as { reasons: Record<string, string> }).reasons).sort()).toEqual(codes);
    expect(Object.keys((zh as { reasons: Record<string, string> }).reasons).sort()).toEqual(codes);
  });
  it('every refusal code points to one of the 35 FAQ entries', async () => {
    const { reasonCodes, reasonInfo } = await import('../../src/engine/reasons');
    const ids = new Set(faq.map((f) => f.id));
    expect(reasonCodes.filter((c) => !ids.has(reasonInfo(c).faq))).toEqual([]);
  });
});

describe('Chinese typography', () => {
  it('uses full-width punctuation next to Chinese text (，：；？！（）), not ASCII', () => {
    const cjk = '[\\u3400-\\u9fff]';
    const ascii = new RegExp(`${cjk}[,:;?!()]|[,:;(]${cjk}`);
    expect([...ZH].filter(([, v]) => ascii.test(String(v))).map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });
});

describe('what the learner reads speaks of the game only', () => {
  it('no text names our files or the documents the project was made from', () => {
    const internal = /docs\/|src\/|\.md\b|\bseed's\b|种子/;
    const hits = [...EN, ...ZH].filter(([, v]) => internal.test(String(v))).map(([k, v]) => `${k}: ${String(v).slice(0, 80)}`);
    expect(hits).toEqual([]);
  });
});
