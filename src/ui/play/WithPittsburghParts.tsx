/** Gives the shared sandbox parts (ui/sandbox) the Pittsburgh game of the PlayStoreProvider above, with Pittsburgh's own parts. */
import type { ReactNode } from 'react';
import { usePlayStore } from '../../store/PlayStoreContext';
import { SandboxProvider } from '../sandbox/SandboxContext';
import { pittsburghParts } from './pittsburghParts';

export function WithPittsburghParts({ children }: { children: ReactNode }) {
  return (
    <SandboxProvider store={usePlayStore()} parts={pittsburghParts}>
      {children}
    </SandboxProvider>
  );
}
