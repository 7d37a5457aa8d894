/**
 * Rings and pick targets on the Lancashire board: a space, a plate, a route or a panel. Pick
 * targets are keyboard-focusable buttons with accessible names (the classes of ../board/PickTargets,
 * so they look and behave the same).
 */
import type { Box } from '../board/layout';
import { activateKey, PickMark } from '../board/PickTargets';
import { alongL, type LBoardLayout, type LSegment } from './layout';

type Shape = { kind: 'box'; box: Box; r: number } | { kind: 'seg'; seg: LSegment };

const grow = (b: Box, by: number): Box => ({ x: b.x - by, y: b.y - by, w: b.w + 2 * by, h: b.h + 2 * by });

export function shapeOf(id: string, layout: LBoardLayout): Shape | null {
  for (const p of layout.plates.values()) {
    const s = p.spaces.find((x) => x.id === id);
    if (s) return { kind: 'box', box: grow(s.box, 4), r: 6 };
  }
  const plate = layout.plates.get(id)?.plate ?? layout.externals.get(id)?.box;
  if (plate) return { kind: 'box', box: grow(plate, 8), r: 10 };
  const panel = layout.panels.get(id as 'coal' | 'iron' | 'distant');
  if (panel) return { kind: 'box', box: grow(panel.box, 5), r: 10 };
  const seg = layout.links.get(id);
  if (seg) return { kind: 'seg', seg };
  return null;
}

const segPath = (s: LSegment) => {
  const a = alongL(s, 0.12);
  const b = alongL(s, 0.88);
  return { a, b, d: `M${a.x} ${a.y}L${b.x} ${b.y}` };
};

/** Rings around what a lesson points at (under the picks). */
export function Rings({ ids, layout }: { ids: readonly string[]; layout: LBoardLayout }) {
  return (
    <g className="lb-rings" aria-hidden="true">
      {ids.map((id) => {
        const s = shapeOf(id, layout);
        if (!s) return null;
        return s.kind === 'box' ? (
          <rect
            key={id}
            x={s.box.x - 3}
            y={s.box.y - 3}
            width={s.box.w + 6}
            height={s.box.h + 6}
            rx={s.r + 2}
            fill="none"
            stroke="#0b57d0"
            strokeWidth="3.5"
          />
        ) : (
          <path key={id} d={segPath(s.seg).d} stroke="#0b57d0" strokeWidth="16" strokeOpacity="0.45" strokeLinecap="round" />
        );
      })}
    </g>
  );
}

export function Picks({
  ids,
  picked,
  layout,
  onPick,
  label,
}: {
  ids: readonly string[];
  picked: ReadonlySet<string>;
  layout: LBoardLayout;
  onPick: (id: string) => void;
  label: (id: string) => string;
}) {
  return (
    <g className="bm-picks">
      {ids.map((id) => {
        const s = shapeOf(id, layout);
        if (!s) return null;
        const on = picked.has(id);
        return (
          <g
            key={id}
            className={`bm-pick${on ? ' is-picked' : ''}`}
            role="button"
            tabIndex={0}
            aria-pressed={on}
            aria-label={label(id)}
            data-pick={id}
            onClick={() => onPick(id)}
            onKeyDown={activateKey(() => onPick(id))}
          >
            {s.kind === 'box' ? <PickMark shape={s} on={on} /> : <PickMark shape={{ kind: 'line', ...segPath(s.seg) }} on={on} />}
          </g>
        );
      })}
    </g>
  );
}
