/**
 * The coach of one game (createCoachStore): whether it judges the person's moves, its verdict on
 * their latest move (thinking, the quick look, then the deeper look), and the hint ladder of the
 * turn being played. Given through context, like the game's store; PlayBoard reads the better
 * move's ghosts from it. It also holds who thinks (the page's bot worker) and where a flagged
 * mistake is counted (the device's rule memory), so a test can give its own.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Action, GameState } from '../../engine/rulesets/pittsburgh';
import { ruleMemory, type RuleMemoryStore } from '../../store/ruleMemory';
import { strongThinker, type BotThinker } from '../../workers/strongBot';
import type { Judgement, Look } from './judge';

export interface Verdict {
  /** The log entry judged. */
  entry: number;
  status: 'thinking' | 'done' | 'none';
  judgement?: Judgement;
  /** Which look `judgement` is; `settled` once the deeper look has answered (or failed). */
  look?: Look;
  settled: boolean;
  /** The FAQ topic this move was counted under as a mistake (the deeper look's "mistake" only). */
  flagged?: string;
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
  /** Who judges (the page's bot worker by default, started on first use). */
  thinker: () => BotThinker;
  /** The device's memory of rules, where flagged mistakes are counted. */
  memory: () => RuleMemoryStore;
  /** Moves before this log entry were played before this page (a resumed game): never counted. */
  countFrom: number;
  /** The moves already counted (`entry:action`), so judging one again never counts it twice. */
  counted: string[];
  setOn: (on: boolean) => void;
}

export interface CoachOptions {
  thinker?: () => BotThinker;
  memory?: () => RuleMemoryStore;
  countFrom?: number;
}

export function createCoachStore(on: boolean, opts: CoachOptions = {}) {
  return createStore<CoachState>()((set) => ({
    on,
    verdict: null,
    hint: null,
    thinker: opts.thinker ?? strongThinker,
    memory: opts.memory ?? ruleMemory,
    countFrom: opts.countFrom ?? 0,
    counted: [],
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
