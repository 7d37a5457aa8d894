/**
 * The arrows of the mat (edges), drawn over the measured cards: straight up inside a column,
 * around the side when an arrow skips places, and curved across to a neighbouring column.
 * Doubtful arrows are dashed and numbered; the numbers match the notes under the mat.
 */
import { useId } from 'react';
import type { MatEdge } from '../../engine/rulesets/pittsburgh/data/types';
import { doubtfulEdges, edgeKey, isDoubtful } from './matData';
import type { Measured, Rect } from './useRects';

export interface ColumnPos {
  col: number;
  index: number;
}

interface Routed {
  d: string;
  mid: { x: number; y: number };
}

const SIDE_GAP = 16;
const R = 10;

function columnBounds(col: number, where: Map<string, ColumnPos>, rects: Record<string, Rect>): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const [id, pos] of where) {
    const r = rects[id];
    if (pos.col !== col || !r) continue;
    min = Math.min(min, r.x);
    max = Math.max(max, r.x + r.w);
  }
  return { min, max };
}

function route(e: MatEdge, side: 'left' | 'right', where: Map<string, ColumnPos>, rects: Record<string, Rect>): Routed | null {
  const a = rects[e.from];
  const b = rects[e.to];
  const pa = where.get(e.from);
  const pb = where.get(e.to);
  if (!a || !b || !pa || !pb) return null;
  if (pa.col === pb.col && pb.index === pa.index + 1) {
    const x = b.x + b.w / 2;
    return { d: `M ${x} ${a.y} V ${b.y + b.h}`, mid: { x, y: (a.y + b.y + b.h) / 2 } };
  }
  if (pa.col === pb.col) {
    const { min, max } = columnBounds(pa.col, where, rects);
    const dir = side === 'right' ? 1 : -1;
    const ox = (side === 'right' ? max : min) + dir * SIDE_GAP;
    const sx = side === 'right' ? a.x + a.w : a.x;
    const ex = side === 'right' ? b.x + b.w : b.x;
    const y0 = a.y + a.h * 0.35;
    const y1 = b.y + b.h * 0.6;
    const d = `M ${sx} ${y0} H ${ox - dir * R} Q ${ox} ${y0} ${ox} ${y0 - R} V ${y1 + R} Q ${ox} ${y1} ${ox - dir * R} ${y1} H ${ex}`;
    return { d, mid: { x: ox, y: (y0 + y1) / 2 } };
  }
  const right = pb.col > pa.col;
  const sx = right ? a.x + a.w : a.x;
  const ex = right ? b.x : b.x + b.w;
  const y0 = a.y + a.h / 2;
  const y1 = b.y + b.h / 2;
  const mx = (sx + ex) / 2;
  return { d: `M ${sx} ${y0} C ${mx} ${y0}, ${mx} ${y1}, ${ex} ${y1}`, mid: { x: mx, y: (y0 + y1) / 2 } };
}

/** Arrows that skip places in their own column alternate sides, so two bypasses never overlap. */
function sides(edges: MatEdge[], where: Map<string, ColumnPos>): Map<string, 'left' | 'right'> {
  const count = new Map<number, number>();
  const out = new Map<string, 'left' | 'right'>();
  for (const e of edges) {
    const pa = where.get(e.from);
    const pb = where.get(e.to);
    if (!pa || !pb || pa.col !== pb.col || pb.index === pa.index + 1) continue;
    const n = count.get(pa.col) ?? 0;
    count.set(pa.col, n + 1);
    out.set(edgeKey(e), n % 2 === 0 ? 'right' : 'left');
  }
  return out;
}

export function MatArrows({ edges, where, measured }: { edges: MatEdge[]; where: Map<string, ColumnPos>; measured: Measured }) {
  const uid = useId().replace(/:/g, '');
  if (measured.width === 0) return null;
  const side = sides(edges, where);
  return (
    <svg className="mat-arrows" width={measured.width} height={measured.height} aria-hidden="true" focusable="false">
      <defs>
        <marker id={`${uid}-head`} viewBox="0 0 10 10" refX="8.5" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" className="arrow-head" />
        </marker>
        <marker
          id={`${uid}-head-doubt`}
          viewBox="0 0 10 10"
          refX="8.5"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" className="arrow-head arrow-head-doubt" />
        </marker>
      </defs>
      {edges.map((e) => {
        const r = route(e, side.get(edgeKey(e)) ?? 'right', where, measured.rects);
        if (!r) return null;
        const doubt = isDoubtful(e.provenance);
        const n = doubt ? doubtfulEdges.findIndex((d) => edgeKey(d) === edgeKey(e)) + 1 : 0;
        return (
          <g key={edgeKey(e)} className={doubt ? 'mat-arrow is-doubtful' : 'mat-arrow'} data-edge={edgeKey(e)}>
            <path d={r.d} markerEnd={`url(#${uid}-head${doubt ? '-doubt' : ''})`} />
            {doubt ? (
              <g className="arrow-badge" transform={`translate(${r.mid.x} ${r.mid.y})`}>
                <circle r="11" />
                <text dy="0.35em" textAnchor="middle">
                  {n}
                </text>
              </g>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
