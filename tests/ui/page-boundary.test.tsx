// @vitest-environment jsdom
import { render, screen, fireEvent } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { PageBoundary } from '../../src/ui/PageBoundary';
import { createI18n } from '../../src/i18n';

let failing = false;
function Flaky() {
  if (failing) throw new Error('chunk failed');
  return <p>the page</p>;
}

const at = (key: string) => (
  <I18nextProvider i18n={createI18n('en')}>
    <PageBoundary resetKey={key}>
      <Flaky />
    </PageBoundary>
  </I18nextProvider>
);

describe('the page boundary', () => {
  it('shows a message with Try again instead of an empty app, and Try again renders the page', async () => {
    failing = true;
    render(at('/a'));
    expect(await screen.findByRole('alert', undefined, { timeout: 20_000 })).toHaveTextContent('could not be shown');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the page', undefined, { timeout: 20_000 })).toBeInTheDocument();
  });
});

describe('the page boundary on another page', () => {
  it('opening another page clears the message', async () => {
    failing = true;
    const { rerender } = render(at('/c'));
    expect(await screen.findByRole('alert', undefined, { timeout: 20_000 })).toBeInTheDocument();
    failing = false;
    rerender(at('/d'));
    expect(await screen.findByText('the page', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
