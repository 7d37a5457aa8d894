/**
 * Types of the rules DATA (board, player mat, income track, tiles).
 * The data itself lives in JSON files next to this one; code only reads it.
 * Every uncertain fact carries a Provenance: the product shows "assumed" and
 * "inferred" marks to users, and known conflicts stay visible.
 */

export type { FactStatus, Provenance } from '../../../brass/provenance.ts';
import type { Provenance } from '../../../brass/provenance.ts';

/** The two language names of a place or thing. */
export interface Names {
  en: string;
  zh: string;
}

/** Icons printed on a city's industry spaces. */
export type SpaceIcon = 'coal' | 'ironSteel' | 'kerosene' | 'manufacturing' | 'automobile' | 'skyscraper';

/** The ten industry kinds on the player mat (36 tiles per colour). */
export type IndustryKind =
  | 'kerosene'
  | 'oilCity'
  | 'coalMine'
  | 'generator'
  | 'manufacturer'
  | 'locomotiveWorks'
  | 'cokeWorks'
  | 'automobilePlant'
  | 'steelWorks'
  | 'skyscraper';

/** Cubes moved by rail. Oil travels by pipeline first (see oil rules). */
export type Resource = 'coal' | 'iron' | 'steel' | 'coke';
export type Good = Resource | 'oil';

export type Reward =
  | { kind: 'cash'; amount: number }
  | { kind: 'income'; spaces: number }
  | { kind: 'vp'; amount: number }
  | { kind: 'whiskey'; amount: number }
  | { kind: 'develop'; count: number };

export interface IndustrySpace {
  /** Unique on the board, e.g. "pittsburgh-1". */
  id: string;
  /** One icon = dedicated space; two icons = mixed space. */
  icons: SpaceIcon[];
}

/** Board coordinates are in a 1000 × 700 schematic view box (x to the east, y to the south). */
export interface Point {
  x: number;
  y: number;
}

export interface City {
  id: string;
  kind: 'city';
  names: Names;
  at: Point;
  spaces: IndustrySpace[];
  provenance: Provenance;
}

export interface MerchantLocation {
  id: string;
  kind: 'merchant';
  names: Names;
  at: Point;
  /** Link icons printed on the merchant location (scored by rails ending there). */
  linkIcons: number;
  /** True for a location that prints link icons but takes NO merchant tile (2-player Toledo). Absent = takes a merchant tile. */
  linkOnly?: boolean;
  provenance: Provenance;
}

export type Location = City | MerchantLocation;

export interface MarketStock {
  resource: Resource;
  /** Number of cube spaces. */
  slots: number;
  /** VP printed on each space (coke spaces print 4 VP); 0 when none. */
  vpPerSlot: number;
  /** Cubes at setup: 'full', or a number (coke: 1, the top space only). */
  atSetup: 'full' | number;
  /** Status of this stock's slot count when it differs from the market's own (e.g. slot counts "to verify"). */
  provenance?: Provenance;
}

export interface Market {
  id: string;
  names: Names;
  /** The location whose rail connection reaches this market. */
  locationId: string;
  /** Printed price per cube, both to buy and paid to a seller filling a space. */
  price: number;
  stock: MarketStock[];
  provenance: Provenance;
}

export type RailBonus = Reward;

export interface RailLine {
  /** "a~b" with ids sorted, unique. */
  id: string;
  a: string;
  b: string;
  /** Bonus icon printed on the line: taken by whoever places a train there. */
  bonus?: RailBonus;
  provenance: Provenance;
}

export interface OilField {
  id: string;
  names: Names;
  at: Point;
  provenance: Provenance;
}

export interface PipelineRoute {
  /** "field>location", unique. */
  id: string;
  field: string;
  location: string;
  /** Barrel icons printed on the route: oil added to the field when a pipeline is first placed here. */
  barrels: number;
  provenance: Provenance;
}

export interface OilFieldTile {
  id: string;
  /** Left side: taken once, at the first connection. */
  reveal: Reward[];
  /** Right side: oil the field produces at the next era change (at once if revealed in era 2). */
  nextEraOil: number;
  /** Removed from the game with 2 players. */
  removedForTwoPlayers?: boolean;
  provenance: Provenance;
}

export type MerchantIcon = 'kerosene' | 'manufacturing' | 'automobile';

export interface MerchantTile {
  id: string;
  /** Gold face: icons it buys and its one-time bonus. */
  front: { icons: MerchantIcon[]; bonus: Reward[] };
  /** Red face after use: still buys these icons, no bonus. */
  back: { icons: MerchantIcon[] };
  removedForTwoPlayers?: boolean;
  provenance: Provenance;
}

export interface QualityTile {
  id: string;
  reward: Reward[];
  provenance: Provenance;
}

export interface Vanderbilt {
  /** Price per cube delivered anywhere, no connection needed. Never supplies oil. */
  price: Record<Resource, number>;
  provenance: Provenance;
}

export interface Board {
  /** 'three-four' or 'two' for this game: any id of RulesData.boards. */
  id: string;
  names: Names;
  viewBox: { width: number; height: number };
  locations: Location[];
  lines: RailLine[];
  oilFields: OilField[];
  pipelineRoutes: PipelineRoute[];
  markets: Market[];
  vanderbilt: Vanderbilt;
  /** Stars required by each face-up quality slot, top to bottom. */
  qualitySlots: number[];
  /** Status of qualitySlots when it differs from the board's own. */
  qualitySlotsProvenance?: Provenance;
  provenance: Provenance;
}

// ---------------------------------------------------------------- player mat

/**
 * The heavy-train types: the four printed on p.10 (Resource — here one type per resource made —,
 * Whiskey, Double Link, Replacement). There is no plain heavy train.
 */
export type HeavyRailType = 'whiskey' | 'cokeResource' | 'steelResource' | 'oilResource' | 'doubleLink' | 'replacement';
export type PipelineType = 'income' | 'cash' | 'vp' | 'reserve';

export interface LinkTileSpec {
  kind: 'heavyRail' | 'pipeline';
  /** heavy rail type or pipeline type */
  type: HeavyRailType | PipelineType;
  /** For pipelines: what each barrel passing through pays its owner (e.g. $10 cash, 3 VP). */
  perBarrel?: Reward;
  /** For resource heavy rails: what it produces for its owner. */
  produces?: Partial<Record<Good, number>>;
}

/** How a tile's VP is counted at era end. */
export type TileVp =
  | { kind: 'fixed'; vp: number }
  | { kind: 'emptyMatPlaces' }
  | { kind: 'perHeavyRailBuilt'; vp: number }
  | { kind: 'unknown'; note: string };

export interface MatTilePlace {
  id: string;
  node: 'tile';
  industry: IndustryKind;
  /** Roman level as a number (I = 1 … VII = 7). */
  level: number;
  /** Physical copies stacked on this place. */
  copies: number;
  /** Space icon the tile needs on the board (Oil City needs an oil field instead). */
  spaceIcon: SpaceIcon | null;
  cost: { cash: number; cubes: Partial<Record<Good, number>>; incomeLevels: number };
  /** Cubes placed on the tile when built (resource industries). */
  produces: Partial<Record<Good, number>>;
  /** When the tile flips: after a sale, when its cubes run out, or at once when built. */
  flips: 'onSale' | 'whenEmptied' | 'onBuild';
  flipReward: Reward[];
  vp: TileVp;
  linkIcons: number;
  stars: number;
  /** Oil barrels needed to sell it (sellable industries only). */
  oilToSell: number;
  /** Era restriction printed on the tile. */
  era?: 1 | 2;
  /** Upgrade tile: must replace one of the builder's own flipped industries of these kinds. */
  upgrades?: IndustryKind[];
  /** Oil City: must be built on an oil field already connected by pipeline. */
  needsPipedOilField?: boolean;
  /** Status of `copies` when it differs from the place's own (copies per level are approximate). */
  copiesProvenance?: Provenance;
  provenance: Provenance;
}

export interface MatLinkPlace {
  id: string;
  node: 'link';
  link: LinkTileSpec;
  provenance: Provenance;
}

export type MatPlace = MatTilePlace | MatLinkPlace;

/** An arrow on the mat: `to` becomes reachable when `from` is empty. */
export interface MatEdge {
  from: string;
  to: string;
  provenance: Provenance;
}

export interface PlayerMat {
  places: MatPlace[];
  edges: MatEdge[];
  /** Link tiles in each player's personal supply at setup. */
  startingSupply: { lightRails: number; heavyRails: LinkTileSpec[]; pipelines: LinkTileSpec[] };
  /** Status of startingSupply's counts (read, p.5). */
  startingSupplyProvenance?: Provenance;
  /** Status of each starting link tile's TYPE, index for index with `startingSupply.heavyRails` / `.pipelines` (types are not printed in the setup). */
  startingSupplyTypes?: { heavyRails: Provenance[]; pipelines: Provenance[] };
  /** Link tiles per colour in the printed component list (84 / 4 = 21); the data's own count (supply + mat link places) is 22: a conflict. */
  linkTilesInComponentList?: number;
  /** Status of the link-tile count: `conflict: true` while the data's count and the component list disagree. */
  linkTilesProvenance?: Provenance;
  /** The printed columns, for drawing: place ids bottom to top (a branch follows its column). Reachability comes from `edges` only. */
  paths?: MatPath[];
  provenance: Provenance;
}

/** One printed column of the player mat. */
export interface MatPath {
  id: string;
  names: Names;
  places: string[];
}

// ---------------------------------------------------------------- income track

export type { IncomeBand, IncomeTrack } from '../../../brass/income.ts';

// ---------------------------------------------------------------- tiles and cards

/** Shape of tiles.json. */
export interface TileSets {
  oilFieldTiles: OilFieldTile[];
  merchantTiles: MerchantTile[];
  qualityTiles: QualityTile[];
}

/** One location or industry card. Filter by player count: keep cards with minPlayers <= players. */
export interface DeckCard {
  id: string;
  kind: 'location' | 'industry';
  /** Location cards: a city id of the board. */
  location?: string;
  /** Industry cards: the industry icon the card allows (kerosene cards also allow Oil City). */
  industry?: SpaceIcon;
  minPlayers: 2 | 3 | 4;
}

/** Shape of deck.json. */
export interface DeckData {
  provenance: Provenance;
  cards: DeckCard[];
}

// ---------------------------------------------------------------- game constants

/** One game constant with its provenance. */
export interface Sourced<T> {
  value: T;
  provenance: Provenance;
}

/** What an era end removes (after that era's scoring), for every era but the last (after it the game is over). */
export interface EraEndRemoval {
  afterEra: number;
  lightRails: boolean;
  /** Industries of this level and below leave the board, flipped or not (0 = none). */
  industriesUpToLevel: number;
}

/** Shape of game.json: the numbers of the game's rules, so that a second ruleset is a second data set. */
export interface GameConstants {
  linkCosts: Sourced<Record<'lightRail' | 'heavyRail' | 'pipeline', Partial<Record<Good, number>>>>;
  secondLinkPrice: Sourced<number>;
  loan: Sourced<{ amount: number; incomeLevels: number }>;
  handSize: Sourced<number>;
  startingCash: Sourced<number>;
  hiddenSetupCards: Sourced<number>;
  bankruptcyVp: Sourced<number>;
  maxWhiskey: Sourced<number>;
  actionsPerTurn: Sourced<{ normal: number; firstRoundOfGame: number }>;
  eras: Sourced<number>;
  roundsPerEra: Sourced<number>;
  eraEndRemovals: Sourced<EraEndRemoval[]>;
}
