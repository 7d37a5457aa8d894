// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import samplePosition from '../../content/boards/sample-position.json';
import { board2, board34 } from '../../src/engine/rulesets/pittsburgh/data';
import { validate } from '../../src/engine/rulesets/pittsburgh';
import type { Board } from '../../src/engine/rulesets/pittsburgh/data/types';
import { createTestI18n } from './test-i18n';
import type { Language } from '../../src/i18n/language';
import { BoardAsText, BoardMap, boardLayout, type BoardPieces } from '../../src/ui/board';
import { BoardsSection } from '../../src/ui/board/BoardsSection';

function renderWith(ui: React.ReactElement, lang: Language = 'en') {
  return render(<I18nextProvider i18n={createTestI18n(lang)}>{ui}</I18nextProvider>);
}

const sample = (() => {
  const r = validate(samplePosition);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.state;
})();

/** The text of every drawn place label (one <text> per location, lines as tspans). */
function placeLabel(svg: Element, id: string): string {
  const g = svg.querySelector(`[data-location="${id}"]`);
  return [...(g?.querySelectorAll('text tspan') ?? [])].map((t) => t.textContent).join(' ');
}

describe('BoardMap', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`draws one label per location of the 3–4 player board in ${lang}`, () => {
      const { container } = renderWith(<BoardMap board={board34} />, lang);
      const svg = container.querySelector('svg.board-map')!;
      expect(svg.querySelectorAll('[data-location]')).toHaveLength(board34.locations.length);
      for (const loc of board34.locations) {
        const name = loc.names[lang];
        // long names break over two lines; the words are all there
        expect(placeLabel(svg, loc.id).replace(/\s/g, '')).toBe(name.replace(/\s/g, ''));
      }
    });
  }

  it('is an image named and described in the reader language', () => {
    renderWith(<BoardMap board={board34} />, 'zh');
    const img = screen.getByRole('img', { name: /3–4 人版图：示意地图/ });
    expect(img).toHaveAccessibleDescription(/18 座城市、5 个商人地点、36 条铁路线/);
  });

  it('marks the assumed locations (New York, The Atlantic) and only them', () => {
    const { container } = renderWith(<BoardMap board={board34} />);
    const tagged = [...container.querySelectorAll('[data-location]')]
      .filter((g) => g.querySelector('.bm-tag'))
      .map((g) => g.getAttribute('data-location'));
    expect(tagged.sort()).toEqual(
      board34.locations
        .filter((l) => l.provenance.status === 'assumed')
        .map((l) => l.id)
        .sort(),
    );
    expect(tagged).toEqual(expect.arrayContaining(['new-york', 'the-atlantic']));
    const ny = container.querySelector('[data-location="new-york"] .bm-tag');
    expect(ny).toHaveTextContent('ASSUMED');
  });

  it('marks the whole 2-player board as an assumed teaching board', () => {
    renderWith(<BoardMap board={board2} />);
    expect(screen.getByRole('img')).toHaveAccessibleDescription(/^Assumed teaching board: /);
    expect(document.querySelector('.bm-tag')).toHaveTextContent('ASSUMED TEACHING BOARD');
  });

  it("draws a state's industry with its owner letter, in each language", () => {
    const { container, unmount } = renderWith(<BoardMap board={board34} state={sample} />);
    const tile = container.querySelector('[data-industry="pittsburgh-1"]')!;
    expect(tile.getAttribute('data-owner')).toBe('blue');
    expect(tile).toHaveTextContent('B');
    expect(container.querySelector('[data-industry="toledo-1"]')).toHaveTextContent('O');
    unmount();
    const zh = renderWith(<BoardMap board={board34} state={sample} />, 'zh');
    expect(zh.container.querySelector('[data-industry="pittsburgh-1"]')).toHaveTextContent('蓝');
  });

  it('draws light rails, heavy rails and pipelines of a state on their routes, each with its owner letter', () => {
    const { container } = renderWith(<BoardMap board={board34} state={sample} />);
    const links = [...container.querySelectorAll('[data-link]')];
    expect(links.map((l) => [l.getAttribute('data-link'), l.getAttribute('data-kind')])).toEqual(
      sample.links.map((l) => [l.route, l.kind]),
    );
    expect(container.querySelector('[data-link="venango>erie"]')).toHaveTextContent('O');
    // each kind has its own line style (widths and dashes differ)
    const style = (kind: string) =>
      [...container.querySelector(`[data-kind="${kind}"]`)!.querySelectorAll('path')]
        .map((p) => `${p.getAttribute('stroke-width')}/${p.getAttribute('stroke-dasharray') ?? ''}`)
        .join(' ');
    expect(new Set([style('lightRail'), style('heavyRail'), style('pipeline')]).size).toBe(3);
  });

  it('rings what a lesson highlights', () => {
    const { container } = renderWith(<BoardMap board={board34} highlight={['pittsburgh', 'cleveland-3', 'columbus~pittsburgh']} />);
    expect(container.querySelectorAll('.bm-focus')).toHaveLength(2);
    expect(container.querySelector('.bm-focus-lines')!.children).toHaveLength(1);
  });

  it('gives two maps on one page their own pattern ids', () => {
    const { container } = renderWith(
      <>
        <BoardMap board={board34} state={sample} />
        <BoardMap board={board34} state={sample} />
      </>,
    );
    const ids = [...container.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('board layout', () => {
  const overlap = (a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }) =>
    a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  for (const board of [board34, board2] as Board[]) {
    it(`keeps plates and markets of the ${board.id} board apart and inside the map`, () => {
      const l = boardLayout(board);
      const boxes = [
        ...[...l.plates.values()].map((p) => ({ id: p.id, box: p.plate })),
        ...[...l.markets.values()].map((m) => ({ id: m.id, box: m.box })),
      ];
      const clashes: string[] = [];
      for (let i = 0; i < boxes.length; i++) {
        const a = boxes[i]!;
        expect(a.box.x >= 0 && a.box.y >= 0 && a.box.x + a.box.w <= 1000 && a.box.y + a.box.h <= 700, a.id).toBe(true);
        for (let j = i + 1; j < boxes.length; j++) {
          const b = boxes[j]!;
          // a market may touch its own location's plate
          const own = board.markets.some((m) => (m.id === a.id && m.locationId === b.id) || (m.id === b.id && m.locationId === a.id));
          if (!own && overlap(a.box, b.box)) clashes.push(`${a.id} × ${b.id}`);
        }
      }
      expect(clashes).toEqual([]);
    });
  }
});

describe('the boards on the Components page', () => {
  it('switches to the 2-player side: The West appears, Chicago goes', async () => {
    renderWith(<BoardsSection />);
    const map = () => screen.getAllByRole('img')[0]!;
    expect(map().querySelector('[data-location="chicago-whiting"]')).not.toBeNull();
    expect(map().querySelector('[data-location="the-west"]')).toBeNull();
    await act(() => userEvent.click(screen.getByRole('radio', { name: '2 players (assumed teaching board)' })));
    expect(map().querySelector('[data-location="the-west"]')).not.toBeNull();
    expect(map().querySelector('[data-location="chicago-whiting"]')).toBeNull();
    expect(
      screen.getByText(
        /The printed 2-player side is public only in part: the era-scoring example on p.11 shows a corner of it, and a public online test version/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/2-player side is not public/)).toBeNull();
  });

  it('shows the example position, labelled as such', () => {
    renderWith(<BoardsSection />);
    expect(screen.getByRole('heading', { name: 'An example position' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Example position: schematic map' })).toBeInTheDocument();
  });
});

describe('the board as a list', () => {
  it('lists every rail line with its bonus, in the reader language', () => {
    renderWith(<BoardAsText board={board34} />, 'zh');
    const list = screen.getByRole('heading', { name: '铁路线' }).nextElementSibling as HTMLElement;
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(board34.lines.length);
    const name = (id: string) => board34.locations.find((l) => l.id === id)!.names.zh;
    board34.lines.forEach((line, i) => {
      expect(items[i]).toHaveTextContent(`${name(line.a)} – ${name(line.b)}`);
    });
    expect(items.find((li) => li.textContent?.startsWith('哥伦布 – 匹兹堡'))).toHaveTextContent('威士忌 ×1');
  });

  it('marks assumed facts in the list with the status mark', () => {
    renderWith(<BoardAsText board={board34} />);
    const ny = screen.getAllByRole('listitem').find((li) => li.textContent?.startsWith('New York'));
    expect(within(ny!).getByText('assumed')).toHaveClass('status-assumed');
  });
});

export type { BoardPieces };
