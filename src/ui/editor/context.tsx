/** Provides the editor's store to the page; components read narrow slices with `useEditor(selector)`. */
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { EditorStore, EditorStoreState } from '../../store/editorStore';

const Ctx = createContext<EditorStore | null>(null);

export function EditorProvider({ store, children }: { store: EditorStore; children: ReactNode }) {
  return <Ctx.Provider value={store}>{children}</Ctx.Provider>;
}

export function useEditorStore(): EditorStore {
  const s = useContext(Ctx);
  if (!s) throw new Error('useEditorStore outside an EditorProvider');
  return s;
}

export function useEditor<T>(selector: (s: EditorStoreState) => T): T {
  return useStore(useEditorStore(), selector);
}
