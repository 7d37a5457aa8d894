// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { en, zh } from '../../src/i18n/all-resources';
import { newGame, preview, type BuildAction } from '../../src/engine/rulesets/pittsburgh';
import { renderAt } from './render-app';

// each test starts without a saved game (the sandbox saves the running game on the device)
beforeEach(() => localStorage.clear());

async function startGame(lang: 'en' | 'zh' = 'en', seats: string[] = ['human', 'bot'], speed = 'normal') {
  const view = renderAt('/play', lang);
  const seed = await screen.findByTestId('seed');
  fireEvent.change(screen.getByTestId('bot-speed'), { target: { value: speed } });
  fireEvent.change(seed, { target: { value: '42' } });
  seats.forEach((k, i) => {
    const sel = document.querySelectorAll('select[data-seat]')[i] as HTMLSelectElement;
    fireEvent.change(sel, { target: { value: k } });
  });
  fireEvent.click(screen.getByRole('button', { name: lang === 'en' ? 'Start the game' : '开始对局' }));
  return view;
}

/** Blue's first move: a loan (key L, the first amount), confirmed. */
async function blueTakesALoan() {
  await screen.findByRole('heading', { name: 'Blue: your move' }, { timeout: 20_000 });
  fireEvent.keyDown(document, { key: 'l' });
  fireEvent.click(within(question()).getAllByRole('button')[0] as HTMLElement);
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
}

const composer = () => document.querySelector('.play-composer') as HTMLElement;
const question = () => document.querySelector('.play-question') as HTMLElement;

describe('the move composer', () => {
  it('action → card → tile → space on the board, a refusal explained, preview with numbers, Back leaves nothing', async () => {
    await startGame();
    await screen.findByRole('heading', { name: 'Blue: your move' });
    expect(screen.getByTestId('game-number')).toHaveTextContent('Game no. 42');
    // Sell is refused in the first round, and says why when chosen
    const sell = within(question()).getByRole('button', { name: /Sell/ });
    expect(sell).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(sell);
    const notice = composer().querySelector('.play-notice') as HTMLElement;
    expect(notice).toHaveAttribute('aria-live', 'polite');
    expect(notice).toHaveTextContent('A sell action must sell at least one industry');
    expect(within(notice).getByRole('link', { name: /Read the FAQ/ })).toHaveAttribute('href', expect.stringMatching(/^\/faq\//));
    expect(notice).toHaveTextContent(/Rulebook p\.\d+/);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(notice).toBeEmptyDOMElement();
    // B chooses Build
    fireEvent.keyDown(document, { key: 'b' });
    expect(question()).toHaveAttribute('data-kind', 'card');
    fireEvent.click(within(question()).getAllByRole('button', { name: /^Coal industry/ })[0] as HTMLElement);
    expect(question()).toHaveAttribute('data-kind', 'place');
    fireEvent.click(within(question()).getByRole('button', { name: /Coal Mine I\b/ }));
    expect(question()).toHaveAttribute('data-kind', 'space');
    // a board target that is refused says why, and chooses nothing
    const detroit = document.querySelector('.bm-pick.is-refused[data-pick="detroit-1"]') as Element;
    expect(detroit).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(detroit);
    expect(notice).toHaveTextContent('Not allowed: Detroit, space 1');
    expect(question()).toHaveAttribute('data-kind', 'space');
    // a legal target on the board
    const target = document.querySelector('.bm-pick[data-pick="wilkes-barre-scranton-1"]') as Element;
    expect(target).toHaveAttribute('tabindex', '0');
    fireEvent.click(target);
    expect(question()).toHaveAttribute('data-kind', 'source');
    expect(within(question()).getByRole('button', { name: /iron from Vanderbilt: \$7/ })).toHaveTextContent("engine's choice");
    // the preview agrees with the engine
    const action: BuildAction = { type: 'build', card: 'ind-coal-1', place: 'coal-mine-1', space: 'wilkes-barre-scranton-1' };
    const p = preview(newGame({ players: 2, seed: 42 }), action);
    if (!p.ok) throw new Error('refused');
    const cash = p.next.players.find((x) => x.colour === 'blue')?.cash;
    const table = composer().querySelector('.play-numbers') as HTMLElement;
    expect(within(table).getByRole('row', { name: /Cash/ })).toHaveTextContent(`$30→ $${cash}`);
    expect(composer().querySelectorAll('.effect-list li').length).toBeGreaterThan(3);
    // Back twice: the space question again, then the tile question; nothing was played
    fireEvent.click(within(composer()).getByRole('button', { name: 'Back' }));
    expect(question()).toHaveAttribute('data-kind', 'space');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(question()).toHaveAttribute('data-kind', 'place');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('confirm plays the move: the numbers on the panel are the engine’s, and the log says it; a paused bot waits for Step', async () => {
    await startGame('en', ['human', 'bot'], 'paused');
    await blueTakesALoan();
    const blue = document.querySelector('.play-player[data-colour="blue"]') as HTMLElement;
    expect(blue.querySelector('[data-stat="cash"]')).toHaveTextContent('$60');
    expect(screen.getByText(/Game log \(1 action\)/)).toBeInTheDocument();
    expect(await screen.findByText(/Orange \(bot\) is choosing/, {}, { timeout: 20_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Step: let the bot move' }));
    expect(await screen.findByText(/Game log \(2 actions\)/, {}, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('a reload brings the game back; an earlier moment is shown read-only and can be played on from', async () => {
    const first = await startGame('en', ['human', 'bot'], 'paused');
    await blueTakesALoan();
    fireEvent.click(screen.getByRole('button', { name: 'Step: let the bot move' }));
    await screen.findByText(/Game log \(2 actions\)/, {}, { timeout: 20_000 });
    const cash = (document.querySelector('.play-player[data-colour="orange"] [data-stat="cash"]') as HTMLElement).textContent;
    first.unmount();
    renderAt('/play', 'en');
    expect(await screen.findByText(/Game log \(2 actions\)/, {}, { timeout: 20_000 })).toBeInTheDocument();
    // the bots' speed is the device's setting: still paused, so nothing moves behind the test's back
    expect(screen.getByTestId('bot-speed')).toHaveValue('paused');
    expect(screen.getByTestId('game-number')).toHaveTextContent('Game no. 42');
    expect(document.querySelector('.play-player[data-colour="orange"] [data-stat="cash"]')).toHaveTextContent(cash ?? '');
    // the moment after move 1: Blue's loan, Orange not yet moved
    fireEvent.click(screen.getByRole('button', { name: 'Show the board after move 1' }));
    expect(screen.getByRole('heading', { name: 'The board after move 1 of 2' })).toBeInTheDocument();
    expect(document.querySelector('.play-player[data-colour="orange"] [data-stat="cash"]')).toHaveTextContent('$30');
    fireEvent.click(screen.getByRole('button', { name: 'Play on from here' }));
    expect(screen.getByText(/Game log \(1 action\)/)).toBeInTheDocument();
    expect(await screen.findByText(/Orange \(bot\) is choosing/, {}, { timeout: 20_000 })).toBeInTheDocument();
  }, 120_000);

  it('a round end is shown step by step: the new turn order from spending, then income; bots wait until it is closed', async () => {
    await startGame('en', ['human', 'bot'], 'fast');
    await blueTakesALoan();
    // the bot moves (round 1 has one action each), the round ends: first its hand is refilled
    const first = await screen.findByRole('heading', { name: 'Hands are refilled' }, { timeout: 30_000 });
    const panel = first.closest('.play-flow') as HTMLElement;
    expect(panel).toHaveTextContent(/step 1 of \d/);
    expect(panel).toHaveTextContent(/Orange draws 1 card \(\d+ left in the deck\)/);
    const log = screen.getByText(/Game log \(2 actions\)/);
    fireEvent.click(within(panel).getByRole('button', { name: 'Next step' }));
    await screen.findByRole('heading', { name: 'Round 1 ends: the new turn order' }, { timeout: 20_000 });
    const order = within(panel).getByRole('list', { name: /New turn order/ });
    // Blue took a loan and spent nothing; the bot's spending decides whether it goes first
    expect(order).toHaveTextContent(/Blue: spent \$0/);
    fireEvent.click(within(panel).getByRole('button', { name: 'Next step' }));
    expect(await screen.findByRole('heading', { name: 'Income is paid' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(document.querySelector('.play-flow')).toHaveTextContent(/Income: Blue is at level/);
    expect(log).toHaveTextContent('Game log (2 actions)'); // nothing moved while the panel was open
    fireEvent.click(screen.getByRole('button', { name: 'Continue the game' })); // income is the last step of an ordinary round end
    expect(document.querySelector('.play-flow')).toBeNull();
  }, 120_000);

  it('a damaged saved game is named in words, lesson progress is untouched, and a new game can start', async () => {
    localStorage.setItem('brass-pgh.sandbox', '{"version":1,"setup":{"seats":["human"],"seed":1},"moves":[],"holder":null}');
    localStorage.setItem('brass-pgh.progress', '{"version":1,"done":["iron-by-rail"]}');
    renderAt('/play', 'zh');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('无法打开已保存的对局');
    expect(alert).toHaveTextContent('本设备上保存的对局已损坏：每种颜色由谁来玩缺失或有误。');
    // bots paused: the new game's first bot move cannot land before the checks below
    fireEvent.change(screen.getByTestId('bot-speed'), { target: { value: 'paused' } });
    fireEvent.click(screen.getByRole('button', { name: '开始对局' }));
    await screen.findByTestId('game-number', {}, { timeout: 20_000 });
    expect(localStorage.getItem('brass-pgh.sandbox.unreadable')).toContain('"seats":["human"]');
    expect(localStorage.getItem('brass-pgh.progress')).toBe('{"version":1,"done":["iron-by-rail"]}');
    expect(JSON.parse(localStorage.getItem('brass-pgh.sandbox') ?? '{}')).toMatchObject({ version: 1, moves: [] });
  });

  it('a saved game whose starting position is damaged is named, not played (a bad turn index once hung the page)', async () => {
    const start = { ...newGame({ players: 2, seed: 4 }), current: -5202681050428843 };
    const saved = { version: 1, setup: { seats: ['human', 'bot'], seed: 4 }, start, moves: [], holder: null };
    localStorage.setItem('brass-pgh.sandbox', JSON.stringify(saved));
    renderAt('/play', 'en');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('could not be opened');
    expect(alert).toHaveTextContent('The saved game on this device is damaged: the starting position is missing or wrong.');
    expect(localStorage.getItem('brass-pgh.sandbox')).toBe(JSON.stringify(saved)); // kept as it was until a new game
  });

  it('a damaged move of a save is named by its number in words', async () => {
    localStorage.setItem(
      'brass-pgh.sandbox',
      '{"version":1,"setup":{"seats":["human","bot"],"seed":1},"moves":[{"action":7}],"holder":null}',
    );
    renderAt('/play', 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent('The saved game on this device is damaged: move 1 is missing or wrong.');
  });

  it('a refused wild card: "what would make it legal?" answers 1 Whiskey (engine hints)', async () => {
    await startGame();
    await screen.findByRole('heading', { name: 'Blue: your move' });
    fireEvent.keyDown(document, { key: 'b' });
    const wild = question().querySelector('.play-wild .play-option') as HTMLElement;
    expect(wild).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(wild);
    const notice = composer().querySelector('.play-notice') as HTMLElement;
    expect(notice).toHaveTextContent('you have none');
    fireEvent.click(within(notice).getByRole('button', { name: 'What would make it legal?' }));
    expect(notice).toHaveTextContent('With 1 more Whiskey it would be allowed.');
  });

  it('hot-seat: the hand-over screen hides every hand until the person takes the device', async () => {
    await startGame('zh', ['human', 'human']);
    const take = await screen.findByRole('button', { name: /我是蓝方：显示我的手牌/ });
    expect(document.querySelector('.play-hand')).toBeNull();
    await act(async () => fireEvent.click(take));
    expect(document.querySelector('.play-hand')).not.toBeNull();
    expect(screen.getByRole('heading', { name: '蓝方：轮到你行动' })).toBeInTheDocument();
    expect(screen.getByText('手牌8张（隐藏）')).toBeInTheDocument();
  });
});

describe('play strings', () => {
  type Tree = { [k: string]: string | Tree };
  const has = (tree: Tree, key: string): boolean => {
    let at: unknown = tree;
    for (const p of key.split('.')) at = (at as Record<string, unknown> | undefined)?.[p];
    return typeof at === 'string' || (at === undefined && ['_one', '_other'].every((s) => has(tree, key + s)));
  };
  it('every literal play.* key used by the play UI exists in both languages', () => {
    const dir = join(__dirname, '../../src/ui/play');
    const keys = readdirSync(dir)
      .filter((f) => f.endsWith('.tsx') || f.endsWith('.ts'))
      .flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/t\(\s*'(play\.[\w.-]+)'/g)].map((m) => m[1] as string));
    expect(keys.length).toBeGreaterThan(40);
    const missing = keys.filter((k) => !has(en as Tree, k) || !has(zh as Tree, k));
    expect(missing).toEqual([]);
  });
  it('every question kind, action and "none" the composer can show is translated', () => {
    const kinds = [
      'type',
      'card',
      'place',
      'space',
      'link',
      'second-link',
      'tile',
      'seller',
      'source',
      'develop-payment',
      'merchant',
      'oil',
      'quality',
      'free-develop',
      'market-order',
    ];
    const keys = [
      ...kinds.map((k) => `play.ask.${k}`),
      ...['build', 'network', 'develop', 'sell', 'loan', 'pass', 'decline'].map((a) => `play.actions.${a}`),
      ...['second-link', 'tile', 'seller', 'quality', 'free-develop', 'other'].map((k) => `play.none.${k}`),
    ];
    expect(keys.filter((k) => !has(en as Tree, k) || !has(zh as Tree, k))).toEqual([]);
  });
});
