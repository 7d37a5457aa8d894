/**
 * Clickable targets on the map for lessons: each pickable id (an industry space, a rail line, a
 * pipeline route, a location, an oil field or a market) becomes a keyboard-focusable button with
 * an accessible name given by the caller. Picked targets are drawn solid, the others dashed.
 */
import type { KeyboardEvent } from 'react';
import type { Point } from '../../engine/rulesets/pittsburgh/data/types';
import { along, type BoardLayout, type Box, type Segment } from './layout';
import { GOLD, INK } from './style';

type Shape = { kind: 'box'; box: Box; r: number } | { kind: 'seg'; seg: Segment };

/** Vanderbilt's price box in the top-left corner (Corners.tsx draws it at 10,10, 150×74). */
const VANDERBILT: Shape = { kind: 'box', box: { x: 4, y: 4, w: 162, h: 86 }, r: 8 };

function shapeOf(id: string, layout: BoardLayout): Shape | null {
  if (id === 'vanderbilt') return VANDERBILT;
  for (const p of layout.plates.values()) {
    const s = p.spaces.find((x) => x.id === id);
    if (s) return { kind: 'box', box: { x: s.box.x - 4, y: s.box.y - 4, w: s.box.w + 8, h: s.box.h + 8 }, r: 6 };
  }
  const plate = layout.plates.get(id);
  if (plate)
    return { kind: 'box', box: { x: plate.plate.x - 8, y: plate.plate.y - 8, w: plate.plate.w + 16, h: plate.plate.h + 16 }, r: 10 };
  const seg = layout.lines.get(id) ?? layout.routes.get(id);
  if (seg) return { kind: 'seg', seg };
  const market = layout.markets.get(id);
  if (market) return { kind: 'box', box: { x: market.box.x - 6, y: market.box.y - 6, w: market.box.w + 12, h: market.box.h + 12 }, r: 8 };
  const f = layout.fields.get(id);
  if (f) return { kind: 'box', box: { x: f.centre.x - f.rx - 6, y: f.centre.y - f.ry - 6, w: 2 * f.rx + 12, h: 2 * f.ry + 12 }, r: f.ry };
  return null;
}

/** Enter or Space on a focused pick target does what a click does. */
export const activateKey = (fn: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    fn();
  }
};

export type PickShape = { kind: 'box'; box: Box; r: number } | { kind: 'line'; a: Point; b: Point };

/** A pick target's drawing: a dashed gold ring (solid when picked) around a box, or a gold band along a line. */
export function PickMark({ shape, on }: { shape: PickShape; on: boolean }) {
  if (shape.kind === 'box') {
    const { box, r } = shape;
    return (
      <>
        <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={r} fill="transparent" stroke={INK} strokeWidth="7" />
        <rect
          x={box.x}
          y={box.y}
          width={box.w}
          height={box.h}
          rx={r}
          fill={on ? 'rgba(255, 196, 0, 0.18)' : 'transparent'}
          stroke={GOLD}
          strokeWidth="4"
          strokeDasharray={on ? undefined : '9 6'}
        />
      </>
    );
  }
  const { a, b } = shape;
  const d = `M${a.x} ${a.y}L${b.x} ${b.y}`;
  // hit area: a band 30 units wide around the line (a filled shape, so it has a box even when the line is straight up)
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const nx = (-(b.y - a.y) / len) * 15;
  const ny = ((b.x - a.x) / len) * 15;
  const band = `M${a.x + nx} ${a.y + ny}L${b.x + nx} ${b.y + ny}L${b.x - nx} ${b.y - ny}L${a.x - nx} ${a.y - ny}Z`;
  return (
    <>
      <path d={band} fill="transparent" />
      <path d={d} stroke={INK} strokeWidth="12" strokeLinecap="round" fill="none" opacity={on ? 1 : 0.85} />
      <path d={d} stroke={GOLD} strokeWidth="7" strokeLinecap="round" fill="none" strokeDasharray={on ? undefined : '12 8'} />
    </>
  );
}

export function PickTargets({
  ids,
  picked,
  layout,
  onPick,
  label,
  refused,
  shown,
  others,
  onOther,
}: {
  ids: readonly string[];
  picked: ReadonlySet<string>;
  /** Targets that may be clicked to hear why they are refused: faint, out of the tab order, aria-disabled. */
  refused?: ReadonlySet<string>;
  layout: BoardLayout;
  onPick: (id: string) => void;
  label: (id: string) => string;
  /** Targets a hint points at ("this is the move"): drawn solid in another colour. */
  shown?: ReadonlySet<string>;
  /** Everything else that may be clicked to hear why it is not part of the move (mouse only, drawn on hover). */
  others?: readonly string[];
  onOther?: (id: string) => void;
}) {
  const key = (id: string) => activateKey(() => onPick(id));
  return (
    <g className="bm-picks">
      {onOther ? (
        <g className="bm-others" aria-hidden="true">
          {(others ?? []).map((id) => {
            const s = shapeOf(id, layout);
            if (!s) return null;
            return (
              <g key={id} className="bm-other" data-other={id} onClick={() => onOther(id)}>
                {s.kind === 'box' ? (
                  <rect x={s.box.x} y={s.box.y} width={s.box.w} height={s.box.h} rx={s.r} fill="transparent" strokeWidth="3" />
                ) : (
                  <path
                    d={`M${along(s.seg, 0.1).x} ${along(s.seg, 0.1).y}L${along(s.seg, 0.9).x} ${along(s.seg, 0.9).y}`}
                    strokeWidth="16"
                    fill="none"
                  />
                )}
              </g>
            );
          })}
        </g>
      ) : null}
      {ids.map((id) => {
        const s = shapeOf(id, layout);
        if (!s) return null;
        const on = picked.has(id);
        const off = refused?.has(id) === true;
        const hinted = shown?.has(id) === true;
        return (
          <g
            key={id}
            className={`bm-pick${on ? ' is-picked' : ''}${off ? ' is-refused' : ''}${hinted ? ' is-shown' : ''}`}
            role="button"
            tabIndex={off ? -1 : 0}
            aria-pressed={on}
            {...(off ? { 'aria-disabled': true } : {})}
            aria-label={label(id)}
            data-pick={id}
            onClick={() => onPick(id)}
            onKeyDown={key(id)}
          >
            {s.kind === 'box' ? (
              <PickMark shape={s} on={on} />
            ) : (
              <PickMark shape={{ kind: 'line', a: along(s.seg, 0.04), b: along(s.seg, 0.96) }} on={on} />
            )}
          </g>
        );
      })}
    </g>
  );
}
