/**
 * A whole game between bots, shared by both rulesets: each seat's bot decides on its own view,
 * the ruleset's flow runs between moves. Pure and deterministic; `clock` (a caller's timer)
 * measures each decision for `npm run bots`; `onState` sees every state after a move (invariants).
 */
/** 'strong' is Pittsburgh's search bot (bot/search); Lancashire plays its greedy bot for it. */
export type BotKind = 'greedy' | 'random' | 'strong';

export interface MatchMove {
  colour: string;
  bot: BotKind;
  /** The decision's time by `clock` (0 without a clock). */
  ms: number;
}

export interface CoreMatch<Res> {
  result: Res | null;
  /** Seat colours in seat order, matching the `bots` given. */
  colours: string[];
  moves: MatchMove[];
  /** Why the game stopped before its end (no move, a refused move, too many moves). */
  stopped?: string;
}

/** What a ruleset lends a match. */
export interface MatchRuleset<S, A, Res> {
  newGame(players: 2 | 3 | 4, seed: number): S;
  colours(s: S): string[];
  result(s: S): Res | undefined;
  /** When nobody can act: the state after the flow's next step (the same state: stuck). Undefined when someone can act. */
  settle(s: S): S | undefined;
  acting(s: S): string | undefined;
  view(s: S, colour: string): S;
  decide(kind: BotKind, view: S, seed: number, move: number): A | undefined;
  apply(s: S, a: A): { ok: true; state: S } | { ok: false; error: { code: string } };
}

export interface MatchOptions<S> {
  clock?: () => number;
  maxMoves?: number;
  onState?: (s: S) => void;
}

/** The random bot's seed for a move: the game number and the move number. */
export function moveSeed(seed: number, move: number): number {
  return (Math.imul(seed + 1, 2654435761) ^ Math.imul(move + 1, 40503)) >>> 0;
}

export function runMatch<S, A, Res>(
  rs: MatchRuleset<S, A, Res>,
  seed: number,
  bots: readonly BotKind[],
  opts: MatchOptions<S> = {},
): CoreMatch<Res> {
  let state = rs.newGame(bots.length as 2 | 3 | 4, seed);
  const colours = rs.colours(state);
  const moves: MatchMove[] = [];
  const clock = opts.clock ?? (() => 0);
  for (let n = 0; n < (opts.maxMoves ?? 1000); n++) {
    const done = rs.result(state);
    if (done) return { result: done, colours, moves };
    const moved = rs.settle(state);
    if (moved !== undefined) {
      if (moved === state) return { result: null, colours, moves, stopped: 'stuck' };
      state = moved;
      opts.onState?.(state);
      continue;
    }
    const colour = rs.acting(state) ?? '';
    const bot = bots[colours.indexOf(colour)] ?? 'greedy';
    const t0 = clock();
    const action = rs.decide(bot, rs.view(state, colour), seed, moves.length);
    const ms = clock() - t0;
    if (!action) return { result: null, colours, moves, stopped: `no move for ${colour}` };
    const r = rs.apply(state, action);
    if (!r.ok) return { result: null, colours, moves, stopped: `refused ${r.error.code}` };
    moves.push({ colour, bot, ms });
    state = r.state;
    opts.onState?.(state);
  }
  const result = rs.result(state);
  return { result: result ?? null, colours, moves, stopped: result ? undefined : 'too many moves' };
}
