// @vitest-environment jsdom
/**
 * One of a kind reads as one in English: "1 card in hand", "1 barrel", never "1 cards" (the FAQ's
 * live position, the board as a list). Chinese has one form for every number.
 */
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { board34 } from '../../src/engine/rulesets/pittsburgh/data';
import { newGame } from '../../src/engine/rulesets/pittsburgh';
import type { Language } from '../../src/i18n/language';
import { BoardAsText } from '../../src/ui/board';
import { PositionView } from '../../src/ui/faq/FaqPosition';
import { createTestI18n } from './test-i18n';

const show = (ui: React.ReactElement, lang: Language = 'en') => render(<I18nextProvider i18n={createTestI18n(lang)}>{ui}</I18nextProvider>);
const ONE_MANY = /\b1 (cards|barrels|spaces|link icons)/;

describe('one of a kind, in English', () => {
  it('the FAQ position: a player holding one card has "1 card in hand"; eight are "8 cards"', async () => {
    const state = newGame({ players: 2, seed: 3 });
    state.players[0]!.hand = state.players[0]!.hand.slice(0, 1);
    const { container } = show(<PositionView loaded={{ kind: 'ok', state }} name="one-card" highlight={[]} />);
    const items = await screen.findAllByRole('listitem');
    const lines = items.map((li) => li.textContent ?? '').filter((x) => x.includes('in hand'));
    expect(lines).toHaveLength(2);
    expect(lines.some((x) => x.includes(', 1 card in hand'))).toBe(true);
    expect(lines.some((x) => x.includes(', 8 cards in hand'))).toBe(true);
    expect(container.textContent).not.toMatch(ONE_MANY);
  });

  it('the board as a list: a route of one barrel says "1 barrel"', () => {
    expect(board34.pipelineRoutes.some((r) => r.barrels === 1)).toBe(true);
    const { container } = show(<BoardAsText board={board34} />);
    expect(container.textContent).toMatch(/: 1 barrel(?!s)/);
    expect(container.textContent).toMatch(/: 2 barrels/);
    expect(container.textContent).not.toMatch(ONE_MANY);
  });

  it('Chinese keeps its one form: 手牌1张', async () => {
    const state = newGame({ players: 2, seed: 3 });
    state.players[0]!.hand = state.players[0]!.hand.slice(0, 1);
    show(<PositionView loaded={{ kind: 'ok', state }} name="one-card" highlight={[]} />, 'zh');
    const items = await screen.findAllByRole('listitem');
    expect(items.some((li) => li.textContent?.includes('手牌1张'))).toBe(true);
  });
});
