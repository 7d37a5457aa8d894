// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { Suspense, useId, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createI18n } from '../../src/i18n';
import { areaImports, useAreas } from '../../src/i18n/areas';

// React's own scheduling, as in the browser (outside act, a suspended render is replayed when its data arrives)
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false));
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  vi.restoreAllMocks();
});

const subscribe = () => () => undefined;

function Probe() {
  useAreas('board', 'mat');
  // hooks after the suspension point, as on the FAQ entry page (useId, the address through useSyncExternalStore)
  const id = useId();
  const value = useSyncExternalStore(subscribe, () => 'ready');
  return <p data-id={id}>{`board and mat ${value}`}</p>;
}

it('a page whose areas all arrive while it is suspended renders, with its hooks after the wait (no hook mismatch on replay)', async () => {
  const board = await areaImports.board();
  const mat = await areaImports.mat();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.spyOn(areaImports, 'board').mockImplementation(() => gate.then(() => board));
  vi.spyOn(areaImports, 'mat').mockImplementation(() => gate.then(() => mat));
  const errors: unknown[] = [];
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container, {
    onRecoverableError: (e) => void errors.push(e),
    onCaughtError: (e) => void errors.push(e),
    onUncaughtError: (e) => void errors.push(e),
  });
  root.render(
    <I18nextProvider i18n={createI18n('en')}>
      <Suspense fallback={<p>loading</p>}>
        <Probe />
      </Suspense>
    </I18nextProvider>,
  );
  expect(await screen.findByText('loading')).toBeInTheDocument();
  release(); // both areas arrive in the same moment
  expect(await screen.findByText('board and mat ready', {}, { timeout: 20_000 })).toBeInTheDocument();
  expect(errors).toEqual([]);
  root.unmount();
});
