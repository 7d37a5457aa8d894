// @vitest-environment jsdom
/**
 * "What would make it legal?" in the sandbox, one refusal family per test: the answer in words in
 * the composer's notice and, for a piece on the board, its ghost on the drawn board (named,
 * see-through, dashed). Each position is given to the play store directly; every answer is the
 * engine's (and the engine test checks that the change really makes the move legal).
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { newGame, type GameState } from '../../src/engine/rulesets/pittsburgh';
import type { Language } from '../../src/i18n/language';
import { createPlayStore } from '../../src/store/playStore';
import { PlayStoreProvider } from '../../src/store/PlayStoreContext';
import { Composer } from '../../src/ui/play/Composer';
import { PlayBoard } from '../../src/ui/play/PlayBoard';
import { scenarioFile } from '../engine/helpers';
import { createTestI18n } from './test-i18n';

const WAIT = { timeout: 20_000 };

function show(state: GameState, lang: Language = 'en') {
  const seats = state.players.map((p) => (p.colour === state.turnOrder[state.current] ? 'human' : 'bot') as 'human' | 'bot');
  const store = createPlayStore({ seats, seed: 1 }, { state });
  render(
    <I18nextProvider i18n={createTestI18n(lang)}>
      <PlayStoreProvider store={store}>
        <Composer />
        <PlayBoard />
      </PlayStoreProvider>
    </I18nextProvider>,
  );
  return store;
}

const notice = () => document.querySelector('.play-notice') as HTMLElement;
const ghosts = () => [...document.querySelectorAll('.bm-ghost')];

/** Choose the options given by id, in order (each must be legal), then click the refused one and ask the engine. */
async function askAbout(store: ReturnType<typeof createPlayStore>, path: string[], refused: string, ask = 'What would make it legal?') {
  await screen.findByRole('heading', { level: 2 }, WAIT);
  act(() => path.forEach((id) => store.getState().choose(id)));
  const option = document.querySelector(`.bm-pick[data-pick="${refused}"], .play-option[data-option='${refused}']`) as HTMLElement;
  expect(option).toHaveAttribute('aria-disabled', 'true');
  fireEvent.click(option);
  fireEvent.click(within(notice()).getByRole('button', { name: ask }));
}

const me = (s: GameState) => s.players.find((p) => p.colour === s.turnOrder[s.current])!;
const typeId = (store: ReturnType<typeof createPlayStore>, type: string) => {
  const c = store.getState().choice;
  return c?.status === 'choose' ? (c.choice.options.find((o) => (o.value as { type?: string }).type === type)?.id ?? '') : '';
};

describe('what would make it legal, on the sandbox board', () => {
  it('money: the least $N more, in words, and no ghost (nothing to draw)', async () => {
    const s = newGame({ players: 2, seed: 42 });
    me(s).cash = 9; // a Coal Mine I at Wilkes-Barre/Scranton costs $5 + $7 for Vanderbilt's iron
    const store = show(s);
    await screen.findByRole('heading', { level: 2 }, WAIT);
    await askAbout(store, [typeId(store, 'build'), '{"card":"ind-coal-1"}', 'coal-mine-1'], 'wilkes-barre-scranton-1');
    expect(notice()).toHaveTextContent('With $3 more it would be allowed.');
    expect(ghosts()).toHaveLength(0);
  });

  it('a connection: a ghost Light Train on the line, named, that goes when the notice is closed', async () => {
    const s = scenarioFile('lesson-5-sale-oil-merchant.json');
    const store = show(s);
    await screen.findByRole('heading', { level: 2 }, WAIT);
    await askAbout(store, [typeId(store, 'build'), '{"card":"ind-coal-1"}', 'coal-mine-1'], 'saginaw-2');
    expect(notice()).toHaveTextContent(/With your own Light Train on the .+ line it would be allowed/);
    const hint = store.getState().notice?.hint;
    if (hint?.kind !== 'train') throw new Error(`expected a train, got ${JSON.stringify(hint)}`);
    const g = ghosts();
    expect(g).toHaveLength(1);
    expect(g[0]).toHaveAttribute('data-ghost', hint.line);
    expect(g[0]).toHaveAttribute('role', 'img');
    expect(g[0]?.getAttribute('aria-label')).toMatch(/^Not on the board: a Light Train on the .+ – .+ line that would allow it$/);
    expect(g[0]?.querySelector('[data-link]')).toHaveAttribute('data-owner', me(s).colour);
    expect(g[0]?.querySelector('path[stroke-dasharray]')).not.toBeNull();
    fireEvent.keyDown(notice(), { key: 'Escape' });
    act(() => store.getState().back());
    expect(ghosts()).toHaveLength(0);
  });

  it('an upgrade: a ghost of an own flipped Coal Mine on the space (Chinese)', async () => {
    const s = newGame({ players: 2, seed: 42 });
    me(s).cash = 100;
    const store = show(s, 'zh');
    await screen.findByRole('heading', { level: 2 }, WAIT);
    await askAbout(store, [typeId(store, 'build'), '{"card":"ind-coal-1"}'], 'coke-works-1', '怎样才能合法？');
    expect(notice()).toHaveTextContent(/如果底特律第1格（.+）上有你自己已翻面的煤矿，就可以了/);
    const g = ghosts();
    expect(g).toHaveLength(1);
    expect(g[0]).toHaveAttribute('data-ghost', 'detroit-1');
    expect(g[0]?.getAttribute('aria-label')).toMatch(/^不在版图上：底特律第1格.+你自己已翻面的煤矿$/);
    expect(g[0]?.querySelector('[data-industry="detroit-1"]')).toHaveAttribute('data-owner', me(s).colour);
  });

  it("the preview draws the move's new pieces as ghosts too: the Coal Mine a build would place", async () => {
    const s = newGame({ players: 2, seed: 42 });
    const store = show(s);
    await screen.findByRole('heading', { level: 2 }, WAIT);
    act(() =>
      ['build', '{"card":"ind-coal-1"}', 'coal-mine-1', 'wilkes-barre-scranton-1'].forEach((id, i) =>
        store.getState().choose(i === 0 ? typeId(store, id) : id),
      ),
    );
    expect(store.getState().ready).not.toBeNull();
    const g = ghosts();
    expect(g).toHaveLength(1);
    expect(g[0]).toHaveAttribute('data-ghost', 'wilkes-barre-scranton-1');
    expect(g[0]?.getAttribute('aria-label')).toMatch(/^After this move: Blue's Coal Mine I on Wilkes-Barre/);
    expect(document.querySelector('.play-preview')).toHaveTextContent(
      'The see-through, dashed pieces on the board show what this move would place.',
    );
    // nothing is on the board itself until Confirm
    expect(document.querySelector('.bm-industries [data-industry]')).toBeNull();
    act(() => store.getState().back());
    expect(ghosts()).toHaveLength(0);
  });
});
