/** The focus ring lessons use: a gold ring with a dark edge around places, spaces, markets and fields; a gold halo under lines. */
import { along, type BoardLayout, type Segment } from './layout';
import { GOLD, INK } from './style';

type Box = { x: number; y: number; w: number; h: number };

function Ring({ box, pad, r }: { box: Box; pad: number; r: number }) {
  const rect = { x: box.x - pad, y: box.y - pad, width: box.w + 2 * pad, height: box.h + 2 * pad, rx: r + pad };
  return (
    <g className="bm-focus">
      <rect {...rect} fill="none" stroke={INK} strokeWidth="8" />
      <rect {...rect} fill="none" stroke={GOLD} strokeWidth="4.5" />
    </g>
  );
}

const d = (s: Segment) => {
  const a = along(s, -0.02);
  const b = along(s, 1.02);
  return `M${a.x} ${a.y}L${b.x} ${b.y}`;
};

/** Halo drawn under the lines, so the line itself stays readable. */
export function LineHighlights({ ids, layout }: { ids: ReadonlySet<string>; layout: BoardLayout }) {
  const segs = [...ids].map((id) => layout.lines.get(id) ?? layout.routes.get(id)).filter((s): s is Segment => s !== undefined);
  return (
    <g className="bm-focus-lines">
      {segs.map((s, i) => (
        <g key={i}>
          <path d={d(s)} stroke={INK} strokeWidth="24" strokeLinecap="round" fill="none" />
          <path d={d(s)} stroke={GOLD} strokeWidth="19" strokeLinecap="round" fill="none" />
        </g>
      ))}
    </g>
  );
}

/**
 * Rings: `under` = around locations, markets and oil fields, drawn beneath the plates so their
 * labels stay on top; `over` = around industry spaces, drawn over everything.
 */
export function Highlights({ ids, layout, layer }: { ids: ReadonlySet<string>; layout: BoardLayout; layer: 'under' | 'over' }) {
  const rings: { key: string; box: Box; pad: number; r: number }[] = [];
  if (layer === 'under')
    for (const id of ids) {
      const plate = layout.plates.get(id);
      if (plate) rings.push({ key: id, box: plate.plate, pad: 6, r: 8 });
      const market = layout.markets.get(id);
      if (market) rings.push({ key: id, box: market.box, pad: 5, r: 6 });
      const field = layout.fields.get(id);
      if (field)
        rings.push({
          key: id,
          box: { x: field.centre.x - field.rx, y: field.centre.y - field.ry, w: 2 * field.rx, h: 2 * field.ry },
          pad: 6,
          r: field.ry,
        });
    }
  if (layer === 'over')
    for (const p of layout.plates.values())
      for (const s of p.spaces) if (ids.has(s.id)) rings.push({ key: s.id, box: s.box, pad: 3, r: 4 });
  return (
    <g className="bm-focus-rings">
      {rings.map((r) => (
        <Ring key={r.key} box={r.box} pad={r.pad} r={r.r} />
      ))}
    </g>
  );
}
