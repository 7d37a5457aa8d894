/**
 * The questions the Lancashire enumerator lists itself (the handlers need their answers to run
 * at all): action, card, second card, space and tile, link, develop tile, sale, loan amount.
 * Nothing here decides legality: `exists` searches for one legal completion on the executor.
 */
import { KINDS, links, spaces } from '../data/index.ts';
import type { LAction, LActionType } from '../actions/types.ts';
import { execute } from '../executor.ts';
import { candidatesOf } from '../legal.ts';
import type { LRefusal } from '../reasons.ts';
import type { LState } from '../state.ts';
import { current } from '../state.ts';
import type { LAskOption, LChoiceKind, LQuestion } from './types.ts';

export const TYPES: readonly LActionType[] = ['build', 'link', 'develop', 'sell', 'loan', 'pass'];

/** The first legal action of a list, or the first refusal met (the most telling one we have). */
function firstLegal(s: LState, actions: readonly LAction[], none: LRefusal): LRefusal | null {
  let first: LRefusal | undefined;
  for (const a of actions) {
    const r = execute(s, a);
    if (r.ok) return null;
    first ??= r.error;
  }
  return first ?? none;
}

const NONE_OF_TYPE: Record<LActionType, LRefusal> = {
  build: { code: 'card-does-not-allow' },
  link: { code: 'link-not-connected' },
  develop: { code: 'stack-empty' },
  sell: { code: 'no-sales' },
  loan: { code: 'loan-amount' },
  pass: { code: 'card-not-in-hand' },
};

function list(key: string, kind: LChoiceKind, values: unknown[], optional: boolean, extra: Partial<LQuestion['ask']> = {}): LQuestion {
  const options: LAskOption[] = optional ? [{ value: null }] : [];
  for (const value of values) options.push({ value });
  return { ask: { key, kind, options, defaultIndex: optional ? 0 : -1, ...extra } };
}

/** Distinct cards of the acting player's hand. */
export function handCards(s: LState): string[] {
  return [...new Set(current(s).hand)];
}

export function typeQuestion(s: LState): LQuestion {
  const q = list(
    'type',
    'type',
    TYPES.map((type) => ({ type })),
    false,
    { root: true },
  );
  return {
    ...q,
    exists: (o) => {
      const type = (o.value as { type: LActionType }).type;
      const tries = handCards(s).flatMap((card) => candidatesOf(s, type, card));
      return firstLegal(s, tries, NONE_OF_TYPE[type]);
    },
  };
}

export function cardQuestion(s: LState, type: LActionType): LQuestion {
  const q = list(
    'card',
    'card',
    handCards(s).map((card) => ({ card })),
    false,
    { root: true },
  );
  return { ...q, exists: (o) => firstLegal(s, candidatesOf(s, type, (o.value as { card: string }).card), NONE_OF_TYPE[type]) };
}

/** The combined action: none (the default: the card alone must build somewhere), or a second card of the hand. */
export function secondCardQuestion(s: LState, card: string): LQuestion {
  const q = list(
    'secondCard',
    'second-card',
    handCards(s).filter((c) => c !== card),
    true,
  );
  return {
    ...q,
    exists: (o) => {
      const tries = [...spaces.values()].flatMap((ref) =>
        ref.icons.map((tile): LAction => ({
          type: 'build',
          card,
          ...(o.value === null ? {} : { secondCard: o.value as string }),
          space: ref.id,
          tile,
        })),
      );
      return firstLegal(s, tries, NONE_OF_TYPE.build);
    },
  };
}

export function spaceQuestion(): LQuestion {
  const values = [...spaces.values()].flatMap((ref) => ref.icons.map((tile) => ({ space: ref.id, tile })));
  return list('space', 'space', values, false, { root: true });
}

export function linkQuestion(s: LState, key: string, optional: boolean, chosen: readonly string[]): LQuestion {
  const ids = [...links.keys()].filter((id) => !chosen.includes(id) && (!optional || links.get(id)?.kinds.includes(s.period) === true));
  return list(key, optional ? 'second-link' : 'link', ids, optional);
}

export function tileQuestion(key: string, optional: boolean): LQuestion {
  return list(key, 'tile', [...KINDS], optional);
}

/** A sale: every own face-up cotton mill not yet chosen × every face-up port and the Distant Market. */
export function saleQuestion(s: LState, key: string, optional: boolean, chosenMills: readonly string[]): LQuestion {
  const me = current(s).colour;
  const mills = Object.entries(s.tiles).filter(
    ([sp, t]) => t.owner === me && t.kind === 'cotton' && !t.flipped && !chosenMills.includes(sp),
  );
  const ports = Object.entries(s.tiles)
    .filter(([, t]) => t.kind === 'port' && !t.flipped)
    .map(([sp]) => sp);
  const values = mills.flatMap(([mill]) => [...ports, 'distant'].map((to) => ({ mill, to })));
  return list(key, 'sale', values, optional);
}

export function amountQuestion(amounts: readonly number[]): LQuestion {
  return list('amount', 'amount', [...amounts], false);
}
