// @vitest-environment jsdom
/**
 * While an era's end is walked step by step, the board draws what scores: the era's links and
 * industries stay on it until the step where they leave, in both languages.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../src/i18n/language';
import { createPlayStore, type PlayStore } from '../../src/store/playStore';
import { PlayStoreProvider } from '../../src/store/PlayStoreContext';
import { FlowSteps } from '../../src/ui/play/FlowSteps';
import { PlayBoard } from '../../src/ui/play/PlayBoard';
import { createTestI18n } from './test-i18n';

/** Two bots play seeded game 5 up to the move that ends Era 1 (its flow not yet shown). */
function atEraOneEnd(): PlayStore {
  const store = createPlayStore({ seats: ['bot', 'bot'], seed: 5 });
  for (let i = 0; i < 200 && !store.getState().log.some((e) => e.effects.some((x) => x.kind === 'era-end')); i++)
    store.getState().botStep();
  return store;
}

const NEXT = { en: 'Next step', zh: '下一步' };
const REMOVALS = { en: 'Tiles leave the board', zh: '板块离开版图' };
const lightRailsOnBoard = () => document.querySelectorAll('.play-board-frame [data-link][data-kind="lightRail"]').length;
const lightRails = (links: readonly { kind: string }[]) => links.filter((l) => l.kind === 'lightRail').length;

describe.each(['en', 'zh'] as Language[])('the board during an era end (%s)', (lang) => {
  it("keeps the era's Light Trains on the board while they score, and shows them gone once tiles leave", async () => {
    const store = atEraOneEnd();
    const entry = store.getState().log.at(-1)!;
    expect(entry.effects.some((e) => e.kind === 'era-end')).toBe(true);
    // the engine's state after the move has already taken the Light Trains away; the era ended with some
    expect(lightRails(store.getState().state.links)).toBe(0);
    expect(lightRails(entry.before.links)).toBeGreaterThan(0);
    const scored = entry.effects.filter((e) => e.kind === 'link-score').length;
    expect(scored).toBeGreaterThan(0);
    render(
      <I18nextProvider i18n={createTestI18n(lang)}>
        <PlayStoreProvider store={store}>
          <PlayBoard />
          <FlowSteps />
        </PlayStoreProvider>
      </I18nextProvider>,
    );
    const panel = document.querySelector('.play-flow') as HTMLElement;
    expect(panel).not.toBeNull();
    // step through to the links' scoring: every link that scores is drawn
    for (let i = 0; i < 10 && panel.getAttribute('data-stage') !== 'links'; i++)
      fireEvent.click(within(panel).getByRole('button', { name: NEXT[lang] }));
    expect(panel).toHaveAttribute('data-stage', 'links');
    // every link the era ended with is drawn (the last move's own links too), the Light Trains among them
    const before = lightRailsOnBoard();
    expect(before).toBeGreaterThanOrEqual(lightRails(entry.before.links));
    expect(document.querySelectorAll('.play-board-frame [data-link]').length).toBeGreaterThanOrEqual(entry.before.links.length);
    fireEvent.click(within(panel).getByRole('button', { name: NEXT[lang] }));
    expect(panel).toHaveAttribute('data-stage', 'industries');
    expect(lightRailsOnBoard()).toBe(before);
    // from the removals on, the board is the new era's
    for (let i = 0; i < 10 && panel.getAttribute('data-stage') !== 'removals'; i++)
      fireEvent.click(within(panel).getByRole('button', { name: NEXT[lang] }));
    expect(panel).toHaveAttribute('data-stage', 'removals');
    expect(lightRailsOnBoard()).toBe(0);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(REMOVALS[lang]);
  }, 120_000);
});
