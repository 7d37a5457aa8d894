import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

/**
 * Every findBy…/waitFor waits on its condition with one generous limit, never Testing Library's
 * default 1 s: lazily loaded pages and translation areas can take seconds on a loaded 2-core machine
 * (`npm run test:loaded`). A wait that succeeds returns as soon as its condition holds.
 */
export const ASYNC_WAIT_MS = 20_000;
configure({ asyncUtilTimeout: ASYNC_WAIT_MS });
