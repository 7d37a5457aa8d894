// @vitest-environment jsdom
/**
 * The drawn Lancashire board: every town with its spaces, every external location and route, the
 * virtual link and the side panels; a position's pieces; pick targets with accessible names; the
 * marks of what our sources do not settle. And a course lesson on screen: pick → preview → confirm.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { board } from '../../src/engine/rulesets/lancashire/data';
import { en, zh } from '../../src/i18n/all-resources';
import { courseLesson, lancashireStart } from '../../src/tutorial/course';
import { LancashireBoard } from '../../src/ui/lancashire/LancashireBoard';
import { renderAt } from './render-app';
import { createTestI18n } from './test-i18n';

const WAIT = { timeout: 30_000 };

function draw(lang: 'en' | 'zh', props: Parameters<typeof LancashireBoard>[0] = {}) {
  return render(
    <I18nextProvider i18n={createTestI18n(lang)}>
      <LancashireBoard {...props} />
    </I18nextProvider>,
  );
}

describe('the drawn Lancashire board', () => {
  it('draws every town with its spaces, every external location, every route and the virtual link', async () => {
    const { container } = draw('en');
    expect(await screen.findByRole('img', { name: en.lboard.title }, WAIT)).toBeInTheDocument();
    for (const l of board.locations) {
      const plate = container.querySelector(`[data-location="${l.id}"]`);
      expect(plate, l.id).not.toBeNull();
      expect(plate!.querySelectorAll('[data-space]')).toHaveLength(l.spaces.length);
      // long names break over two lines (tspans): compare without spaces
      expect(plate!.textContent?.replace(/\s/g, '')).toContain(l.names.en.replace(/\s/g, ''));
    }
    for (const e of board.external) expect(container.querySelector(`[data-location="${e.id}"]`), e.id).toHaveTextContent(e.names.en);
    expect(container.querySelectorAll('[data-route]')).toHaveLength(board.links.length + 1);
    for (const id of ['coal', 'iron', 'distant']) expect(container.querySelector(`[data-panel="${id}"]`), id).not.toBeNull();
    expect(container).toHaveTextContent(en.lboard.virtual);
  });

  it('marks what the sources do not settle, in the reader language', async () => {
    const { container } = draw('zh');
    await screen.findByRole('img', { name: zh.lboard.title }, WAIT);
    const tags = [...container.querySelectorAll('.bm-tag')].map((g) => g.textContent);
    expect(tags).toEqual([zh.lboard.marks.demand, zh.lboard.marks.distant]);
    expect(container).toHaveTextContent(board.locations[0]!.names.zh);
  });

  it('draws the pieces of a position: owner letter, level, cubes, flipped; built links; demand cubes', async () => {
    const start = lancashireStart(courseLesson('coal')!)!;
    const { container } = draw('en', { state: { ...start, coalDemand: 3 } });
    await screen.findByRole('img', {}, WAIT);
    const mine = container.querySelector('[data-tile="bury-1"]')!;
    expect(mine.getAttribute('data-owner')).toBe('yellow');
    expect(mine).toHaveTextContent(`${en.lboard.owners.yellow.letter}I2`);
    expect(container.querySelectorAll('[data-link]')).toHaveLength(start.links.length);
    // 3 of the 8 demand spaces hold a cube (from the bottom)
    const rows = container.querySelectorAll('[data-panel="coal"] rect[stroke-dasharray]');
    expect(rows).toHaveLength(8 - 3);
  });

  it('offers pick targets as named buttons and reports the pick', async () => {
    const picked: string[] = [];
    draw('en', { pickable: ['bolton-1', 'bolton~bury', 'distant'], onPick: (id) => picked.push(id), pickLabel: (id) => `pick ${id}` });
    const group = await screen.findByRole('group', { name: en.lboard.title }, WAIT);
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['pick bolton-1', 'pick bolton~bury', 'pick distant']);
    fireEvent.click(buttons[1]!);
    fireEvent.keyDown(buttons[2]!, { key: 'Enter' });
    expect(picked).toEqual(['bolton~bury', 'distant']);
  });
});

describe('a course lesson on screen', () => {
  it.each(['en', 'zh'] as const)('picks on the Lancashire board, previews with the engine and confirms (%s)', async (lang) => {
    const bundle = lang === 'en' ? en : zh;
    const { container } = renderAt('/course/coal', lang);
    const pick = await screen.findByRole('button', { name: lang === 'en' ? 'Bolton, space 1' : '博尔顿，第1格' }, WAIT);
    fireEvent.click(pick);
    const side = container.querySelector('[data-side="lancashire"]') as HTMLElement;
    const cash = await within(side).findByText('£30 → £16', undefined, WAIT);
    expect(cash).toBeInTheDocument();
    expect(side).toHaveTextContent(
      lang === 'en' ? '1 coal from Bury, space 1, 1 link away: free.' : '1煤来自伯里，第1格，相距1个连接：免费。',
    );
    fireEvent.click(within(side).getByRole('button', { name: bundle.course.confirm }));
    expect(await within(side).findByText(bundle.course.confirmed, undefined, WAIT)).toBeInTheDocument();
    const tile = side.querySelector('[data-tile="bolton-1"]');
    expect(tile?.getAttribute('data-owner')).toBe('red');
    expect(side.querySelector('[data-tile="bury-1"]')).toHaveTextContent('1'); // one coal left on Bury's mine
  });

  it.each(['en', 'zh'] as const)(
    'marks the facts the sources give differently beside the moves: Cotton II’s cost, the Distant Market’s bonus (%s)',
    async (lang) => {
      const bundle = lang === 'en' ? en : zh;
      const coal = renderAt('/course/coal', lang);
      await screen.findByRole('button', { name: lang === 'en' ? 'Bolton, space 1' : '博尔顿，第1格' }, WAIT);
      let side = coal.container.querySelector('[data-side="lancashire"]') as HTMLElement;
      const tile = side.querySelector('[data-conflict="tile.cotton-2"]') as HTMLElement;
      expect(tile).toHaveTextContent(bundle.lboard.conflicts.tile['cotton-2']);
      expect(tile.querySelector('.conflict-mark')).toHaveTextContent(bundle.common.conflict);
      coal.unmount();
      const selling = renderAt('/course/selling', lang);
      await waitFor(() => expect(selling.container.querySelector('[data-side="lancashire"] [data-conflict]')).not.toBeNull(), WAIT);
      side = selling.container.querySelector('[data-side="lancashire"]') as HTMLElement;
      expect(side.querySelector('[data-conflict="distant"]')).toHaveTextContent(bundle.lboard.conflicts.distant);
      expect(side.querySelector('[data-conflict="distant"] .conflict-mark')).not.toBeNull();
    },
  );

  it('shows the engine refusal of a move the rules forbid', async () => {
    const { container } = renderAt('/course/coal', 'en');
    const far = await screen.findByRole('button', { name: en.course.lessons.coal.lancashire.options.far }, WAIT);
    fireEvent.click(far);
    const side = container.querySelector('[data-side="lancashire"]') as HTMLElement;
    expect(await within(side).findByText(en.lancashire.reasons['coal-not-closest'], undefined, WAIT)).toBeInTheDocument();
    expect(within(side).queryByRole('button', { name: en.course.confirm })).toBeNull();
  });
});
