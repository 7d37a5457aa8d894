/**
 * Which sell actions legalActions PROBES (the executor alone decides what is legal).
 * Bounded: each sellable industry alone, plus all of them at once when there are several; each
 * of these with no quality claim, and with each face-up quality tile using the least whiskey
 * that could meet its slot (skipped when even all the player's whiskey cannot). Merchants and oil
 * use the default picks; other merchants, barrels and free develops are for `preview`.
 * With ≤ 3 face-up tiles and n sellable industries: at most 4 · (n + 1) probes.
 */
import type { RulesContext } from '../context.ts';
import { tileOf } from '../rules/industry.ts';
import { isSellableTile } from '../rules/merchants.ts';
import { faceUpQuality, saleStars, whiskeyNeeded } from '../rules/quality.ts';
import type { Colour, GameState } from '../state.ts';
import { playerByColour } from '../state.ts';
import type { MatTilePlace } from '../data/types.ts';
import type { SellAction } from './types.ts';

/** Sell actions worth probing for `colour`: with `card`, or as the skyscraper bonus sale (`card` undefined). */
export function sellCandidates(ctx: RulesContext, state: GameState, colour: Colour, card: string | undefined): SellAction[] {
  const me = playerByColour(state, colour);
  if (!me) return [];
  const own: { space: string; tile: MatTilePlace }[] = [];
  for (const ind of state.industries) {
    const tile = tileOf(ctx, ind);
    if (ind.owner === colour && !ind.flipped && tile && isSellableTile(tile)) own.push({ space: ind.space, tile });
  }
  own.sort((a, b) => (a.space < b.space ? -1 : 1));
  const groups = own.map((x) => [x]);
  if (own.length > 1) groups.push(own);
  const quality = faceUpQuality(ctx, state);
  const out: SellAction[] = [];
  for (const g of groups) {
    const base: SellAction = {
      type: 'sell',
      ...(card === undefined ? { free: true } : { card }),
      sales: g.map((x) => ({ space: x.space })),
    };
    out.push(base);
    const stars = saleStars(g.map((x) => x.tile));
    for (const q of quality) {
      const whiskey = whiskeyNeeded(stars, q.required);
      if (whiskey <= me.whiskey) out.push({ ...base, quality: whiskey > 0 ? { tile: q.tile.id, whiskey } : { tile: q.tile.id } });
    }
  }
  return out;
}
