/**
 * The sandbox's one store, for every ruleset (createSandboxStore): the position, the seats (a
 * person at the device, the greedy bot, the random bot or, where the ruleset has one, the strong
 * bot), the action history of the current turn (undo, redo), the game log (with a read-only look
 * at any earlier moment and "play on from here"), the hand-over between people and the move the
 * person at the device is composing (a stack of drafts of the choice enumerator). It only
 * orchestrates the engine: legality, options, previews, refusals and hints all come from the
 * ruleset (SandboxGame); the composer works on `viewFor(state, me)`, so it never knows more than
 * the player does. No rule lives here.
 */
import { createStore } from 'zustand/vanilla';
import type { PlaySetup, SavedGame, SavedMove, SaveProblem } from '../savedGame.ts';
import type { ChoiceOf, LogEntry, SandboxGame, SandboxOptions, SandboxState, SandboxTypes, Seat } from './types.ts';

export type { LogEntry, Notice, ReadyPreview, SandboxGame, SandboxState, SandboxTypes, Seat } from './types.ts';

/** Who acts now and what kind of seat it is. */
export function actingSeatOf<T extends SandboxTypes>(game: SandboxGame<T>, s: Pick<SandboxState<T>, 'state' | 'seats'>): Seat | undefined {
  const c = game.acting(s.state);
  return s.seats.find((x) => x.colour === c);
}

/** The position on screen: the moment being viewed, or the game as it stands. */
export function shownState<S>(s: { state: S; log: readonly { after: S }[]; viewing: number | null }): S {
  return (s.viewing === null ? undefined : s.log[s.viewing]?.after) ?? s.state;
}

/** The newest log entry whose round's end has not been shown yet (or null). */
export function unseenFlow(s: { log: readonly { effects: readonly { kind: string }[] }[]; flowSeen: number }): number | null {
  for (let i = s.log.length - 1; i >= s.flowSeen; i--) if (s.log[i]?.effects.some((e) => e.kind === 'round-end')) return i;
  return null;
}

/** Move a position where nobody can act on to the next one that can (or to the game's end). */
function settle<T extends SandboxTypes>(game: SandboxGame<T>, state: T['state']): { state: T['state']; effects: T['effect'][] } {
  const effects: T['effect'][] = [];
  let s = state;
  for (let i = 0; i < 8 && !s.gameOver && !game.canAct(s); i++) {
    const moved = game.advance(s);
    if (moved.state === s) break;
    s = moved.state;
    effects.push(...moved.effects);
  }
  return { state: s, effects };
}

export function createSandboxStore<T extends SandboxTypes>(game: SandboxGame<T>, setup: PlaySetup, opts: SandboxOptions<T> = {}) {
  type St = SandboxState<T>;
  const n = setup.seats.length;
  const dealt = !opts.state;
  const start = opts.state ?? game.newGame(n, setup.seed);
  // a position brought in keeps its players' colours, in seat order
  const colours = dealt ? game.seatColours.slice(0, n) : game.colours(start);
  const seats: Seat[] = colours.map((colour, i) => ({ colour, kind: setup.seats[i] ?? 'human' }));
  const state0 = settle(game, start).state;
  const humans = seats.filter((s) => s.kind === 'human');
  // with one person at the device there is nobody to hand it to: they hold it from the start
  const holder0 = humans.length === 1 ? (humans[0]?.colour ?? null) : null;
  const empty = (): T['draft'][] => [game.emptyDraft()];

  /** The composer's view of a draft: the question and the preview of the defaults. */
  const compose = (state: T['state'], holder: string | null, drafts: T['draft'][]): Pick<St, 'choice' | 'ready'> => {
    const me = game.acting(state);
    const seat = seats.find((x) => x.colour === me);
    if (state.gameOver || !me || seat?.kind !== 'human' || holder !== me) return { choice: null, ready: null };
    const view = game.viewFor(state, me);
    const choice = game.nextChoice(view, drafts[drafts.length - 1] ?? game.emptyDraft());
    const action = choice.status === 'complete' ? choice.action : choice.status === 'choose' ? choice.ready : undefined;
    if (!action) return { choice, ready: null };
    const p = game.preview(view, action, false);
    return { choice, ready: p.ok ? { action, effects: p.effects, before: view, after: p.next } : null };
  };
  const fresh = (state: T['state'], holder: string | null) => {
    const drafts = empty();
    return { drafts, steps: [], notice: null, linkTile: null, error: null, ...compose(state, holder, drafts) };
  };

  return createStore<St>()((set, get) => {
    /** Apply an action (with the flow) and record it; a person's move keeps the turn's history (undo). */
    const play = (action: T['action'], bot: boolean, redoable: T['action'][] = []): boolean => {
      const { state, log, history, holder } = get();
      const me = game.acting(state) ?? '';
      const r = game.preview(state, action, true);
      if (!r.ok) {
        set({ error: r.error });
        return false;
      }
      const settled = settle(game, r.next);
      const effects = [...r.effects, ...settled.effects];
      const entry: LogEntry<T> = { colour: me, action, effects, before: state, after: settled.state, bot };
      // undo stays within one person's turn, and never past news (a draw, a revealed tile)
      const sameTurn = !bot && game.acting(settled.state) === me && !game.news(effects);
      set({
        state: settled.state,
        log: [...log, entry],
        history: sameTurn ? [...history, { state, log: log.length }] : [],
        redoable: sameTurn ? redoable : [],
        viewing: null,
        ...(game.showsFlow ? {} : { flowSeen: log.length + 1 }),
        ...fresh(settled.state, holder),
      });
      return true;
    };
    const setDrafts = (drafts: T['draft'][], steps: St['steps']) =>
      set({ drafts, steps, notice: null, linkTile: null, ...compose(get().state, get().holder, drafts) });
    return {
      ruleset: game.id,
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
      flowStep: { index: null, step: 0 },
      thinking: false,
      holder: holder0,
      ...fresh(state0, holder0),
      choose: (optionId) => {
        const { drafts, steps, state, holder } = get();
        const choice = get().choice as ChoiceOf<T> | null;
        if (choice?.status !== 'choose') return;
        const o = choice.choice.options.find((x) => x.id === optionId);
        if (!o) return;
        if (!o.legal) {
          const draft = drafts[drafts.length - 1];
          const type = (draft as { action?: { type?: string } } | undefined)?.action?.type;
          const wild = draft !== undefined && holder ? game.refusedExtra?.(game.viewFor(state, holder), draft, o) : undefined;
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
      cancel: () => setDrafts(empty(), []),
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
      setFlowStep: (index, step) => set({ flowStep: { index, step } }),
      takeDevice: () => {
        const s = get();
        const seat = actingSeatOf(game, s);
        if (seat?.kind !== 'human') return;
        set({ holder: seat.colour, ...fresh(s.state, seat.colour) });
      },
      botStep: () => {
        const s = get();
        if (s.state.gameOver || s.viewing !== null) return;
        if (!game.canAct(s.state)) {
          const moved = settle(game, s.state);
          if (moved.state === s.state) return set({ error: { code: 'internal-error', params: { message: 'stuck' } } });
          return set({ state: moved.state, ...compose(moved.state, s.holder, s.drafts) });
        }
        const seat = actingSeatOf(game, s);
        if (!seat || seat.kind === 'human') return;
        const view = game.viewFor(s.state, seat.colour);
        const thinker = seat.kind === 'strong' ? opts.thinker?.() : undefined;
        if (thinker) {
          if (s.thinking) return;
          // the search runs elsewhere; its move is played only if the game is still where it was asked
          const asked = s.state;
          set({ thinking: true });
          thinker.choose(view, setup.seed, s.log.length).then(
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
        const action = game.decide(seat.kind === 'random' ? 'random' : 'bot', view, setup.seed, s.log.length);
        if (!action) return set({ error: { code: 'no-legal-option' } });
        play(action, true);
      },
      replayMove: (m) => play(m.action as T['action'], m.bot),
      resumeWith: (holder) =>
        set({ holder, history: [], redoable: [], viewing: null, flowSeen: get().log.length, ...fresh(get().state, holder) }),
      clearNotice: () => set({ notice: null }),
      askHint: () => {
        const { notice, state, holder, drafts } = get();
        const draft = drafts[drafts.length - 1];
        if (!notice || !holder || draft === undefined) return;
        set({ notice: { ...notice, hint: game.hint(game.viewFor(state, holder), draft, notice.optionId) } });
      },
      setLinkTile: (linkTile) => set({ linkTile, notice: null }),
    };
  });
}

export type SandboxStore<T extends SandboxTypes> = ReturnType<typeof createSandboxStore<T>>;

/** What goes on the device for this game (savedGame.ts). */
export function toSaved<T extends SandboxTypes>(
  s: Pick<SandboxState<T>, 'ruleset' | 'setup' | 'start' | 'dealt' | 'log' | 'holder'>,
): Omit<SavedGame, 'version'> {
  const moves: SavedMove[] = s.log.map((e) => ({ action: e.action, bot: e.bot }));
  return { ruleset: s.ruleset, setup: s.setup, ...(s.dealt ? {} : { start: s.start }), moves, holder: s.holder };
}

/** A saved game played again through the engine, move by move; a move it refuses is a problem, never a throw. */
export function restoreSandbox<T extends SandboxTypes>(
  game: SandboxGame<T>,
  saved: SavedGame,
  opts: SandboxOptions<T> = {},
): { ok: true; store: SandboxStore<T> } | { ok: false; problem: SaveProblem } {
  const store = createSandboxStore(game, saved.setup, { ...opts, ...(saved.start ? { state: saved.start as T['state'] } : {}) });
  store.setState({ holder: null, choice: null, ready: null }); // nobody composes while the moves replay
  for (const [i, m] of saved.moves.entries()) {
    const r = game.preview(store.getState().state, m.action as T['action'], true);
    if (!r.ok) return { ok: false, problem: { code: 'replay', move: i + 1, reason: r.error.code } };
    store.getState().replayMove(m);
  }
  const humans = store.getState().seats.filter((x) => x.kind === 'human');
  // hot-seat: whoever picks the device up after a reload takes it first (the hand-over), so no hand shows by itself
  store.getState().resumeWith(humans.length === 1 ? (humans[0]?.colour ?? null) : null);
  return { ok: true, store };
}
