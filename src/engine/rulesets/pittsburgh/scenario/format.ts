/**
 * A hand-written position (docs/scenario-format.md). Everything optional has a default; the
 * only way to a GameState is `validate(setup)`, which lists every problem instead of throwing.
 */
import type { Good, LinkTileSpec, Resource } from '../data/types.ts';
import type { BoardId, LinkKind, RuleOptions } from '../state.ts';

/** A link tile in a supply list: its type ("whiskey", "cash"...) or a full spec. */
export type LinkTileRef = string | LinkTileSpec;

export interface PlayerSetup {
  colour: string;
  cash?: number; // default 30
  incomeSpace?: number; // default 10 (level 0)
  vp?: number; // default 0
  whiskey?: number; // default 0
  spentThisRound?: number; // default 0
  hand?: string[]; // default []
  discard?: string[]; // default []
  /** Copies left per mat place, overriding the full mat; `removed` lists places emptied. */
  mat?: Record<string, number>;
  removed?: string[];
  /** Default: the starting supply plus every link tile unlocked by the mat. */
  supply?: { lightRails?: number; heavyRails?: LinkTileRef[]; pipelines?: LinkTileRef[] };
  heavyRailsBuilt?: number; // default: heavy rails of this player on the board
}

export interface IndustrySetup {
  owner: string;
  place: string;
  /** A space id, an oil field id (Oil City), or omit it and give `city`: the first free matching space (dedicated first). */
  space?: string;
  city?: string;
  flipped?: boolean; // default false
  /** Default: what the tile produces when unflipped, nothing when flipped. */
  cubes?: Partial<Record<Good, number>>;
}

export interface LinkSetup {
  owner: string;
  kind: LinkKind;
  route: string;
  /**
   * Heavy rail or pipeline type (default: 'whiskey' heavy rail — on the board it scores like any heavy rail —, 'income' pipeline),
   * or one of the game's link tiles written out whole, where the type alone names two tiles (the 3 VP and the 5 VP pipeline).
   */
  type?: LinkTileRef;
  cubes?: Partial<Record<Good, number>>;
}

export interface ScenarioSetup {
  board?: BoardId; // default 'three-four'
  era?: 1 | 2; // default 1
  round?: number; // default 1
  actionsLeft?: number; // default 2
  /** Colour of the player to act (default: first of turnOrder). */
  current?: string;
  turnOrder?: string[]; // default: players in order
  players: PlayerSetup[];
  industries?: IndustrySetup[];
  links?: LinkSetup[];
  /** Cubes per market; markets not listed start as at setup (full; coke 1). */
  markets?: Record<string, Partial<Record<Resource, number>>>;
  /** Merchant tile per merchant location id. */
  merchants?: Record<string, { tile: string; faceUp?: boolean }>;
  /** Oil fields not listed: no tile, unrevealed, no oil. */
  oilFields?: Record<string, { tile?: string | null; revealed?: boolean; oil?: number; pendingOil?: number }>;
  quality?: (string | null)[]; // default []
  deck?: string[]; // default []
  rngSeed?: number; // default 1
  options?: Partial<RuleOptions>;
}

export interface SetupError {
  /** Where in the setup, e.g. "players[0].whiskey". */
  path: string;
  code: ScenarioErrorCode;
  params?: Record<string, string | number>;
}

export const scenarioErrorCodes = [
  'not-an-object',
  'missing-field',
  'wrong-type',
  'unknown-board',
  'bad-era',
  'bad-round',
  'bad-actions-left',
  'no-players',
  'duplicate-colour',
  'unknown-player',
  'cash-negative',
  'bad-income-space',
  'whiskey-over-3',
  'bad-count',
  'unknown-card',
  'duplicate-card',
  'unknown-mat-place',
  'not-an-industry-tile',
  'unknown-city',
  'no-free-space',
  'unknown-space',
  'space-taken',
  'icon-mismatch',
  'unknown-line',
  'line-taken',
  'unknown-link-type',
  'unknown-market',
  'unknown-resource',
  'market-over-capacity',
  'unknown-merchant-location',
  'unknown-merchant-tile',
  'unknown-oil-field',
  'unknown-oil-tile',
  'unknown-quality-tile',
  'unknown-option',
] as const;

export type ScenarioErrorCode = (typeof scenarioErrorCodes)[number];
