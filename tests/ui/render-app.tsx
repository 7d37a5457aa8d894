import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createTestI18n } from './test-i18n';
import type { Language } from '../../src/i18n/language';
import { AppRoutes } from '../../src/ui/App';

/** Renders every route of the app at `path` in one language, with a fresh i18n instance and an in-memory address. */
export function renderAt(path: string, lang: Language = 'en') {
  const location = memoryLocation({ path, record: true });
  const i18n = createTestI18n(lang);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppRoutes />
      </Router>
    </I18nextProvider>,
  );
  return { ...view, location, i18n };
}
