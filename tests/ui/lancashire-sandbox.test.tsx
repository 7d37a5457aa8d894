// @vitest-environment jsdom
/**
 * The Lancashire sandbox has everything Pittsburgh's has, on screen in both languages: redo after
 * undo, a game saved on the device and resumed at /course/play, a damaged save or another
 * ruleset's save named in words (and kept aside), the hand-over between two people, "what would
 * make it legal?", an earlier moment with "play on from here".
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { en, zh } from '../../src/i18n/all-resources';
import type { Language } from '../../src/i18n/language';
import { createLancashirePlayStore, lActingSeat, type LancashirePlayStore } from '../../src/store/lancashirePlayStore';
import { GAME_KEYS, writeSavedGame } from '../../src/store/savedGame';
import { toSaved } from '../../src/store/sandbox/sandboxStore';
import { LGame } from '../../src/ui/course/play/LGame';
import { linkName } from '../../src/ui/lancashire/names';
import { renderAt } from './render-app';
import { createTestI18n } from './test-i18n';

const WAIT = { timeout: 30_000 };
const RES = { en, zh } as const;

beforeEach(() => localStorage.clear());

function show(store: LancashirePlayStore, lang: Language) {
  return render(
    <I18nextProvider i18n={createTestI18n(lang)}>
      <LGame store={store} onNew={() => undefined} botDelay={null} />
    </I18nextProvider>,
  );
}

/** The person's move: the first legal option of each question, then Confirm (through the store). */
function playFirstLegal(store: LancashirePlayStore) {
  for (let i = 0; i < 20 && !store.getState().ready; i++) {
    const c = store.getState().choice;
    if (c?.status !== 'choose') break;
    store.getState().choose(c.choice.options.find((o) => o.legal)!.id);
  }
  store.getState().confirm();
}

/** Game 7, a person and the greedy bot, played on until the person starts a turn of two actions. */
function twoActionTurn(): LancashirePlayStore {
  const store = createLancashirePlayStore({ seed: 7, seats: ['human', 'bot'] });
  for (let i = 0; i < 50; i++) {
    const seat = lActingSeat(store.getState())!;
    if (seat.kind === 'human' && store.getState().state.actionsLeft === 2) break;
    if (seat.kind === 'human') playFirstLegal(store);
    else store.getState().botStep();
  }
  return store;
}

const cashOf = (colour: string) => document.querySelector(`[data-player="${colour}"] [data-stat="cash"] dd`)?.textContent;

describe('the Lancashire sandbox, as Pittsburgh’s', () => {
  for (const lang of ['en', 'zh'] as const) {
    const p = RES[lang].play;
    it(`undo and redo within the turn (${lang})`, async () => {
      const store = twoActionTurn();
      const me = lActingSeat(store.getState())!.colour;
      show(store, lang);
      const before = cashOf(me);
      act(() => playFirstLegal(store));
      const after = cashOf(me);
      expect(store.getState().history).toHaveLength(1);
      fireEvent.click(screen.getByRole('button', { name: p.status.undo }));
      expect(cashOf(me)).toBe(before);
      const redo = screen.getByRole('button', { name: p.status.redo });
      expect(redo).toBeEnabled();
      fireEvent.click(redo);
      expect(cashOf(me)).toBe(after);
      expect(store.getState().log.at(-1)?.bot).toBe(false);
      expect(screen.getByRole('button', { name: p.status.redo })).toBeDisabled();
    }, 120_000);

    it(`a saved game comes back after a reload at /course/play (${lang})`, async () => {
      const store = twoActionTurn();
      const me = lActingSeat(store.getState())!.colour;
      playFirstLegal(store);
      writeSavedGame(localStorage, toSaved(store.getState()));
      const cash = store.getState().state.players.find((x) => x.colour === me)!.cash;
      const view = renderAt('/course/play', lang);
      expect(await screen.findByTestId('game-number', undefined, WAIT)).toHaveTextContent('7');
      expect(cashOf(me)).toBe(`£${cash}`);
      fireEvent.click(screen.getByText(p.log.title_other.replace('{{count}}', String(store.getState().log.length))));
      expect(document.querySelectorAll('.play-log-list > li')).toHaveLength(store.getState().log.length);
      view.unmount();
    }, 120_000);

    it(`a damaged save, and Pittsburgh's save under Lancashire's key, are named; nothing is lost (${lang})`, async () => {
      const key = GAME_KEYS.lancashire;
      localStorage.setItem(key, '{not json');
      let view = renderAt('/course/play', lang);
      expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent(p.saved.problem['not-json']);
      view.unmount();
      const pittsburgh = JSON.stringify({ version: 1, setup: { seats: ['human', 'bot'], seed: 3 }, moves: [], holder: null });
      localStorage.setItem(key, pittsburgh);
      view = renderAt('/course/play', lang);
      const alert = await screen.findByRole('alert', undefined, WAIT);
      expect(alert).toHaveTextContent(p.saved.ruleset.pittsburgh);
      // a new game keeps the unreadable save aside before saving over it
      fireEvent.click(screen.getByRole('button', { name: RES[lang].play.setup.start }));
      await screen.findByTestId('game-number', undefined, WAIT);
      expect(localStorage.getItem(`${key}.unreadable`)).toBe(pittsburgh);
      expect(JSON.parse(localStorage.getItem(key)!)).toMatchObject({ ruleset: 'lancashire', moves: [] });
      view.unmount();
    }, 120_000);

    it(`two people: the hand-over screen, then the composer of the one who took the device (${lang})`, async () => {
      const store = createLancashirePlayStore({ seed: 5, seats: ['human', 'human'] });
      show(store, lang);
      const red = RES[lang].lboard.owners.red.name;
      expect(screen.getByRole('heading', { name: p.handover.title.replace('{{who}}', red) })).toBeInTheDocument();
      expect(document.querySelector('[data-hand]')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: p.handover.take.replace('{{who}}', red) }));
      expect(await screen.findByRole('region', { name: p.composer.title.replace('{{who}}', red) }, WAIT)).toBeInTheDocument();
      expect(document.querySelector('[data-hand="red"]')).not.toBeNull();
    }, 120_000);

    it(`what would make it legal: a link not connected, and the engine's link in words (${lang})`, async () => {
      // game 5: Red's first turn, a link is refused (link-not-connected); the engine's smallest change is an own link
      const store = createLancashirePlayStore({ seed: 5, seats: ['human', 'bot'] });
      show(store, lang);
      fireEvent.click(screen.getByRole('button', { name: new RegExp(RES[lang].lplay.actions.link) }));
      const alert = await screen.findByRole('alert', undefined, WAIT);
      expect(alert).toHaveTextContent(RES[lang].lancashire.reasons['link-not-connected']);
      fireEvent.click(within(alert).getByRole('button', { name: p.hint.ask }));
      const words = RES[lang].lplay.hint.link.replace('{{link}}', linkName('blackburn~burnley', lang)).split('：')[0]!.split(':')[0]!;
      expect(await within(alert).findByText(new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), undefined, WAIT)).toBeInTheDocument();
      expect(store.getState().notice?.hint).toEqual({ kind: 'link', link: 'blackburn~burnley' });
    }, 120_000);

    it(`an earlier moment is shown read-only, and play goes on from it (${lang})`, async () => {
      const store = createLancashirePlayStore({ seed: 5, seats: ['human', 'bot'] });
      act(() => playFirstLegal(store));
      act(() => store.getState().botStep());
      const afterFirst = store.getState().log[0]!.after;
      show(store, lang);
      fireEvent.click(screen.getByText(p.log.title_other.replace('{{count}}', '2')));
      fireEvent.click(screen.getByRole('button', { name: p.log.show.replace('{{n}}', '1') }));
      expect(screen.getByRole('heading', { name: p.viewing.title.replace('{{n}}', '1').replace('{{total}}', '2') })).toBeInTheDocument();
      const red = afterFirst.players.find((x) => x.colour === 'red')!;
      expect(cashOf('red')).toBe(`£${red.cash}`);
      expect(document.querySelector('.lplay-composer')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: p.viewing.playOn }));
      expect(store.getState().log).toHaveLength(1);
      expect(store.getState().state).toEqual(afterFirst);
    }, 120_000);
  }
});
