/**
 * Lancashire rules data (board, tiles, game values) with their types. Every fact carries a
 * Provenance like Pittsburgh's (src/engine/rulesets/pittsburgh/data/types.ts): read / inferred / assumed, and
 * `conflict` where the two public data sets disagree.
 */
import type { Provenance } from '../../../brass/provenance.ts';
import boardJson from './board.json' with { type: 'json' };
import tilesJson from './tiles.json' with { type: 'json' };
import gameJson from './game.json' with { type: 'json' };

export type Kind = 'cotton' | 'coal' | 'iron' | 'port' | 'shipyard';
export const KINDS: readonly Kind[] = ['cotton', 'coal', 'iron', 'port', 'shipyard'];
export type Period = 'canal' | 'rail';

export interface Names {
  en: string;
  zh: string;
}
export interface SpaceData {
  icons: Kind[];
  provenance: Provenance;
}
export interface LocationData {
  id: string;
  names: Names;
  spaces: SpaceData[];
}
export interface ExternalData {
  id: string;
  names: Names;
  linkPoints: number;
  /** Trade icon: a connection here sells cotton to the Distant Market like a built port (data sets). */
  trade: boolean;
  provenance: Provenance;
}
export interface LinkData {
  id: string;
  ends: [string, string];
  kinds: Period[];
  provenance: Provenance;
}
export interface BoardData {
  provenance: Provenance;
  locations: LocationData[];
  external: ExternalData[];
  links: LinkData[];
  virtualLink: { ends: [string, string]; provenance: Provenance };
}
export interface TileLevel {
  level: number;
  cost: number;
  coal: number;
  iron: number;
  produces: number;
  vp: number;
  income: number;
  linkPoints: number;
  copies: number;
  periods: Period[];
  provenance: Provenance;
}
export interface TilesData {
  provenance: Provenance;
  copiesProvenance: Provenance;
  kinds: Record<Kind, TileLevel[]>;
}
interface Fact<T> {
  value: T;
  provenance: Provenance;
}
export interface GameData {
  startCash: Fact<number>;
  handSize: Fact<number>;
  roundsPerPeriod: Fact<Record<'2' | '3' | '4', number>>;
  firstRoundActions: Fact<number>;
  linkCost: Fact<{ canal: number; rail: number; twoRails: number }>;
  demandTracks: Fact<{ prices: number[]; emptyPrice: number }>;
  /** Cubes on each demand track at the start (assumed: no source gives it). */
  demandStart: Fact<{ coal: number; iron: number }>;
  distantMarket: Fact<{ bonus: number[]; tiles: Record<'2' | '3' | '4', number[]> }>;
  loan: Fact<{ amounts: number[]; minLevel: number }>;
  endMoneyVp: Fact<number>;
  linkScoring: Fact<string>;
  industryScoring: Fact<string>;
  canalEnd: Fact<{ removeLevelOne: boolean; removeCanals: boolean }>;
  pass: Fact<boolean>;
  negativeIncome: Fact<string>;
  incomeEveryRound: Fact<boolean>;
  turnOrder: Fact<string>;
  deck: Fact<{ industry: Record<Kind, number> }>;
}

export const board = boardJson as unknown as BoardData;
export const tiles = tilesJson as unknown as TilesData;
export const game = gameJson as unknown as GameData;

export interface SpaceRef {
  id: string;
  location: string;
  index: number;
  icons: Kind[];
}

/** Space ids are `<location>-<n>` (n from 1, in the data's order). */
export const spaces: ReadonlyMap<string, SpaceRef> = new Map(
  board.locations.flatMap((l) =>
    l.spaces.map((s, i) => [`${l.id}-${i + 1}`, { id: `${l.id}-${i + 1}`, location: l.id, index: i, icons: s.icons }] as const),
  ),
);
export const externals: ReadonlyMap<string, ExternalData> = new Map(board.external.map((e) => [e.id, e]));
export const links: ReadonlyMap<string, LinkData> = new Map(board.links.map((l) => [l.id, l]));

/** The tile a player's stack of `kind` shows on top once `taken` tiles are gone (undefined: empty). */
export function tileAt(kind: Kind, taken: number): TileLevel | undefined {
  let n = taken;
  for (const t of tiles.kinds[kind]) {
    if (n < t.copies) return t;
    n -= t.copies;
  }
  return undefined;
}

export function stackSize(kind: Kind): number {
  return tiles.kinds[kind].reduce((s, t) => s + t.copies, 0);
}

export function tileLevel(kind: Kind, level: number): TileLevel | undefined {
  return tiles.kinds[kind].find((t) => t.level === level);
}

/** Card ids: `loc:<location>` (one per industry space) and `ind:<kind>`. */
export function fullDeck(): string[] {
  const out: string[] = [];
  for (const l of board.locations) for (let i = 0; i < l.spaces.length; i++) out.push(`loc:${l.id}`);
  for (const k of KINDS) for (let i = 0; i < game.deck.value.industry[k]; i++) out.push(`ind:${k}`);
  return out;
}
