/**
 * One sandbox game's store (createPlayStore): the position, the seats (a person at the device, the
 * greedy bot or the random bot), the action history of the current turn (undo, redo), the game log
 * (with a read-only look at any earlier moment and "play on from here"), and the move the
 * person at the device is composing (a stack of drafts of the choice enumerator). It only
 * orchestrates the engine: legality, options, previews and refusals all come from
 * `nextChoice`, `preview` and `apply`; the composer works on `viewFor(state, me)`, so it never
 * knows more than the player does. No rule lives here.
 */
import { createStore } from 'zustand/vanilla';
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
import type { PlaySetup, SavedGame, SavedMove, SaveProblem, SeatKind } from './savedGame.ts';

export type { PlaySetup, SeatKind } from './savedGame.ts';
export interface Seat {
  colour: string;
  kind: SeatKind;
}

export interface LogEntry {
  colour: string;
  action: Action;
  /** The action's effects and the flow it triggered (turn, round, era and game end). */
  effects: Effect[];
  /** The position the action was taken in (names in the effect sentences). */
  before: GameState;
  /** The position after it and its flow (what "show this moment" shows). */
  after: GameState;
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
  /** "What would make it legal?", once asked: the engine's smallest change (null: none found). */
  hint?: Hint | null;
  /** A card the build refuses: the engine's wild-card way (wildWay), null when 1 Whiskey does not help either. */
  wild?: Hint | null;
}

export interface PlayStoreState {
  setup: PlaySetup;
  seats: Seat[];
  /** The position the game started from (a new deal, or a position opened in the sandbox). */
  start: GameState;
  /** True when `start` is the deal of the game number (a save then needs no position). */
  dealt: boolean;
  state: GameState;
  /** States before each action of the current turn (undo), with the log length then. */
  history: { state: GameState; log: number }[];
  /** Actions undone in this turn, the last undone last (redo). */
  redoable: Action[];
  log: LogEntry[];
  /** A log entry shown read-only (the moment after it), or null for the game itself. */
  viewing: number | null;
  /** Log entries before this index have had their round's end shown (the flow steps panel). */
  flowSeen: number;
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
  /** A strong bot is searching for its move (in a worker: the page stays usable). */
  thinking: boolean;
  choose: (optionId: string) => void;
  back: () => void;
  /** Back to the question step `i` answered (that answer and all after it are dropped). */
  backTo: (i: number) => void;
  cancel: () => void;
  confirm: () => void;
  undo: () => void;
  redo: () => void;
  /** Show the moment after log entry `i` read-only (null: back to the game). */
  view: (i: number | null) => void;
  /** Go on from the moment being viewed: later moves are dropped. */
  playOn: () => void;
  /** The round's end has been stepped through: close the flow panel. */
  seeFlow: () => void;
  takeDevice: () => void;
  /** Play a saved move again (restoreGame). */
  replayMove: (m: SavedMove) => boolean;
  /** After a replay: who holds the device; the turn's undo starts empty. */
  resumeWith: (holder: string | null) => void;
  botStep: () => void;
  clearNotice: () => void;
  /** Ask the engine what would make the refused option of the notice legal (on the holder's view). */
  askHint: () => void;
  setLinkTile: (tile: string | null) => void;
}

/** The seats of a new game: the engine's four player colours. */
export const SEAT_COLOURS = PLAYER_COLOURS;

/** Who acts now and what kind of seat it is. */
export function actingSeat(s: Pick<PlayStoreState, 'state' | 'seats'>): Seat | undefined {
  const c = actingColour(s.state);
  return s.seats.find((x) => x.colour === c);
}

/** The position on screen: the moment being viewed, or the game as it stands. */
export function shownState(s: Pick<PlayStoreState, 'state' | 'log' | 'viewing'>): GameState {
  return (s.viewing === null ? undefined : s.log[s.viewing]?.after) ?? s.state;
}

/** The newest log entry whose round's end has not been shown yet (or null). */
export function unseenFlow(s: Pick<PlayStoreState, 'log' | 'flowSeen'>): number | null {
  for (let i = s.log.length - 1; i >= s.flowSeen; i--) if (s.log[i]?.effects.some((e) => e.kind === 'round-end')) return i;
  return null;
}

/** Does the acting person have to take the device first (hot-seat hand-over)? */
export function needsHandOver(s: Pick<PlayStoreState, 'state' | 'seats' | 'holder'>): boolean {
  const seat = actingSeat(s);
  return !s.state.gameOver && seat?.kind === 'human' && seat.colour !== s.holder;
}

/** Move a position where nobody can act on to the next one that can (or to the game's end). */
function settle(state: GameState, rules: RulesData): { state: GameState; effects: Effect[] } {
  const effects: Effect[] = [];
  let s = state;
  for (let i = 0; i < 8 && !s.gameOver && !canAct(s); i++) {
    const moved = advance(s, rules);
    if (moved.state === s) break;
    s = moved.state;
    effects.push(...moved.effects);
  }
  return { state: s, effects };
}

export interface PlayStoreOptions {
  rules?: RulesData;
  /** Start from this position instead of the deal of the game number (its players take the seats). */
  state?: GameState;
  /** Who finds the strong bots' moves (default: the page's worker, workers/strongBot.ts). */
  thinker?: BotThinker;
}

export function createPlayStore(setup: PlaySetup, opts: PlayStoreOptions = {}) {
  const rules = opts.rules ?? defaultRules;
  const n = setup.seats.length as 2 | 3 | 4;
  const dealt = !opts.state;
  const start = opts.state ?? newGame({ players: n, seed: setup.seed }, rules);
  // a position brought in keeps its players' colours, in seat order
  const colours = dealt ? SEAT_COLOURS.slice(0, n) : start.players.map((p) => p.colour);
  const seats: Seat[] = colours.map((colour, i) => ({ colour, kind: setup.seats[i] ?? 'human' }));
  const state0 = settle(start, rules).state;
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
  const fresh = (state: GameState, holder: string | null) => {
    const drafts: Draft[] = [{ action: {} }];
    return { drafts, steps: [], notice: null, linkTile: null, error: null, ...compose(state, holder, drafts) };
  };

  return createStore<PlayStoreState>()((set, get) => {
    /** Apply an action (with the flow) and record it; a person's move keeps the turn's history (undo). */
    const play = (action: Action, bot: boolean, redoable: Action[] = []): boolean => {
      const { state, log, history, holder } = get();
      const me = actingColour(state) ?? '';
      const r = preview(state, action, rules, { flow: true });
      if (!r.ok) {
        set({ error: r.error });
        return false;
      }
      const settled = settle(r.next, rules);
      const effects = [...r.effects, ...settled.effects];
      const entry: LogEntry = { colour: me, action, effects, before: state, after: settled.state, bot };
      // undo stays within one person's turn, and never past news (a draw, a revealed oil tile)
      const sameTurn =
        !bot &&
        actingColour(settled.state) === me &&
        !effects.some((e) => e.kind === 'reveal' || e.kind === 'draw' || e.kind === 'reshuffle');
      set({
        state: settled.state,
        log: [...log, entry],
        history: sameTurn ? [...history, { state, log: log.length }] : [],
        redoable: sameTurn ? redoable : [],
        viewing: null,
        ...fresh(settled.state, holder),
      });
      return true;
    };
    const setDrafts = (drafts: Draft[], steps: PlayStoreState['steps']) =>
      set({ drafts, steps, notice: null, linkTile: null, ...compose(get().state, get().holder, drafts) });
    return {
      setup,
      seats,
      start,
      dealt,
      state: state0,
      history: [],
      redoable: [],
      log: [],
      viewing: null,
      flowSeen: 0,
      thinking: false,
      holder: holder0,
      ...fresh(state0, holder0),
      choose: (optionId) => {
        const { choice, drafts, steps } = get();
        if (choice?.status !== 'choose') return;
        const o = choice.choice.options.find((x) => x.id === optionId);
        if (!o) return;
        if (!o.legal) {
          const draft = drafts[drafts.length - 1];
          const type = draft?.action.type;
          const { state, holder } = get();
          const wild =
            o.refusal?.code === 'card-does-not-allow' && draft && holder
              ? wildWay(viewFor(state, holder), draft, optionId, rules)
              : undefined;
          set({
            notice: {
              refusal: o.refusal ?? { code: 'no-legal-option' },
              optionId,
              kind: choice.choice.kind,
              ...(type ? { action: type } : {}),
              ...(wild !== undefined ? { wild } : {}),
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
      backTo: (i) => {
        const { drafts, steps } = get();
        if (i >= 0 && i < steps.length) setDrafts(drafts.slice(0, i + 1), steps.slice(0, i));
      },
      cancel: () => setDrafts([{ action: {} }], []),
      confirm: () => {
        const { ready } = get();
        if (ready) play(ready.action, false);
      },
      undo: () => {
        const { history, log, holder, redoable } = get();
        const last = history[history.length - 1];
        if (!last) return;
        const undone = log.slice(last.log).map((e) => e.action);
        set({
          state: last.state,
          log: log.slice(0, last.log),
          history: history.slice(0, -1),
          redoable: [...redoable, ...undone.reverse()],
          viewing: null,
          ...fresh(last.state, holder),
        });
      },
      redo: () => {
        const { redoable } = get();
        const action = redoable[redoable.length - 1];
        if (action) play(action, false, redoable.slice(0, -1));
      },
      view: (i) => {
        const { log } = get();
        set({ viewing: i !== null && i >= 0 && i < log.length ? i : null });
      },
      playOn: () => {
        const { viewing, log, holder } = get();
        const entry = viewing === null ? undefined : log[viewing];
        if (!entry || viewing === null) return;
        set({
          state: entry.after,
          log: log.slice(0, viewing + 1),
          history: [],
          redoable: [],
          viewing: null,
          ...fresh(entry.after, holder),
        });
      },
      seeFlow: () => set({ flowSeen: get().log.length }),
      takeDevice: () => {
        const s = get();
        const seat = actingSeat(s);
        if (seat?.kind !== 'human') return;
        set({ holder: seat.colour, ...fresh(s.state, seat.colour) });
      },
      botStep: () => {
        const s = get();
        if (s.state.gameOver || s.viewing !== null) return;
        if (!canAct(s.state)) {
          const moved = settle(s.state, rules);
          if (moved.state === s.state) return set({ error: { code: 'internal-error', params: { message: 'stuck' } } });
          return set({ state: moved.state, ...compose(moved.state, s.holder, s.drafts) });
        }
        const seat = actingSeat(s);
        if (!seat || seat.kind === 'human') return;
        const view = viewFor(s.state, seat.colour);
        if (seat.kind === 'strong') {
          if (s.thinking) return;
          // the search runs elsewhere; its move is played only if the game is still where it was asked
          const asked = s.state;
          set({ thinking: true });
          (opts.thinker ?? strongThinker()).choose(view, setup.seed, s.log.length).then(
            (action) => {
              const now = get();
              if (now.state !== asked || now.viewing !== null) return set({ thinking: false });
              set({ thinking: false });
              if (!action) return set({ error: { code: 'no-legal-option' } });
              play(action, true);
            },
            (e: unknown) =>
              set({ thinking: false, error: { code: 'internal-error', params: { message: e instanceof Error ? e.message : String(e) } } }),
          );
          return;
        }
        const action = decide(seat.kind === 'random' ? 'random' : 'greedy', view, setup.seed, s.log.length, rules);
        if (!action) return set({ error: { code: 'no-legal-option' } });
        play(action, true);
      },
      replayMove: (m) => play(m.action, m.bot),
      resumeWith: (holder) =>
        set({ holder, history: [], redoable: [], viewing: null, flowSeen: get().log.length, ...fresh(get().state, holder) }),
      clearNotice: () => set({ notice: null }),
      askHint: () => {
        const { notice, state, holder, drafts } = get();
        const draft = drafts[drafts.length - 1];
        if (!notice || !holder || !draft) return;
        set({ notice: { ...notice, hint: whatWouldMakeItLegal(viewFor(state, holder), draft, notice.optionId, rules) } });
      },
      setLinkTile: (linkTile) => set({ linkTile, notice: null }),
    };
  });
}

export type PlayStore = ReturnType<typeof createPlayStore>;

/** What goes on the device for this game (savedGame.ts). */
export function toSaved(s: Pick<PlayStoreState, 'setup' | 'start' | 'dealt' | 'log' | 'holder'>): Omit<SavedGame, 'version'> {
  const moves: SavedMove[] = s.log.map((e) => ({ action: e.action, bot: e.bot }));
  return { setup: s.setup, ...(s.dealt ? {} : { start: s.start }), moves, holder: s.holder };
}

/** A saved game played again through the engine, move by move; a move it refuses is a problem, never a throw. */
export function restoreGame(
  saved: SavedGame,
  rules: RulesData = defaultRules,
): { ok: true; store: PlayStore } | { ok: false; problem: SaveProblem } {
  const store = createPlayStore(saved.setup, { rules, ...(saved.start ? { state: saved.start } : {}) });
  store.setState({ holder: null, choice: null, ready: null }); // nobody composes while the moves replay
  for (const [i, m] of saved.moves.entries()) {
    const before = store.getState();
    const r = preview(before.state, m.action, rules, { flow: true });
    if (!r.ok) return { ok: false, problem: { code: 'replay', move: i + 1, reason: r.error.code } };
    store.getState().replayMove(m);
  }
  const { seats } = store.getState();
  const humans = seats.filter((x) => x.kind === 'human');
  // hot-seat: whoever picks the device up after a reload takes it first (the hand-over), so no hand shows by itself
  const holder = humans.length === 1 ? (humans[0]?.colour ?? null) : null;
  store.getState().resumeWith(holder);
  return { ok: true, store };
}
