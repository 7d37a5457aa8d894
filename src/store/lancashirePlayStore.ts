/**
 * One Lancashire sandbox game (createLancashirePlayStore): the position from `newLancashireGame`,
 * the seats (a person at the device, the greedy bot or the random bot), the game log, the undo
 * history of the current turn and the move being composed as a stack of the Lancashire choice
 * enumerator's drafts. Like the Pittsburgh sandbox's store (playStore.ts) it holds no rule: the
 * composer asks `nextChoice(viewFor(state, me), draft)`, the preview is the enumerator's completed
 * action with its effects, and Confirm runs the one executor with the flow on the real state.
 */
import { createStore } from 'zustand/vanilla';
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

export type LSeatKind = 'person' | 'greedy' | 'random';
export interface LSeat {
  colour: Colour;
  kind: LSeatKind;
}
export interface LSetup {
  seed: number;
  seats: LSeatKind[];
}

export interface LLogEntry {
  colour: Colour;
  action: LAction;
  /** The action's effects and those of the flow it triggered. */
  effects: LEffect[];
  bot: boolean;
  /** Period and round the action was taken in. */
  period: LState['period'];
  round: number;
}

/** The draft completed (by the person's answers or the engine's defaults): the action, its effects, the actor before and after. */
export interface LPreview {
  action: LAction;
  effects: LEffect[];
  before: LState;
  after: LState;
}

export interface LNotice {
  refusal: LRefusal;
  optionId: string;
  kind: LChoiceKind;
}

export interface LPlayStoreState {
  setup: LSetup;
  seats: LSeat[];
  state: LState;
  history: { state: LState; log: number }[];
  log: LLogEntry[];
  drafts: LDraft[];
  steps: { kind: LChoiceKind; option: LChoiceOption }[];
  choice: LNextChoice | null;
  preview: LPreview | null;
  notice: LNotice | null;
  error: LRefusal | null;
  choose: (optionId: string) => void;
  back: () => void;
  cancel: () => void;
  confirm: () => void;
  undo: () => void;
  botStep: () => void;
  clearNotice: () => void;
}

export const L_SEAT_COLOURS: readonly Colour[] = ['red', 'yellow', 'green', 'purple'];

export function lActingSeat(s: Pick<LPlayStoreState, 'state' | 'seats'>): LSeat | undefined {
  const c = actingColour(s.state);
  return s.seats.find((x) => x.colour === c);
}

const EMPTY: LDraft = { action: {} };

/** The composer's part of the store for the position `state`: the first question, or nothing when a bot (or nobody) acts. */
function compose(state: LState, seats: readonly LSeat[], drafts: LDraft[]) {
  const c = actingColour(state);
  const seat = seats.find((x) => x.colour === c);
  if (!c || seat?.kind !== 'person') return { drafts: [EMPTY], steps: [], choice: null, preview: null };
  const view = viewFor(state, c);
  const choice = nextChoice(view, drafts[drafts.length - 1] ?? EMPTY);
  const action = choice.status === 'complete' ? choice.action : choice.status === 'choose' ? choice.ready : undefined;
  let preview: LPreview | null = null;
  if (action) {
    const r = execute(view, action);
    if (r.ok) preview = { action, effects: r.effects, before: view, after: r.state };
  }
  return { drafts, choice, preview };
}

export function createLancashirePlayStore(setup: LSetup) {
  const seats: LSeat[] = setup.seats.map((kind, i) => ({ colour: L_SEAT_COLOURS[i]!, kind }));
  const start = newLancashireGame({ players: seats.length as 2 | 3 | 4, seed: setup.seed });
  return createStore<LPlayStoreState>()((set, get) => {
    /** Apply an action with the flow; the turn's undo history is kept only while the same player goes on in the same round. */
    const play = (action: LAction, bot: boolean) => {
      const s = get();
      const colour = actingColour(s.state);
      if (!colour) return;
      const r = execute(s.state, action, { flow: true });
      if (!r.ok) {
        set({ error: r.error });
        return;
      }
      const entry: LLogEntry = { colour, action, effects: r.effects, bot, period: s.state.period, round: s.state.round };
      const sameTurn = actingColour(r.state) === colour && r.state.round === s.state.round && r.state.period === s.state.period;
      const history = sameTurn && !bot ? [...s.history, { state: s.state, log: s.log.length }] : [];
      set({ state: r.state, log: [...s.log, entry], history, notice: null, error: null, steps: [], ...compose(r.state, s.seats, [EMPTY]) });
    };
    return {
      setup,
      seats,
      state: start,
      history: [],
      log: [],
      steps: [],
      notice: null,
      error: null,
      ...compose(start, seats, [EMPTY]),
      choose: (optionId) => {
        const s = get();
        if (s.choice?.status !== 'choose') return;
        const o = s.choice.choice.options.find((x) => x.id === optionId);
        if (!o) return;
        if (!o.legal) {
          set({ notice: { refusal: o.refusal ?? { code: 'internal-error' }, optionId, kind: s.choice.choice.kind } });
          return;
        }
        set({
          notice: null,
          steps: [...s.steps, { kind: s.choice.choice.kind, option: o }],
          ...compose(s.state, s.seats, [...s.drafts, o.draft]),
        });
      },
      back: () => {
        const s = get();
        if (s.drafts.length <= 1) return;
        set({ notice: null, steps: s.steps.slice(0, -1), ...compose(s.state, s.seats, s.drafts.slice(0, -1)) });
      },
      cancel: () => {
        const s = get();
        set({ notice: null, steps: [], ...compose(s.state, s.seats, [EMPTY]) });
      },
      confirm: () => {
        const p = get().preview;
        if (p) play(p.action, false);
      },
      undo: () => {
        const s = get();
        const last = s.history[s.history.length - 1];
        if (!last) return;
        set({
          state: last.state,
          log: s.log.slice(0, last.log),
          history: s.history.slice(0, -1),
          notice: null,
          error: null,
          steps: [],
          ...compose(last.state, s.seats, [EMPTY]),
        });
      },
      botStep: () => {
        const s = get();
        const seat = lActingSeat(s);
        if (!seat || seat.kind === 'person') return;
        const action = decideL(seat.kind, viewFor(s.state, seat.colour), s.setup.seed, s.log.length);
        if (action) play(action, true);
        else set({ error: { code: 'internal-error' } });
      },
      clearNotice: () => set({ notice: null }),
    };
  });
}

export type LancashirePlayStore = ReturnType<typeof createLancashirePlayStore>;
