/**
 * The coach of one game (createCoachStore): whether it judges the person's moves, its verdict on
 * their latest move (thinking, or the judgement), and the hint ladder of the turn being played.
 * Given through context, like the game's store; PlayBoard reads the better move's ghosts from it.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Action, GameState } from '../../engine/rulesets/pittsburgh';
import type { Judgement } from './judge';

export interface Verdict {
  /** The log entry judged. */
  entry: number;
  status: 'thinking' | 'done' | 'none';
  judgement?: Judgement;
  /** The mover's view before the move (where the better move is drawn). */
  view: GameState;
  action: Action;
}

export interface HintRungs {
  /** The position (log length) the hint is for: a move later it is stale. */
  at: number;
  status: 'thinking' | 'done' | 'none';
  /** Rungs shown: 1 the action, 2 what it brings, 3 on the board. */
  rung: number;
  judgement?: Judgement;
  view: GameState;
}

export interface CoachState {
  on: boolean;
  verdict: Verdict | null;
  hint: HintRungs | null;
  setOn: (on: boolean) => void;
}

export function createCoachStore(on: boolean) {
  return createStore<CoachState>()((set) => ({
    on,
    verdict: null,
    hint: null,
    setOn: (value) => set({ on: value, ...(value ? {} : { verdict: null }) }),
  }));
}

export type CoachStore = ReturnType<typeof createCoachStore>;

const CoachContext = createContext<CoachStore | null>(null);

export function CoachProvider({ store, children }: { store: CoachStore; children: ReactNode }) {
  return <CoachContext.Provider value={store}>{children}</CoachContext.Provider>;
}

/** The coach store of the game, or null outside a CoachProvider. */
export function useCoachStore(): CoachStore | null {
  return useContext(CoachContext);
}

const none: CoachStore = createCoachStore(false);

/** A slice of the coach (a switched-off coach outside a provider). */
export function useCoach<T>(selector: (s: CoachState) => T): T {
  return useStore(useContext(CoachContext) ?? none, selector);
}
