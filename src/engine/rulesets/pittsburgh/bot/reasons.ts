/**
 * Why a move is good, in the rules' words: `moveReasons(effects, colour, state?)` reads the
 * executor's effects of ONE action (a `preview`, without the flow) and returns what they bring
 * `colour`, as plain data `{code, params}` the UI turns into sentences (i18n area `coach`,
 * `coach.reason.<code>`; src/ui/coach/reasonText.ts). Nothing is recomputed: every reason is a
 * sum or a pick of effects the executor listed. Order: what the move gains first (VP, income,
 * bonuses, flips), then what it builds, then what it costs.
 *
 * Params are numbers and engine ids (locations, spaces, mat places, routes), never words.
 * With `state` (the position BEFORE the move), a link names the location it adds to the
 * player's network, and a flipped industry its printed VP (scored at the era's end).
 */
import type { RulesData } from '../context.ts';
import { contextFor, tilePlace } from '../context.ts';
import type { Effect } from '../effects.ts';
import { networkOf } from '../rules/connectivity.ts';
import { level } from '../../../brass/income.ts';
import { defaultRules } from '../rules-data.ts';
import type { Colour, GameState } from '../state.ts';

export type MoveReasonCode =
  | 'vp-gained'
  | 'income-gained'
  | 'merchant-bonus'
  | 'industry-flipped'
  | 'opponent-flipped'
  | 'market-sale'
  | 'whiskey-gained'
  | 'oil-revealed'
  | 'industry-built'
  | 'link-built'
  | 'developed'
  | 'free-cubes'
  | 'loan'
  | 'cash-paid';

export interface MoveReason {
  code: MoveReasonCode;
  params: Record<string, string | number>;
}

/** Every reason code, in the order `moveReasons` lists them (for the i18n and the tests). */
export const moveReasonCodes: readonly MoveReasonCode[] = [
  'vp-gained',
  'income-gained',
  'merchant-bonus',
  'industry-flipped',
  'opponent-flipped',
  'market-sale',
  'whiskey-gained',
  'oil-revealed',
  'industry-built',
  'link-built',
  'developed',
  'free-cubes',
  'loan',
  'cash-paid',
];

/** The reasons of one action's effects for `colour` (see the file comment). Never throws. */
export function moveReasons(effects: readonly Effect[], colour: Colour, state?: GameState, rules: RulesData = defaultRules): MoveReason[] {
  try {
    return collect(effects, colour, state, rules);
  } catch {
    return [];
  }
}

function collect(effects: readonly Effect[], colour: Colour, state: GameState | undefined, rules: RulesData): MoveReason[] {
  const track = rules.incomeTrack;
  const ctx = state ? contextFor(rules, state.board) : undefined;
  const network = state && ctx ? new Set(networkOf(ctx, state, colour)) : undefined;
  const mine = (e: Effect) => 'player' in e && e.player === colour;
  const byCode = new Map<MoveReasonCode, MoveReason[]>();
  const add = (code: MoveReasonCode, params: MoveReason['params']) => byCode.set(code, [...(byCode.get(code) ?? []), { code, params }]);

  let vp = 0;
  let incomeFrom: number | undefined;
  let incomeTo = 0;
  let whiskey = 0;
  let paid = 0;
  let free = 0;
  let loanFrom: number | undefined;
  let loanTo = 0;
  let loanAmount = 0;
  for (const e of effects) {
    switch (e.kind) {
      case 'vp':
        if (mine(e)) vp += e.delta;
        break;
      case 'income':
        if (!mine(e)) break;
        if (e.reason === 'loan') {
          loanFrom ??= e.from;
          loanTo = e.to;
        } else {
          incomeFrom ??= e.from;
          incomeTo = e.to;
        }
        break;
      case 'whiskey':
        if (mine(e) && e.delta > 0) whiskey += e.delta;
        break;
      case 'cash':
        if (mine(e) && e.delta < 0) paid -= e.delta;
        break;
      case 'cube':
        if (mine(e) && e.price === 0 && e.source.kind === 'industry') free += 1;
        break;
      case 'loan':
        if (mine(e)) loanAmount += e.amount;
        break;
      case 'merchant-bonus':
        if (mine(e))
          for (const r of e.bonus)
            add('merchant-bonus', {
              merchant: e.merchant,
              reward: r.kind,
              amount: r.kind === 'income' ? r.spaces : r.kind === 'develop' ? r.count : r.amount,
            });
        break;
      case 'flip': {
        const place = state?.industries.find((i) => i.space === e.space)?.place;
        const tile = place && ctx ? tilePlace(ctx, place) : undefined;
        const tileVp = tile?.vp.kind === 'fixed' ? tile.vp.vp : undefined;
        const params: MoveReason['params'] = {
          space: e.space,
          ...(place ? { place } : {}),
          ...(tileVp !== undefined ? { vp: tileVp } : {}),
        };
        if (e.owner === colour) add('industry-flipped', params);
        else add('opponent-flipped', { ...params, owner: e.owner });
        break;
      }
      case 'market-sale':
        if (mine(e)) add('market-sale', { market: e.market, good: e.good, count: e.count, cash: e.cash, vp: e.vp });
        break;
      case 'reveal':
        if (e.player === colour) add('oil-revealed', { field: e.field });
        break;
      case 'industry-built':
        if (mine(e)) add('industry-built', { place: e.place, space: e.space });
        break;
      case 'link-built': {
        if (!mine(e)) break;
        const ends = e.route.includes('~') ? e.route.split('~') : e.route.split('>').slice(1);
        const reaches = network ? ends.find((x) => !network.has(x)) : undefined;
        add('link-built', { link: e.link, route: e.route, ...(reaches ? { reaches } : {}) });
        break;
      }
      case 'mat-take':
        if (mine(e) && e.reason !== 'build') add('developed', { place: e.place });
        break;
    }
  }
  if (vp > 0) add('vp-gained', { vp });
  if (incomeFrom !== undefined && level(track, incomeTo) > level(track, incomeFrom))
    add('income-gained', {
      levels: level(track, incomeTo) - level(track, incomeFrom),
      from: level(track, incomeFrom),
      to: level(track, incomeTo),
    });
  if (whiskey > 0) add('whiskey-gained', { whiskey });
  if (free > 0) add('free-cubes', { count: free });
  if (loanFrom !== undefined || loanAmount > 0) {
    const from = level(track, loanFrom ?? 0);
    const to = level(track, loanFrom === undefined ? 0 : loanTo);
    add('loan', { amount: loanAmount, levels: from - to, from, to });
  }
  if (paid > 0) add('cash-paid', { amount: paid });
  return moveReasonCodes.flatMap((c) => byCode.get(c) ?? []);
}
