/**
 * The actions a player can take. The acting player is always the current player.
 * Part 2 adds `sell` (and flow steps) as new members of the union plus one handler each.
 */
import type { Good, HeavyRailType, PipelineType } from '../data/types.ts';
import type { LinkKind } from '../state.ts';

/** An explicit source for one cube. Cubes without a choice get the engine's default pick. */
export type SourceChoice =
  /** `pipeline` (Oil City only): which transporting pipeline its barrel leaves the field by. */
  | { kind: 'industry'; space: string; pipeline?: string }
  | { kind: 'market'; market: string }
  | { kind: 'heavyRail'; line: string }
  | { kind: 'vanderbilt' }
  | { kind: 'oilField'; field: string; pipeline?: string };

/** Per good, the chosen source of each cube, in order (missing entries = default pick). */
export type SourcePlan = Partial<Record<Good, readonly SourceChoice[]>>;

export interface BuildAction {
  type: 'build';
  card: string;
  /** Spend 1 whiskey: the card counts as any location or industry card. */
  wild?: boolean;
  /** Mat place of the tile to build. */
  place: string;
  /** Board space ("pittsburgh-1"); for an upgrade, the space of the own flipped tile it replaces; Oil City: the oil field id. */
  space: string;
  sources?: SourcePlan;
  /** Order in which connected markets are filled by a new resource industry (default: nearest first). */
  marketOrder?: readonly string[];
  /** Mat places removed by free develops earned in this action (locomotive works). */
  freeDevelops?: readonly string[];
}

export interface LinkOrder {
  kind: LinkKind;
  /** Rail line id "a~b" or pipeline route id "field>location". */
  route: string;
  /** Which heavy rail or pipeline of the supply (default: the first one in the supply list). */
  type?: HeavyRailType | PipelineType;
  sources?: SourcePlan;
  /** Mat places removed by free develops earned by this link (line bonus, oil-field reveal). */
  freeDevelops?: readonly string[];
}

export interface NetworkAction {
  type: 'network';
  card: string;
  /** One link, or two: the second costs $10 more and is placed after the first fully resolves. */
  links: readonly LinkOrder[];
}

export interface DevelopTile {
  place: string;
  /** Pay with iron or steel (default: whichever is cheaper now, iron on a tie). */
  pay?: 'iron' | 'steel';
  source?: SourceChoice;
}

export interface DevelopAction {
  type: 'develop';
  card: string;
  tiles: readonly DevelopTile[];
}

export interface LoanAction {
  type: 'loan';
  card: string;
}

export interface PassAction {
  type: 'pass';
  card: string;
}

/** One industry sold in a sell action (docs/selling.md). */
export interface SaleOrder {
  /** Board space of one of your own unflipped kerosene refineries, manufacturers or automobile plants. */
  space: string;
  /** Merchant location it sells to (default: a connected merchant buying its icon; face-up ones not yet used in this sale first, then nearest). */
  merchant?: string;
  /** Source of each barrel printed on it, in order (missing entries: the default pick). */
  oil?: SourceChoice[];
}

/** The one quality tile a sale may take: stars of this sale's industries + `whiskey` must meet its slot. */
export interface QualityClaim {
  /** A face-up quality tile id. */
  tile: string;
  /** Whiskey spent, 1 star each (default 0). */
  whiskey?: number;
}

export interface SellAction {
  type: 'sell';
  /** The card discarded; absent for the skyscraper bonus sale. */
  card?: string;
  /** The skyscraper bonus sale (p.10): no card, no action used; only while `state.pending` is a `bonus-sale`. */
  free?: boolean;
  sales: SaleOrder[];
  quality?: QualityClaim;
  /** Mat places removed by free develops earned in this sale (a merchant bonus). */
  freeDevelops?: string[];
}

/** Decline the pending skyscraper bonus sale ("taken at once, if at all", p.10). No card. */
export interface DeclineAction {
  type: 'decline';
}

export type Action = BuildAction | NetworkAction | DevelopAction | LoanAction | PassAction | SellAction | DeclineAction;
export type ActionType = Action['type'];
