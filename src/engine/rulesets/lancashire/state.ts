/**
 * Lancashire game state: plain JSON, like Pittsburgh's GameState (src/engine/rulesets/pittsburgh/state.ts), but its
 * own shape: two periods, demand tracks for coal and iron, the Distant Market.
 */
import type { Kind, Period } from './data/index.ts';

export type Colour = 'red' | 'yellow' | 'green' | 'purple';
export const COLOURS: readonly Colour[] = ['red', 'yellow', 'green', 'purple'];

export interface LPlayer {
  colour: Colour;
  cash: number;
  /** Space on the income track (the Pittsburgh track's mapping, src/engine/brass/income-track.json). */
  incomeSpace: number;
  vp: number;
  hand: string[];
  /** Tiles already taken from each stack (built or developed away): the top tile is tileAt(kind, taken). */
  taken: Record<Kind, number>;
  spent: number;
  /** Has built an industry before (the first build may use an industry card anywhere). */
  hasBuilt: boolean;
}

export interface LTile {
  owner: Colour;
  kind: Kind;
  level: number;
  /** Coal or iron cubes left on a mine or works. */
  cubes: number;
  flipped: boolean;
}

export interface LLink {
  id: string;
  owner: Colour;
  period: Period;
}

export interface LOptions {
  /** The Distant Market's amount beside the track: income spaces (data sets) or money (the rule text's wording). */
  distantBonus: 'income' | 'money';
}

export interface LState {
  ruleset: 'lancashire';
  players: LPlayer[];
  /** Turn order of this round. */
  order: Colour[];
  /** Index in `order` of the player acting. */
  turn: number;
  actionsLeft: number;
  period: Period;
  /** Round of the period, from 1. */
  round: number;
  deck: string[];
  discard: string[];
  /** Industry tiles by space id. */
  tiles: Record<string, LTile>;
  links: LLink[];
  /** Cubes on each demand track (0–8), filling from the bottom (£4) up. */
  coalDemand: number;
  ironDemand: number;
  distant: { marker: number; tiles: number[]; closed: boolean };
  options: LOptions;
  rngSeed: number;
  gameOver?: { winners: Colour[] };
}

export function current(s: LState): LPlayer {
  const c = s.order[s.turn];
  const p = s.players.find((x) => x.colour === c);
  if (!p) throw new Error(`no player ${String(c)}`);
  return p;
}

export function playerOf(s: LState, c: Colour): LPlayer {
  const p = s.players.find((x) => x.colour === c);
  if (!p) throw new Error(`no player ${c}`);
  return p;
}

/** A deep copy of the plain JSON state, field by field (several times faster than structuredClone; probing copies once per candidate). */
export function cloneLState(s: LState): LState {
  const tiles: Record<string, LTile> = {};
  for (const k in s.tiles) tiles[k] = { ...(s.tiles[k] as LTile) };
  return {
    ...s,
    players: s.players.map((p) => ({ ...p, hand: [...p.hand], taken: { ...p.taken } })),
    order: [...s.order],
    deck: [...s.deck],
    discard: [...s.discard],
    tiles,
    links: s.links.map((l) => ({ ...l })),
    distant: { ...s.distant, tiles: [...s.distant.tiles] },
    options: { ...s.options },
    ...(s.gameOver ? { gameOver: { winners: [...s.gameOver.winners] } } : {}),
  };
}
