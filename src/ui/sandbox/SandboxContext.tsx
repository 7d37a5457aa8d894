/**
 * The sandbox's store and its ruleset's own parts, given to the shared sandbox components
 * (hand-over, earlier moment, status, log, result, hint, projector): the store is the one store of
 * store/sandbox (either ruleset), the parts say what is the ruleset's own — names, the board, the
 * effects in words, a refusal's rule.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';
import type { LogEntry, SandboxState, SandboxTypes } from '../../store/sandbox/types';

export type AnySandbox = SandboxState<SandboxTypes>;
export type AnyEntry = LogEntry<SandboxTypes>;

/** One player's line of the result: VP and each tie-break's value in words. */
export interface ResultRow {
  colour: string;
  vp: number;
  /** Tie-break key → the value in words (Pittsburgh: incomeSpace, cash). */
  by: Record<string, string>;
}

/** The ruleset's words for the shared parts (made inside a component: it may use hooks). */
export interface SandboxWords {
  owner(colour: string): string;
  /** Who acts in a position (undefined: nobody, the game is over). */
  acting(state: unknown): string | undefined;
  /** Where in the game a position is ("Era 1, round 2", "Canal period, round 2"). */
  when(state: unknown): string;
  /** The projector's caption for a position someone acts in ("Round 2, Era 1 · Blue to act"). */
  caption(state: unknown, who: string): string;
  /** One log entry in words ("3. Red: Build an industry …"). */
  entry(e: AnyEntry, i: number): string;
  actionsLeft(state: unknown): number;
  /** Every player in turn order with cash (in words) and VP, for the projector. */
  scores(state: unknown): { colour: string; cash: string; vp: number }[];
  /** The result of a finished game, else undefined. */
  result(state: unknown): { ranking: ResultRow[]; winners: string[]; tieBreaks: readonly string[] } | undefined;
  /** "What would make it legal?" in words (null: no small change helps). */
  hint(h: unknown): string;
  /** Is the hint also drawn on the board (a ghost)? */
  hintOnBoard(h: unknown): boolean;
  /** Why undo is not possible now, in this ruleset's words. */
  undoWhy: string;
  /** A tie-break's column heading. */
  tieBreak(key: string): string;
}

export interface SandboxParts {
  useWords(): SandboxWords;
  /** A log entry's effects in words. */
  Effects: ComponentType<{ entry: AnyEntry; holder: string }>;
  /** A refusal with its rule (the FAQ entry and page, or the rule section). */
  Refusal: ComponentType<{ refusal: { code: string; params?: Record<string, string | number | boolean> }; action?: string | undefined }>;
  /** The board the projector shows (the moment shown). */
  ProjectorBoard: ComponentType;
}

interface Sandbox {
  store: StoreApi<AnySandbox>;
  parts: SandboxParts;
}

const SandboxContext = createContext<Sandbox | null>(null);

export function SandboxProvider<T extends SandboxTypes>({
  store,
  parts,
  children,
}: {
  store: StoreApi<SandboxState<T>>;
  parts: SandboxParts;
  children: ReactNode;
}) {
  return <SandboxContext.Provider value={{ store: store as unknown as StoreApi<AnySandbox>, parts }}>{children}</SandboxContext.Provider>;
}

function useSandboxContext(): Sandbox {
  const s = useContext(SandboxContext);
  if (!s) throw new Error('a sandbox part outside a SandboxProvider');
  return s;
}

export function useSandbox<U>(selector: (s: AnySandbox) => U): U {
  return useStore(useSandboxContext().store, selector);
}

export function useSandboxStore(): StoreApi<AnySandbox> {
  return useSandboxContext().store;
}

export function useParts(): SandboxParts {
  return useSandboxContext().parts;
}

/** The ruleset's words (a hook: call it at the top of a component). */
export function useWords(): SandboxWords {
  return useSandboxContext().parts.useWords();
}
