// @vitest-environment jsdom
/**
 * The Lancashire–Pittsburgh comparison: the data (content/compare.json) has, for every row, both
 * texts in both languages and a source for each game; the page shows one row per topic with them.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en, zh } from '../../src/i18n/all-resources';
import { compareRows } from '../../src/ui/pages/compareRows';
import { renderAt } from './render-app';

const WAIT = { timeout: 30_000 };
const TOPICS = [
  'periods',
  'actions',
  'building',
  'coal',
  'iron',
  'links',
  'linkCosts',
  'selling',
  'loans',
  'buildingOver',
  'develop',
  'incomeOrder',
  'periodEnd',
  'gameEnd',
];

describe('comparison data', () => {
  it('has every topic the page promises, each once', () => {
    expect(compareRows.map((r) => r.id)).toEqual(TOPICS);
  });

  it.each([
    ['en', en],
    ['zh', zh],
  ] as const)('every row has a topic and both games’ texts in %s', (_lang, bundle) => {
    for (const row of compareRows) {
      const texts = (bundle.compare.rows as Record<string, Record<string, string> | undefined>)[row.id];
      for (const part of ['topic', 'lancashire', 'pittsburgh']) expect(texts?.[part]?.trim(), `${row.id}.${part}`).toBeTruthy();
    }
    expect(Object.keys(bundle.compare.rows).sort()).toEqual([...TOPICS].sort());
  });

  it('every row names its sources: a known Lancashire rule section (or the data) with a status, and a Pittsburgh page', () => {
    const sections = Object.keys(en.lancashire.sections);
    for (const row of compareRows) {
      expect(row.lancashire.source === 'data' || sections.includes(row.lancashire.source), row.id).toBe(true);
      expect(['read', 'inferred', 'assumed']).toContain(row.lancashire.status);
      expect(Number.isInteger(row.pittsburgh.page) && row.pittsburgh.page >= 4 && row.pittsburgh.page <= 12, row.id).toBe(true);
    }
  });

  it('Lancashire: only a first build with an industry card goes anywhere, on a matching space (the seed’s rule)', () => {
    expect(en.compare.rows.building.lancashire).toMatch(
      /first build made with an industry card may go anywhere, and then on a space that matches/,
    );
    expect(en.compare.rows.building.lancashire).not.toMatch(/Your first build may be anywhere/);
    expect(zh.compare.rows.building.lancashire).toContain('产业牌进行的第一次建造');
  });

  it('no row cites a Lancashire rule section for what the rule text does not say (actions per turn come from the data sets)', () => {
    expect(compareRows.find((r) => r.id === 'actions')?.lancashire.source).toBe('data');
    // the £3 canal and £5 rail are the data sets' values: the row says so
    expect(compareRows.find((r) => r.id === 'linkCosts')?.lancashire.data).toBe(true);
  });

  it('uses £ for Lancashire and $ for Pittsburgh, never the other way round', () => {
    for (const bundle of [en, zh]) {
      for (const row of Object.values(bundle.compare.rows)) {
        expect(row.lancashire).not.toContain('$');
        expect(row.pittsburgh).not.toContain('£');
      }
    }
  });
});

describe('comparison page', () => {
  it.each(['en', 'zh'] as const)('shows one row per topic with both texts, the sources and the assumed marks (%s)', async (lang) => {
    const bundle = lang === 'en' ? en : zh;
    renderAt('/compare', lang);
    expect(await screen.findByRole('heading', { level: 1, name: bundle.compare.heading }, WAIT)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: bundle.compare.caption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(TOPICS.length);
    for (const [i, row] of compareRows.entries()) {
      const tr = rows[i] as HTMLElement;
      expect(within(tr).getByRole('rowheader')).toHaveTextContent(bundle.compare.rows[row.id as keyof typeof bundle.compare.rows].topic);
      const lancashire = tr.querySelector('[data-game="lancashire"]') as HTMLElement;
      const pittsburgh = tr.querySelector('[data-game="pittsburgh"]') as HTMLElement;
      expect(lancashire).toHaveTextContent(bundle.compare.rows[row.id as keyof typeof bundle.compare.rows].lancashire);
      expect(pittsburgh).toHaveTextContent(bundle.compare.rows[row.id as keyof typeof bundle.compare.rows].pittsburgh);
      expect(pittsburgh.querySelector('.compare-source')).toHaveTextContent(String(row.pittsburgh.page));
      // The assumed mark shows exactly where the data says the Lancashire value is assumed.
      expect(lancashire.querySelector('.status-assumed') !== null, row.id).toBe(row.lancashire.status === 'assumed');
    }
    // the sources disagree or are silent, and the page says so where it happens
    const links = rows[TOPICS.indexOf('linkCosts')] as HTMLElement;
    expect(links.querySelector('[data-game="lancashire"] .compare-data')).toHaveTextContent(bundle.compare.rows.linkCosts.data);
    const coalConflict = (rows[TOPICS.indexOf('coal')] as HTMLElement).querySelector('[data-game="pittsburgh"] .compare-conflict');
    expect(coalConflict).toHaveTextContent(bundle.compare.rows.coal.conflict);
    expect(coalConflict?.querySelector('.conflict-mark')).not.toBeNull();
    const actions = rows[TOPICS.indexOf('actions')] as HTMLElement;
    expect(actions.querySelector('[data-game="lancashire"] .compare-source')).toHaveTextContent(bundle.compare.dataSource);
    const coal = rows[TOPICS.indexOf('coal')] as HTMLElement;
    expect(coal.querySelector('[data-game="lancashire"] .compare-source')).toHaveTextContent(bundle.lancashire.sections['moving-coal']);
  });
});
