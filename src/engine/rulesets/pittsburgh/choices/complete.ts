/**
 * `legalActions` in complete mode: every legal action a rulebook reader could take, found by
 * walking the choice enumerator's tree (one executor run per node; a refused draft prunes its
 * subtree). Roots: pass and loan with the first card; develop, network and sell with the first
 * card; builds as the default list finds them (each tile and space with the first card that allows
 * it). Below the roots every option is followed: both develop tiles, second links, every seller
 * set, every merchant, every cube's and barrel's source and pipeline, every Quality Reward claim
 * with any Whiskey, free-develop choices and market-sale orders.
 * Orders that cannot differ are listed once: the sources of several cubes of one good, the barrels
 * of one seller and the sellers of a sale are taken in a canonical order (a multiset, not a sequence);
 * two develop tiles both reachable at the start in id order.
 */
import type { Action } from '../actions/types.ts';
import type { RulesContext } from '../context.ts';
import { legalOf, type LegalAction } from '../legal-action.ts';
import { legalBuilds } from '../legal.ts';
import { reachableTiles } from '../rules/mat.ts';
import type { GameState } from '../state.ts';
import { answerer, asAction, getAt } from './draft.ts';
import { swapped } from './take-swap.ts';
import type { FirstLinkMemo } from './next.ts';
import { chooser, optionId, question } from './next.ts';
import type { Draft } from './types.ts';

/** `wholeRuns`: every node replays its draft from the position (the enumeration before first links were kept; tests compare the two). */
export function completeLegalActions(ctx: RulesContext, state: GameState, opts: { wholeRuns?: boolean } = {}): LegalAction[] {
  const me = chooser(state);
  if (!me || state.gameOver) return [];
  const out: LegalAction[] = [];
  const reachableAtStart = new Set(reachableTiles(ctx, me.mat).map((t) => t.id));
  const firstLinks: FirstLinkMemo = new Map(); // each first link played once, every second link from there
  const walk = (draft: Draft): void => {
    const step = question(ctx, state, draft, opts.wholeRuns === true ? undefined : firstLinks);
    if (step.kind === 'refused') return;
    if (step.kind === 'complete') {
      out.push(legalOf(step.action, step.effects, me.colour));
      return;
    }
    const { q } = step;
    const last = step.onlyOpen === true && opts.wholeRuns !== true && step.readyEffects ? step.readyEffects : undefined;
    const { swap } = step;
    const canonical = canonicalFor(draft, q.ask.key, reachableAtStart);
    const answerWith = answerer(draft, q.ask, true); // the options are this run's own (nothing else holds them)
    q.ask.options.forEach((o, i) => {
      if (o.value !== null && q.precheck?.(o)) return; // the handler's own check refuses it
      if (o.value !== null && !canonical(o.value)) return;
      const next = answerWith(o.value);
      // the last open question answered from the run already made: with its default (the same picks, the same
      // effects), or with another take of its last cube or tile (that run with this option's take instead, take-swap.ts)
      const answered = !last ? undefined : i === q.ask.defaultIndex ? { effects: last } : swap && swapped(swap, last, i);
      if (answered === undefined) walk(next);
      else if ('effects' in answered) out.push(legalOf(asAction(next), answered.effects, me.colour)); // else refused: not enough cash
    });
  };
  for (const root of roots(ctx, state)) walk({ action: root });
  return out;
}

function roots(ctx: RulesContext, state: GameState): Partial<Action>[] {
  if (state.pending !== undefined) return [{ type: 'sell', free: true }, { type: 'decline' }];
  const me = chooser(state);
  const card = me?.hand[0];
  if (card === undefined || state.actionsLeft <= 0) return [];
  const out: Partial<Action>[] = [
    { type: 'pass', card },
    { type: 'loan', card },
    { type: 'develop', card },
    { type: 'network', card },
    { type: 'sell', card },
  ];
  for (const l of legalBuilds(ctx, state)) out.push(l.action);
  return out;
}

const CUBE_KEY = /^(.*\.(?:coal|iron|steel|coke|oil))\.(\d+)$/;
const SELLER_KEY = /^sales\.(\d+)\.space$/;

/** Where the previous answer of an unordered choice lies (a later cube of one good, a later seller), by key (read once each). */
const previousAt = new Map<string, { kind: 'cube' | 'seller'; key: string } | null>();

function previousOf(key: string): { kind: 'cube' | 'seller'; key: string } | null {
  let p = previousAt.get(key);
  if (p !== undefined) return p;
  const cube = CUBE_KEY.exec(key);
  const seller = SELLER_KEY.exec(key);
  if (cube && cube[2] !== '0') p = { kind: 'cube', key: `${cube[1]}.${Number(cube[2]) - 1}` };
  else if (seller && seller[1] !== '0') p = { kind: 'seller', key: `sales.${Number(seller[1]) - 1}.space` };
  else p = null;
  if (previousAt.size >= 1000) previousAt.clear();
  previousAt.set(key, p);
  return p;
}

/** Is an option of this question the canonical order of an unordered choice (see the module comment)? ("none" always is.) */
function canonicalFor(draft: Draft, key: string, reachableAtStart: ReadonlySet<string>): (value: unknown) => boolean {
  const previous = previousOf(key);
  if (previous?.kind === 'cube') {
    const prev = optionId(getAt(draft.action, previous.key) ?? null);
    return (value) => optionId(value) >= prev;
  }
  if (previous?.kind === 'seller') {
    const prev = String(getAt(draft.action, previous.key));
    return (value) => (value as string) > prev;
  }
  if (key === 'tiles.1.place') {
    const first = String(getAt(draft.action, 'tiles.0.place'));
    return (value) => !((value as string) < first && reachableAtStart.has(value as string));
  }
  return () => true;
}
