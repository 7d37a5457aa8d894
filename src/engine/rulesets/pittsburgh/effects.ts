/**
 * What an action did, in order: feeds the preview, the log and the CLI.
 * Every money, income and VP change is listed with the player it concerns.
 */
import type { Good, LinkTileSpec, MerchantIcon, Resource, Reward } from './data/types.ts';
import type { Colour, Cubes, Era, GameResult, LinkKind, PendingKind } from './state.ts';

export type CubeSource =
  /** `pipeline`: the route an Oil City's barrel leaves its field by. */
  | { kind: 'industry'; space: string; owner: Colour; pipeline?: string }
  | { kind: 'market'; market: string }
  | { kind: 'heavyRail'; line: string }
  | { kind: 'vanderbilt' }
  | { kind: 'oilField'; field: string; pipeline: string };

export type CashReason = 'tile-cost' | 'cube' | 'second-link' | 'market-sale' | 'loan' | 'reward' | 'generator' | 'pipeline' | 'income';

export type Effect =
  | { kind: 'discard'; player: Colour; card: string; wild: boolean }
  | { kind: 'cash'; player: Colour; delta: number; reason: CashReason; spending: boolean }
  | { kind: 'income'; player: Colour; from: number; to: number; reason: string }
  | { kind: 'vp'; player: Colour; delta: number; reason: string }
  | { kind: 'whiskey'; player: Colour; delta: number; lost: number; reason: string }
  | {
      kind: 'cube';
      player: Colour;
      good: Good;
      source: CubeSource;
      /** Locations the cube travels, source first, destination last (oil: field id first). */
      path: string[];
      price: number;
    }
  | { kind: 'flip'; space: string; owner: Colour; reason: 'emptied' | 'on-build' | 'sold' }
  | { kind: 'reward'; player: Colour; reward: Reward; reason: string }
  | { kind: 'mat-take'; player: Colour; place: string; reason: 'build' | 'develop' | 'free-develop' }
  | { kind: 'unlock'; player: Colour; place: string; link: LinkTileSpec }
  | { kind: 'industry-built'; player: Colour; place: string; space: string; flipped: boolean }
  | { kind: 'industry-removed'; owner: Colour; place: string; space: string; vp: number }
  | { kind: 'link-built'; player: Colour; link: LinkKind; type?: string; route: string; second: boolean }
  | { kind: 'link-returned'; owner: Colour; link: LinkKind; type?: string; route: string; vp: number }
  | { kind: 'oil'; field: string; delta: number; reason: 'pipeline-barrels' | 'reserve-pipeline' | 'reveal-era2' }
  | { kind: 'oil-pending'; field: string; delta: number }
  | { kind: 'reveal'; field: string; tile: string | null; player: Colour }
  | { kind: 'market-sale'; player: Colour; market: string; good: Resource; count: number; cash: number; vp: number }
  | { kind: 'loan'; player: Colour; amount: number }
  | { kind: 'free-develop-unused'; player: Colour; count: number }
  // --- flow (src/engine/rulesets/pittsburgh/flow): turn end, round end, era end, game end
  | { kind: 'turn-end'; player: Colour }
  | { kind: 'draw'; player: Colour; cards: string[]; deckLeft: number }
  | { kind: 'round-end'; era: Era; round: number; lastOfEra: boolean }
  | { kind: 'turn-order'; order: Colour[]; spent: Record<Colour, number> }
  | { kind: 'income-paid'; player: Colour; level: number; amount: number }
  | { kind: 'bankruptcy'; player: Colour; owed: number; paid: number; vpLost: number; whiskeyReturned: number; from: number; to: number }
  | { kind: 'era-end'; era: Era }
  | { kind: 'link-score'; owner: Colour; link: LinkKind; type?: string; route: string; icons: number; double: boolean; vp: number }
  | { kind: 'industry-score'; owner: Colour; place: string; space: string; vp: number }
  | {
      kind: 'removed';
      owner: Colour;
      what: 'lightRail' | 'industry';
      at: string;
      place?: string;
      flipped?: boolean;
      /** An industry's cubes, back to the supply with it. */
      cubes?: Cubes;
    }
  | { kind: 'oil-added'; field: string; delta: number; onOilCity: boolean }
  | { kind: 'reshuffle'; cards: number }
  | { kind: 'game-over'; result: GameResult }
  // --- sell (src/engine/rulesets/pittsburgh/actions/sell.ts): one 'sale' per seller, then its oil ('cube'), merchant bonuses, quality, flips
  | {
      kind: 'sale';
      player: Colour;
      space: string;
      place: string;
      merchant: string;
      merchantTile: string;
      merchantFaceUp: boolean;
      oil: number;
      free: boolean;
    }
  | { kind: 'merchant-bonus'; player: Colour; merchant: string; tile: string; bonus: Reward[] }
  | { kind: 'merchant-flip'; merchant: string; tile: string; icons: MerchantIcon[] }
  | { kind: 'quality-bonus'; player: Colour; tile: string; slot: number; required: number; stars: number; whiskey: number }
  | { kind: 'decision'; decision: PendingKind; player: Colour; event: 'offered' | 'taken' | 'declined' };
