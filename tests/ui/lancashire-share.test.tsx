// @vitest-environment jsdom
/**
 * Share links of the Lancashire sandbox, on screen in both languages: the link of a running game's
 * position, opened on another visit, brings back the same position once seats are chosen, while the
 * game the user had stays until then; a Pittsburgh link on the Lancashire page (and the other way
 * round) and a damaged link are named, and the game in progress and its save are kept.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newLancashireGame, playRandomLancashire, toPosition, type LState } from '../../src/engine/rulesets/lancashire/index.ts';
import { newGame } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { en, zh } from '../../src/i18n/all-resources';
import { encodeLink, packLink, scenarioOf } from '../../src/share/codec';
import { encodeLancashireLink } from '../../src/share/lancashire';
import { createLancashirePlayStore } from '../../src/store/lancashirePlayStore';
import { GAME_KEYS, writeSavedGame } from '../../src/store/savedGame';
import { toSaved } from '../../src/store/sandbox/sandboxStore';
import { renderAt } from './render-app';

const WAIT = { timeout: 30_000 };
const RES = { en, zh } as const;

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(cleanup);

/** A game the user has: game 9, saved on the device as the page saves it. */
function savedGame(): string {
  const store = createLancashirePlayStore({ seed: 9, seats: ['human', 'human', 'human'] });
  writeSavedGame(localStorage, toSaved(store.getState()));
  return localStorage.getItem(GAME_KEYS.lancashire)!;
}

/** Every player's money and points as the screen shows them. */
const shownNumbers = () =>
  [...document.querySelectorAll('[data-player]')]
    .map((el) => [
      el.getAttribute('data-player'),
      el.querySelector('[data-stat="cash"] dd')?.textContent,
      el.querySelector('[data-stat="vp"] dd')?.textContent,
    ])
    .sort();
const numbersOf = (s: LState) => s.players.map((p) => [p.colour, `£${p.cash}`, String(p.vp)]).sort();

/** A position with a shipyard left face up on Birkenhead's space: it cannot happen in a game. */
const faceUpShipyard = {
  ...toPosition(newLancashireGame({ players: 2, seed: 3 })),
  tiles: { 'birkenhead-1': { owner: 'red', kind: 'shipyard', level: 1, cubes: 0, flipped: false } },
};
function brokenShipyard(lang: 'en' | 'zh'): string {
  const space = RES[lang].lboard.space.replace('{{place}}', lang === 'en' ? 'Birkenhead' : '伯肯黑德').replace('{{n}}', '1');
  const e = RES[lang].editor;
  return e.error['broken-invariant'].replace('{{problem}}', e.invariant['shipyard-face-up'].replace('{{space}}', space));
}

/** Opens `path` with link data in its fragment, as a browser does with a shared address. */
function openLink(path: string, data: string, lang: 'en' | 'zh') {
  window.history.replaceState(null, '', `${path}#p=${data}`);
  return renderAt(path, lang);
}

describe('Lancashire share links on screen', () => {
  for (const lang of ['en', 'zh'] as const) {
    const e = RES[lang].editor;
    it(`a game's link, opened later, gives the same position; the game the user had stays until they play it (${lang})`, async () => {
      // the position to share: a game played on into the Canal period, running on the page
      const shared = playRandomLancashire({ players: 3, seed: 41, maxSteps: 20, check: false }).final;
      const store = createLancashirePlayStore({ seed: 41, seats: ['human', 'human', 'human'] }, { state: shared }); // people only: no bot moves on before the link is made
      writeSavedGame(localStorage, toSaved(store.getState()));
      let view = renderAt('/course/play', lang);
      await screen.findByTestId('game-number', undefined, WAIT);
      fireEvent.click(await screen.findByText(e.share.summaryLink, undefined, WAIT));
      const input = (await screen.findByTestId('share-link', undefined, WAIT)) as HTMLInputElement;
      const data = new URL(input.value).hash.match(/p=([^&]*)/)?.[1] ?? '';
      expect(data).toMatch(/^2\.lancashire\./);
      expect(new URL(input.value).pathname).toBe('/course/play');
      view.unmount();

      // another visit, with another game saved: the link shows the position and asks who plays it
      localStorage.clear();
      const had = savedGame();
      view = openLink('/course/play', data, lang);
      const box = await screen.findByTestId('shared-position', undefined, WAIT);
      expect(within(box).getByRole('heading', { name: e.shared.title })).toBeInTheDocument();
      expect(screen.getByTestId('game-number')).toHaveTextContent('9');
      expect(within(box).getByText(e.shared.replaces)).toBeInTheDocument();
      expect(localStorage.getItem(GAME_KEYS.lancashire)).toBe(had);
      // the player to act stays a person, the others become bots (so no hand-over screen hides the numbers)
      for (const p of shared.players)
        if (p.colour !== shared.order[shared.turn])
          fireEvent.change(box.querySelector(`[data-shared-seat="${p.colour}"]`)!, { target: { value: 'bot' } });
      act(() => within(box).getByTestId('shared-open').click());
      await waitFor(() => expect(screen.queryByTestId('shared-position')).toBeNull(), WAIT);
      await waitFor(() => expect(shownNumbers()).toEqual(numbersOf(shared)), WAIT);
      expect(JSON.parse(localStorage.getItem(GAME_KEYS.lancashire)!)).toMatchObject({ ruleset: 'lancashire' });
      expect(localStorage.getItem(GAME_KEYS.lancashire)).not.toBe(had);
      view.unmount();
    }, 120_000);

    it(`a Pittsburgh link on the Lancashire page, a Lancashire link on Pittsburgh's, a damaged link: each named, nothing lost (${lang})`, async () => {
      const had = savedGame();
      const pittsburgh = await encodeLink(scenarioOf(newGame({ players: 2, seed: 3 }))!);
      const lancashire = await encodeLancashireLink(newLancashireGame({ players: 2, seed: 3 }));
      const cases: [string, string, string][] = [
        ['/course/play', pittsburgh, e.problem['other-ruleset'].replace('{{game}}', e.share.game.pittsburgh)],
        ['/play', lancashire, e.problem['other-ruleset'].replace('{{game}}', e.share.game.lancashire)],
        ['/course/play', lancashire.slice(0, -12), e.problem['bad-compression']],
        ['/course/play', `${lancashire.slice(0, 16)}*`, e.problem['not-base64']],
        // a position no game can reach: the broken rule in the reader's words, the space by its town's name
        ['/course/play', await packLink('2.lancashire', JSON.stringify(faceUpShipyard)), brokenShipyard(lang)],
      ];
      for (const [path, data, said] of cases) {
        const view = openLink(path, data, lang);
        const alert = await screen.findByTestId('share-problem', undefined, WAIT);
        expect(alert).toHaveTextContent(said);
        expect(alert).toHaveTextContent(e.import.kept);
        if (path === '/course/play') {
          expect(await screen.findByTestId('game-number', undefined, WAIT)).toHaveTextContent('9');
          expect(localStorage.getItem(GAME_KEYS.lancashire)).toBe(had);
        }
        if (said.includes(e.share.game.pittsburgh) || said.includes(e.share.game.lancashire)) {
          const there = within(alert).getByTestId('share-open-there');
          expect(there.getAttribute('href')).toBe(`${path === '/play' ? '/course/play' : '/play'}#p=${data}`);
        }
        fireEvent.click(within(alert).getByRole('button', { name: e.shared.dismiss }));
        expect(screen.queryByTestId('share-problem')).toBeNull();
        view.unmount();
      }
    }, 120_000);
  }
});
