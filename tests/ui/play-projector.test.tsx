// @vitest-environment jsdom
/**
 * The sandbox on the projector: every player's cash and VP on the stage, and Next/Back (the
 * clicker's PageDown/PageUp, the stage's buttons) step through the game log, moment by moment.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { newGame, preview } from '../../src/engine/rulesets/pittsburgh';
import { renderAt } from './render-app';

/** Blue's cash right after its loan, by the engine (the card played does not change it). */
function blueAfterLoan(): string {
  const g = newGame({ players: 2, seed: 42 });
  const blue = g.players.find((p) => p.colour === 'blue');
  const r = preview(g, { type: 'loan', card: blue?.hand[0] ?? '' });
  if (!r.ok) throw new Error('the loan was refused');
  return `$${r.next.players.find((p) => p.colour === 'blue')?.cash ?? '?'}`;
}

beforeEach(() => localStorage.clear());

const labels = {
  en: {
    projector: 'Projector mode',
    start: 'Start the game',
    step: 'Step: let the bot move',
    log: /Game log \(2 actions\)/,
    back: '← Back',
    next: 'Next →',
  },
  zh: {
    projector: '投影模式',
    start: '开始对局',
    step: '下一步：让机器人行动',
    log: /对局记录（2个行动）/,
    back: '← 上一步',
    next: '下一步 →',
  },
} as const;

/** Blue (a person) takes a loan, the paused bot Orange is stepped once: two moves in the log. */
async function twoMoves(lang: 'en' | 'zh') {
  renderAt('/play', lang);
  fireEvent.change(await screen.findByTestId('seed'), { target: { value: '42' } });
  fireEvent.change(screen.getByTestId('bot-speed'), { target: { value: 'paused' } });
  fireEvent.change(document.querySelectorAll('select[data-seat]')[1] as HTMLSelectElement, { target: { value: 'bot' } });
  fireEvent.click(screen.getByRole('button', { name: labels[lang].start }));
  await waitFor(() => expect(document.querySelector('.play-question')).not.toBeNull(), { timeout: 20_000 });
  fireEvent.keyDown(document, { key: 'l' });
  fireEvent.click(within(document.querySelector('.play-question') as HTMLElement).getAllByRole('button')[0] as HTMLElement);
  fireEvent.click(screen.getByRole('button', { name: lang === 'en' ? 'Confirm' : '确认执行' }));
  fireEvent.click(await screen.findByRole('button', { name: labels[lang].step }, { timeout: 20_000 }));
  await screen.findByText(labels[lang].log, {}, { timeout: 20_000 });
}

const cashOf = (colour: string) =>
  (document.querySelector(`.play-player[data-colour="${colour}"] [data-stat="cash"]`) as HTMLElement).textContent ?? '';
const score = (colour: string) => screen.getByTestId('projector-scores').querySelector(`li[data-colour="${colour}"]`) as HTMLElement;
const caption = () => document.querySelector('.projector-caption') as HTMLElement;

describe('the sandbox in projector mode', () => {
  it('shows each player’s cash and VP, and steps back and forward through the log with the clicker’s keys', async () => {
    await twoMoves('en');
    const blue = cashOf('blue');
    const orange = cashOf('orange');
    fireEvent.click(screen.getByRole('button', { name: labels.en.projector }));
    await screen.findByTestId('projector');
    expect(score('blue')).toHaveTextContent(`Blue: ${blue} · 0 VP`);
    expect(score('orange')).toHaveTextContent(`Orange: ${orange} · 0 VP`);
    const live = caption().textContent;
    expect(live).toMatch(/^Round \d, Era 1 · .+ to act$/);
    // PageUp: the moment after move 1 (Blue's loan; Orange has not moved yet)
    fireEvent.keyDown(window, { key: 'PageUp' });
    expect(caption()).toHaveTextContent('Replay: the board after move 1 of 2');
    expect(score('blue')).toHaveTextContent(`Blue: ${blueAfterLoan()} · 0 VP`);
    expect(score('orange')).toHaveTextContent('Orange: $30 · 0 VP');
    expect(screen.getByTestId('projector')).toHaveTextContent(/The board after this move: 1\. Blue: Loan/);
    // Back at the first moment stays there; PageDown returns to the game as it stands
    fireEvent.click(screen.getByRole('button', { name: labels.en.back }));
    expect(caption()).toHaveTextContent('Replay: the board after move 1 of 2');
    fireEvent.keyDown(window, { key: 'PageDown' });
    expect(caption()).toHaveTextContent(live ?? '');
    expect(score('blue')).toHaveTextContent(`Blue: ${blue} · 0 VP`);
    expect(score('orange')).toHaveTextContent(`Orange: ${orange} · 0 VP`);
    fireEvent.click(screen.getByRole('button', { name: labels.en.next }));
    expect(caption()).toHaveTextContent(live ?? '');
  }, 120_000);

  it('in Chinese too: the names, the replay caption and the scores', async () => {
    await twoMoves('zh');
    fireEvent.click(screen.getByRole('button', { name: labels.zh.projector }));
    await screen.findByTestId('projector');
    expect(score('orange')).toHaveTextContent(`橙方：${cashOf('orange')} · 0 VP`);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(caption()).toHaveTextContent('回放：第1步（共2步）之后的版图');
    expect(score('orange')).toHaveTextContent('橙方：$30 · 0 VP');
  }, 120_000);
});
