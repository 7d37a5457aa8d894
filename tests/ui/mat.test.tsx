// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { mat } from '../../src/engine/rulesets/pittsburgh/data';
import type { MatTilePlace } from '../../src/engine/rulesets/pittsburgh/data/types';
import { createTestI18n } from './test-i18n';
import { en, zh } from '../../src/i18n/all-resources';
import type { Language } from '../../src/i18n/language';
import { AppRoutes } from '../../src/ui/App';
import { IncomeTrackView } from '../../src/ui/mat/IncomeTrack';
import { doubtfulEdges, edgeKey, notedCopies, notedPlaces, roman, startingMat } from '../../src/ui/mat/matData';
import { PlayerMatView } from '../../src/ui/mat/PlayerMatView';
import { MatPage } from '../../src/ui/pages/MatPage';

function renderWith(ui: ReactElement, lang: Language = 'en') {
  const location = memoryLocation({ path: '/mat' });
  return render(
    <I18nextProvider i18n={createTestI18n(lang)}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </I18nextProvider>,
  );
}

const tiles = mat.places.filter((p): p is MatTilePlace => p.node === 'tile');

function card(id: string): HTMLElement {
  const el = document.getElementById(`mat-place-${id}`);
  if (!el) throw new Error(`no card for ${id}`);
  return el;
}

/** The note a mark points to (aria-describedby). */
function noteOf(mark: HTMLElement): HTMLElement {
  const id = mark.getAttribute('aria-describedby');
  const el = id ? document.getElementById(id) : null;
  if (!el) throw new Error('mark without a note');
  return el;
}

describe('PlayerMatView', () => {
  it('draws every tile place of mat.json with its level numeral and its VP', () => {
    renderWith(<PlayerMatView />);
    expect(tiles).toHaveLength(22);
    for (const p of tiles) {
      const c = card(p.id);
      expect(within(c).getByText(roman(p.level))).toBeInTheDocument();
      if (p.vp.kind === 'fixed') expect(within(c).getByRole('img', { name: `${p.vp.vp} VP` })).toBeInTheDocument();
      else if (p.vp.kind === 'unknown') expect(within(c).getByRole('img', { name: 'VP unknown' })).toBeInTheDocument();
      else if (p.vp.kind === 'emptyMatPlaces') expect(c).toHaveTextContent('1 VP per empty industry place on your mat');
      else expect(c).toHaveTextContent(`${p.vp.vp} VP per Heavy Train you built`);
    }
  });

  it('draws the five printed paths, bottom place first, and every link place', () => {
    renderWith(<PlayerMatView />);
    const paths = screen.getAllByRole('region');
    expect(paths.map((p) => p.querySelector('.mat-path-name')?.textContent)).toEqual([
      'Kerosene',
      'Coal',
      'Manufacturing',
      'Coke',
      'Iron & Steel',
    ]);
    expect(paths[0]).toHaveAccessibleName('Kerosene path, bottom to top');
    expect(within(paths[0]!).getAllByRole('listitem')[0]).toHaveAttribute('data-place', 'kerosene-2');
    for (const p of mat.places) expect(card(p.id)).toBeInTheDocument();
  });

  it('shows Kerosene II costing $11 + 1 coal and one income level', () => {
    renderWith(<PlayerMatView />);
    const c = card('kerosene-2');
    const cost = within(c).getByText('Cost').nextElementSibling as HTMLElement;
    expect(cost).toHaveTextContent('$11');
    expect(within(cost).getByRole('img', { name: '1 coal' })).toBeInTheDocument();
    expect(cost).toHaveTextContent('−1 income level');
    expect(c).toHaveTextContent('Flips after a sale');
    expect(c).toHaveTextContent('+5 income');
    expect(within(c).getByRole('img', { name: '2 link icons' })).toBeInTheDocument();
    expect(within(c).getByRole('img', { name: '1 oil to sell' })).toBeInTheDocument();
  });

  it('says what a link place pays per barrel and marks an inferred one', () => {
    renderWith(<PlayerMatView />);
    const c = card('link-coke-pipeline-cash10');
    expect(c).toHaveTextContent('Pipeline');
    expect(c).toHaveTextContent('$10 per barrel');
    expect(within(c).getByText('inferred')).toBeInTheDocument();
    expect(within(card('link-coal-heavy-coke')).getByRole('img', { name: '2 coke' })).toBeInTheDocument();
    expect(within(card('link-coal-heavy-coke')).getByText('assumed')).toBeInTheDocument();
  });

  it('marks the conflicts on Manufacturer V and the skyscrapers; the note names both values', () => {
    renderWith(<MatPage />);
    const m5 = noteOf(within(card('manufacturer-5')).getByRole('link', { name: /conflict/i }));
    expect(m5).toHaveTextContent('12 VP');
    expect(m5).toHaveTextContent('11 VP');
    for (const id of ['skyscraper-lower', 'skyscraper-upper']) {
      const note = noteOf(within(card(id)).getByRole('link', { name: /conflict/i }));
      expect(note).toHaveTextContent('level III, 10 VP, 2 link icons');
      expect(note).toHaveTextContent('level V, 20 VP, 3 link icons');
    }
    expect(within(card('manufacturer-1')).queryByRole('link', { name: /conflict/i })).toBeNull();
  });

  it('with a mat where Coal mine I is empty, rings Coal mine II as reachable and greys Coal mine I', () => {
    const left = { ...startingMat(), 'coal-mine-1': 0 };
    renderWith(<PlayerMatView mat={left} />);
    expect(card('coal-mine-2')).toHaveClass('is-reachable');
    expect(within(card('coal-mine-2')).getByText('can take')).toBeInTheDocument();
    expect(card('coal-mine-1')).toHaveClass('is-empty');
    expect(card('coal-mine-3')).not.toHaveClass('is-reachable');
    expect(within(card('coal-mine-2')).getByRole('img', { name: '2 of 2 left' })).toBeInTheDocument();
  });

  it('at the start rings exactly the bottom tile of each path', () => {
    renderWith(<PlayerMatView mat={startingMat()} />);
    const ringed = [...document.querySelectorAll('.is-reachable')].map((e) => e.getAttribute('data-place'));
    expect(ringed.sort()).toEqual(['coal-mine-1', 'coke-works-1', 'kerosene-2', 'manufacturer-1', 'steel-works-1']);
  });

  it('without a mat, rings nothing', () => {
    renderWith(<PlayerMatView />);
    expect(document.querySelectorAll('.is-reachable')).toHaveLength(0);
  });

  it('renders in Chinese', () => {
    renderWith(<PlayerMatView />, 'zh');
    expect(within(card('kerosene-2')).getByText('煤油厂')).toBeInTheDocument();
    expect(within(card('skyscraper-upper')).getByRole('link', { name: /有冲突/ })).toBeInTheDocument();
  });
});

describe('uncertainty notes', () => {
  type Tree = { [k: string]: string | Tree };
  const get = (tree: unknown, path: string[]): unknown => path.reduce<unknown>((t, k) => (t as Tree | undefined)?.[k], tree);
  const keys = [
    ...notedPlaces.map((p) => ['places', p.id]),
    ...notedCopies.map((p) => ['copies', p.id]),
    ...doubtfulEdges.map((e) => ['edges', edgeKey(e)]),
  ];

  it('every inferred, assumed or conflicting value of mat.json has its own note in both languages', () => {
    expect(keys.length).toBeGreaterThan(15);
    for (const k of keys) {
      const e = get(en, ['mat', 'notes', ...k]);
      const z = get(zh, ['mat', 'notes', ...k]);
      expect(typeof e, k.join('.')).toBe('string');
      expect(typeof z, k.join('.')).toBe('string');
      expect(z).not.toBe(e);
    }
  });

  it('lists the doubtful arrows under the mat, numbered', () => {
    renderWith(<MatPage />);
    const list = screen.getByRole('heading', { name: 'Arrows not certain' }).nextElementSibling as HTMLElement;
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(doubtfulEdges.length);
    expect(items[0]).toHaveTextContent('Manufacturing III → IV');
  });

  it('shows Chinese readers Chinese notes, not the English data notes', () => {
    renderWith(<MatPage />, 'zh');
    const note = noteOf(within(card('manufacturer-5')).getByRole('link', { name: /有冲突/ }));
    expect(note).toHaveTextContent('12分');
    expect(note).toHaveTextContent('11分');
    expect(document.body.textContent).not.toContain('The mat shows 12 VP');
  });

  it('shows the starting supply with the status of each type: whiskey and pipelines inferred, Double Link assumed', () => {
    renderWith(<MatPage />);
    const supply = screen.getByRole('region', { name: /Your starting personal supply/ });
    expect(supply).toHaveTextContent('Light Trains');
    expect(supply).toHaveTextContent('× 9');
    expect(supply).toHaveTextContent('+1 Whiskey when built');
    expect(supply).toHaveTextContent('double link points');
    expect(supply).toHaveTextContent('+1 income per barrel');
    expect(supply).not.toHaveTextContent(/rail plain/i);
    const mark = (type: string) =>
      within(supply.querySelector(`[data-supply-type="${type}"]`) as HTMLElement).getByText(/inferred|assumed/);
    expect(mark('whiskey')).toHaveTextContent('inferred');
    expect(mark('doubleLink')).toHaveTextContent('assumed');
    expect(mark('income')).toHaveTextContent('inferred');
    expect(mark('reserve')).toHaveTextContent('inferred');
    expect(supply).toHaveTextContent('assumed Double Link Heavy Train:');
    expect(supply).toHaveTextContent('inferred Reserve Pipeline:');
  });
});

describe('IncomeTrackView', () => {
  it('draws spaces 0–99 grouped into levels −10…30, space 10 marked as the start', () => {
    renderWith(<IncomeTrackView />);
    const spaces = document.querySelectorAll('[data-space]');
    expect(spaces).toHaveLength(100);
    expect(screen.getByText('Level −10')).toBeInTheDocument();
    expect(screen.getByText('Level 30')).toBeInTheDocument();
    expect(document.querySelector('[data-space="10"]')).toHaveClass('is-start');
    expect(screen.getByText('start: space 10 = level 0', { exact: false })).toBeInTheDocument();
  });

  it('with from=20 to=14 labels level 5 and level 2 and marks space 14', () => {
    renderWith(<IncomeTrackView from={20} to={14} />);
    expect(screen.getByText('before: space 20, level 5', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('after: space 14, level 2', { exact: false })).toBeInTheDocument();
    expect(document.querySelector('[data-space="14"]')).toHaveClass('is-to');
    expect(document.querySelector('[data-space="20"]')).toHaveClass('is-from');
    expect(document.querySelector('[data-space="17"]')).not.toHaveClass('is-to');
  });

  it('groups the last level of the track as 3 spaces (97–99)', () => {
    renderWith(<IncomeTrackView />);
    const group = screen.getByText('Level 30').closest('li') as HTMLElement;
    expect([...group.querySelectorAll('[data-space]')].map((e) => e.getAttribute('data-space'))).toEqual(['97', '98', '99']);
  });
});

describe('the Player mat page', () => {
  it('loads at /mat with the mat, the ringed-tiles rule and the loan example, in both languages', async () => {
    for (const [lang, heading, kinds, example] of [
      ['en', 'Player mat & industries', 'Kerosene Refinery', 'not space 17'],
      ['zh', '玩家板与产业', '煤油厂', '不是第17格'],
    ] as const) {
      const location = memoryLocation({ path: '/mat' });
      const view = render(
        <I18nextProvider i18n={createTestI18n(lang)}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <AppRoutes />
          </Router>
        </I18nextProvider>,
      );
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
      expect(screen.getAllByText(kinds).length).toBeGreaterThan(0);
      expect(document.body).toHaveTextContent(example);
      expect(document.querySelectorAll('.is-reachable')).toHaveLength(5);
      view.unmount();
    }
  });
});
