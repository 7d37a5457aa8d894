// @vitest-environment jsdom
/**
 * The winner line at a game's end, in Chinese and English: one winner is "X获胜", a shared win
 * "X和Y并列获胜". Chinese has no singular plural form (i18next always reads `_other` in zh), so the
 * two sentences are separate keys chosen by the number of winners. Checked on both sandboxes
 * (Pittsburgh /play, Lancashire /course/play) and on the last step of the game's end (FlowSteps).
 * The Pittsburgh games are played to their end by the bots through the store; a shared win is the
 * same final position with the engine's result naming two winners (a real tie needs equal VP,
 * income and cash, which no dealt game gives on demand).
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/rulesets/pittsburgh';
import type { Language } from '../../src/i18n/language';
import { createLancashirePlayStore } from '../../src/store/lancashirePlayStore';
import { createPlayStore, type LogEntry } from '../../src/store/playStore';
import { PlayStoreProvider } from '../../src/store/PlayStoreContext';
import { LGame } from '../../src/ui/course/play/LGame';
import { Game } from '../../src/ui/play/Game';
import { createTestI18n } from './test-i18n';

const WAIT = { timeout: 30_000 };
const NAMES = { zh: { blue: '蓝方', orange: '橙方' }, en: { blue: 'Blue', orange: 'Orange' } } as const;

/** A whole 2-bot Pittsburgh game: its last move (the position before it and the action). */
let last: LogEntry;
beforeAll(() => {
  const store = createPlayStore({ seats: ['bot', 'bot'], seed: 5 });
  for (let i = 0; i < 400 && !store.getState().state.gameOver; i++) store.getState().botStep();
  const log = store.getState().log;
  expect(store.getState().state.gameOver).toBeDefined();
  last = log[log.length - 1]!;
}, 300_000);

function showGame(store: ReturnType<typeof createPlayStore>, lang: Language) {
  return render(
    <I18nextProvider i18n={createTestI18n(lang)}>
      <PlayStoreProvider store={store}>
        <Game botDelay={null} onNewGame={() => undefined} />
      </PlayStoreProvider>
    </I18nextProvider>,
  );
}

/** The final position with its result, optionally naming both players as winners. */
function ended(shared: boolean): GameState {
  const s = structuredClone(last.after);
  if (shared) s.gameOver!.winners = s.gameOver!.ranking.slice(0, 2).map((r) => r.colour);
  return s;
}

const heading = () => within(document.querySelector('.play-result') as HTMLElement).getByRole('heading', { level: 2 });

describe('the Pittsburgh sandbox’s winner line', () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`${lang}: one winner wins alone, two share the win`, () => {
      const one = ended(false);
      expect(one.gameOver!.winners).toHaveLength(1);
      const who = NAMES[lang][one.gameOver!.winners[0] as 'blue' | 'orange'];
      const a = showGame(createPlayStore({ seats: ['human', 'bot'], seed: 5 }, { state: one }), lang);
      expect(heading()).toHaveTextContent(lang === 'zh' ? `${who}获胜` : `${who} wins`);
      expect(heading().textContent).not.toMatch(/并列|share/);
      a.unmount();
      const two = ended(true);
      const [w1, w2] = two.gameOver!.winners.map((c) => NAMES[lang][c as 'blue' | 'orange']);
      showGame(createPlayStore({ seats: ['human', 'bot'], seed: 5 }, { state: two }), lang);
      expect(heading()).toHaveTextContent(lang === 'zh' ? `${w1}和${w2}并列获胜` : `${w1} and ${w2} share the win`);
    });
  }

  it('zh: the game end is shown step by step first, its last step says who won, then the ranking', async () => {
    const store = createPlayStore({ seats: ['human', 'human'], seed: 5 }, { state: last.before });
    act(() => void store.getState().replayMove({ action: last.action, bot: false }));
    expect(store.getState().state.gameOver).toBeDefined();
    showGame(store, 'zh');
    // the ranking waits until the era's scoring has been read
    const flow = (await screen.findByRole('heading', { name: '补满手牌' }, WAIT)).closest('section') as HTMLElement;
    expect(document.querySelector('.play-result')).toBeNull();
    while (!within(flow).queryByRole('button', { name: '继续对局' })) fireEvent.click(within(flow).getByRole('button', { name: '下一步' }));
    expect(within(flow).getByRole('heading', { level: 2 })).toHaveTextContent('游戏结束');
    const who = NAMES.zh[store.getState().state.gameOver!.winners[0] as 'blue' | 'orange'];
    expect(flow).toHaveTextContent(`游戏结束：${who}获胜`);
    expect(flow.textContent).not.toContain('并列');
    fireEvent.click(within(flow).getByRole('button', { name: '继续对局' }));
    expect(heading()).toHaveTextContent(`${who}获胜`);
    expect(document.querySelector('.play-result')).toHaveFocus();
  });
});

describe('the Lancashire sandbox’s winner line', () => {
  it('zh and en: one winner wins alone, two share the win', () => {
    const store = createLancashirePlayStore({ seed: 5, seats: ['bot', 'bot'] });
    for (let i = 0; i < 600 && !store.getState().state.gameOver; i++) store.getState().botStep();
    const over = store.getState().state.gameOver;
    expect(over?.winners).toHaveLength(1);
    const both = store.getState().state.players.map((p) => p.colour);
    const name = (lang: Language, c: string) =>
      ({ zh: { red: '红色', yellow: '黄色' }, en: { red: 'Red', yellow: 'Yellow' } })[lang][c as 'red'];
    for (const lang of ['zh', 'en'] as const) {
      const view = render(
        <I18nextProvider i18n={createTestI18n(lang)}>
          <LGame store={store} onNew={() => undefined} />
        </I18nextProvider>,
      );
      const w = name(lang, over!.winners[0]!);
      expect(screen.getByTestId('lplay-winner')).toHaveTextContent(lang === 'zh' ? `${w}获胜` : `${w} wins`);
      expect(screen.getByTestId('lplay-winner').textContent).not.toMatch(/并列|share/);
      act(() => store.setState({ state: { ...store.getState().state, gameOver: { winners: both } } }));
      const [a, b] = both.map((c) => name(lang, c));
      expect(screen.getByTestId('lplay-winner')).toHaveTextContent(lang === 'zh' ? `${a}和${b}并列获胜` : `${a} and ${b} share the win`);
      act(() => store.setState({ state: { ...store.getState().state, gameOver: over } }));
      view.unmount();
    }
  }, 300_000);
});

describe('undo and redo say why they are greyed', () => {
  it.each(['en', 'zh'] as const)('at the start of a turn (%s)', (lang) => {
    showGame(createPlayStore({ seats: ['human', 'bot'], seed: 5 }), lang);
    const undo = screen.getByRole('button', { name: lang === 'en' ? 'Undo' : '撤销' });
    const redo = screen.getByRole('button', { name: lang === 'en' ? 'Redo' : '重做' });
    expect(undo).toBeDisabled();
    expect(redo).toBeDisabled();
    expect(undo).toHaveAccessibleDescription(lang === 'en' ? /undo works only within your own turn/ : /只能在自己的回合内撤销/);
    expect(redo).toHaveAccessibleDescription(lang === 'en' ? /only a move just undone/ : /刚撤销的行动/);
  });
});
