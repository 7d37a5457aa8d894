/**
 * What the sandbox's store (sandboxStore.ts) needs of a ruleset, and the store's state. One store
 * runs both rulesets: the type bag `SandboxTypes` names a ruleset's own state, action, effect,
 * draft, choice, hint and refusal; `SandboxGame` is the ruleset seen through the contract
 * (core/ruleset.ts) plus the few words the sandbox needs (which effects are news, the seat colours).
 */
import type { RulesetId } from '../../engine/rulesets/index.ts';
import type { PlaySetup, SavedMove, SeatKind } from '../savedGame.ts';

export interface SandboxRefusal {
  code: string;
  params?: Record<string, string | number | boolean>;
}

/** One option of a question as both rulesets' enumerators give it. */
export interface SandboxOption<D> {
  id: string;
  value: unknown;
  legal: boolean;
  refusal?: SandboxRefusal;
  isDefault: boolean;
  draft: D;
}

/** The types of one ruleset's sandbox. */
export interface SandboxTypes {
  state: { gameOver?: unknown };
  action: { type: string };
  effect: { kind: string };
  draft: unknown;
  kind: string;
  option: SandboxOption<this['draft']>;
  /** The enumerator's answer (the ruleset's own NextChoice; the store reads it as ChoiceOf). */
  choice: { status: 'choose' | 'complete' | 'refused' };
  hint: unknown;
  refusal: SandboxRefusal;
}

/** A ruleset's type bag from its types, in the order of SandboxTypes. */
export interface TypesOf<S, A, E, D, K, O, C, H, R> {
  state: S;
  action: A;
  effect: E;
  draft: D;
  kind: K;
  option: O;
  choice: C;
  hint: H;
  refusal: R;
}

/** The enumerator's answer in the bag's own types. */
export type ChoiceOf<T extends SandboxTypes> =
  | { status: 'choose'; choice: { key: string; kind: T['kind']; options: T['option'][] }; ready?: T['action'] }
  | { status: 'complete'; action: T['action']; effects: T['effect'][] }
  | { status: 'refused'; error: T['refusal'] };

/** A ruleset as the sandbox plays it. */
export interface SandboxGame<T extends SandboxTypes> {
  id: RulesetId;
  /** The seats' colours of a new deal, in seat order. */
  seatColours: readonly string[];
  newGame(players: number, seed: number): T['state'];
  colours(s: T['state']): string[];
  acting(s: T['state']): string | undefined;
  /** Can anybody act (else the flow moves the position on)? */
  canAct(s: T['state']): boolean;
  advance(s: T['state']): { state: T['state']; effects: T['effect'][] };
  preview(
    s: T['state'],
    a: T['action'],
    flow: boolean,
  ): { ok: true; effects: T['effect'][]; next: T['state'] } | { ok: false; error: T['refusal'] };
  viewFor(s: T['state'], colour: string): T['state'];
  emptyDraft(): T['draft'];
  nextChoice(view: T['state'], draft: T['draft']): T['choice'] & ChoiceOf<T>;
  hint(view: T['state'], draft: T['draft'], optionId: string): T['hint'] | null;
  decide(kind: 'bot' | 'random', view: T['state'], seed: number, move: number): T['action'] | undefined;
  /** Is a round's end shown step by step before the game goes on (Pittsburgh's FlowSteps)? Else it is seen at once. */
  showsFlow: boolean;
  /** Effects that tell something new (a card drawn, a tile revealed, a round's end): undo never goes back past them. */
  news(effects: readonly T['effect'][]): boolean;
  /** Pittsburgh: a card the build refuses gets its wild-card way at once (undefined: nothing to add). */
  refusedExtra?(view: T['state'], draft: T['draft'], option: T['option']): T['hint'] | null | undefined;
}

export interface Seat {
  colour: string;
  kind: SeatKind;
}

export interface LogEntry<T extends SandboxTypes> {
  colour: string;
  action: T['action'];
  /** The action's effects and the flow it triggered (turn, round, era and game end). */
  effects: T['effect'][];
  /** The position the action was taken in (names in the effect sentences). */
  before: T['state'];
  /** The position after it and its flow (what "show this moment" shows). */
  after: T['state'];
  bot: boolean;
}

/** The composer's preview of the draft completed with the engine's defaults. */
export interface ReadyPreview<T extends SandboxTypes> {
  action: T['action'];
  effects: T['effect'][];
  /** The acting player's position before and after the action alone (no flow). */
  before: T['state'];
  after: T['state'];
}

/** A refused option the player tried to choose: why, and its name. */
export interface Notice<T extends SandboxTypes> {
  refusal: T['refusal'];
  /** The option's id within its question (the UI names it). */
  optionId: string;
  kind: T['kind'];
  action?: string;
  /** "What would make it legal?", once asked: the engine's smallest change (null: none found). */
  hint?: T['hint'] | null;
  /** A card the build refuses: the engine's wild-card way (Pittsburgh's wildWay), null when 1 Whiskey does not help either. */
  wild?: T['hint'] | null;
}

export interface SandboxState<T extends SandboxTypes> {
  ruleset: RulesetId;
  setup: PlaySetup;
  seats: Seat[];
  /** The position the game started from (a new deal, or a position opened in the sandbox). */
  start: T['state'];
  /** True when `start` is the deal of the game number (a save then needs no position). */
  dealt: boolean;
  state: T['state'];
  /** States before each action of the current turn (undo), with the log length then. */
  history: { state: T['state']; log: number }[];
  /** Actions undone in this turn, the last undone last (redo). */
  redoable: T['action'][];
  log: LogEntry<T>[];
  /** A log entry shown read-only (the moment after it), or null for the game itself. */
  viewing: number | null;
  /** Log entries before this index have had their round's end shown (the flow steps panel). */
  flowSeen: number;
  /** The step the flow steps panel shows: `step` of log entry `index`'s round end (another entry starts at 0). */
  flowStep: { index: number | null; step: number };
  /** The person holding the device (their hand is shown); null before the first hand-over. */
  holder: string | null;
  /** The move being composed: drafts, the first one empty. */
  drafts: T['draft'][];
  /** The option chosen for each draft after the first (what the composer says was chosen). */
  steps: { kind: T['kind']; key: string; option: T['option'] }[];
  /** The enumerator's next question for the last draft (null when it is not the holder's turn). */
  choice: T['choice'] | null;
  ready: ReadyPreview<T> | null;
  notice: Notice<T> | null;
  /** Link questions: which link tile's routes the board shows ("lightRail", "pipeline:income"); null = the default's. */
  linkTile: string | null;
  /** The engine refused the confirmed action or could not move the game on. */
  error: T['refusal'] | null;
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
  /** The flow steps panel moves to step `step` of log entry `index`'s round end. */
  setFlowStep: (index: number, step: number) => void;
  takeDevice: () => void;
  /** Play a saved move again (restoreSandbox). */
  replayMove: (m: SavedMove) => boolean;
  /** After a replay: who holds the device; the turn's undo starts empty. */
  resumeWith: (holder: string | null) => void;
  botStep: () => void;
  clearNotice: () => void;
  /** Ask the engine what would make the refused option of the notice legal (on the holder's view). */
  askHint: () => void;
  setLinkTile: (tile: string | null) => void;
}

/** Who finds a strong bot's move (Pittsburgh: the page's worker). */
export interface Thinker<T extends SandboxTypes> {
  choose(view: T['state'], seed: number, move: number): Promise<T['action'] | undefined>;
}

export interface SandboxOptions<T extends SandboxTypes> {
  /** Start from this position instead of the deal of the game number (its players take the seats). */
  state?: T['state'];
  /** Who finds the strong bots' moves (only a ruleset with a strong bot gives one). */
  thinker?: () => Thinker<T>;
}
