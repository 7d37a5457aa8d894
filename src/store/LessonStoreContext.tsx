/** Provides a lesson store to a subtree; components read narrow slices with `useLesson(selector)`. */
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { LessonStore, LessonStoreState } from './lessonStore.ts';

const LessonStoreContext = createContext<LessonStore | null>(null);

export function LessonStoreProvider({ store, children }: { store: LessonStore; children: ReactNode }) {
  return <LessonStoreContext.Provider value={store}>{children}</LessonStoreContext.Provider>;
}

export function useLesson<T>(selector: (s: LessonStoreState) => T): T {
  const store = useContext(LessonStoreContext);
  if (!store) throw new Error('useLesson outside a LessonStoreProvider');
  return useStore(store, selector);
}
