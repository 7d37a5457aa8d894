/** Provides a sandbox game's store to a subtree; components read narrow slices with `usePlay(selector)`. */
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { PlayStore, PlayStoreState } from './playStore.ts';

const PlayStoreContext = createContext<PlayStore | null>(null);

export function PlayStoreProvider({ store, children }: { store: PlayStore; children: ReactNode }) {
  return <PlayStoreContext.Provider value={store}>{children}</PlayStoreContext.Provider>;
}

export function usePlay<T>(selector: (s: PlayStoreState) => T): T {
  const store = useContext(PlayStoreContext);
  if (!store) throw new Error('usePlay outside a PlayStoreProvider');
  return useStore(store, selector);
}

export function usePlayStore(): PlayStore {
  const store = useContext(PlayStoreContext);
  if (!store) throw new Error('usePlayStore outside a PlayStoreProvider');
  return store;
}
