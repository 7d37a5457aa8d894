/**
 * Where each place and oilfield name goes, pure (no React): a deterministic choice from the layout
 * data. Every name has a list of candidate spots around its plate or field (its preferred side first,
 * slid along that side, then the other sides); it takes the first that covers nothing: no plate (with
 * its industry spaces), field, market, corner panel, icon printed on a line, spot where a link tile's
 * "assumed" tag, and no name placed before it. When every spot covers something, the
 * one covering least. Computed once per board, language and text scale (the projector's is larger).
 */
import type { Board } from '../../engine/rulesets/pittsburgh/data/types';
import type { Point } from '../../engine/rulesets/pittsburgh/data/types';
import { BARRELS_AT, along, linkDiscAt, type Box, type BoardLayout, type Segment, type Side } from './layout';
import { FONT } from './style';
import { labelLines, labelTextWidth, nameIn, type Lang } from './text';
import choicesJson from './label-choices.json';

const MAP_W = 1000;
const BASE_LINE_H = 16;
/** Space kept free around every name (map units). */
const MARGIN = 2;

/** One name, ready to draw: first baseline, anchor, lines, size and the box of each line. */
export interface LabelSpot {
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  lines: string[];
  size: number;
  lineH: number;
  /** Each line's box (background and collision box). */
  boxes: Box[];
}

/** A name's size: as designed, or when enlarged (projector) at least a city name's size times the scale. */
export function labelSize(base: number, scale: number): number {
  return scale === 1 ? base : Math.max(base, FONT.place) * scale;
}

/**
 * The spot of a name on `side` of `p`, moved along that side by `shift` (map units: sideways above
 * and below, up and down beside), kept inside the map's width.
 */
export function labelSpot(p: Box, side: Side, lines: string[], size: number, lineH = BASE_LINE_H, shift = 0): LabelSpot {
  const n = lines.length;
  const widths = lines.map((l) => labelTextWidth(l, size));
  const w = Math.max(...widths);
  const cx = Math.min(Math.max(p.x + p.w / 2 + shift, w / 2 + 4), MAP_W - w / 2 - 4);
  const midY = p.y + p.h / 2 + size * 0.35 - ((n - 1) * lineH) / 2 + shift;
  const at =
    side === 'above'
      ? { x: cx, y: p.y - 6 - (n - 1) * lineH, anchor: 'middle' as const }
      : side === 'below'
        ? { x: cx, y: p.y + p.h + size + 2, anchor: 'middle' as const }
        : side === 'left'
          ? { x: p.x - 6, y: midY, anchor: 'end' as const }
          : { x: p.x + p.w + 6, y: midY, anchor: 'start' as const };
  const boxes = widths.map((lw, i) => {
    const bw = lw + 6;
    const x = at.anchor === 'middle' ? at.x - bw / 2 : at.anchor === 'end' ? at.x - bw + 3 : at.x - 3;
    return { x, y: at.y + i * lineH - size * 0.95, w: bw, h: size * 1.22 };
  });
  return { ...at, lines, size, lineH, boxes };
}

const grow = (b: Box, m: number): Box => ({ x: b.x - m, y: b.y - m, w: b.w + 2 * m, h: b.h + 2 * m });
const centred = (x: number, y: number, w: number, h: number): Box => ({ x: x - w / 2, y: y - h / 2, w, h });

function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Something printed on the board, named for a test's message. */
export interface Thing extends Box {
  what?: string;
}

/** Everything printed on the board that a name must not cover. */
export function printedThings(board: Board, layout: BoardLayout): Thing[] {
  const out: Thing[] = [];
  const tagged = board.provenance.status !== 'assumed';
  for (const loc of board.locations) {
    const p = layout.plates.get(loc.id);
    if (!p) continue;
    out.push({ ...p.plate, what: loc.id });
    if (tagged && loc.provenance.status === 'assumed')
      out.push({ ...centred(p.plate.x + p.plate.w / 2, p.plate.y + p.plate.h + 9, 76, 20), what: `assumed tag ${loc.id}` });
  }
  for (const f of board.oilFields) {
    const l = layout.fields.get(f.id);
    if (!l) continue;
    out.push({ ...centred(l.centre.x, l.centre.y, 2 * l.rx + 2, 2 * l.ry + 2), what: f.id });
    // where a game's pieces go on a field (Pieces.tsx): its face-down tile, and the oil of an Oil City built on it
    out.push({ x: l.centre.x - l.rx - 10, y: l.centre.y - l.ry - 9, w: 18, h: 20, what: `face-down tile ${f.id}` });
    out.push({ x: l.centre.x + 20, y: l.centre.y - 11, w: 30, h: 22, what: `oil on ${f.id}` });
    if (tagged && f.provenance.status === 'assumed')
      out.push({ ...centred(l.centre.x, l.centre.y - l.ry - 9, 76, 20), what: `assumed tag ${f.id}` });
  }
  for (const m of layout.markets.values()) out.push({ ...m.box, what: m.id });
  // the corner panels (Corners.tsx)
  out.push({ x: 10, y: 10, w: 150, h: 74 });
  const qw = 12 + board.qualitySlots.length * 52;
  out.push({ x: 990 - qw, y: 630, w: qw, h: 60 });
  for (const line of board.lines) {
    const s = layout.lines.get(line.id);
    if (!s) continue;
    if (line.bonus) {
      const c = along(s, 0.5);
      out.push({ ...(line.bonus.kind === 'income' ? centred(c.x, c.y, 46, 26) : centred(c.x, c.y, 28, 28)), what: `bonus ${line.id}` });
    }
  }
  for (const r of board.pipelineRoutes) {
    const s = layout.routes.get(r.id);
    if (!s) continue;
    if (r.barrels > 0) {
      const c = along(s, BARRELS_AT[r.id] ?? 0.5);
      out.push({ ...centred(c.x, c.y, r.barrels * 13 + 10, 22), what: `barrels ${r.id}` });
    }
  }
  return out;
}

const SIDES: Side[] = ['above', 'below', 'right', 'left'];
/** How much further out than usual a name may sit (map units), nearest first. */
/** How far a name slides along its side, in eighths of its width (above, below) or fifths of the plate's height (beside). */
const SLIDES = [0, -1, 1, -2, 2, -3, 3, -4, 4];
const FURTHER = [0, 6, 14, 24];

/** The line arrangements a name may take: as labelLines breaks it, and a two-line name on one line. */
const arrangements = (lines: string[]): string[][] =>
  lines.length > 1 ? [lines, [lines.join(lines[0]?.endsWith('&') ? ' ' : '')]] : [lines];

/** How many candidate spots a name has. */
const candidateCount = (n: Named) => arrangements(n.lines).length * FURTHER.length * SLIDES.length * SIDES.length;

/**
 * Candidate spot number `i` of a name, nearest first: on each side (the preferred one first) right
 * at the plate, then slid a little along the side, then further out; then on one line.
 */
function candidateAt(n: Named, lineH: number, i: number): LabelSpot | undefined {
  const sides = [n.preferred, ...SIDES.filter((s) => s !== n.preferred)];
  const side = sides[i % sides.length];
  const k = SLIDES[Math.floor(i / sides.length) % SLIDES.length];
  const d = FURTHER[Math.floor(i / (sides.length * SLIDES.length)) % FURTHER.length];
  const lines = arrangements(n.lines)[Math.floor(i / (sides.length * SLIDES.length * FURTHER.length))];
  if (side === undefined || k === undefined || d === undefined || lines === undefined) return undefined;
  const w = Math.max(...lines.map((l) => labelTextWidth(l, n.size)));
  const shift = side === 'above' || side === 'below' ? k * 0.125 * w : k * 0.2 * n.around.h;
  return labelSpot(grow(n.around, d), side, lines, n.size, lineH, shift);
}

interface Named {
  id: string;
  around: Box;
  preferred: Side;
  lines: string[];
  size: number;
}

/** Distance between two boxes (0 when they touch or overlap). */
function gap(a: Box, b: Box): number {
  const dx = Math.max(0, a.x - (b.x + b.w), b.x - (a.x + a.w));
  const dy = Math.max(0, a.y - (b.y + b.h), b.y - (a.y + a.h));
  return Math.hypot(dx, dy);
}

const union = (boxes: readonly Box[]): Box => {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return { x, y, w: Math.max(...boxes.map((b) => b.x + b.w)) - x, h: Math.max(...boxes.map((b) => b.y + b.h)) - y };
};

/**
 * What a spot costs against printed things: the area it covers, far more when it leaves the map, and more again when it sits
 * clearly nearer another place than its own (a reader would give it to the wrong place).
 */
function printedCost(spot: LabelSpot, own: Box, places: readonly Box[], things: readonly Thing[], width: number, height: number): number {
  const all = union(spot.boxes);
  let cost = all.x < 2 || all.y < 2 || all.x + all.w > width - 2 || all.y + all.h > height - 2 ? 1e9 : 0;
  const mine = gap(all, own);
  if (places.some((p) => gap(all, p) + 12 < mine)) cost += 1e6;
  for (const b of spot.boxes) for (const t of things) cost += overlapArea(b, t);
  return cost;
}

const coverCost = (spot: LabelSpot, taken: readonly Box[]) => {
  let cost = 0;
  for (const b of spot.boxes) for (const t of taken) cost += overlapArea(b, t);
  return cost;
};

/** Every name of the board: locations, then oilfields. */
function namesOf(board: Board, layout: BoardLayout, lang: Lang, scale: number): Named[] {
  const names: Named[] = [];
  for (const loc of board.locations) {
    const p = layout.plates.get(loc.id);
    if (p)
      names.push({
        id: loc.id,
        around: p.plate,
        preferred: p.label,
        lines: labelLines(nameIn(loc.names, lang), lang),
        size: labelSize(FONT.place, scale),
      });
  }
  for (const f of board.oilFields) {
    const l = layout.fields.get(f.id);
    if (l)
      names.push({
        id: f.id,
        around: { x: l.centre.x - l.rx, y: l.centre.y - l.ry, w: 2 * l.rx, h: 2 * l.ry },
        preferred: l.label,
        lines: labelLines(nameIn(f.names, lang), lang),
        size: labelSize(FONT.field, scale),
      });
  }
  return names;
}

/**
 * The search itself: which candidate each name takes (by number). Names are placed one by one, each
 * at its first candidate covering nothing (or the one covering least); in the data's order, then,
 * while some name found no free spot, again with those names first, as long as that covers less.
 * About a tenth of a second per board, language and scale: its results for the sizes the app draws
 * are kept in label-choices.json (`npm run label-choices`; a test fails while they are stale).
 */
export function chooseLabels(board: Board, layout: BoardLayout, lang: Lang, scale: number): Record<string, number> {
  const names = namesOf(board, layout, lang, scale);
  const printed = printedThings(board, layout).map((b) => ({ ...grow(b, MARGIN), what: b.what }));
  const { width, height } = board.viewBox;
  const places = names.map((n) => n.around);
  const lineH = BASE_LINE_H * scale;
  // Per name: its candidates, and the printed things and other places near enough to matter.
  const prepared = names.map((n) => {
    const near = grow(n.around, 260);
    return {
      n,
      spots: Array.from({ length: candidateCount(n) }, (_, i) => candidateAt(n, lineH, i)),
      things: printed.filter((t) => overlapArea(t, near) > 0),
      others: places.filter((p) => p !== n.around && overlapArea(p, near) > 0),
    };
  });
  const greedy = (order: typeof prepared) => {
    const taken: Box[] = [];
    const chosen: Record<string, number> = {};
    const crowded: string[] = [];
    let total = 0;
    for (const { n, spots, things, others } of order) {
      let best = -1;
      let bestCost = Infinity;
      spots.forEach((spot, i) => {
        if (!spot || bestCost === 0) return;
        const c = coverCost(spot, taken) + printedCost(spot, n.around, others, things, width, height);
        if (c < bestCost) {
          best = i;
          bestCost = c;
        }
      });
      const spot = spots[best];
      if (!spot) continue;
      if (bestCost > 0) crowded.push(n.id);
      total += bestCost;
      chosen[n.id] = best;
      taken.push(...spot.boxes.map((b) => grow(b, MARGIN)));
    }
    return { chosen, crowded, total };
  };
  let result = greedy(prepared);
  for (let round = 0; round < 3 && result.crowded.length > 0; round++) {
    const first = new Set(result.crowded);
    const again = greedy([...prepared.filter((p) => first.has(p.n.id)), ...prepared.filter((p) => !first.has(p.n.id))]);
    if (again.total >= result.total) break;
    result = again;
  }
  // in the data's order, so the kept file reads like the board
  return Object.fromEntries(names.filter((n) => n.id in result.chosen).map((n) => [n.id, result.chosen[n.id] ?? 0]));
}

/** The key of one board, language and scale in label-choices.json. */
export const choiceKey = (board: Board, lang: Lang, scale: number) => `${board.id}:${lang}:${scale}`;

const kept = choicesJson as Record<string, Record<string, number> | undefined>;
const cache = new Map<string, Map<string, LabelSpot>>();

/** Every name of the board (locations and oilfields) at its spot, keyed by location or field id. */
export function placeLabels(board: Board, layout: BoardLayout, lang: Lang, scale = 1): Map<string, LabelSpot> {
  const key = choiceKey(board, lang, scale);
  const hit = cache.get(key);
  if (hit) return hit;
  const names = namesOf(board, layout, lang, scale);
  const stored = kept[key];
  // a kept choice is used only while it still fits the names (a renamed place is searched again)
  const fits = stored !== undefined && names.every((n) => (stored[n.id] ?? -1) >= 0 && (stored[n.id] ?? 0) < candidateCount(n));
  const chosen = fits ? stored : chooseLabels(board, layout, lang, scale);
  const placed = new Map<string, LabelSpot>();
  for (const n of names) {
    const spot = candidateAt(n, BASE_LINE_H * scale, chosen[n.id] ?? 0);
    if (spot) placed.set(n.id, spot);
  }
  cache.set(key, placed);
  return placed;
}

/** Where a link tile's owner disc may sit along its line or route, as fractions of the visible part, in order. */
const DISC_AT = Array.from({ length: 21 }, (_, i) => i / 20).sort((a, b) => Math.abs(a - 0.3) - Math.abs(b - 0.3));
const DISC = 22;

const discCache = new WeakMap<Map<string, LabelSpot>, Map<string, Point>>();

/**
 * Where each line's or route's link tile shows its owner disc, given the names: its usual spot
 * (linkDiscAt) unless a name or something printed covers it, else the first free spot along it.
 */
export function placeLinkDiscs(board: Board, layout: BoardLayout, labels: Map<string, LabelSpot>): Map<string, Point> {
  const hit = discCache.get(labels);
  if (hit) return hit;
  const blocked: Box[] = [...printedThings(board, layout), ...[...labels.values()].flatMap((l) => l.boxes)];
  const covered = (p: Point) => blocked.reduce((n, b) => n + overlapArea(centred(p.x, p.y, DISC, DISC), b), 0);
  const free = (p: Point) => covered(p) === 0;
  const out = new Map<string, Point>();
  const place = (id: string, s: Segment | undefined, bonus: boolean) => {
    if (!s) return;
    const usual = linkDiscAt(s, bonus);
    if (free(usual)) return void out.set(id, usual);
    // along the line, then just beside it (a disc still touching its line) where names fill it
    const dx = s.b.x - s.a.x;
    const dy = s.b.y - s.a.y;
    const len = Math.hypot(dx, dy) || 1;
    const side = (p: Point, k: number): Point => ({ x: p.x - (dy / len) * k, y: p.y + (dx / len) * k });
    const on = DISC_AT.map((f) => along(s, f));
    const spots = [...on, ...[12, -12, 20, -20].flatMap((k) => on.map((p) => side(p, k)))];
    out.set(id, spots.find(free) ?? spots.reduce((a, b) => (covered(b) < covered(a) ? b : a), usual));
  };
  for (const line of board.lines) place(line.id, layout.lines.get(line.id), line.bonus !== undefined);
  for (const r of board.pipelineRoutes) place(r.id, layout.routes.get(r.id), r.barrels > 0);
  discCache.set(labels, out);
  return out;
}
