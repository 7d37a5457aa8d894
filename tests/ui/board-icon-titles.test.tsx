// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import samplePosition from '../../content/boards/sample-position.json';
import { board34 } from '../../src/engine/rulesets/pittsburgh/data';
import { validate } from '../../src/engine/rulesets/pittsburgh';
import type { Language } from '../../src/i18n/language';
import { BoardMap } from '../../src/ui/board';
import { createTestI18n } from './test-i18n';

const sample = (() => {
  const r = validate(samplePosition);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.state;
})();

/** The <title> texts of the groups directly under `root` matching `selector` (one title per icon group, not per path). */
const titles = (root: Element | null, selector = 'g') =>
  [...(root?.querySelectorAll(`${selector} > title`) ?? [])].map((t) => t.textContent);

const NAMES = {
  en: {
    ironSteel: 'Iron & Steel',
    kerosene: 'Kerosene',
    manufacturing: 'Manufacturing',
    coalCube: 'Cube: coal',
    ironCube: 'Cube: iron',
    barrel: 'Barrel: oil',
    whiskey: 'Whiskey',
    light: 'Light Train',
    heavy: 'Heavy Train',
    blue: 'Blue',
    orange: 'Orange',
  },
  zh: {
    ironSteel: '铁与钢',
    kerosene: '煤油',
    manufacturing: '制造业',
    coalCube: '方块：煤',
    ironCube: '方块：铁',
    barrel: '桶：石油',
    whiskey: '威士忌',
    light: '轻车',
    heavy: '重车',
    blue: '蓝方',
    orange: '橙方',
  },
} as const;

describe('icons drawn on the board carry a <title> in the reader language', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`names industry icons, cubes, barrels, Whiskey, merchants, links and owner marks (${lang})`, () => {
      const n = NAMES[lang];
      const { container } = render(
        <I18nextProvider i18n={createTestI18n(lang as Language)}>
          <BoardMap board={board34} state={sample} />
        </I18nextProvider>,
      );
      const svg = container.querySelector('svg.board-map')!;
      // printed industry spaces of a city: Pittsburgh prints Iron & Steel among its icons
      expect(titles(svg.querySelector('[data-location="pittsburgh"]'))).toContain(n.ironSteel);
      // a tile with cubes names its cubes; a tile without names its industry; both name their owner
      const mine = svg.querySelector('[data-industry="pittsburgh-1"]');
      expect(titles(mine)).toEqual(expect.arrayContaining([n.blue, n.coalCube]));
      expect(titles(svg.querySelector('[data-industry="cleveland-3"]'))).toEqual(expect.arrayContaining([n.blue, n.ironCube]));
      expect(titles(svg.querySelector('[data-industry="pittsburgh-3"]'))).toEqual([n.blue, n.manufacturing]);
      expect(titles(svg.querySelector('[data-industry="toledo-1"]'))).toContain(n.orange);
      // links: the kind on the whole link, the owner on its disc
      const light = svg.querySelector('[data-link="cleveland~pittsburgh"]')!;
      expect(light.querySelector(':scope > title')?.textContent).toBe(n.light);
      expect(titles(light, '.bm-owner-mark')).toEqual([n.blue]);
      expect(svg.querySelector('[data-link="harrisburg~pittsburgh"] > title')?.textContent).toBe(n.heavy);
      // merchant tile: the icons it buys
      expect(titles(svg.querySelector('[data-merchant-tile="merchant-kerosene-manufacturing-15"]'))).toEqual([n.kerosene, n.manufacturing]);
      // markets, barrels printed on pipeline routes, Whiskey line bonuses
      expect(titles(svg.querySelector('.bm-markets'))).toEqual(expect.arrayContaining([n.coalCube, n.ironCube]));
      expect(titles(svg.querySelector('.bm-barrels'))).toContain(n.barrel);
      expect(titles(svg.querySelector('.bm-bonuses'))).toContain(n.whiskey);
      // one title per icon group: no path or shape carries its own
      expect(svg.querySelectorAll('path > title, circle > title, rect > title')).toHaveLength(0);
    });
  }
});
