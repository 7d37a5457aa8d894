// @vitest-environment jsdom
// Issue 22 (item 9): a reloaded hot-seat game hands the device over first; focus keeps its place after Continue and Start.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAt } from './render-app';

const SLOW = { timeout: 20_000 };

beforeEach(() => localStorage.clear());

const TEXT = {
  en: {
    start: 'Start the game',
    take: /I am Blue: show my hand/,
    move: 'Blue: your move',
    game: 'Game no. 42',
    cont: 'Continue',
    step2: 'Step 2 of 2',
    goal2: 'Develop Kerosene II: pick it on your mat',
  },
  zh: {
    start: '开始对局',
    take: /我是蓝方：显示我的手牌/,
    move: '蓝方：轮到你行动',
    game: '42',
    cont: '继续',
    step2: '第2步，共2步',
    goal2: '开发煤油II：在玩家板上选它',
  },
} as const;

function startGame(lang: 'en' | 'zh', seats: string[]) {
  const view = renderAt('/play', lang);
  return (async () => {
    const seed = await screen.findByTestId('seed', {}, SLOW);
    fireEvent.change(screen.getByTestId('bot-speed'), { target: { value: 'paused' } });
    fireEvent.change(seed, { target: { value: '42' } });
    seats.forEach((k, i) =>
      fireEvent.change(document.querySelectorAll('select[data-seat]')[i] as HTMLSelectElement, { target: { value: k } }),
    );
    const start = screen.getByRole('button', { name: TEXT[lang].start });
    start.focus();
    fireEvent.click(start);
    return view;
  })();
}

describe.each(['en', 'zh'] as const)('hot-seat after a reload (%s)', (lang) => {
  it('the hand-over screen comes first: no hand shows until the person takes the device again', async () => {
    const first = await startGame(lang, ['human', 'human']);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: TEXT[lang].take }, SLOW)));
    expect(document.querySelector('.play-hand')).not.toBeNull();
    expect(screen.getByRole('heading', { name: TEXT[lang].move })).toBeInTheDocument();
    first.unmount();
    renderAt('/play', lang);
    const take = await screen.findByRole('button', { name: TEXT[lang].take }, SLOW);
    expect(document.querySelector('.play-hand')).toBeNull();
    expect(document.querySelector('.play-mat')).toBeNull();
    expect(screen.queryByRole('heading', { name: TEXT[lang].move })).toBeNull();
    expect(document.activeElement).toBe(take);
    await act(async () => fireEvent.click(take));
    expect(document.querySelector('.play-hand')).not.toBeNull();
  }, 120_000);
});

describe.each(['en', 'zh'] as const)('focus after Start and Continue (%s)', (lang) => {
  it('Start: the focus goes to the game status line, not the page body', async () => {
    await startGame(lang, ['human', 'bot']);
    const status = await screen.findByTestId('game-status', {}, SLOW);
    expect(status).toHaveTextContent(TEXT[lang].game);
    expect(document.activeElement).toBe(status);
  }, 120_000);

  it('Start of a hot-seat game: the focus is on the hand-over button', async () => {
    await startGame(lang, ['human', 'human']);
    const take = await screen.findByRole('button', { name: TEXT[lang].take }, SLOW);
    expect(document.activeElement).toBe(take);
  }, 120_000);

  it("Continue: the focus goes to the new step's goal", async () => {
    const { container } = renderAt('/lessons/iron-by-rail', lang);
    await screen.findAllByRole('button', { name: lang === 'en' ? /Kerosene Refinery II on your mat/ : /煤油/ }, SLOW);
    const at = (id: string) => container.querySelector(`[data-pick="${id}"]`) as HTMLElement;
    fireEvent.click(at('kerosene-2'));
    fireEvent.click(at('new-york-1'));
    const cont = within(container.querySelector('.lesson-panel') as HTMLElement).getByRole('button', { name: TEXT[lang].cont });
    cont.focus();
    fireEvent.click(cont);
    expect(screen.getByText(TEXT[lang].step2)).toBeInTheDocument();
    const focused = document.activeElement as HTMLElement;
    expect(focused).not.toBe(document.body);
    expect(focused).toHaveClass('lesson-goal');
    expect(focused).toHaveAccessibleDescription(expect.stringContaining(TEXT[lang].goal2));
  }, 60_000);
});
