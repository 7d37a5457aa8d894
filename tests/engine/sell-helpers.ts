/** Shared set-ups of the sell tests (tests/engine/{sell*,merchants,quality,oil-delivery}.test.ts). */
import type { MerchantTile } from '../../src/engine/rulesets/pittsburgh/data/types.ts';
import type { Action, Effect, GameState, RulesData } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { defaultRules, preview, validate } from '../../src/engine/rulesets/pittsburgh/index.ts';

/** The game's rules data with test-only changes (a quality slot needing 3 stars, a merchant with a different red face...). */
export function rulesWith(patch: { qualitySlots?: number[]; merchantTiles?: MerchantTile[] }): RulesData {
  const board = defaultRules.boards['three-four'];
  return {
    ...defaultRules,
    boards: { ...defaultRules.boards, 'three-four': { ...board, qualitySlots: patch.qualitySlots ?? board.qualitySlots } },
    merchantTiles: patch.merchantTiles ?? defaultRules.merchantTiles,
  };
}

export function positionWith(rules: RulesData, setup: unknown): GameState {
  const v = validate(setup, rules);
  if (!v.ok) throw new Error(`invalid scenario: ${JSON.stringify(v.errors)}`);
  return v.state;
}

export function okWith(rules: RulesData, state: GameState, action: Action): { next: GameState; effects: Effect[] } {
  const r = preview(state, action, rules);
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
  return { next: r.next, effects: r.effects };
}

export function refusedWith(rules: RulesData, state: GameState, action: Action): { code: string; params?: Record<string, unknown> } {
  const r = preview(state, action, rules);
  if (r.ok) throw new Error(`expected a refusal, got effects ${JSON.stringify(r.effects)}`);
  return r.error;
}

export const MERCHANT_15 = 'merchant-kerosene-manufacturing-15';

/** Rails Pittsburgh–Columbus–Cincinnati (blue's light rails). */
export const RAILS_TO_CINCINNATI = [
  { owner: 'blue', kind: 'lightRail', route: 'columbus~pittsburgh' },
  { owner: 'blue', kind: 'lightRail', route: 'cincinnati~columbus' },
];

/** Orange's cash pipeline Venango → Pittsburgh ($10 a barrel). */
export const ORANGE_CASH_PIPELINE = { owner: 'orange', kind: 'pipeline', route: 'venango>pittsburgh', type: 'cash' };

/**
 * A two-player position, blue to act with 2 actions: blue's industries as given (default: Manufacturer I
 * in Pittsburgh), rails to Cincinnati with the $15 kerosene/manufacturing merchant, Orange's cash
 * pipeline from Venango with `oil` barrels. `extra` replaces any top-level field.
 */
export function saleSetup(
  opts: {
    industries?: unknown[];
    links?: unknown[];
    oil?: number;
    merchants?: Record<string, unknown>;
    blue?: Record<string, unknown>;
    extra?: Record<string, unknown>;
  } = {},
) {
  return {
    round: 3,
    current: 'blue',
    players: [
      { colour: 'blue', cash: 30, hand: ['loc-cleveland-1', 'ind-coal-1', 'ind-kerosene-1'], ...(opts.blue ?? {}) },
      { colour: 'orange', cash: 30, hand: [] },
    ],
    industries: opts.industries ?? [{ owner: 'blue', place: 'manufacturer-1', space: 'pittsburgh-2' }],
    links: opts.links ?? [...RAILS_TO_CINCINNATI, ORANGE_CASH_PIPELINE],
    merchants: opts.merchants ?? { cincinnati: { tile: MERCHANT_15 } },
    oilFields: { venango: { tile: 'oil-income-3', revealed: true, oil: opts.oil ?? 1 } },
    ...(opts.extra ?? {}),
  };
}

export function kinds(effects: Effect[]): string[] {
  return effects.map((e) => e.kind);
}

export function ofKind<K extends Effect['kind']>(effects: Effect[], kind: K): Extract<Effect, { kind: K }>[] {
  return effects.filter((e): e is Extract<Effect, { kind: K }> => e.kind === kind);
}

/** Blue's Manufacturer I (pittsburgh-2) and Kerosene II (pittsburgh-5), 2 oil on Venango: a sale with two sellers. */
export const TWO_SELLERS = [
  { owner: 'blue', place: 'manufacturer-1', space: 'pittsburgh-2' },
  { owner: 'blue', place: 'kerosene-2', space: 'pittsburgh-5' },
];
export const SELL_BOTH = [{ space: 'pittsburgh-2' }, { space: 'pittsburgh-5' }];
