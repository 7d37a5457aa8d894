// @vitest-environment jsdom
/**
 * Every FAQ entry projects, with its answer: the question as the caption and the short answer on the
 * stage (beside the board where the entry has a live position, in its place where it has none), in
 * English for all entries and in Chinese for a sample; Next steps to the following entry.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en, zh } from '../../src/i18n/all-resources';
import type { Language } from '../../src/i18n/language';
import { faq } from '../../src/ui/content';
import { faqLinks } from '../../src/ui/faq/links';
import { renderAt } from './render-app';

afterEach(cleanup);

type Texts = { faq: { q: Record<string, string> }; faqAnswers: { items: Record<string, { answer: string }> } };
const texts = (lang: Language) => (lang === 'en' ? en : zh) as unknown as Texts;

async function projects(id: string, lang: Language) {
  const view = renderAt(`/faq/${id}?projector=1`, lang);
  const stage = await screen.findByTestId('projector', {}, { timeout: 20_000 });
  expect(stage.querySelector('.projector-caption')).toHaveTextContent(texts(lang).faq.q[id] ?? '?');
  expect(await screen.findByTestId('projector-answer', {}, { timeout: 20_000 })).toHaveTextContent(
    texts(lang).faqAnswers.items[id]?.answer ?? '?',
  );
  if (faqLinks(id).position)
    expect(await screen.findByRole('img', { name: /^Projected board|^投影地图/ }, { timeout: 20_000 })).toBeInTheDocument();
  return view;
}

describe('FAQ entries on the projector', () => {
  it(`all ${faq.length} entries project with their answer (English)`, async () => {
    expect(faq.length).toBe(35);
    for (const { id } of faq) {
      const view = await projects(id, 'en');
      view.unmount();
    }
  }, 300_000);

  it('a sample in Chinese: entries with and without a live position', async () => {
    const without = faq.filter((f) => !faqLinks(f.id).position).map((f) => f.id);
    const withBoard = faq.filter((f) => faqLinks(f.id).position).map((f) => f.id);
    expect(without.length).toBeGreaterThan(0);
    for (const id of [...without.slice(0, 3), ...withBoard.slice(0, 2)]) {
      const view = await projects(id, 'zh');
      view.unmount();
    }
  }, 200_000);

  it('Next on an entry without a position goes to the following entry, still projected', async () => {
    const i = faq.findIndex((f) => !faqLinks(f.id).position && faq[faq.indexOf(f) + 1] !== undefined);
    const [here, next] = [faq[i]?.id ?? '', faq[i + 1]?.id ?? ''];
    const { location } = renderAt(`/faq/${here}?projector=1`, 'en');
    (await screen.findByRole('button', { name: 'Next →' }, { timeout: 20_000 })).click();
    await screen.findByText(texts('en').faq.q[next] ?? '?', { selector: '.projector-caption' }, { timeout: 20_000 });
    expect(location.history?.at(-1)).toBe(`/faq/${next}?projector=1`);
  }, 60_000);
});
