/**
 * Typed access to the rules DATA (JSON next to this file) and a few pure lookups.
 * The JSON is checked by tests/engine/data.test.ts, not by these casts.
 */
import board34Json from './board-three-four.json' with { type: 'json' };
import board2Json from './board-two.json' with { type: 'json' };
import matJson from './mat.json' with { type: 'json' };
import incomeTrackJson from '../../../brass/income-track.json' with { type: 'json' };
import tilesJson from './tiles.json' with { type: 'json' };
import deckJson from './deck.json' with { type: 'json' };
import gameJson from './game.json' with { type: 'json' };
import type {
  Board,
  DeckCard,
  DeckData,
  GameConstants,
  IncomeTrack,
  Location,
  MatPlace,
  MerchantTile,
  OilFieldTile,
  PlayerMat,
  QualityTile,
  RailLine,
  TileSets,
} from './types.ts';

export const board34: Board = board34Json as unknown as Board;
export const board2: Board = board2Json as unknown as Board;
export const mat: PlayerMat = matJson as unknown as PlayerMat;
export const incomeTrack: IncomeTrack = incomeTrackJson as unknown as IncomeTrack;
/** The game's constants (link costs, loan, hand size, eras…), each with its provenance. */
export const game: GameConstants = gameJson as unknown as GameConstants;

const tiles: TileSets = tilesJson as unknown as TileSets;
export const oilFieldTiles: readonly OilFieldTile[] = tiles.oilFieldTiles;
export const merchantTiles: readonly MerchantTile[] = tiles.merchantTiles;
export const qualityTiles: readonly QualityTile[] = tiles.qualityTiles;

/** The TEACHING deck (64 cards: 16 per player, so every era lasts 8 rounds; provenance 'assumed'). */
export const deck: DeckData = deckJson as unknown as DeckData;

/** Cards used with this many players (cards whose minPlayers <= players). */
export function cardsForPlayers(players: 2 | 3 | 4): DeckCard[] {
  return deck.cards.filter((c) => c.minPlayers <= players);
}

/** The board for a player count: 2 players use the 2-player teaching board. */
export function boardForPlayers(players: number): Board {
  return players === 2 ? board2 : board34;
}

/** A location (city or merchant) of the board, or undefined. */
export function locationById(board: Board, id: string): Location | undefined {
  return board.locations.find((l) => l.id === id);
}

/** Line id for two location ids: "a~b" with the ids sorted. */
export function lineId(a: string, b: string): string {
  return a < b ? `${a}~${b}` : `${b}~${a}`;
}

/** The rail line joining two locations (either order), or undefined. */
export function lineBetween(board: Board, a: string, b: string): RailLine | undefined {
  const id = lineId(a, b);
  return board.lines.find((l) => l.id === id);
}

/** A player-mat place (tile or link) by id, or undefined. */
export function matPlace(id: string): MatPlace | undefined {
  return mat.places.find((p) => p.id === id);
}
