/**
 * The search's playout: from a sampled world, every player acts by a cheap policy for `horizon`
 * decisions or to the game's end; the flow runs between them. Four policies: 'greedy' (this
 * function's default) — the greedy bot's move (bot/index.ts: the action whose effects alone score
 * best; the bot the strong one mostly plays against, and the cheapest of them per move), 'eval' —
 * the action whose position right after has the actor's best margin (evaluate.ts), a one-move
 * look-ahead —, 'mixed' (the search's default) — the other players by 'greedy', the searching player
 * `me` by 'eval' — and 'lite' — a few random legal actions drawn down the choice tree
 * (choices/walk.ts, the random bot's walk), the one the greedy bot scores highest. Moves go through the
 * executor (`apply`), so a playout only ever makes legal moves.
 */
import type { RulesContext, RulesData } from '../../context.ts';
import type { Rng } from '../../../../core/choices.ts';
import { randomAction } from '../../choices/walk.ts';
import { bestOf } from '../../../../core/greedy.ts';
import { advance, apply, canAct, legalActions, preview } from '../../index.ts';
import type { Action } from '../../index.ts';
import type { Colour, GameState } from '../../state.ts';
import { actingColour } from '../../view.ts';
import { chooseAction, scoreEffects } from '../index.ts';
import type { EvalWeights } from './evaluate.ts';
import { defaultEvalWeights, margin } from './evaluate.ts';

/** The policy's move for whoever acts in `s`: the best-scored of `tries` random legal actions. */
export function liteMove(ctx: RulesContext, s: GameState, rng: Rng, tries = 3): Action | undefined {
  const me = actingColour(s);
  if (me === undefined) return undefined;
  let best: { action: Action; score: number } | undefined;
  for (let i = 0; i < tries; i++) {
    const w = randomAction(ctx, s, rng, { explore: 0.5 });
    if (!w) break;
    const score = scoreEffects(w.effects, me, s.era, ctx.data);
    if (!best || score > best.score) best = { action: w.action, score };
  }
  return best?.action;
}

/**
 * The evaluating policy: every legal action of whoever acts (default legal list), the one whose
 * position right after (preview) has their best margin (evaluate.ts); ties: the smaller key.
 */
export function evalMove(ctx: RulesContext, rules: RulesData, s: GameState, w: EvalWeights): Action | undefined {
  const me = actingColour(s);
  if (me === undefined) return undefined;
  return bestOf(
    legalActions(s, rules).map((l) => l.action),
    (a) => {
      const r = preview(s, a, rules);
      return r.ok ? margin(ctx, r.next, me, w) : undefined;
    },
  );
}

export type PlayoutPolicy = 'lite' | 'eval' | 'greedy' | 'mixed';

/** The world after `horizon` decisions of the policy (fewer when the game ends or nobody can move). */
export function playout(
  ctx: RulesContext,
  rules: RulesData,
  start: GameState,
  rng: Rng,
  horizon: number,
  policy: PlayoutPolicy = 'greedy',
  w: EvalWeights = defaultEvalWeights,
  me?: Colour,
): GameState {
  let s = start;
  for (let n = 0, guard = 0; n < horizon && !s.gameOver && guard < horizon + 20; guard++) {
    if (!canAct(s)) {
      const next = advance(s, rules).state;
      if (next === s) break;
      s = next;
      continue;
    }
    const mine = policy === 'mixed' && actingColour(s) === me;
    const a =
      policy === 'greedy' || (policy === 'mixed' && !mine)
        ? chooseAction(s, rules)
        : policy === 'lite'
          ? liteMove(ctx, s, rng)
          : evalMove(ctx, rules, s, w);
    if (!a) break;
    const r = apply(s, a, rules);
    if (!r.ok) break;
    s = r.state;
    n++;
  }
  return s;
}
