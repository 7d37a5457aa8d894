/**
 * Where things go on the drawn board: pure geometry from the board data (no React).
 * Coordinates are those of the data's 1000 × 700 schematic; a few display nudges and
 * per-location arrangements below keep plates, labels and markets from overlapping.
 * They are drawing choices only: the data's facts (spaces, lines, prices) are untouched.
 */
import type { Board, City, Location, Market, MerchantLocation, OilField, Point } from '../../engine/rulesets/pittsburgh/data/types';

/** Side of an industry space square, gap between squares, padding inside a plate. */
export const SPACE = 38;
export const GAP = 4;
export const PAD = 5;
/** Size of a link icon on a merchant plate. */
export const LINK_ICON = 17;
/** Market panel: price coin width, row height, slot box size. */
export const MARKET_COIN = 30;
export const MARKET_ROW = 21;
export const MARKET_SLOT = 18;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Side = 'above' | 'below' | 'left' | 'right';

interface Tweak {
  /** Display nudge of the plate centre. */
  dx?: number;
  dy?: number;
  /** Spaces per row (cities). */
  rows?: number[];
  /** Where the name goes (default above). */
  label?: Side;
  /** Merchants: link icons below the tile slot instead of beside it. */
  stacked?: boolean;
  /** Where the market panel hangs, and its offset along that side; or `at`: its top-left corner on the map. */
  market?: { side: Side; shift?: number } | { at: Point };
}

/** Display arrangement per location id, shared by both boards, then per board. */
const TWEAKS: Record<string, Tweak> = {
  'chicago-whiting': { rows: [2, 2] },
  toledo: { market: { at: { x: 381, y: 195 } } },
  cleveland: { dy: 4 },
  'wilkes-barre-scranton': { dx: 8, market: { side: 'below', shift: -30 } },
  bethlehem: { dx: 5, dy: 16 },
  buffalo: { dx: -10, dy: 5 },
  rochester: { dx: 10, dy: -8 },
  clarksburg: { dx: 20, market: { side: 'below', shift: 60 } },
  'new-york': { rows: [1, 1, 1], dy: -10 },
  pittsburgh: { rows: [3, 2] },
  philadelphia: { rows: [2, 1], market: { side: 'left', shift: 6 } },
  canada: { market: { side: 'right' } },
  'eads-bridge': { market: { side: 'below' } },
  'the-west': { market: { side: 'below' } },
  'the-atlantic': { stacked: true, dy: 105 },
};
const BOARD_TWEAKS: Record<Board['id'], Record<string, Tweak>> = {
  'three-four': {},
  two: { cleveland: { label: 'below', market: { side: 'above', shift: -26 } } },
};

const FIELD_TWEAKS: Record<string, { dx?: number; dy?: number; label?: Side }> = {
  trenton: { dx: -13, dy: 30, label: 'right' },
  venango: { label: 'right' },
  'bradford-olean': { dx: -35, dy: -14 },
  'macksburg-burning-springs': { dx: 5, dy: 5, label: 'left' },
};

/** Where along a pipeline route its barrel icons sit (default: the middle of the visible part). */
export const BARRELS_AT: Record<string, number> = {
  'venango>pittsburgh': 0.3,
  'trenton>indianapolis': 0.35,
  'lima-findlay>cleveland': 0.65,
  'bradford-olean>wilkes-barre-scranton': 0.6,
};

type BoardId = Board['id'];
const tweak = (boardId: BoardId, id: string): Tweak | undefined => {
  const own = BOARD_TWEAKS[boardId]?.[id];
  const shared = TWEAKS[id];
  return own || shared ? { ...shared, ...own } : undefined;
};

export interface SpaceSpot {
  id: string;
  box: Box;
}

export interface PlateLayout {
  id: string;
  centre: Point;
  plate: Box;
  label: Side;
  /** City spaces (empty for merchants). */
  spaces: SpaceSpot[];
  /** Merchant tile slot (merchants without linkOnly). */
  slot?: Box;
  /** Top-left corners of the merchant's link icons. */
  linkIcons: Point[];
}

export interface MarketLayout {
  id: string;
  box: Box;
}

export interface FieldLayout {
  id: string;
  centre: Point;
  rx: number;
  ry: number;
  label: Side;
}

function rowsFor(city: City, b: BoardId): number[] {
  const rows = tweak(b, city.id)?.rows;
  if (rows && rows.reduce((x, y) => x + y, 0) === city.spaces.length) return rows;
  const n = city.spaces.length;
  return n <= 3 ? [n] : [Math.ceil(n / 2), Math.floor(n / 2)];
}

const span = (n: number, size: number) => n * size + Math.max(0, n - 1) * GAP;

function centreOf(at: Point, id: string, b: BoardId): Point {
  const t = tweak(b, id);
  return { x: at.x + (t?.dx ?? 0), y: at.y + (t?.dy ?? 0) };
}

function cityLayout(city: City, b: BoardId): PlateLayout {
  const rows = rowsFor(city, b);
  const w = 2 * PAD + span(Math.max(...rows), SPACE);
  const h = 2 * PAD + span(rows.length, SPACE);
  const c = centreOf(city.at, city.id, b);
  const plate = { x: c.x - w / 2, y: c.y - h / 2, w, h };
  const spaces: SpaceSpot[] = [];
  let i = 0;
  rows.forEach((count, r) => {
    const rowX = c.x - span(count, SPACE) / 2;
    for (let k = 0; k < count; k++) {
      const space = city.spaces[i++];
      if (space)
        spaces.push({ id: space.id, box: { x: rowX + k * (SPACE + GAP), y: plate.y + PAD + r * (SPACE + GAP), w: SPACE, h: SPACE } });
    }
  });
  return { id: city.id, centre: c, plate, label: tweak(b, city.id)?.label ?? 'above', spaces, linkIcons: [] };
}

function merchantLayout(m: MerchantLocation, b: BoardId): PlateLayout {
  const c = centreOf(m.at, m.id, b);
  const hasSlot = !m.linkOnly;
  const stacked = tweak(b, m.id)?.stacked === true;
  const icons = m.linkIcons;
  const iconsW = icons * LINK_ICON;
  let w: number;
  let h: number;
  if (stacked && hasSlot) {
    w = 2 * PAD + Math.max(SPACE, iconsW);
    h = 2 * PAD + SPACE + GAP + LINK_ICON;
  } else {
    w = 2 * PAD + (hasSlot ? SPACE + GAP : 0) + iconsW;
    h = 2 * PAD + (hasSlot ? SPACE : LINK_ICON + 6);
  }
  const plate = { x: c.x - w / 2, y: c.y - h / 2, w, h };
  const slot = hasSlot ? { x: stacked ? c.x - SPACE / 2 : plate.x + PAD, y: plate.y + PAD, w: SPACE, h: SPACE } : undefined;
  const linkIcons: Point[] = [];
  for (let k = 0; k < icons; k++) {
    if (stacked && hasSlot) linkIcons.push({ x: c.x - iconsW / 2 + k * LINK_ICON, y: plate.y + PAD + SPACE + GAP });
    else linkIcons.push({ x: plate.x + PAD + (hasSlot ? SPACE + GAP : 0) + k * LINK_ICON, y: c.y - LINK_ICON / 2 });
  }
  return { id: m.id, centre: c, plate, label: tweak(b, m.id)?.label ?? 'above', spaces: [], ...(slot ? { slot } : {}), linkIcons };
}

export function plateLayout(loc: Location, b: BoardId): PlateLayout {
  return loc.kind === 'city' ? cityLayout(loc, b) : merchantLayout(loc, b);
}

/** Width and height of a market panel: price coin, then one row per stock (cube icon + slot boxes). */
export function marketSize(market: Market): { w: number; h: number } {
  const slots = Math.max(...market.stock.map((s) => s.slots));
  const w = 2 * PAD + MARKET_COIN + GAP + MARKET_ROW + slots * (MARKET_SLOT + 3);
  const h = 2 * PAD + market.stock.length * MARKET_ROW;
  return { w, h };
}

export function marketLayout(market: Market, plate: PlateLayout, b: BoardId): MarketLayout {
  const { w, h } = marketSize(market);
  const t = tweak(b, market.locationId)?.market ?? { side: 'below' as Side };
  if ('at' in t) return { id: market.id, box: { ...t.at, w, h } };
  const p = plate.plate;
  const shift = t.shift ?? 0;
  const cx = p.x + p.w / 2 + shift;
  const cy = p.y + p.h / 2 + shift;
  const box =
    t.side === 'below'
      ? { x: cx - w / 2, y: p.y + p.h + 3, w, h }
      : t.side === 'above'
        ? { x: cx - w / 2, y: p.y - h - 3, w, h }
        : t.side === 'left'
          ? { x: p.x - w - 3, y: cy - h / 2, w, h }
          : { x: p.x + p.w + 3, y: cy - h / 2, w, h };
  return { id: market.id, box };
}

export function fieldLayout(field: OilField): FieldLayout {
  const t = FIELD_TWEAKS[field.id];
  return {
    id: field.id,
    centre: { x: field.at.x + (t?.dx ?? 0), y: field.at.y + (t?.dy ?? 0) },
    rx: 21,
    ry: 15,
    label: t?.label ?? 'below',
  };
}

/** Parameter t (0–1 from a to b) where the segment a→b leaves the box around a. */
function exitT(a: Point, b: Point, box: Box): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const tx = dx > 0 ? (box.x + box.w - a.x) / dx : dx < 0 ? (box.x - a.x) / dx : Infinity;
  const ty = dy > 0 ? (box.y + box.h - a.y) / dy : dy < 0 ? (box.y - a.y) / dy : Infinity;
  return Math.max(0, Math.min(tx, ty, 1));
}

/** Parameter where a→b leaves the ellipse around a. */
function exitEllipse(a: Point, b: Point, rx: number, ry: number): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const k = Math.sqrt((dx * dx) / (rx * rx) + (dy * dy) / (ry * ry));
  return k === 0 ? 0 : Math.min(1, 1 / k);
}

export interface Segment {
  a: Point;
  b: Point;
  /** Visible part (outside both ends' shapes), as parameters of a→b. */
  from: number;
  to: number;
}

export const pointAt = (s: Segment, t: number): Point => ({ x: s.a.x + (s.b.x - s.a.x) * t, y: s.a.y + (s.b.y - s.a.y) * t });
/** A point along the visible part: 0 = where it leaves a's plate, 1 = where it enters b's. */
export const along = (s: Segment, f: number): Point => pointAt(s, s.from + (s.to - s.from) * f);

/** Where a link tile's owner disc sits on its line or route: mid-way on a short one, else near one end (past a printed bonus). */
export function linkDiscAt(s: Segment, bonus: boolean): Point {
  const a = along(s, 0);
  const b = along(s, 1);
  const short = Math.hypot(b.x - a.x, b.y - a.y) < 80;
  return along(s, short && !bonus ? 0.5 : bonus ? 0.2 : 0.26);
}

/** Everything the map needs to place, computed once per board. */
export interface BoardLayout {
  plates: Map<string, PlateLayout>;
  markets: Map<string, MarketLayout>;
  fields: Map<string, FieldLayout>;
  lines: Map<string, Segment>;
  routes: Map<string, Segment>;
}

const cache = new WeakMap<Board, BoardLayout>();

export function boardLayout(board: Board): BoardLayout {
  const hit = cache.get(board);
  if (hit) return hit;
  const plates = new Map(board.locations.map((l) => [l.id, plateLayout(l, board.id)] as const));
  const markets = new Map<string, MarketLayout>();
  for (const m of board.markets) {
    const p = plates.get(m.locationId);
    if (p) markets.set(m.id, marketLayout(m, p, board.id));
  }
  const fields = new Map(board.oilFields.map((f) => [f.id, fieldLayout(f)] as const));
  const lines = new Map<string, Segment>();
  for (const line of board.lines) {
    const pa = plates.get(line.a);
    const pb = plates.get(line.b);
    if (!pa || !pb) continue;
    const from = exitT(pa.centre, pb.centre, pa.plate);
    const to = 1 - exitT(pb.centre, pa.centre, pb.plate);
    lines.set(line.id, { a: pa.centre, b: pb.centre, from, to });
  }
  const routes = new Map<string, Segment>();
  for (const r of board.pipelineRoutes) {
    const f = fields.get(r.field);
    const p = plates.get(r.location);
    if (!f || !p) continue;
    const from = exitEllipse(f.centre, p.centre, f.rx, f.ry);
    const to = 1 - exitT(p.centre, f.centre, p.plate);
    routes.set(r.id, { a: f.centre, b: p.centre, from, to });
  }
  const layout = { plates, markets, fields, lines, routes };
  cache.set(board, layout);
  return layout;
}
