// @vitest-environment jsdom
/**
 * A card the build refuses, in the sandbox: the notice's rule and "What would make it legal?"
 * give the same Whiskey advice, both from the engine (seed 2, two players: an Automobile card no
 * tile can use yet; the same card as a wild card would do, with 1 Whiskey), in both languages.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { newGame, type GameState } from '../../src/engine/rulesets/pittsburgh';
import type { Language } from '../../src/i18n/language';
import { createPlayStore } from '../../src/store/playStore';
import { PlayStoreProvider } from '../../src/store/PlayStoreContext';
import { Composer } from '../../src/ui/play/Composer';
import { createTestI18n } from './test-i18n';

const WAIT = { timeout: 20_000 };
const me = (s: GameState) => s.players.find((p) => p.colour === s.turnOrder[s.current])!;
const notice = () => document.querySelector('.play-notice') as HTMLElement;

async function refuseAutomobile(state: GameState, lang: Language, ask: string) {
  const seats = state.players.map((p) => (p.colour === state.turnOrder[state.current] ? 'human' : 'bot') as 'human' | 'bot');
  const store = createPlayStore({ seats, seed: 1 }, { state });
  render(
    <I18nextProvider i18n={createTestI18n(lang)}>
      <PlayStoreProvider store={store}>
        <Composer />
      </PlayStoreProvider>
    </I18nextProvider>,
  );
  await screen.findByRole('heading', { level: 2 }, WAIT);
  const c = store.getState().choice;
  const build = c?.status === 'choose' ? c.choice.options.find((o) => (o.value as { type?: string }).type === 'build')?.id : undefined;
  store.getState().choose(build ?? '');
  const option = await screen.findByText((_, el) => el?.getAttribute('data-option') === '{"card":"ind-automobile-1"}', {}, WAIT);
  expect(option).toHaveAttribute('aria-disabled', 'true');
  fireEvent.click(option);
  const rule = notice().querySelector('.panel-rule')!.textContent ?? '';
  fireEvent.click(within(notice()).getByRole('button', { name: ask }));
  const hint = notice().querySelector('.play-hint-text')!.textContent ?? '';
  return { rule, hint };
}

describe('a card the build refuses: the rule and the hint give the same Whiskey advice', () => {
  it('no Whiskey (English): both say the wild card needs 1 more Whiskey', async () => {
    const { rule, hint } = await refuseAutomobile(newGame({ players: 2, seed: 2 }), 'en', 'What would make it legal?');
    expect(hint).toMatch(
      /^Played as a wild card it would be allowed, but that costs 1 Whiskey and you have none: with 1 more Whiskey, “.+ \+ 1 Whiskey \(wild\)” would be allowed\.$/,
    );
    expect(rule).toContain('This card does not allow that build');
    expect(rule).toContain(hint);
    expect(rule).not.toContain('One Whiskey turns any card');
  });

  it('1 Whiskey in hand (Chinese): both name the wild-card option to choose', async () => {
    const s = newGame({ players: 2, seed: 2 });
    me(s).whiskey = 1;
    const { rule, hint } = await refuseAutomobile(s, 'zh', '怎样才能合法？');
    expect(hint).toMatch(/^把它当作万能牌就可以：选择“.+ \+ 1威士忌（万能）”，花1威士忌。$/);
    expect(rule).toContain('这张牌不允许这样建造');
    expect(rule).toContain(hint);
  });
});
