/**
 * Brass: Lancashire as a ruleset of the contract (core/ruleset.ts): an adapter over this folder's
 * executor, choice enumerator, view, bots, oracle, hints and fuzzer. It re-implements no rule;
 * what it adds is the door every method passes first (`isLState`: a junk state is refused as
 * `malformed-action` {field: 'state'}, never thrown on) and the registry's never-throws boundary
 * (core/boundary.ts) behind it.
 */
import type { Ruleset, RulesetRefusal } from '../../core/ruleset.ts';
import type { LAction } from './actions/types.ts';
import { chooseLAction, chooseRandomLAction } from './bot/index.ts';
import { playLancashireMatch } from './bot/match.ts';
import { moveSeed } from '../../core/match.ts';
import { nextChoice } from './choices/next.ts';
import type { LDraft, LNextChoice } from './choices/types.ts';
import { randomLAction } from './choices/walk.ts';
import type { LEffect } from './effects.ts';
import { execute } from './executor.ts';
import { fuzzLancashire, junkLAction, lancashireEffectKinds, missingL } from './fuzz.ts';
import type { LHint } from './hints.ts';
import { whatWouldMakeItLegalL } from './hints.ts';
import { checkInvariants } from './invariants.ts';
import { legalActions } from './legal.ts';
import { lancashireCases, runCase } from './oracle/run.ts';
import { lancashireReasonCodes, lancashireReasons } from './reasons.ts';
import type { LReasonCode } from './reasons.ts';
import { newLancashireGame } from './setup.ts';
import type { PlayerCount } from './setup.ts';
import type { Colour, LState } from './state.ts';
import { validatePosition } from './validate.ts';
import { actingColour, EMPTY_LVIEW, viewFor } from './view.ts';
import { level } from '../../brass/income.ts';
import { track } from './tx.ts';
import { isLState } from './shape.ts';

export { isLState } from './shape.ts';

const PLAYER_COUNTS = [2, 3, 4] as const;
const JUNK_STATE: RulesetRefusal = { code: 'malformed-action', params: { field: 'state' } };

/** Every distinct legal action: a walk over the whole choice tree (every card, target, coal mine, iron works, second rail, tile and sale). */
function completeActions(s: LState): LAction[] {
  const out = new Map<string, LAction>();
  const walk = (draft: LDraft, depth: number) => {
    const c: LNextChoice = nextChoice(s, draft);
    if (c.status === 'complete') out.set(JSON.stringify(c.action), c.action);
    if (c.status !== 'choose' || depth > 12) return;
    for (const o of c.choice.options) if (o.legal) walk(o.draft, depth + 1);
  };
  walk({ action: {} }, 0);
  return [...out.values()];
}

export const lancashire: Ruleset<LState, LAction, LEffect, LDraft, LHint> = {
  id: 'lancashire',
  playerCounts: PLAYER_COUNTS,
  reasonCodes: lancashireReasonCodes,
  effectKinds: lancashireEffectKinds,
  newGame(o) {
    if (!PLAYER_COUNTS.includes(o.players as PlayerCount))
      return { ok: false, errors: [{ code: 'bad-players', path: 'players', params: { players: String(o.players) } }] };
    if (!Number.isSafeInteger(o.seed)) return { ok: false, errors: [{ code: 'wrong-type', path: 'seed' }] };
    return { ok: true, state: newLancashireGame({ players: o.players as PlayerCount, seed: o.seed }) };
  },
  validate: validatePosition,
  preview(s, a, o) {
    if (!isLState(s)) return { ok: false, error: JUNK_STATE };
    const r = execute(s, a as LAction, { flow: o?.flow === true });
    return r.ok ? { ok: true, effects: r.effects, next: r.state } : r;
  },
  apply(s, a) {
    if (!isLState(s)) return { ok: false, error: JUNK_STATE };
    const r = execute(s, a as LAction, { flow: true });
    return r.ok ? { ok: true, state: r.state } : r;
  },
  advance: (s) => ({ state: s, effects: [] }), // the executor runs the turn, round, period and game end with each move
  legalActions: (s, o) => (!isLState(s) ? [] : o?.mode === 'complete' ? completeActions(s) : legalActions(s)),
  emptyDraft: () => ({ action: {} }),
  nextChoice: (s, d) => (isLState(s) ? nextChoice(s, d) : { status: 'refused', error: JUNK_STATE }),
  viewFor: (s, c) => viewFor(s, c as Colour),
  emptyView: () => EMPTY_LVIEW,
  acting: (s) => (isLState(s) ? actingColour(s) : undefined),
  colours: (s) => (isLState(s) ? s.players.map((p) => p.colour) : []),
  result(s) {
    if (!isLState(s) || !s.gameOver) return undefined;
    const ranking = [...s.players].sort((a, b) => b.vp - a.vp).map((p) => ({ colour: p.colour, vp: p.vp }));
    return { ranking, winners: [...s.gameOver.winners], tieBreaks: [] }; // equal VP share the win (scoring.ts)
  },
  reason: (code) =>
    Object.prototype.hasOwnProperty.call(lancashireReasons, code) ? { ...lancashireReasons[code as LReasonCode] } : undefined,
  hint: (s, d, id) => (isLState(s) ? whatWouldMakeItLegalL(s, d, id) : null),
  decide: (bot, view, seed, move) =>
    !isLState(view) ? undefined : bot === 'random' ? chooseRandomLAction(view, moveSeed(seed, move)) : chooseLAction(view),
  playMatch: (seed, bots, o) => playLancashireMatch(seed, bots, o),
  oracle: () =>
    lancashireCases
      .map((c) => ({ id: c.id, section: c.section, messages: runCase(c) }))
      .map((r) => ({ ...r, pass: r.messages.length === 0 })),
  invariants: (s) => (isLState(s) ? checkInvariants(s) : ['not a Lancashire state']),
  summary: (s) =>
    isLState(s)
      ? {
          period: s.period,
          round: s.round,
          toAct: actingColour(s) ?? null,
          actionsLeft: s.actionsLeft,
          deck: s.deck.length,
          players: s.players.map((p) => ({
            colour: p.colour,
            cash: p.cash,
            vp: p.vp,
            incomeSpace: p.incomeSpace,
            incomeLevel: level(track, p.incomeSpace),
            hand: p.hand.length,
          })),
          tiles: Object.keys(s.tiles).length,
          links: s.links.length,
          ...(s.gameOver ? { winners: s.gameOver.winners } : {}),
        }
      : null,
  fuzz: {
    randomAction: (s, rng) => (isLState(s) ? randomLAction(s, rng)?.action : undefined),
    junkAction: (s, rng, legal) => (isLState(s) ? junkLAction(s, rng, legal) : null),
    changeHidden(s, viewer, rng) {
      const c = structuredClone(s);
      const other = c.players.find((p) => p.colour !== viewer && p.hand.length > 0);
      const r = rng();
      if (other && c.deck.length > 0 && r < 0.4) {
        const i = Math.floor(rng() * other.hand.length);
        const j = Math.floor(rng() * c.deck.length);
        [other.hand[i], c.deck[j]] = [c.deck[j] as string, other.hand[i] as string];
      } else if (c.deck.length > 1 && r < 0.6) c.deck.reverse();
      else if (c.distant.tiles.length > 1 && r < 0.8) c.distant.tiles.reverse();
      else c.rngSeed = (c.rngSeed + 1 + Math.floor(rng() * 1000)) | 0;
      return c;
    },
    run: fuzzLancashire,
    missing: missingL,
  },
};
