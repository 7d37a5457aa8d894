/**
 * Lancashire's sandbox game (createLancashirePlayStore): the sandbox's one store
 * (sandbox/sandboxStore.ts) over the Lancashire engine — its choice enumerator, executor with the
 * flow (the turn, round, period and game end run with each move), views, "what would make it
 * legal?" and the greedy and random bots. No rule lives here.
 */
import type {
  Colour,
  LAction,
  LChoiceKind,
  LChoiceOption,
  LDraft,
  LEffect,
  LNextChoice,
  LRefusal,
  LState,
} from '../engine/rulesets/lancashire/index.ts';
import { actingColour, decideL, execute, newLancashireGame, nextChoice, viewFor } from '../engine/rulesets/lancashire/index.ts';
import { whatWouldMakeItLegalL, type LHint } from '../engine/rulesets/lancashire/hints.ts';
import type { PlaySetup } from './savedGame.ts';
import { createSandboxStore, type LogEntry, type Notice, type SandboxGame, type SandboxState } from './sandbox/sandboxStore.ts';
import type { TypesOf } from './sandbox/types.ts';

/** Lancashire's types in the sandbox. */
type LancashireSandbox = TypesOf<LState, LAction, LEffect, LDraft, LChoiceKind, LChoiceOption, LNextChoice, LHint, LRefusal>;

export type LLogEntry = LogEntry<LancashireSandbox>;
export type LNotice = Notice<LancashireSandbox>;
export type LPlayStoreState = SandboxState<LancashireSandbox>;

export const L_SEAT_COLOURS: readonly Colour[] = ['red', 'yellow', 'green', 'purple'];

/** Lancashire as the sandbox plays it: every position has somebody to act until the game is over. */
export const lancashireSandbox: SandboxGame<LancashireSandbox> = {
  id: 'lancashire',
  seatColours: L_SEAT_COLOURS,
  newGame: (players, seed) => newLancashireGame({ players: players as 2 | 3 | 4, seed }),
  colours: (s) => s.players.map((p) => p.colour),
  acting: (s) => actingColour(s),
  canAct: (s) => actingColour(s) !== undefined,
  advance: (s) => ({ state: s, effects: [] }),
  preview: (s, a, flow) => {
    const r = execute(s, a, { flow });
    return r.ok ? { ok: true, effects: r.effects, next: r.state } : r;
  },
  viewFor: (s, c) => viewFor(s, c as Colour),
  emptyDraft: () => ({ action: {} }),
  nextChoice: (view, draft) => nextChoice(view, draft),
  hint: (view, draft, id) => whatWouldMakeItLegalL(view, draft, id),
  decide: (kind, view, seed, move) => decideL(kind === 'random' ? 'random' : 'greedy', view, seed, move),
  // a revealed Distant Market tile and a round's or period's end are news: undo stops there
  news: (effects) => effects.some((e) => e.kind === 'distant-tile' || e.kind === 'round-end' || e.kind === 'period-end'),
};

export function lActingSeat(s: Pick<LPlayStoreState, 'state' | 'seats'>) {
  const c = actingColour(s.state);
  return s.seats.find((x) => x.colour === c);
}

export function createLancashirePlayStore(setup: PlaySetup, opts: { state?: LState } = {}) {
  return createSandboxStore(lancashireSandbox, setup, opts);
}

export type LancashirePlayStore = ReturnType<typeof createLancashirePlayStore>;
