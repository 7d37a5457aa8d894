/**
 * The game state: plain JSON, nothing else (no classes, no Maps, no functions),
 * so it can be logged, stored, diffed, replayed and sent to a worker as is.
 * Players are referred to everywhere by their colour (unique per game).
 */
import type { Good, HeavyRailType, LinkTileSpec, PipelineType, Resource } from './data/types.ts';

/** A board of the rules data (`RulesData.boards`): 'three-four' or 'two' for this game; validated against the data, not closed to one game. */
export type BoardId = string;
/** An era number, 1 … `RulesData.game.eras` (2 for this game); checked against the data. */
export type Era = number;
export type Colour = string;
export type Cubes = Partial<Record<Good, number>>;

/** Rules switches for points the public draft leaves open. Every open point is a switch, never silent. */
export interface RuleOptions {
  /**
   * p.7 ambiguity: may an owner use their own resource heavy rail INSTEAD of a connected
   * industry? false (default) = connected industries first, as the fact sheet and p.7/p.12 say.
   */
  resourceHeavyRailBeforeIndustries: boolean;
  /**
   * p.6 "adjacent to one of your link tiles": does a pipeline put the location at its end into
   * its owner's network? true (default) = yes (a pipeline is a link tile); it still never
   * connects locations for transport.
   */
  pipelineEndInNetwork: boolean;
  /**
   * p.10 open point: where must the iron/steel of a develop arrive? 'network' (default) = any
   * location of the developer's network; Vanderbilt is always possible.
   */
  developSource: 'network';
  /**
   * p.9 vs p.10 (open): the sell page has oil leave a field through a pipeline; the Resource Heavy
   * Train page lets its owner use the oil it carries, by rail. true (default) = the owner's own oil
   * Resource Heavy Train is a source for their sale (a choice like a market, after Oil City);
   * false = oil only from fields and Oil City.
   */
  oilFromOwnHeavyTrain: boolean;
  /**
   * p.10 is silent: when a Replacement Heavy Train goes over a light rail on a line that prints a
   * bonus (whiskey, income, free develop), does the new train take that bonus again?
   * true (default) = yes: p.10 says a train placed on such a line gains the bonus at once, and the
   * replacement train is placed there; nothing makes a line's bonus once only.
   */
  replacementTakesLineBonus: boolean;
  /**
   * p.10: Oil City is built on a field "already connected by pipeline". Does a field whose only
   * pipeline is a Reserve Pipeline (it connects and can reveal the field, but never transports) count?
   * true (default) = yes: the reserve pipeline is a pipeline on the field's route and counts as its
   * first connection (it reveals the field), and Oil City takes the oil lying on its own field
   * without transport.
   */
  oilCityOnReservePipeline: boolean;
}

export const defaultRuleOptions: RuleOptions = {
  resourceHeavyRailBeforeIndustries: false,
  pipelineEndInNetwork: true,
  developSource: 'network',
  oilFromOwnHeavyTrain: true,
  replacementTakesLineBonus: true,
  oilCityOnReservePipeline: true,
};

export interface LinkSupply {
  lightRails: number;
  heavyRails: LinkTileSpec[];
  pipelines: LinkTileSpec[];
}

export interface PlayerState {
  colour: Colour;
  cash: number;
  /** Space on the income track (0–99); space 10 is income level 0. */
  incomeSpace: number;
  vp: number;
  /** 0–3. */
  whiskey: number;
  /** Money paid this round (turn order). Loans and sale income are not spending. */
  spentThisRound: number;
  hand: string[];
  discard: string[];
  /** Copies left on each place of the player mat (tile places: copies; link places: 1 or 0). */
  mat: Record<string, number>;
  supply: LinkSupply;
  /** Heavy rails this player has built in the game (locomotive works scoring). */
  heavyRailsBuilt: number;
}

export interface PlacedIndustry {
  owner: Colour;
  /** Mat place id of the tile (gives kind, level, VP...). */
  place: string;
  /** Board space id ("pittsburgh-1"), or an oil field id for Oil City. Unique: it identifies the industry. */
  space: string;
  flipped: boolean;
  cubes: Cubes;
}

export type LinkKind = 'lightRail' | 'heavyRail' | 'pipeline';

export interface PlacedLink {
  owner: Colour;
  kind: LinkKind;
  /** Heavy rail or pipeline type; absent for light rails. */
  type?: HeavyRailType | PipelineType;
  /** The full tile (per-barrel reward, production), absent for light rails. */
  spec?: LinkTileSpec;
  /** Rail line id "a~b" or pipeline route id "field>location". Unique: it identifies the link. */
  route: string;
  /** Cubes carried by a resource heavy rail (owner only). */
  cubes?: Cubes;
}

export interface MerchantState {
  tile: string;
  faceUp: boolean;
}

export interface OilFieldState {
  /** Oil-field tile id, or null when none lies there. */
  tile: string | null;
  revealed: boolean;
  /** Barrels on the field now (or on Oil City when one stands there). */
  oil: number;
  /** Next-era production of a tile revealed in era 1, added at the era change. */
  pendingOil: number;
}

export interface GameState {
  board: BoardId;
  era: Era;
  round: number;
  actionsLeft: number;
  /** Index into turnOrder of the player acting now. */
  current: number;
  turnOrder: Colour[];
  players: PlayerState[];
  industries: PlacedIndustry[];
  links: PlacedLink[];
  /** Cubes in each market, by market id and resource. */
  markets: Record<string, Partial<Record<Resource, number>>>;
  /** Merchant tile on each merchant location, by location id. */
  merchants: Record<string, MerchantState>;
  /** Each oil field, by field id. */
  oilFields: Record<string, OilFieldState>;
  /** Face-up quality tile ids, one per quality slot (null = taken). */
  quality: (string | null)[];
  deck: string[];
  /** Seed of the deterministic random generator (mulberry32 state). */
  rngSeed: number;
  options: RuleOptions;
  /** Set when era 2 has been scored (src/engine/rulesets/pittsburgh/flow): no action is taken any more. Absent while the game goes on. */
  gameOver?: GameResult;
  /**
   * A follow-up decision that must be answered before the game goes on (src/engine/rulesets/pittsburgh/actions/pending.ts),
   * e.g. the Skyscraper's bonus sale (p.10). While set, only its answers (and `decline` when optional)
   * are accepted. Absent = none pending.
   */
  pending?: PendingDecision;
}

/** The kinds of follow-up decisions (one entry each in actions/pending.ts). */
export type PendingKind = 'bonus-sale';

export interface PendingDecision {
  kind: PendingKind;
  /** Who answers it (not necessarily the player whose turn it is). */
  player: Colour;
}

/** The end of the game (p.11): most VP; ties by higher income SPACE, then more cash. */
export interface GameResult {
  /** Every player, first to last. */
  ranking: { colour: Colour; vp: number; incomeSpace: number; cash: number }[];
  /** The first of the ranking, or every player still tied on VP, income space and cash (they share the win). */
  winners: Colour[];
}

export function playerByColour(state: GameState, colour: Colour): PlayerState | undefined {
  return state.players.find((p) => p.colour === colour);
}

export function currentColour(state: GameState): Colour {
  return state.turnOrder[state.current] ?? state.players[0]?.colour ?? '';
}

export function currentPlayer(state: GameState): PlayerState {
  const p = playerByColour(state, currentColour(state));
  if (!p) throw new Error('state has no current player'); // validated states always have one
  return p;
}

export function addCubes(into: Cubes, good: Good, n: number): void {
  const v = (into[good] ?? 0) + n;
  if (v === 0) delete into[good];
  else into[good] = v;
}

export function cubeCount(c: Cubes | undefined): number {
  if (!c) return 0;
  let n = 0;
  for (const v of Object.values(c)) n += v ?? 0;
  return n;
}
