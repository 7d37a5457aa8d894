/**
 * The Lancashire choice enumerator: for a position and a draft action, the next question and
 * every option with its legality, probed through the one Lancashire executor — the same answers
 * (`NextChoice` shapes, drafts, walks) as Pittsburgh's enumerator, from the shared core
 * (core/draft.ts, core/choices.ts). Questions come in the order a player meets them: action →
 * card → (build) second card for the combined action, space and tile; (link) link, second rail;
 * (develop) tile, second tile; (sell) sales, more sales; (loan) amount → then the handlers' own
 * open decisions in the order they resolve: which of the equally closest coal mines, which iron works.
 */
import { probeOptions } from '../../../core/choices.ts';
import { answer, isDone } from '../../../core/draft.ts';
import { messageOf } from '../../../core/safe.ts';
import type { LAction, Sale } from '../actions/types.ts';
import { game } from '../data/index.ts';
import { execute } from '../executor.ts';
import type { LState } from '../state.ts';
import { current } from '../state.ts';
import {
  amountQuestion,
  cardQuestion,
  handCards,
  linkQuestion,
  saleQuestion,
  secondCardQuestion,
  spaceQuestion,
  tileQuestion,
  typeQuestion,
} from './questions.ts';
import type { LAsk, LAskOption, LDraft, LNextChoice, LQuestion, LStep } from './types.ts';
import type { LRefusal } from '../reasons.ts';

const asked = (q: LQuestion): LStep => ({ kind: 'ask', q });

/** The optional "one more" question of a draft (second card, second rail, second tile, another sale), or undefined. */
function more(s: LState, draft: LDraft): LQuestion | undefined {
  const a = draft.action as Partial<LAction> & Record<string, unknown>;
  switch (a.type) {
    case 'link': {
      const ids = Array.isArray(a.links) ? (a.links as string[]) : [];
      return s.period === 'rail' && ids.length === 1 && !isDone(draft, 'links.1') ? linkQuestion(s, 'links.1', true, ids) : undefined;
    }
    case 'develop': {
      const kinds = Array.isArray(a.tiles) ? a.tiles : [];
      return kinds.length === 1 && !isDone(draft, 'tiles.1') ? tileQuestion('tiles.1', true) : undefined;
    }
    case 'sell': {
      const sales = Array.isArray(a.sales) ? (a.sales as Sale[]) : [];
      const key = `sales.${sales.length}`;
      if (isDone(draft, key)) return undefined;
      const q = saleQuestion(
        s,
        key,
        true,
        sales.map((x) => x.mill),
      );
      return q.ask.options.length > 1 ? q : undefined;
    }
    default:
      return undefined;
  }
}

/** The first question the draft still lacks before it can run at all, or undefined. */
function missing(s: LState, draft: LDraft): LQuestion | undefined {
  const a = draft.action as Partial<LAction> & Record<string, unknown>;
  if (a.type === undefined) return typeQuestion(s);
  if (a.card === undefined) return cardQuestion(s, a.type);
  switch (a.type) {
    case 'build':
      if (a.secondCard === undefined && !isDone(draft, 'secondCard') && s.actionsLeft >= 2 && handCards(s).length > 1)
        return secondCardQuestion(s, a.card as string);
      return a.space === undefined ? spaceQuestion() : undefined;
    case 'link':
      return Array.isArray(a.links) && a.links.length > 0 ? undefined : linkQuestion(s, 'links.0', false, []);
    case 'develop':
      return Array.isArray(a.tiles) && a.tiles.length > 0 ? undefined : tileQuestion('tiles.0', false);
    case 'sell':
      return Array.isArray(a.sales) && a.sales.length > 0 ? undefined : saleQuestion(s, 'sales.0', false, []);
    case 'loan':
      return a.amount === undefined ? amountQuestion(game.loan.value.amounts) : undefined;
    default:
      return undefined;
  }
}

/** The next question of a draft (options not yet probed), or the complete action, or why the draft is refused. */
export function question(s: LState, draft: LDraft): LStep {
  if (s.gameOver) return { kind: 'refused', error: { code: 'game-over' } };
  current(s); // a state naming nobody throws here: the public wrapper turns it into a refusal
  const first = missing(s, draft);
  if (first) return asked(first);
  const asks: LAsk[] = [];
  const ready = draft.action as LAction;
  const r = execute(s, ready, { record: { asks } });
  if (!r.ok) return { kind: 'refused', error: r.error };
  const q = more(s, draft) ?? (asks[0] ? { ask: asks[0] } : undefined);
  return q ? { kind: 'ask', q, ready, readyEffects: r.effects } : { kind: 'complete', action: ready, effects: r.effects };
}

/**
 * Is this option legal? Options that leave the draft unrunnable (action, card, second card — its
 * "none" too: the card alone may build nowhere) search for a legal completion.
 */
export function probeOption(s: LState, draft: LDraft, q: LQuestion, o: LAskOption): LRefusal | null {
  if (o.value !== null) {
    const pre = q.precheck?.(o) ?? null;
    if (pre) return pre;
  }
  if (q.exists) return q.exists(o);
  const next = answer(draft, q.ask, o.value);
  if (missing(s, next)) return null; // still lacks a target: the next question says which are legal
  const r = execute(s, next.action as LAction);
  return r.ok ? null : r.error;
}

/** The next choice of a draft with every option probed. Never throws (a malformed state or draft: a refusal). */
export function nextChoice(s: LState, draft: LDraft): LNextChoice {
  try {
    const step = question(s, draft);
    if (step.kind === 'refused') return { status: 'refused', error: step.error };
    if (step.kind === 'complete') return { status: 'complete', action: step.action, effects: step.effects };
    const { ask } = step.q;
    const options = probeOptions(draft, ask, (o) => probeOption(s, draft, step.q, o));
    return { status: 'choose', choice: { key: ask.key, kind: ask.kind, options }, ...(step.ready ? { ready: step.ready } : {}) };
  } catch (e) {
    return { status: 'refused', error: { code: 'internal-error', params: { message: messageOf(e) } } };
  }
}
