/** The game's own rules data (src/engine/rulesets/pittsburgh/data), as one RulesData object: the default of every engine call. */
import { board2, board34, deck, game, incomeTrack, mat, merchantTiles, oilFieldTiles, qualityTiles } from './data/index.ts';
import type { RulesData } from './context.ts';
import type { Board } from './data/types.ts';

/** This game's data; its two boards are known by name (a second ruleset may name others). */
export const defaultRules: RulesData & { boards: { 'three-four': Board; two: Board } } = {
  game,
  boards: { 'three-four': board34, two: board2 },
  mat,
  incomeTrack,
  oilFieldTiles,
  merchantTiles,
  qualityTiles,
  cards: deck.cards,
};
