// @vitest-environment jsdom
/** The sandbox's text view of the whole position: headings and tables a screen reader can walk, in both languages. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../src/i18n/language';
import { createPlayStore } from '../../src/store/playStore';
import { PlayStoreProvider } from '../../src/store/PlayStoreContext';
import { PositionText } from '../../src/ui/play/PositionText';
import { scenarioFile } from '../engine/helpers';
import { createTestI18n } from './test-i18n';

const WAIT = { timeout: 20_000 };

function show(lang: Language) {
  const state = scenarioFile('lesson-5-sale-oil-merchant.json');
  state.players[0]!.whiskey = 2;
  const store = createPlayStore({ seats: ['human', 'bot'], seed: 1 }, { state });
  render(
    <I18nextProvider i18n={createTestI18n(lang)}>
      <PlayStoreProvider store={store}>
        <PositionText />
      </PlayStoreProvider>
    </I18nextProvider>,
  );
}

describe('the position as text', () => {
  it('is closed at first, opens to headings and tables with every piece and number (English)', async () => {
    show('en');
    const toggle = await screen.findByRole('button', { name: 'Show the whole position as text' }, WAIT);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('position-text')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide the position as text');
    const body = screen.getByTestId('position-text');
    expect(body).toHaveTextContent('Era 1, round 3');
    expect(
      within(body)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Players', 'Cities', 'Links', 'Markets', 'Merchants']);
    // players: cash, income, VP, Whiskey, hand count (Orange's hand is a count only)
    const blue = within(body).getByRole('row', { name: /^Blue/ });
    expect(blue).toHaveTextContent(/\$30.*level 0 \(space 10\).*0.*2.*2 cards/);
    expect(within(body).getByRole('row', { name: /^Orange/ })).toHaveTextContent('0 cards');
    // a city: each space with its industry, owner and cubes
    const pittsburgh = within(body).getByRole('table', { name: 'Pittsburgh' });
    const space2 = within(pittsburgh).getAllByRole('row')[2] as HTMLElement;
    expect(space2).toHaveTextContent(/^Space 2 \(.+\)Manufacturing IBlue/);
    expect(within(pittsburgh).getAllByRole('row')[1]).toHaveTextContent('empty');
    // links and merchants
    const links = within(body).getAllByRole('table').at(-1) as HTMLElement;
    expect(within(links).getAllByRole('row')).toHaveLength(4);
    expect(links).toHaveTextContent('Columbus – PittsburghLight TrainBlue');
    expect(links).toHaveTextContent(/Venango → Pittsburghpipeline\s*Orange/);
    expect(body).toHaveTextContent(/Cincinnati: buys Kerosene.+Manufactur/);
  });

  it('reads in Chinese', async () => {
    show('zh');
    fireEvent.click(await screen.findByRole('button', { name: '以文字显示整个局面' }, WAIT));
    const body = screen.getByTestId('position-text');
    expect(within(body).getByRole('heading', { name: '城市' })).toBeInTheDocument();
    expect(within(body).getByRole('table', { name: '匹兹堡' })).toHaveTextContent('第2格');
    expect(within(body).getByRole('row', { name: /^蓝方/ })).toHaveTextContent('$30');
  });
});
