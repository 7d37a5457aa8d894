/**
 * The routes the previewed move's cubes travel (the engine's `cube` effects: source first,
 * destination last), each a line in the cube's colour through the places it passes, with a dot
 * at the source and an arrow head at the destination, and its own accessible name. A route never
 * covers the tiles it joins: it starts and ends at their spaces' edges. Never clickable.
 */
import type { Good, Point } from '../../engine/rulesets/pittsburgh/data/types';
import { CUBE, PAPER } from '../icons/palette';
import type { Box, BoardLayout } from './layout';

export interface CubePath {
  good: Good;
  /** Location, space, market or oil field ids, source first (from the engine's effect). */
  path: readonly string[];
  label: string;
}

interface Spot {
  p: Point;
  /** A city space's box: the route starts and ends at its edge, not over the tile. */
  box?: Box;
}

function spotOf(layout: BoardLayout, id: string): Spot | undefined {
  const plate = layout.plates.get(id);
  if (plate) return { p: plate.centre };
  for (const pl of layout.plates.values()) {
    const s = pl.spaces.find((x) => x.id === id);
    if (s) return { p: { x: s.box.x + s.box.w / 2, y: s.box.y + s.box.h / 2 }, box: s.box };
  }
  const field = layout.fields.get(id);
  if (field) return { p: field.centre };
  const m = layout.markets.get(id);
  if (m) return { p: { x: m.box.x + m.box.w / 2, y: m.box.y + m.box.h / 2 } };
  return undefined;
}

/** Where the ray from a space's centre toward `to` leaves its box, then `extra` further along (or the point itself when not a space). */
function edge(s: Spot, to: Point, extra = 0): Point {
  if (!s.box) return s.p;
  const dx = to.x - s.p.x;
  const dy = to.y - s.p.y;
  const len = Math.hypot(dx, dy) || 1;
  const t = Math.min(dx === 0 ? Infinity : s.box.w / 2 / Math.abs(dx), dy === 0 ? Infinity : s.box.h / 2 / Math.abs(dy));
  return { x: s.p.x + dx * t + (dx / len) * extra, y: s.p.y + dy * t + (dy / len) * extra };
}

/** The arrow head: length and half width (a hop inside one city: smaller). */
const HEAD = { len: 20, half: 10 };
const HOP_HEAD = { len: 12, half: 6 };

/** An arrow head with its tip at `tip`, pointing away from `from`. */
function headAt(tip: Point, from: Point, size: { len: number; half: number }): string {
  const dx = tip.x - from.x;
  const dy = tip.y - from.y;
  const n = Math.hypot(dx, dy) || 1;
  const ux = dx / n;
  const uy = dy / n;
  const bx = tip.x - ux * size.len;
  const by = tip.y - uy * size.len;
  return [tip, { x: bx - uy * size.half, y: by + ux * size.half }, { x: bx + uy * size.half, y: by - ux * size.half }]
    .map((p) => `${p.x},${p.y}`)
    .join(' ');
}

interface Route {
  start: Point;
  /** The line (absent: the cube comes from nowhere on the map, only a dot). */
  d?: string;
  /** The arrow head's points. */
  head?: string;
  hop?: boolean;
}

/**
 * The drawn route: a line through the places, from the edge of the source's space to the edge of
 * the destination space (the arrow's tip there); two spaces of one city: a small hop over the plate.
 */
function routeOf(spots: readonly Spot[]): Route {
  const first = spots[0]!;
  const last = spots[spots.length - 1]!;
  if (spots.length === 1) return { start: first.p };
  if (spots.length === 2 && first.box && last.box && Math.abs(first.p.y - last.p.y) < first.box.h) {
    const a = { x: first.p.x, y: first.box.y };
    const tip = { x: last.p.x, y: last.box.y };
    const ctrl = { x: (a.x + tip.x) / 2, y: Math.min(first.box.y, last.box.y) - 12 }; // under the city's name
    const d = `M ${a.x} ${a.y} Q ${ctrl.x} ${ctrl.y} ${tip.x} ${tip.y}`;
    return { start: a, d, head: headAt(tip, ctrl, HOP_HEAD), hop: true };
  }
  const start = edge(first, spots[1]!.p);
  const before = spots[spots.length - 2]!.p;
  const tip = edge(last, before);
  const end = edge(last, before, HEAD.len / 2); // the line stops inside the head
  const mid = spots.slice(1, -1).map((s) => s.p);
  const d = [start, ...mid, end].map((p, k) => `${k === 0 ? 'M' : 'L'} ${p.x} ${p.y}`).join(' ');
  return { start, d, head: headAt(tip, before, HEAD) };
}

export function CubePaths({ paths, layout }: { paths: readonly CubePath[]; layout: BoardLayout }) {
  return (
    <g className="bm-cube-paths" pointerEvents="none">
      {paths.map((c, i) => {
        const spots = c.path.map((id) => spotOf(layout, id)).filter((s): s is Spot => s !== undefined);
        if (spots.length === 0) return null;
        const route = routeOf(spots);
        // each path a little apart, so two cubes along one line both show
        const shift = (i % 3) * 5;
        const colour = CUBE[c.good].base;
        return (
          <g
            key={i}
            role="img"
            aria-label={c.label}
            className="bm-cube-path"
            data-cube-path={c.path.join('>')}
            data-good={c.good}
            transform={`translate(${shift} ${shift})`}
          >
            {route.d ? (
              <>
                <path
                  className="bm-cube-halo"
                  d={route.d}
                  fill="none"
                  stroke={PAPER}
                  strokeWidth={route.hop ? 8 : 11}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  opacity={0.9}
                />
                <path
                  className="bm-cube-line"
                  d={route.d}
                  fill="none"
                  stroke={colour}
                  strokeWidth={route.hop ? 4 : 6}
                  {...(route.hop ? {} : { strokeDasharray: '12 6' })}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </>
            ) : null}
            {route.head ? (
              <polygon className="bm-cube-head" points={route.head} fill={colour} stroke={PAPER} strokeWidth="2" strokeLinejoin="round" />
            ) : null}
            <circle cx={route.start.x} cy={route.start.y} r="6" fill={colour} stroke={PAPER} strokeWidth="3" />
          </g>
        );
      })}
    </g>
  );
}
