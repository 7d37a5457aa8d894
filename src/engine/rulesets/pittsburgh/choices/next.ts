/**
 * The choice enumerator (docs/choices.md): for a position and a draft action, the next question
 * and every option with its legality, probed through the one executor. Questions come in the
 * order a player meets them: action → card → target (mat tile and space; link; tile; sellers) →
 * then the handlers' own open decisions in the order they resolve (cube sources, merchants,
 * barrels and their pipelines, Quality Reward claim, free develops, market-sale order), with the
 * second link (network) and the second tile (develop) after the first one's decisions.
 */
import { execute } from '../actions/executor.ts';
import type { Action, BuildAction, LinkOrder, NetworkAction } from '../actions/types.ts';
import type { FirstLinkPlayed } from '../actions/first-link.ts';
import type { AskRecord } from '../actions/tx.ts';
import { playFirstLink, playSecondLink } from '../actions/first-link.ts';
import type { RulesContext } from '../context.ts';
import type { Effect } from '../effects.ts';
import type { Refusal } from '../reasons.ts';
import type { GameState, PlayerState } from '../state.ts';
import { currentColour, playerByColour } from '../state.ts';
import { probeOptions } from '../../../core/choices.ts';
import { optionId } from '../../../core/draft.ts';
import type { TakeSwap, PlainTake } from './take-swap.ts';
import { takeSwap, takesOf } from './take-swap.ts';
import { answer, asAction, isDone } from './draft.ts';
import type { Question } from './targets.ts';
import {
  cardQuestion,
  chosenSellers,
  linkQuestion,
  placeQuestion,
  sellerQuestion,
  spaceQuestion,
  tileQuestion,
  typeQuestion,
} from './targets.ts';
import type { Ask, AskOption, ChoiceOption, Draft, NextChoice } from './types.ts';

export { optionId };

/**
 * `onlyOpen`: the handlers' question asked is the draft's last open one (nothing asked after it, no
 * optional part to come): its default answer completes the draft as `ready` did, with `readyEffects`.
 */
export type Step =
  | { kind: 'ask'; q: Question; ready?: Action; readyEffects?: Effect[]; readyAfter?: GameState; onlyOpen?: true; swap?: TakeSwap }
  | { kind: 'complete'; action: Action; effects: Effect[]; after?: GameState }
  | { kind: 'refused'; error: Refusal };

/**
 * First links already played on one position (actions/first-link.ts), by first link (the draft's
 * own object: drafts are never written in place, and answering a later question keeps it), then by
 * card and the draft's "none" answers: a walk over many second links passes one (complete legal
 * lists) so that each second link goes on from its first link instead of replaying it. Only for one
 * unchanged position.
 */
export type FirstLinkMemo = Map<LinkOrder, Map<string, FirstLinkPlayed | null>>;

/** The draft run on the executor with the handlers' questions recorded (`memo`: a complete list's walk, see take-swap.ts `TakeSwap`). */
export function runDraft(
  ctx: RulesContext,
  state: GameState,
  draft: Draft,
  memo?: FirstLinkMemo,
): { result: ReturnType<typeof execute>; asks: Ask[]; later: boolean; swap?: TakeSwap } {
  const done = new Set(draft.done ?? []);
  const record: AskRecord = { asks: [], done };
  let asked: { at: number; takes: (PlainTake | undefined)[]; atEnd?: true } | undefined;
  const action = asAction(draft);
  if (memo)
    record.pause = (tx, ask) => {
      const takes = takesOf(tx, ask, action);
      if (takes)
        asked = takes.atEnd ? { at: tx.effects.length, takes: takes.takes, atEnd: true } : { at: tx.effects.length, takes: takes.takes };
    };
  const played = memo ? firstLinkOf(ctx, state, action, done, memo) : undefined;
  const result = played ? playSecondLink(ctx, played, action as NetworkAction, record) : execute(ctx, state, action, { record });
  const later = record.later === true;
  const swap = asked && result.ok && !later ? takeSwap(asked, record.asks[0]?.defaultIndex ?? -1, result.effects) : undefined;
  return swap ? { result, asks: record.asks, later, swap } : { result, asks: record.asks, later };
}

/** The memo's first link of a two-link network draft (played now when new), or undefined: then the whole draft runs. */
function firstLinkOf(
  ctx: RulesContext,
  state: GameState,
  action: Action,
  done: ReadonlySet<string>,
  memo: FirstLinkMemo,
): FirstLinkPlayed | undefined {
  if (action.type !== 'network' || !Array.isArray(action.links) || action.links.length !== 2) return undefined;
  if (state.pending !== undefined || state.gameOver || !(state.actionsLeft > 0)) return undefined; // the executor's entry checks decide
  const first = action.links[0];
  const forFirst = done.size === 0 ? [] : [...done].filter((k) => !k.startsWith('links.1')).sort();
  const key = `${String(action.card)}\u0000${forFirst.join('\u0000')}`;
  let byKey = memo.get(first);
  if (!byKey) memo.set(first, (byKey = new Map()));
  let played = byKey.get(key);
  if (played === undefined) {
    played = playFirstLink(ctx, state, action, new Set(forFirst)) ?? null;
    byKey.set(key, played);
  }
  return played ?? undefined;
}

/** A handler's open question; the refusals it already knows (cube sources) are its precheck. */
function handlerQuestion(ask: Ask): Question {
  const known = ask.refusals;
  return known ? { ask, precheck: (o) => known[ask.options.indexOf(o)] ?? null } : { ask };
}

function asked(q: Question): Step {
  return { kind: 'ask', q };
}

/** Who answers now: the player of a pending decision, otherwise the current player. */
export function chooser(state: GameState): PlayerState | undefined {
  return playerByColour(state, state.pending?.player ?? currentColour(state));
}

/** The next question of a draft (options not yet probed), or the complete action, or why the draft is refused. */
export function question(ctx: RulesContext, state: GameState, draft: Draft, memo?: FirstLinkMemo): Step {
  const me = chooser(state);
  if (!me) return { kind: 'refused', error: { code: 'malformed-action', params: { field: 'state' } } };
  const a = draft.action as Record<string, unknown> & { type?: Action['type'] };
  if (a.type === undefined) return asked(typeQuestion(ctx, state, me));
  const answering = state.pending !== undefined;
  if (!answering && a.type !== 'decline' && a.card === undefined) return asked(cardQuestion(ctx, state, me, a.type));
  // the optional second link / second tile / more sellers, asked after the first one's decisions (built only when
  // asked); `ran`: the state after the draft's run (for a network draft with one link: after that link alone)
  let ext: ((ran: GameState) => Question | undefined) | undefined;
  let extPrefix = '';
  switch (a.type) {
    case 'build':
      if (a.place === undefined) return asked(placeQuestion(ctx, state, me, a as Partial<BuildAction>));
      if (a.space === undefined) return asked(spaceQuestion(ctx, state, me, a as Partial<BuildAction>));
      break;
    case 'develop': {
      const tiles = Array.isArray(a.tiles) ? (a.tiles as { place?: string }[]) : [];
      if (tiles[0]?.place === undefined) return asked(tileQuestion(ctx, me, 'tiles.0.place', false));
      if (tiles.length === 1 && !isDone(draft, 'tiles.1.place')) {
        const firstTile = tiles[0].place;
        ext = () => tileQuestion(ctx, me, 'tiles.1.place', true, { ...me.mat, [firstTile]: (me.mat[firstTile] ?? 0) - 1 }); // the first tile taken
        extPrefix = 'tiles.0';
      }
      break;
    }
    case 'network': {
      const links = Array.isArray(a.links) ? (a.links as LinkOrder[]) : [];
      if (links[0] === undefined) return asked(linkQuestion(ctx, state, me, 'links.0', false));
      if (links.length === 1 && !isDone(draft, 'links.1')) {
        ext = (ran) => {
          // no question of the first link is open (else `ext` is not asked): the run played exactly that link
          const after = { ...ran, actionsLeft: state.actionsLeft, current: state.current };
          const who = playerByColour(after, me.colour);
          return who ? linkQuestion(ctx, after, who, 'links.1', true) : undefined;
        };
        extPrefix = 'links.0';
      }
      break;
    }
    case 'sell': {
      const sellers = chosenSellers(draft);
      if (sellers.length === 0) return asked(sellerQuestion(ctx, state, me, 'sales.0.space', [], false));
      const key = `sales.${sellers.length}.space`;
      if (!isDone(draft, key)) {
        ext = () => sellerQuestion(ctx, state, me, key, sellers, true); // more sellers come before the sale's other decisions
        extPrefix = '\u0000'; // no handler question precedes it
      }
      break;
    }
    default:
      break;
  }
  const run = runDraft(ctx, state, draft, memo);
  if (!run.result.ok) return { kind: 'refused', error: run.result.error };
  const ready = asAction(draft);
  // the handlers record only their FIRST open question (in the order they resolve)
  const first = run.asks[0];
  const firstPart = first && (first.key === extPrefix || first.key.startsWith(`${extPrefix}.`));
  const readyEffects = run.result.effects;
  const after = run.result.state; // the probe's own copy: a playout goes on from it (playout.ts)
  const extQ = ext && !firstPart ? ext(after) : undefined;
  if (extQ) return { kind: 'ask', q: extQ, ready, readyEffects, readyAfter: after };
  if (first) {
    if (ext === undefined && !run.later) {
      const q = handlerQuestion(first);
      return run.swap
        ? { kind: 'ask', q, ready, readyEffects, readyAfter: after, onlyOpen: true, swap: run.swap }
        : { kind: 'ask', q, ready, readyEffects, readyAfter: after, onlyOpen: true };
    }
    return { kind: 'ask', q: handlerQuestion(first), ready, readyEffects, readyAfter: after };
  }
  return { kind: 'complete', action: ready, effects: run.result.effects, after };
}

/** Is this option legal? `exact`: search for a legal completion where the option leaves targets open (action, card, build tile). */
export function probeOption(ctx: RulesContext, state: GameState, draft: Draft, q: Question, o: AskOption, exact = true): Refusal | null {
  if (o.value !== null) {
    const pre = q.precheck?.(o) ?? null;
    if (pre) return pre;
    if (q.exists) return exact ? q.exists(o) : null;
  }
  const next = answer(draft, q.ask, o.value);
  if (q.ask.kind === 'type' || q.ask.kind === 'card' || q.ask.kind === 'place') return null; // not runnable yet
  const r = execute(ctx, state, asAction(next));
  return r.ok ? null : r.error;
}

/** The next choice of a draft with every option probed (see `NextChoice`). */
export function nextChoice(ctx: RulesContext, state: GameState, draft: Draft): NextChoice {
  const step = question(ctx, state, draft);
  if (step.kind === 'refused') return { status: 'refused', error: step.error };
  if (step.kind === 'complete') return { status: 'complete', action: step.action, effects: step.effects };
  const { ask } = step.q;
  const options: ChoiceOption[] = probeOptions(draft, ask, (o) => probeOption(ctx, state, draft, step.q, o));
  return { status: 'choose', choice: { key: ask.key, kind: ask.kind, options }, ...(step.ready ? { ready: step.ready } : {}) };
}
