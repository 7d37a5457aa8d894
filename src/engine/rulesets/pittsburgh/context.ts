/**
 * The rules data an engine call works with, and the lookups derived from it once
 * (memoised per data object), so that many questions about one state are cheap.
 */
import type {
  Board,
  City,
  DeckCard,
  GameConstants,
  IncomeTrack,
  IndustrySpace,
  Location,
  MatLinkPlace,
  MatPlace,
  MatTilePlace,
  Market,
  MerchantTile,
  OilFieldTile,
  PipelineRoute,
  PlayerMat,
  QualityTile,
  RailLine,
} from './data/types.ts';
import type { BoardId } from './state.ts';

export interface RulesData {
  /** The game's constants (game.json). */
  game: GameConstants;
  boards: Record<BoardId, Board>;
  mat: PlayerMat;
  incomeTrack: IncomeTrack;
  oilFieldTiles: readonly OilFieldTile[];
  merchantTiles: readonly MerchantTile[];
  qualityTiles: readonly QualityTile[];
  /** Every card of the game (what each allows). */
  cards: readonly DeckCard[];
}

export interface SpaceInfo {
  space: IndustrySpace;
  city: City;
}

export interface RulesContext {
  data: RulesData;
  board: Board;
  locations: Map<string, Location>;
  spaces: Map<string, SpaceInfo>;
  lines: Map<string, RailLine>;
  routes: Map<string, PipelineRoute>;
  oilFields: Set<string>;
  markets: Map<string, Market>;
  /** Markets by the location that reaches them. */
  marketsAt: Map<string, Market[]>;
  places: Map<string, MatPlace>;
  tilePlaces: MatTilePlace[];
  linkPlaces: MatLinkPlace[];
  /** Predecessors of each mat place (edges into it). */
  matPreds: Map<string, string[]>;
  /** Successors of each mat place (edges out of it). */
  matSuccs: Map<string, string[]>;
  oilTiles: Map<string, OilFieldTile>;
  merchantTiles: Map<string, MerchantTile>;
  qualityTiles: Map<string, QualityTile>;
  cards: Map<string, DeckCard>;
}

const cache = new WeakMap<RulesData, Partial<Record<BoardId, RulesContext>>>();

export function contextFor(data: RulesData, boardId: BoardId): RulesContext {
  let perBoard = cache.get(data);
  if (!perBoard) {
    perBoard = {};
    cache.set(data, perBoard);
  }
  const hit = perBoard[boardId];
  if (hit) return hit;
  const ctx = buildContext(data, boardId);
  perBoard[boardId] = ctx;
  return ctx;
}

function buildContext(data: RulesData, boardId: BoardId): RulesContext {
  const board = data.boards[boardId];
  if (!board) throw new RangeError(`no board '${boardId}' in the rules data`); // validate() refuses it first
  const locations = new Map(board.locations.map((l) => [l.id, l]));
  const spaces = new Map<string, SpaceInfo>();
  for (const l of board.locations) {
    if (l.kind === 'city') for (const s of l.spaces) spaces.set(s.id, { space: s, city: l });
  }
  const marketsAt = new Map<string, Market[]>();
  for (const m of board.markets) {
    const list = marketsAt.get(m.locationId) ?? [];
    list.push(m);
    marketsAt.set(m.locationId, list);
  }
  const matPreds = new Map<string, string[]>();
  const matSuccs = new Map<string, string[]>();
  for (const e of data.mat.edges) {
    matPreds.set(e.to, [...(matPreds.get(e.to) ?? []), e.from]);
    matSuccs.set(e.from, [...(matSuccs.get(e.from) ?? []), e.to]);
  }
  return {
    data,
    board,
    locations,
    spaces,
    lines: new Map(board.lines.map((l) => [l.id, l])),
    routes: new Map(board.pipelineRoutes.map((r) => [r.id, r])),
    oilFields: new Set(board.oilFields.map((f) => f.id)),
    markets: new Map(board.markets.map((m) => [m.id, m])),
    marketsAt,
    places: new Map(data.mat.places.map((p) => [p.id, p])),
    tilePlaces: data.mat.places.filter((p): p is MatTilePlace => p.node === 'tile'),
    linkPlaces: data.mat.places.filter((p): p is MatLinkPlace => p.node === 'link'),
    matPreds,
    matSuccs,
    oilTiles: new Map(data.oilFieldTiles.map((t) => [t.id, t])),
    merchantTiles: new Map(data.merchantTiles.map((t) => [t.id, t])),
    qualityTiles: new Map(data.qualityTiles.map((t) => [t.id, t])),
    cards: new Map(data.cards.map((c) => [c.id, c])),
  };
}

export function tilePlace(ctx: RulesContext, id: string): MatTilePlace | undefined {
  const p = ctx.places.get(id);
  return p && p.node === 'tile' ? p : undefined;
}
