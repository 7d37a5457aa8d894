// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coreImports, createI18n } from '../../src/i18n';
import { AppRoutes } from '../../src/ui/App';

afterEach(() => vi.restoreAllMocks());

describe('switching to a language whose strings cannot be loaded (offline, never cached)', () => {
  it('says the language needs a connection once, stays in English on the same page and address', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(coreImports, 'zh').mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    // The app's own instance: English core only, as on a first visit.
    const i18n = createI18n('en');
    const location = memoryLocation({ path: '/lessons?lang=en', record: true });
    // An awaited act: the page may suspend on its strings (a page already loaded by an earlier file of
    // the same worker renders at once and waits for its areas), and React retries it inside the act.
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <AppRoutes />
          </Router>
        </I18nextProvider>,
      );
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Lessons');
    await act(() => userEvent.click(screen.getByRole('button', { name: '切换到简体中文' })));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Chinese (简体中文) could not be loaded: a language needs an internet connection the first time it is opened.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lessons');
    expect(i18n.language).toBe('en');
    expect(location.history?.at(-1)).toBe('/lessons?lang=en');
  });
});
