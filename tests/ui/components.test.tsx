// @vitest-environment jsdom
/**
 * The Components page: the printed counts, with the tutorial's teaching deck (assumed) and the
 * link-tile count conflict marked and explained in both languages.
 */
import { render, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from './test-i18n';
import type { Language } from '../../src/i18n/language';
import { ComponentsPage } from '../../src/ui/pages/ComponentsPage';

function renderPage(lang: Language) {
  render(
    <I18nextProvider i18n={createTestI18n(lang)}>
      <ComponentsPage />
    </I18nextProvider>,
  );
  const entry = (id: string) => document.querySelector(`[data-component="${id}"]`) as HTMLElement;
  return entry;
}

describe('Components page', () => {
  it('English: the cards carry the assumed mark and the teaching-deck arithmetic; the link tiles a conflict mark with both counts', () => {
    const entry = renderPage('en');
    const cards = entry('cards');
    expect(cards).toHaveTextContent('× 68');
    expect(within(cards).getByText('assumed')).toBeInTheDocument();
    expect(cards).toHaveTextContent('16 cards per player (32 cards with 2 players, 48 with 3, 64 with 4)');
    expect(cards).toHaveTextContent('8 rounds');
    const links = entry('links');
    expect(links).toHaveTextContent('× 84');
    expect(within(links).getByText('conflict')).toBeInTheDocument();
    expect(links).toHaveTextContent('84 link tiles, 21 per colour');
    expect(links).toHaveTextContent('22 per colour: 9 Light Trains, 7 Heavy Trains');
    expect(entry('coal').querySelector('.status-mark, .conflict-mark')).toBeNull();
  });
  it('Chinese: the same marks and figures', () => {
    const entry = renderPage('zh');
    expect(within(entry('cards')).getByText('假定')).toBeInTheDocument();
    expect(entry('cards')).toHaveTextContent('每名玩家16张（2人32张，3人48张，4人64张）');
    expect(within(entry('links')).getByText('冲突')).toBeInTheDocument();
    expect(entry('links')).toHaveTextContent('每种颜色22个：9个轻车、7个重车');
  });
});
