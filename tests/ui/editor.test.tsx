// @vitest-environment jsdom
/**
 * The position editor for people: "Start from" names lessons and FAQ positions by their titles, hands
 * and piles are chosen from the deck's cards by name within the deck's own counts, and the engine's
 * problems name players, cards and places in words, in both languages.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { en, zh } from '../../src/i18n/all-resources';
import { faq } from '../../src/ui/content';
import { faqLinks } from '../../src/ui/faq/links';
import { errorText } from '../../src/ui/play/share/problemText';
import { createTestI18n } from './test-i18n';
import { renderAt } from './render-app';

beforeEach(() => localStorage.clear());

const questions = (lang: 'en' | 'zh') => (lang === 'en' ? en : zh) as unknown as { faq: { q: Record<string, string> } };

async function openEditor(lang: 'en' | 'zh') {
  renderAt('/editor', lang);
  return (await screen.findByTestId('ed-start', {}, { timeout: 30_000 })) as HTMLSelectElement;
}

describe.each(['en', 'zh'] as const)('the editor (%s)', (lang) => {
  it('"Start from" lists FAQ positions by their questions, never by a file name, and loads one', async () => {
    const start = await openEditor(lang);
    const texts = [...start.options].map((o) => o.textContent ?? '');
    expect(texts.filter((x) => /lesson-\d|faq-|choice-|[a-z]+-[a-z]+-[a-z]+/.test(x))).toEqual([]);
    const withPosition = faq.filter((f) => faqLinks(f.id).position);
    for (const f of withPosition) expect(texts.some((x) => x.includes(questions(lang).faq.q[f.id] ?? '?'))).toBe(true);
    // the entry about a second link loads its own position (its players' cash as the scenario says)
    const entry = withPosition.find((f) => faqLinks(f.id).position?.scenario === 'faq-second-link');
    expect(entry).toBeDefined();
    fireEvent.change(start, { target: { value: `faq:${entry?.id ?? ''}` } });
    fireEvent.click(screen.getByTestId('ed-load'));
    expect(screen.getByTestId('ed-undo')).not.toBeDisabled();
  }, 60_000);

  it('a hand is chosen from the deck by name, never more copies than the deck has', async () => {
    await openEditor(lang);
    const hand = screen.getByTestId('ed-hand-blue');
    const pick = within(hand).getByTestId('ed-hand-blue-pick') as HTMLSelectElement;
    const cleveland = lang === 'en' ? 'Cleveland location' : '克利夫兰';
    const option = () => [...pick.options].find((o) => (o.textContent ?? '').startsWith(cleveland)) as HTMLOptionElement;
    expect(option().textContent).toBe(lang === 'en' ? 'Cleveland location (2 of 2 left)' : `${option().value}（共2张，还剩2张）`);
    for (let i = 0; i < 2; i++) {
      fireEvent.change(pick, { target: { value: option().value } });
      fireEvent.click(within(hand).getByTestId('ed-hand-blue-add'));
    }
    expect(
      within(hand)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-card')),
    ).toEqual(['loc-cleveland-1', 'loc-cleveland-2']);
    expect(option()).toBeDisabled();
    // the discard pile of the other player counts the same deck
    const orange = screen.getByTestId('ed-discard-orange-pick') as HTMLSelectElement;
    expect([...orange.options].find((o) => o.value === option().value)).toBeDisabled();
    // taking one out gives the copy back
    fireEvent.click(
      within(hand).getAllByRole('button', { name: new RegExp(lang === 'en' ? '^Take out card 1' : '^拿走第1张') })[0] as HTMLElement,
    );
    expect(option()).not.toBeDisabled();
    expect(screen.getByTestId('ed-problems')).toHaveTextContent(lang === 'en' ? 'No problems' : /没有问题/);
  }, 60_000);
});

describe('the engine’s problems name things in words', () => {
  it.each(['en', 'zh'] as const)('%s: a colour, a card, a space and a market by name, not by id', (lang) => {
    const i18n = createTestI18n(lang);
    const t = i18n.t.bind(i18n);
    const colours = ['blue', 'blue'];
    const twice = errorText(t, { path: 'players[1].colour', code: 'duplicate-colour', params: { colour: 'blue' } }, colours, lang);
    expect(twice).toEqual(lang === 'en' ? 'Player 2 (Blue), colour: two players are both Blue.' : expect.stringContaining('都是蓝方。'));
    expect(twice).not.toMatch(/blue/);
    const card = errorText(t, { path: 'cards', code: 'duplicate-card', params: { card: 'loc-erie-1' } }, colours, lang);
    expect(card).not.toContain('loc-erie-1');
    expect(card).toContain(lang === 'en' ? 'Erie location' : '伊利');
    const space = errorText(t, { path: 'industries[0].space', code: 'space-taken', params: { space: 'pittsburgh-2' } }, colours, lang);
    expect(space).toContain(lang === 'en' ? 'Pittsburgh, space 2' : '匹兹堡第2格');
    const market = errorText(
      t,
      { path: 'markets.market-toledo.coal', code: 'market-over-capacity', params: { value: 9, slots: 4 } },
      colours,
      lang,
    );
    expect(market).not.toContain('market-toledo');
    expect(market).toContain(lang === 'en' ? 'Toledo market' : '托莱多市场');
  });
});
