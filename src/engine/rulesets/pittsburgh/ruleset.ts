/**
 * Brass: Pittsburgh as a ruleset of the contract (core/ruleset.ts): an adapter over the public API
 * of src/engine/rulesets/pittsburgh/index.ts and its bots, oracle, hints and fuzzer. It re-implements nothing; the
 * registry (rulesets.ts) wraps it in the never-throws boundary.
 */
import type { Action, GameState } from './index.ts';
import {
  advance,
  apply,
  canAct,
  contextFor,
  defaultRules,
  EMPTY_VIEW,
  legalActions,
  newGame,
  nextChoice,
  preview,
  reasonCodes,
  reasonInfo,
  validate,
  viewFor,
  actingColour,
  TIE_BREAKS,
} from './index.ts';
import type { ReasonCode } from './reasons.ts';
import type { Draft } from './choices/types.ts';
import { randomAction } from './choices/walk.ts';
import { decide, playMatch } from './bot/match.ts';
import { checkState } from './flow/invariants.ts';
import { effectKinds, missing } from './fuzz/coverage.ts';
import { fuzz } from './fuzz/fuzz.ts';
import { illegalAttempt, mutateLegal } from './fuzz/illegal.ts';
import type { Hint } from './hints/index.ts';
import { whatWouldMakeItLegal } from './hints/index.ts';
import { oracleCases, runCase } from './oracle/index.ts';
import { summary } from '../../cli/summary.ts';
import type { Rng } from '../../core/choices.ts';
import type { Effect } from './effects.ts';
import type { Ruleset } from '../../core/ruleset.ts';

const PLAYER_COUNTS = [2, 3, 4] as const;
type Players = (typeof PLAYER_COUNTS)[number];

const ctxOf = (s: GameState) => contextFor(defaultRules, s.board);

/** One hidden field changed: another player's card swapped with the deck's, the deck's order, or the seed. */
function changeHidden(s: GameState, viewer: string, rng: Rng): GameState {
  const c = structuredClone(s);
  const other = c.players.find((p) => p.colour !== viewer && p.hand.length > 0);
  const r = rng();
  if (other && c.deck.length > 0 && r < 0.5) {
    const i = Math.floor(rng() * other.hand.length);
    const j = Math.floor(rng() * c.deck.length);
    [other.hand[i], c.deck[j]] = [c.deck[j] as string, other.hand[i] as string];
  } else if (c.deck.length > 1 && r < 0.8) c.deck.reverse();
  else c.rngSeed = (c.rngSeed + 1 + Math.floor(rng() * 1000)) | 0;
  return c;
}

export const pittsburgh: Ruleset<GameState, Action, Effect, Draft, Hint> = {
  id: 'pittsburgh',
  playerCounts: PLAYER_COUNTS,
  reasonCodes,
  effectKinds,
  newGame(o) {
    if (!PLAYER_COUNTS.includes(o.players as Players))
      return { ok: false, errors: [{ code: 'bad-players', path: 'players', params: { players: String(o.players) } }] };
    if (!Number.isSafeInteger(o.seed)) return { ok: false, errors: [{ code: 'wrong-type', path: 'seed' }] };
    return { ok: true, state: newGame({ players: o.players as Players, seed: o.seed }) };
  },
  validate(position) {
    const v = validate(position);
    return v.ok
      ? v
      : { ok: false, errors: v.errors.map((e) => ({ code: e.code, path: e.path, ...(e.params ? { params: e.params } : {}) })) };
  },
  preview: (s, a, o) => preview(s, a as Action, defaultRules, { flow: o?.flow === true }),
  apply: (s, a) => apply(s, a as Action),
  advance: (s) => (s.gameOver || canAct(s) ? { state: s, effects: [] } : advance(s)),
  legalActions: (s, o) => legalActions(s, defaultRules, { mode: o?.mode ?? 'default' }).map((l) => l.action),
  emptyDraft: () => ({ action: {} }),
  nextChoice: (s, d) => nextChoice(s, d),
  viewFor: (s, c) => viewFor(s, c),
  emptyView: () => EMPTY_VIEW,
  acting: (s) => actingColour(s),
  colours: (s) => s.players.map((p) => p.colour),
  result: (s) =>
    s.gameOver
      ? { ranking: s.gameOver.ranking.map((r) => ({ ...r })), winners: [...s.gameOver.winners], tieBreaks: TIE_BREAKS }
      : undefined,
  reason: (code, context) =>
    reasonCodes.includes(code as ReasonCode)
      ? reasonInfo(
          code as ReasonCode,
          context
            ? { action: (context.action as Partial<Action> | undefined)?.type, ...(context.params ? { params: context.params } : {}) }
            : undefined,
        )
      : undefined,
  hint: (s, d, id) => whatWouldMakeItLegal(s, d, id),
  decide: (bot, view, seed, move) => decide(bot, view, seed, move, defaultRules),
  playMatch: (seed, bots, o) => playMatch(seed, bots, o),
  oracle: () => oracleCases.map((c) => runCase(c)).map((r) => ({ id: r.id, section: r.topic, pass: r.pass, messages: r.messages })),
  invariants: (s) => checkState(ctxOf(s), s).failures,
  summary: (s) => summary(s),
  fuzz: {
    randomAction: (s, rng) => randomAction(ctxOf(s), s, rng)?.action,
    junkAction: (s, rng, legal) =>
      legal !== undefined && rng() < 0.5 ? mutateLegal(ctxOf(s), s, legal, rng) : illegalAttempt(ctxOf(s), s, rng),
    changeHidden,
    run: (o) => fuzz({ ...o, players: o.players as Players }),
    missing,
  },
};
