/**
 * Pittsburgh's sandbox game (createPlayStore): the sandbox's one store (sandbox/sandboxStore.ts)
 * over Pittsburgh's engine — its choice enumerator, executor with the flow, views, hints, the
 * greedy and random bots and, Pittsburgh's own, the strong bot (in the page's worker) and the
 * wild-card way of a card the build refuses. No rule lives here.
 */
import { decide } from '../engine/rulesets/pittsburgh/bot/match.ts';
import type { BotThinker } from '../workers/strongBot.ts';
import { strongThinker } from '../workers/strongBot.ts';
import type {
  Action,
  ChoiceKind,
  ChoiceOption,
  Draft,
  Effect,
  GameState,
  NextChoice,
  Refusal,
  RulesData,
} from '../engine/rulesets/pittsburgh/index.ts';
import {
  PLAYER_COLOURS,
  actingColour,
  advance,
  canAct,
  defaultRules,
  newGame,
  nextChoice,
  preview,
  viewFor,
} from '../engine/rulesets/pittsburgh/index.ts';
import { whatWouldMakeItLegal, wildWay, type Hint } from '../engine/rulesets/pittsburgh/hints/index.ts';
import type { PlaySetup, SavedGame, SaveProblem } from './savedGame.ts';
import {
  createSandboxStore,
  restoreSandbox,
  type LogEntry as SandboxLogEntry,
  type Notice as SandboxNotice,
  type SandboxGame,
  type SandboxState,
} from './sandbox/sandboxStore.ts';
import type { TypesOf } from './sandbox/types.ts';

export type { PlaySetup, SeatKind } from './savedGame.ts';
export type { Seat } from './sandbox/types.ts';
export { shownState, toSaved, unseenFlow } from './sandbox/sandboxStore.ts';

/** Pittsburgh's types in the sandbox. */
type PittsburghSandbox = TypesOf<GameState, Action, Effect, Draft, ChoiceKind, ChoiceOption, NextChoice, Hint, Refusal>;

export type LogEntry = SandboxLogEntry<PittsburghSandbox>;
export type Notice = SandboxNotice<PittsburghSandbox>;
export type PlayStoreState = SandboxState<PittsburghSandbox>;

/** The seats of a new game: the engine's four player colours. */
export const SEAT_COLOURS = PLAYER_COLOURS;

/** Pittsburgh as the sandbox plays it. */
export function pittsburghSandbox(rules: RulesData = defaultRules): SandboxGame<PittsburghSandbox> {
  return {
    id: 'pittsburgh',
    seatColours: SEAT_COLOURS,
    newGame: (players, seed) => newGame({ players: players as 2 | 3 | 4, seed }, rules),
    colours: (s) => s.players.map((p) => p.colour),
    acting: (s) => actingColour(s),
    canAct: (s) => canAct(s),
    advance: (s) => advance(s, rules),
    preview: (s, a, flow) => preview(s, a, rules, flow ? { flow: true } : undefined),
    viewFor: (s, c) => viewFor(s, c),
    emptyDraft: () => ({ action: {} }),
    nextChoice: (view, draft) => nextChoice(view, draft, rules),
    hint: (view, draft, id) => whatWouldMakeItLegal(view, draft, id, rules),
    decide: (kind, view, seed, move) => decide(kind === 'random' ? 'random' : 'greedy', view, seed, move, rules),
    news: (effects) => effects.some((e) => e.kind === 'reveal' || e.kind === 'draw' || e.kind === 'reshuffle'),
    refusedExtra: (view, draft, o) => (o.refusal?.code === 'card-does-not-allow' ? wildWay(view, draft, o.id, rules) : undefined),
  };
}

/** Who acts now and what kind of seat it is. */
export function actingSeat(s: Pick<PlayStoreState, 'state' | 'seats'>) {
  const c = actingColour(s.state);
  return s.seats.find((x) => x.colour === c);
}

/** Does the acting person have to take the device first (hot-seat hand-over)? */
export function needsHandOver(s: Pick<PlayStoreState, 'state' | 'seats' | 'holder'>): boolean {
  const seat = actingSeat(s);
  return !s.state.gameOver && seat?.kind === 'human' && seat.colour !== s.holder;
}

export interface PlayStoreOptions {
  rules?: RulesData;
  /** Start from this position instead of the deal of the game number (its players take the seats). */
  state?: GameState;
  /** Who finds the strong bots' moves (default: the page's worker, workers/strongBot.ts). */
  thinker?: BotThinker;
}

const thinkerOf = (opts: PlayStoreOptions) => () => opts.thinker ?? strongThinker();

export function createPlayStore(setup: PlaySetup, opts: PlayStoreOptions = {}) {
  return createSandboxStore(pittsburghSandbox(opts.rules), setup, {
    ...(opts.state ? { state: opts.state } : {}),
    thinker: thinkerOf(opts),
  });
}

export type PlayStore = ReturnType<typeof createPlayStore>;

/** A saved game played again through the engine, move by move; a move it refuses is a problem, never a throw. */
export function restoreGame(
  saved: SavedGame,
  rules: RulesData = defaultRules,
): { ok: true; store: PlayStore } | { ok: false; problem: SaveProblem } {
  return restoreSandbox(pittsburghSandbox(rules), saved, { thinker: thinkerOf({}) });
}
