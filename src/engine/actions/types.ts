/**
 * The actions a player can take. The acting player is always the current player.
 * Part 2 adds `sell` (and flow steps) as new members of the union plus one handler each.
 */
import type { Good, HeavyRailType, PipelineType } from '../data/types.ts';
import type { LinkKind } from '../state.ts';

/** An explicit source for one cube. Cubes without a choice get the engine's default pick. */
export type SourceChoice =
  | { kind: 'industry'; space: string }
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

export type Action = BuildAction | NetworkAction | DevelopAction | LoanAction | PassAction;
export type ActionType = Action['type'];
