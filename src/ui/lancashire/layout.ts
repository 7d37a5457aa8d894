/**
 * Where the Lancashire board is drawn: pure geometry from the board data (engine/rulesets/lancashire/data)
 * and the drawing positions of layout.json (a schematic of our own, like Pittsburgh's layout in
 * ../board/layout.ts). Nothing here is a rule.
 */
import { board, type Kind } from '../../engine/rulesets/lancashire/data/index.ts';
import type { Box, Side } from '../board/layout';
import data from './layout.json';

export const SPACE = 38;
export const GAP = 4;
export const PAD = 5;
/** Demand track and Distant Market panels: width, header height, row height. */
export const PANEL_W = 92;
export const PANEL_HEAD = 34;
export const PANEL_ROW = 18;

export interface Point {
  x: number;
  y: number;
}
export interface LSpaceLayout {
  id: string;
  icons: Kind[];
  box: Box;
}
export interface LPlate {
  id: string;
  plate: Box;
  spaces: LSpaceLayout[];
  label: Side;
}
export interface LExternal {
  id: string;
  box: Box;
}
export interface LSegment {
  id: string;
  a: Point;
  b: Point;
  kinds: ('canal' | 'rail')[];
}
export interface LPanel {
  id: 'coal' | 'iron' | 'distant';
  box: Box;
  rows: Box[];
}
export interface LBoardLayout {
  width: number;
  height: number;
  plates: Map<string, LPlate>;
  externals: Map<string, LExternal>;
  links: Map<string, LSegment>;
  virtual: LSegment;
  panels: Map<LPanel['id'], LPanel>;
}

interface LocationPlace {
  x: number;
  y: number;
  rows?: number[];
  label?: string;
}

const places = data.locations as Record<string, LocationPlace>;
const externalsAt = data.external as Record<string, Point>;

function plateOf(id: string, icons: Kind[][]): LPlate {
  const at = places[id] ?? { x: 0, y: 0 };
  const rows = at.rows ?? [icons.length];
  const cols = Math.max(...rows);
  const w = cols * SPACE + (cols - 1) * GAP + 2 * PAD;
  const h = rows.length * SPACE + (rows.length - 1) * GAP + 2 * PAD;
  const plate = { x: at.x - w / 2, y: at.y - h / 2, w, h };
  const spaces: LSpaceLayout[] = [];
  let n = 0;
  rows.forEach((count, r) => {
    for (let c = 0; c < count; c++, n++) {
      spaces.push({
        id: `${id}-${n + 1}`,
        icons: icons[n] ?? [],
        box: { x: plate.x + PAD + c * (SPACE + GAP), y: plate.y + PAD + r * (SPACE + GAP), w: SPACE, h: SPACE },
      });
    }
  });
  return { id, plate, spaces, label: (at.label ?? 'above') as Side };
}

const centreOf = (b: Box): Point => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });

function panelOf(id: LPanel['id'], rowCount: number): LPanel {
  const at = (data.panels as Record<string, Point>)[id] ?? { x: 0, y: 0 };
  const rows = Array.from({ length: rowCount }, (_, i) => ({
    x: at.x + 4,
    y: at.y + PANEL_HEAD + i * PANEL_ROW,
    w: PANEL_W - 8,
    h: PANEL_ROW - 2,
  }));
  return { id, box: { x: at.x, y: at.y, w: PANEL_W, h: PANEL_HEAD + rowCount * PANEL_ROW + 6 }, rows };
}

let cached: LBoardLayout | null = null;

/** The layout of the one Lancashire board (computed once). */
export function lancashireLayout(): LBoardLayout {
  if (cached) return cached;
  const plates = new Map(
    board.locations.map(
      (l) =>
        [
          l.id,
          plateOf(
            l.id,
            l.spaces.map((s) => s.icons),
          ),
        ] as const,
    ),
  );
  const externals = new Map(
    board.external.map((e) => {
      const at = externalsAt[e.id] ?? { x: 0, y: 0 };
      return [e.id, { id: e.id, box: { x: at.x - 46, y: at.y - 17, w: 92, h: 34 } }] as const;
    }),
  );
  const centre = (id: string): Point => {
    const p = plates.get(id)?.plate ?? externals.get(id)?.box;
    return p ? centreOf(p) : { x: 0, y: 0 };
  };
  const links = new Map(board.links.map((l) => [l.id, { id: l.id, a: centre(l.ends[0]), b: centre(l.ends[1]), kinds: l.kinds }] as const));
  const [va, vb] = board.virtualLink.ends;
  const virtual: LSegment = { id: 'virtual', a: centre(va), b: centre(vb), kinds: [] };
  const panels = new Map<LPanel['id'], LPanel>([
    ['coal', panelOf('coal', 8)],
    ['iron', panelOf('iron', 8)],
    ['distant', panelOf('distant', 9)],
  ]);
  cached = { width: data.viewBox.width, height: data.viewBox.height, plates, externals, links, virtual, panels };
  return cached;
}

/** A point a fraction `t` of the way along a segment. */
export const alongL = (s: LSegment, t: number): Point => ({ x: s.a.x + (s.b.x - s.a.x) * t, y: s.a.y + (s.b.y - s.a.y) * t });
