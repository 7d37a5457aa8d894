// @vitest-environment jsdom
/**
 * Every FAQ entry projects, with its answer: the question as the caption and the short answer on the
 * stage (beside the board where the entry has a live position, in its place where it has none), in
 * English for all entries and in Chinese for a sample; Next steps to the following entry.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en, zh } from '../../src/i18n/all-resources';
import type { Language } from '../../src/i18n/language';
import { faq } from '../../src/ui/content';
import { faqLinks } from '../../src/ui/faq/links';
import { renderAt } from './render-app';

afterEach(cleanup);

type Texts = {
  faq: { q: Record<string, string> };
  faqAnswers: { items: Record<string, { answer: string }> };
  projector: { boardTitle: string; enter: string; exit: string };
};
const texts = (lang: Language) => (lang === 'en' ? en : zh) as unknown as Texts;

/**
 * Opens the entries one after the other in ONE rendered app, as the projector's Next does (a fresh app per
 * entry spent most of its time setting the app up again): the first from its address, each next one by
 * going to its address. Each entry's own question, answer and (with a live position) board are checked on
 * the stage, where the board is the only one drawn (the page under the stage does not draw it again).
 * Leaving projector mode, the page draws the entry's position with its worked example when it has one: the
 * check that every FAQ entry's board draws (e2e/offline.spec.ts checks that the service worker holds every
 * page's code). An entry without a position shows no board on the stage.
 */
async function projectEach(ids: readonly string[], lang: Language) {
  const t = texts(lang);
  const { location } = renderAt(`/faq/${ids[0]}?projector=1`, lang);
  for (const [i, id] of ids.entries()) {
    if (i > 0) act(() => location.navigate(`/faq/${id}?projector=1`));
    const stage = await screen.findByTestId('projector', {}, { timeout: 20_000 });
    const question = t.faq.q[id] ?? '?';
    await waitFor(() => expect(stage.querySelector('.projector-caption')).toHaveTextContent(question), { timeout: 20_000 });
    await waitFor(() => expect(within(stage).getByTestId('projector-answer')).toHaveTextContent(t.faqAnswers.items[id]?.answer ?? '?'), {
      timeout: 20_000,
    });
    const boardName = t.projector.boardTitle.replace('{{title}}', question);
    const position = faqLinks(id).position;
    if (!position) {
      expect(within(stage).queryByRole('img', { name: /^Projected board|^投影地图/ })).toBeNull();
      continue;
    }
    expect(await within(stage).findByRole('img', { name: boardName }, { timeout: 20_000 })).toBeInTheDocument();
    expect(boards()).toEqual(['stage']);
    // out of projector mode, the page draws the entry's own position, with its worked example when it has one
    act(() => location.navigate(`/faq/${id}`));
    await waitFor(() => expect(document.querySelector('.faq-position svg.board-map')).not.toBeNull(), { timeout: 20_000 });
    expect(boards()).toEqual(['page']);
    expect(document.querySelector('.faq-position')?.getAttribute('data-example')).toMatch(
      position.action ? /^(played|refused)$/ : /^position$/,
    );
    expect(document.querySelector('.faq-example-move') !== null).toBe(position.action !== undefined);
  }
}

/** Every drawn board in the document, by where it is: on the projector's stage or on the page. */
const boards = () =>
  [...document.querySelectorAll('svg.board-map')].map((svg) => (svg.closest('[data-testid="projector"]') ? 'stage' : 'page'));

describe('FAQ entries on the projector', () => {
  it(`all ${faq.length} entries project with their answer (English)`, async () => {
    expect(faq.length).toBe(35);
    await projectEach(
      faq.map((f) => f.id),
      'en',
    );
  }, 300_000);

  it('a sample in Chinese: entries with and without a live position', async () => {
    const without = faq.filter((f) => !faqLinks(f.id).position).map((f) => f.id);
    const withBoard = faq.filter((f) => faqLinks(f.id).position).map((f) => f.id);
    expect(without.length).toBeGreaterThan(0);
    await projectEach([...without.slice(0, 3), ...withBoard.slice(0, 2)], 'zh');
  }, 200_000);

  for (const lang of ['en', 'zh'] as const)
    it(`switching projector mode on and off on an entry with a position: one board each time (${lang})`, async () => {
      const t = texts(lang);
      renderAt('/faq/loan', lang);
      await waitFor(() => expect(document.querySelector('.faq-position svg.board-map')).not.toBeNull(), { timeout: 20_000 });
      expect(boards()).toEqual(['page']);
      act(() => screen.getByRole('button', { name: new RegExp(t.projector.enter) }).click());
      const stage = await screen.findByTestId('projector', {}, { timeout: 20_000 });
      const name = t.projector.boardTitle.replace('{{title}}', t.faq.q.loan ?? '?');
      await within(stage).findByRole('img', { name }, { timeout: 20_000 });
      expect(boards()).toEqual(['stage']);
      act(() => within(stage).getByRole('button', { name: t.projector.exit }).click());
      await waitFor(() => expect(screen.queryByTestId('projector')).toBeNull(), { timeout: 20_000 });
      await waitFor(() => expect(boards()).toEqual(['page']), { timeout: 20_000 });
      expect(document.querySelector('.faq-position')?.getAttribute('data-example')).toBe('played');
    }, 60_000);

  it('Next on an entry without a position goes to the following entry, still projected', async () => {
    const i = faq.findIndex((f) => !faqLinks(f.id).position && faq[faq.indexOf(f) + 1] !== undefined);
    const [here, next] = [faq[i]?.id ?? '', faq[i + 1]?.id ?? ''];
    const { location } = renderAt(`/faq/${here}?projector=1`, 'en');
    (await screen.findByRole('button', { name: 'Next →' }, { timeout: 20_000 })).click();
    await screen.findByText(texts('en').faq.q[next] ?? '?', { selector: '.projector-caption' }, { timeout: 20_000 });
    expect(location.history?.at(-1)).toBe(`/faq/${next}?projector=1`);
  }, 60_000);
});
