/** The game's own rules data (src/engine/data), as one RulesData object: the default of every engine call. */
import { board2, board34, deck, incomeTrack, mat, merchantTiles, oilFieldTiles, qualityTiles } from './data/index.ts';
import type { RulesData } from './context.ts';

export const defaultRules: RulesData = {
  boards: { 'three-four': board34, two: board2 },
  mat,
  incomeTrack,
  oilFieldTiles,
  merchantTiles,
  qualityTiles,
  cards: deck.cards,
};
