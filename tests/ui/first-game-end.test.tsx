// @vitest-environment jsdom
/**
 * The guided first game's end (/first-game), from a save after Blue's last move: the bots play on to
 * the game's end, the final scoring is walked, then the tutor's game-end stop (how ties break, with its
 * FAQ entry) beside the result and the debrief — in English and in Chinese.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstGameSaveBefore } from '../../scripts/first-game-save';
import { FIRST_GAME_KEY } from '../../src/store/firstGameSave';
import { renderAt } from './render-app';

const LONG = { timeout: 90_000 };
let saved = '';

beforeAll(() => {
  saved = JSON.stringify(firstGameSaveBefore('game-over'));
}, 120_000);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('brass-pgh.botSpeed', 'fast');
  localStorage.setItem(FIRST_GAME_KEY, saved);
});

const WORDS = {
  en: { stop: 'The game is over', cont: 'Continue the game', skip: 'Skip to the game', debrief: 'How the game was won' },
  zh: { stop: '对局结束', cont: '继续对局', skip: '跳到对局', debrief: '这局是怎么赢的' },
} as const;

/** The remaining bot moves, then the final scoring's steps skipped: the game-end stop. */
async function toTheStop(lang: 'en' | 'zh') {
  const w = WORDS[lang];
  renderAt('/first-game', lang);
  await waitFor(() => expect(document.querySelector('.play-game[data-game-over="true"]')).not.toBeNull(), LONG);
  fireEvent.click(await screen.findByRole('button', { name: w.skip }, LONG));
  return (await screen.findByRole('heading', { name: w.stop }, LONG)).closest('section') as HTMLElement;
}

describe("the guided game's end", () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`the bots finish, the game-end stop tells how ties break, then the result and the debrief (${lang})`, async () => {
      const w = WORDS[lang];
      const stop = await toTheStop(lang);
      expect(within(stop).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/\/faq\/winning(\?lang=zh)?$/));
      // the stop speaks of the result and the debrief shown beside it; once read, they stay
      const debrief = await screen.findByTestId('debrief', {}, LONG);
      fireEvent.click(within(stop).getByRole('button', { name: w.cont }));
      await waitFor(() => expect(screen.queryByRole('heading', { name: w.stop })).toBeNull(), LONG);
      expect(debrief).toBeInTheDocument();
      expect(within(debrief).getByRole('heading', { name: w.debrief })).toBeInTheDocument();
      // the result table's VP are the debrief's totals, and the winner has the most
      const result = document.querySelector('.play-result table') as HTMLElement;
      const parts = within(debrief).getByTestId('debrief-parts-table');
      const rows = [...parts.querySelectorAll('tr[data-colour]')];
      expect(rows.map((r) => r.getAttribute('data-colour')).sort()).toEqual(['blue', 'green', 'orange']);
      const vpOf = (table: Element) =>
        Object.fromEntries(
          [...table.querySelectorAll('tbody tr')].map((r) => [
            r.querySelector('th')?.textContent,
            r.querySelector('td[data-part="total"]')?.textContent ?? r.querySelectorAll('td')[1]?.textContent,
          ]),
        );
      const totals = vpOf(parts);
      expect(Object.keys(totals)).toHaveLength(3);
      expect(vpOf(result)).toEqual(totals);
      const best = Math.max(...Object.values(totals).map(Number));
      expect(best).toBeGreaterThan(0);
      expect(result.querySelector('tbody tr th')?.textContent).toBe(Object.entries(totals).find(([, vp]) => Number(vp) === best)?.[0]);
      // Blue's moves are looked at for the costliest ones
      expect(within(debrief).getByTestId('debrief-costly')).toBeInTheDocument();
    });
  }
});
