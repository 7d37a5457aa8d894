/**
 * The routes the previewed move's cubes travel (the engine's `cube` effects: source first,
 * destination last), each a line in the cube's colour through the places it passes, with a dot
 * at the source and an arrow head at the destination, and its own accessible name. Never clickable.
 */
import type { Good, Point } from '../../engine/data/types';
import { CUBE, PAPER } from '../icons/palette';
import type { BoardLayout } from './layout';

export interface CubePath {
  good: Good;
  /** Location, market or oil field ids, source first (from the engine's effect). */
  path: readonly string[];
  label: string;
}

function pointOf(layout: BoardLayout, id: string): Point | undefined {
  const plate = layout.plates.get(id);
  if (plate) return plate.centre;
  const field = layout.fields.get(id);
  if (field) return field.centre;
  const m = layout.markets.get(id);
  if (m) return { x: m.box.x + m.box.w / 2, y: m.box.y + m.box.h / 2 };
  return undefined;
}

export function CubePaths({ paths, layout, prefix }: { paths: readonly CubePath[]; layout: BoardLayout; prefix: string }) {
  return (
    <g className="bm-cube-paths" pointerEvents="none">
      {paths.map((c, i) => {
        const points = c.path.map((id) => pointOf(layout, id)).filter((p): p is Point => p !== undefined);
        const first = points[0];
        if (!first) return null;
        // each path a little apart, so two cubes along one line both show
        const shift = (i % 3) * 5 - 5;
        const pts = points.map((p) => `${p.x + shift} ${p.y + shift}`);
        const colour = CUBE[c.good].base;
        const head = `${prefix}-cube-head-${c.good}`;
        return (
          <g key={i} role="img" aria-label={c.label} className="bm-cube-path" data-cube-path={c.path.join('>')} data-good={c.good}>
            <defs>
              <marker id={head} viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse">
                <path d="M 0 0 L 10 5 L 0 10 z" fill={colour} stroke={PAPER} strokeWidth="1" />
              </marker>
            </defs>
            {pts.length > 1 ? (
              <>
                <polyline points={pts.join(' ')} fill="none" stroke={PAPER} strokeWidth="11" strokeLinecap="round" strokeLinejoin="round" opacity={0.9} />
                <polyline
                  points={pts.join(' ')}
                  fill="none"
                  stroke={colour}
                  strokeWidth="6"
                  strokeDasharray="12 6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  markerEnd={`url(#${head})`}
                />
              </>
            ) : null}
            <circle cx={first.x + shift} cy={first.y + shift} r="8" fill={colour} stroke={PAPER} strokeWidth="3" />
          </g>
        );
      })}
    </g>
  );
}
