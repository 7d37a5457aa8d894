/**
 * One sandbox game's store (createPlayStore): the position, the seats (a person at the device or
 * the greedy bot), the action history of the current turn (undo), the game log, and the move the
 * person at the device is composing (a stack of drafts of the choice enumerator). It only
 * orchestrates the engine: legality, options, previews and refusals all come from
 * `nextChoice`, `preview` and `apply`; the composer works on `viewFor(state, me)`, so it never
 * knows more than the player does. No rule lives here.
 */
import { createStore } from 'zustand/vanilla';
import { chooseAction } from '../engine/bot/index.ts';
import type { Action, ChoiceKind, ChoiceOption, Draft, Effect, GameState, NextChoice, Refusal, RulesData } from '../engine/index.ts';
import { actingColour, advance, canAct, defaultRules, newGame, nextChoice, preview, viewFor } from '../engine/index.ts';

export type SeatKind = 'human' | 'bot';
export interface Seat {
  colour: string;
  kind: SeatKind;
}

export interface PlaySetup {
  /** One entry per seat, in seat order (2–4). */
  seats: SeatKind[];
  /** The game number: the same number deals the same game. */
  seed: number;
}

export interface LogEntry {
  colour: string;
  action: Action;
  /** The action's effects and the flow it triggered (turn, round, era and game end). */
  effects: Effect[];
  /** The position the action was taken in (names in the effect sentences). */
  before: GameState;
  bot: boolean;
}

/** The composer's preview of the draft completed with the engine's defaults. */
export interface ReadyPreview {
  action: Action;
  effects: Effect[];
  /** The acting player's position before and after the action alone (no flow). */
  before: GameState;
  after: GameState;
}

/** A refused option the player tried to choose: why, and its name. */
export interface Notice {
  refusal: Refusal;
  /** The option's id within its question (the UI names it). */
  optionId: string;
  kind: string;
  action?: Action['type'];
}

export interface PlayStoreState {
  setup: PlaySetup;
  seats: Seat[];
  state: GameState;
  /** States before each action of the current turn (undo), with the log length then. */
  history: { state: GameState; log: number }[];
  log: LogEntry[];
  /** The person holding the device (their hand is shown); null before the first hand-over. */
  holder: string | null;
  /** The move being composed: drafts, the first one empty. */
  drafts: Draft[];
  /** The option chosen for each draft after the first (what the composer says was chosen). */
  steps: { kind: ChoiceKind; key: string; option: ChoiceOption }[];
  /** The enumerator's next question for the last draft (null when it is not the holder's turn). */
  choice: NextChoice | null;
  ready: ReadyPreview | null;
  notice: Notice | null;
  /** Link questions: which link tile's routes the board shows ("lightRail", "pipeline:income"); null = the default's. */
  linkTile: string | null;
  /** The engine refused the confirmed action or could not move the game on. */
  error: Refusal | null;
  choose: (optionId: string) => void;
  back: () => void;
  cancel: () => void;
  confirm: () => void;
  undo: () => void;
  takeDevice: () => void;
  botStep: () => void;
  clearNotice: () => void;
  setLinkTile: (tile: string | null) => void;
}

export const SEAT_COLOURS = ['blue', 'orange', 'green', 'purple'] as const;

/** Who acts now and what kind of seat it is. */
export function actingSeat(s: Pick<PlayStoreState, 'state' | 'seats'>): Seat | undefined {
  const c = actingColour(s.state);
  return s.seats.find((x) => x.colour === c);
}

/** Does the acting person have to take the device first (hot-seat hand-over)? */
export function needsHandOver(s: Pick<PlayStoreState, 'state' | 'seats' | 'holder'>): boolean {
  const seat = actingSeat(s);
  return !s.state.gameOver && seat?.kind === 'human' && seat.colour !== s.holder;
}

export function createPlayStore(setup: PlaySetup, opts: { rules?: RulesData; state?: GameState; log?: LogEntry[] } = {}) {
  const rules = opts.rules ?? defaultRules;
  const n = setup.seats.length as 2 | 3 | 4;
  // a loaded position (a shared link, a lesson step) brings its own players: seat i plays its player i
  const colours: readonly string[] = opts.state ? opts.state.players.map((p) => p.colour) : SEAT_COLOURS;
  const seats: Seat[] = setup.seats.map((kind, i) => ({ colour: colours[i] ?? (SEAT_COLOURS[i] as string), kind }));
  const state0 = opts.state ?? newGame({ players: n, seed: setup.seed }, rules);
  const humans = seats.filter((s) => s.kind === 'human');
  // with one person at the device there is nobody to hand it to: they hold it from the start
  const holder0 = humans.length === 1 ? (humans[0]?.colour ?? null) : null;

  /** The composer's view of a draft: the question and the preview of the defaults. */
  const compose = (state: GameState, holder: string | null, drafts: Draft[]): Pick<PlayStoreState, 'choice' | 'ready'> => {
    const me = actingColour(state);
    const seat = seats.find((x) => x.colour === me);
    if (state.gameOver || !me || seat?.kind !== 'human' || holder !== me) return { choice: null, ready: null };
    const view = viewFor(state, me);
    const draft = drafts[drafts.length - 1] ?? { action: {} };
    const choice = nextChoice(view, draft, rules);
    const action = choice.status === 'complete' ? choice.action : choice.status === 'choose' ? choice.ready : undefined;
    if (!action) return { choice, ready: null };
    const p = preview(view, action, rules);
    return { choice, ready: p.ok ? { action, effects: p.effects, before: view, after: p.next } : null };
  };

  return createStore<PlayStoreState>()((set, get) => {
    /** Apply an action (with the flow) and record it; `undoable`: keep the turn's history. */
    const play = (action: Action, bot: boolean): boolean => {
      const { state, log, history, holder } = get();
      const me = actingColour(state) ?? '';
      const r = preview(state, action, rules, { flow: true });
      if (!r.ok) {
        set({ error: r.error });
        return false;
      }
      const entry: LogEntry = { colour: me, action, effects: r.effects, before: state, bot };
      // undo stays within one person's turn, and never past news (a draw, a revealed oil tile)
      const sameTurn =
        !bot && actingColour(r.next) === me && !r.effects.some((e) => e.kind === 'reveal' || e.kind === 'draw' || e.kind === 'reshuffle');
      const nextHistory = sameTurn ? [...history, { state, log: log.length }] : [];
      const drafts: Draft[] = [{ action: {} }];
      set({
        state: r.next,
        log: [...log, entry],
        history: nextHistory,
        drafts,
        steps: [],
        notice: null,
        linkTile: null,
        error: null,
        ...compose(r.next, holder, drafts),
      });
      return true;
    };
    const setDrafts = (drafts: Draft[], steps: PlayStoreState['steps']) =>
      set({ drafts, steps, notice: null, linkTile: null, ...compose(get().state, get().holder, drafts) });
    const initialDrafts: Draft[] = [{ action: {} }];
    return {
      setup,
      seats,
      state: state0,
      history: [],
      log: opts.log ?? [],
      holder: holder0,
      drafts: initialDrafts,
      steps: [],
      ...compose(state0, holder0, initialDrafts),
      notice: null,
      linkTile: null,
      error: null,
      choose: (optionId) => {
        const { choice, drafts, steps } = get();
        if (choice?.status !== 'choose') return;
        const o = choice.choice.options.find((x) => x.id === optionId);
        if (!o) return;
        if (!o.legal) {
          const type = drafts[drafts.length - 1]?.action.type;
          set({
            notice: {
              refusal: o.refusal ?? { code: 'no-legal-option' },
              optionId,
              kind: choice.choice.kind,
              ...(type ? { action: type } : {}),
            },
          });
          return;
        }
        setDrafts([...drafts, o.draft], [...steps, { kind: choice.choice.kind, key: choice.choice.key, option: o }]);
      },
      back: () => {
        const { drafts, steps, notice } = get();
        if (notice) return set({ notice: null });
        if (drafts.length > 1) setDrafts(drafts.slice(0, -1), steps.slice(0, -1));
      },
      cancel: () => setDrafts([{ action: {} }], []),
      confirm: () => {
        const { ready } = get();
        if (ready) play(ready.action, false);
      },
      undo: () => {
        const { history, log, holder } = get();
        const last = history[history.length - 1];
        if (!last) return;
        const drafts: Draft[] = [{ action: {} }];
        set({
          state: last.state,
          log: log.slice(0, last.log),
          history: history.slice(0, -1),
          drafts,
          steps: [],
          notice: null,
          error: null,
          ...compose(last.state, holder, drafts),
        });
      },
      takeDevice: () => {
        const s = get();
        const seat = actingSeat(s);
        if (seat?.kind !== 'human') return;
        const drafts: Draft[] = [{ action: {} }];
        set({ holder: seat.colour, drafts, steps: [], notice: null, ...compose(s.state, seat.colour, drafts) });
      },
      botStep: () => {
        const s = get();
        if (s.state.gameOver) return;
        const seat = actingSeat(s);
        if (!canAct(s.state)) {
          const moved = advance(s.state, rules);
          if (moved.state === s.state) return set({ error: { code: 'internal-error', params: { message: 'stuck' } } });
          return set({ state: moved.state, ...compose(moved.state, s.holder, s.drafts) });
        }
        if (seat?.kind !== 'bot') return;
        const action = seat ? chooseAction(viewFor(s.state, seat.colour), rules) : undefined;
        if (!action) return set({ error: { code: 'no-legal-option' } });
        play(action, true);
      },
      clearNotice: () => set({ notice: null }),
      setLinkTile: (linkTile) => set({ linkTile, notice: null }),
    };
  });
}

export type PlayStore = ReturnType<typeof createPlayStore>;
