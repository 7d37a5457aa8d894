/**
 * Quality bonuses (p.9). Three quality tiles lie face up, one per slot of the board; each slot
 * prints the stars it requires (board DATA `qualitySlots`, top to bottom; `state.quality[i]` is
 * the tile on slot i, null once taken). A sale's stars are the printed stars of the industries
 * sold in THIS action, plus 1 per whiskey spent; stars never carry over from earlier sales.
 * Meeting a slot's requirement lets the seller take that ONE tile (at most one per sale); the
 * slot then stays empty.
 */
import type { MatTilePlace, QualityTile } from '../data/types.ts';
import type { RulesContext } from '../context.ts';
import type { GameState } from '../state.ts';

/** Printed stars of the industries sold in one action. */
export function saleStars(tiles: readonly MatTilePlace[]): number {
  return tiles.reduce((n, t) => n + t.stars, 0);
}

export interface QualitySlot {
  /** Index into state.quality and board.qualitySlots. */
  slot: number;
  tile: QualityTile;
  /** Stars required by the slot (board data). */
  required: number;
}

/** The face-up quality tiles, with the stars their slot requires (slots the board does not print are skipped). */
export function faceUpQuality(ctx: RulesContext, state: GameState): QualitySlot[] {
  const out: QualitySlot[] = [];
  state.quality.forEach((id, slot) => {
    const tile = id === null ? undefined : ctx.qualityTiles.get(id);
    const required = ctx.board.qualitySlots[slot];
    if (tile && required !== undefined) out.push({ slot, tile, required });
  });
  return out;
}

/** The face-up slot holding this tile, or undefined (taken, never drawn, or a slot the board does not print). */
export function qualitySlotOf(ctx: RulesContext, state: GameState, tileId: string): QualitySlot | undefined {
  return faceUpQuality(ctx, state).find((q) => q.tile.id === tileId);
}

/** Whiskey needed on top of `stars` to meet `required` (0 when the stars suffice). */
export function whiskeyNeeded(stars: number, required: number): number {
  return Math.max(0, required - stars);
}
