// @vitest-environment jsdom
/**
 * The Lancashire sandbox on screen: one build composed from the enumerator's options (the action
 * and card as buttons, the space picked on the drawn board), its preview's numbers equal to the
 * engine's own preview, Escape leaving nothing behind, Confirm applying it; a refused option shows
 * its reason and rule section; the page is reachable at /course/play in both languages.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { execute, viewFor } from '../../src/engine/rulesets/lancashire';
import { en, zh } from '../../src/i18n/all-resources';
import { createLancashirePlayStore } from '../../src/store/lancashirePlayStore';
import { LGame } from '../../src/ui/course/play/LGame';
import { renderAt } from './render-app';
import { createTestI18n } from './test-i18n';

const WAIT = { timeout: 30_000 };

describe('the Lancashire sandbox', () => {
  it('composes one build by the board, previews the engine’s numbers and confirms it', async () => {
    // game 5: Red (the person) acts first with a Bolton location card
    const store = createLancashirePlayStore({ seed: 5, seats: ['human', 'bot'] });
    const { container } = render(
      <I18nextProvider i18n={createTestI18n('en')}>
        <LGame store={store} onNew={() => undefined} botDelay={null} />
      </I18nextProvider>,
    );
    const composer = await screen.findByRole('region', { name: /Red: your move/ }, WAIT);
    fireEvent.click(within(composer).getByRole('button', { name: en.lplay.actions.build }));
    fireEvent.click(await screen.findByRole('button', { name: 'Bolton (location card)' }, WAIT));
    // Escape steps back: the card question again, nothing chosen left behind
    fireEvent.keyDown(screen.getByText(en.lplay.ask.space), { key: 'Escape' });
    expect(await screen.findByText(en.play.ask.card, undefined, WAIT)).toBeInTheDocument();
    expect(store.getState().drafts).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Bolton (location card)' }));
    await screen.findByText(en.lplay.ask.space, undefined, WAIT);
    const pick = container.querySelector('[data-pick^="bolton-"]');
    expect(pick).not.toBeNull();
    fireEvent.click(pick!);
    // a space with more than one industry narrows the buttons to that space; take the first
    const c = store.getState().choice;
    if (c?.status === 'choose' && c.choice.kind === 'space') {
      fireEvent.click(container.querySelector('.lplay-option:not(.is-refused)')!);
    }
    const preview = await screen.findByTestId('lplay-preview', undefined, WAIT);
    const p = store.getState().ready!;
    expect(p.action).toMatchObject({ type: 'build', card: 'loc:bolton' });
    expect((p.action as { space: string }).space.startsWith('bolton-')).toBe(true);
    const engine = execute(viewFor(store.getState().state, 'red'), p.action);
    if (!engine.ok) throw new Error(engine.error.code);
    const before = store.getState().state.players.find((x) => x.colour === 'red')!;
    const after = engine.state.players.find((x) => x.colour === 'red')!;
    expect(after.cash).toBeLessThan(before.cash);
    expect(within(preview).getByText(`£${before.cash} → £${after.cash}`)).toBeInTheDocument();
    expect(preview.querySelectorAll('[data-effect="build"]')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('lplay-confirm'));
    await waitFor(() => expect(store.getState().log.length).toBeGreaterThan(0), WAIT);
    expect(store.getState().log[0]!.action).toEqual(p.action);
    expect(store.getState().state.players.find((x) => x.colour === 'red')!.cash).toBe(after.cash);
    expect(await screen.findByText(/^1\. Red: Build an industry: Bolton/, undefined, WAIT)).toBeInTheDocument();
  }, 120_000);

  it('shows a refused option with its reason and rule section', async () => {
    const store = createLancashirePlayStore({ seed: 5, seats: ['human', 'bot'] });
    render(
      <I18nextProvider i18n={createTestI18n('en')}>
        <LGame store={store} onNew={() => undefined} botDelay={null} />
      </I18nextProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: en.lplay.actions.build }, WAIT));
    fireEvent.click(await screen.findByRole('button', { name: 'Bolton (location card)' }, WAIT));
    await screen.findByText(en.lplay.ask.space, undefined, WAIT);
    const refused = document.querySelector<HTMLButtonElement>('.lplay-option.is-refused');
    expect(refused).not.toBeNull();
    fireEvent.click(refused!);
    const alert = await screen.findByRole('alert', undefined, WAIT);
    const code = alert.getAttribute('data-refusal')!;
    expect(alert).toHaveTextContent(en.lancashire.reasons[code as keyof typeof en.lancashire.reasons]);
    expect(alert).toHaveTextContent(/Rule: “/);
    expect(store.getState().log).toHaveLength(0);
  }, 120_000);

  it('opens at /course/play in both languages with the setup form', async () => {
    for (const [lang, res] of [
      ['en', en],
      ['zh', zh],
    ] as const) {
      const view = renderAt('/course/play', lang);
      expect(await screen.findByRole('heading', { level: 1, name: res.pageTitle.coursePlay }, WAIT)).toBeInTheDocument();
      // the form speaks the shared setup words; only its title and what a game number deals are Lancashire's own
      const form = screen.getByRole('form', { name: res.lplay.setup.title });
      const shared = res.play.setup;
      expect(within(form).getByRole('button', { name: shared.start })).toBeInTheDocument();
      expect(within(form).getByRole('button', { name: shared.newSeed })).toBeInTheDocument();
      expect(within(form).getByRole('group', { name: shared.players })).toHaveTextContent(shared.playersN_other.replace('{{count}}', '4'));
      expect(within(form).getByRole('group', { name: shared.seats })).toBeInTheDocument();
      expect(within(form).getByLabelText(shared.seed)).toHaveAccessibleDescription(res.lplay.setup.seedHelp);
      expect(res.lplay.setup.seedHelp).not.toBe(shared.seedHelp);
      const kinds = [...form.querySelectorAll('[data-seat] option')].map((o) => o.textContent);
      expect(kinds.slice(0, 3)).toEqual([res.play.seat.human, res.play.seat.bot, res.play.seat.random]);
      view.unmount();
    }
  }, 120_000);
});
