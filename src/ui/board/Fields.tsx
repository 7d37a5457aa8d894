import type { Board } from '../../engine/data/types';
import type { FieldLayout } from './layout';
import { AssumedTag } from './Marks';
import { MapLabel } from './Label';
import { ASSUMED, FIELD_INK, FONT, INK } from './style';
import { labelLines, nameIn, type Lang } from './text';

/** An oil derrick, centred on (0, 0), about 24 tall. */
export function Derrick({ colour }: { colour: string }) {
  return (
    <g stroke={colour} strokeWidth="1.6" fill="none" strokeLinecap="round">
      <path d="M-6 10 0-11 6 10M-4.3 4h8.6M-2.6-2.2h5.2M-4.3 4 2.6-2.2M4.3 4-2.6-2.2" />
      <path d="M-8 10h16" strokeWidth="2" />
    </g>
  );
}

export function OilFields({ board, fields, lang }: { board: Board; fields: Map<string, FieldLayout>; lang: Lang }) {
  const tagged = board.provenance.status !== 'assumed';
  return (
    <g className="bm-fields">
      {board.oilFields.map((f) => {
        const l = fields.get(f.id);
        if (!l) return null;
        const assumed = f.provenance.status === 'assumed';
        const box = { x: l.centre.x - l.rx, y: l.centre.y - l.ry, w: 2 * l.rx, h: 2 * l.ry };
        const lines = labelLines(nameIn(f.names, lang), lang);
        return (
          <g key={f.id} data-field={f.id}>
            {assumed ? <ellipse cx={l.centre.x} cy={l.centre.y} rx={l.rx + 4} ry={l.ry + 4} fill="none" stroke={ASSUMED} strokeWidth="2" strokeDasharray="2 3" /> : null}
            <ellipse cx={l.centre.x} cy={l.centre.y} rx={l.rx} ry={l.ry} fill="#3b2f2f" stroke={INK} strokeWidth="1.2" />
            <g transform={`translate(${l.centre.x} ${l.centre.y + 1}) scale(0.95)`}>
              <Derrick colour="#f1dfb8" />
            </g>
            <MapLabel box={box} side={l.label} lines={lines} size={FONT.field} colour={FIELD_INK} italic />
            {assumed && tagged ? <AssumedTag x={l.centre.x} y={l.centre.y - l.ry - 9} /> : null}
          </g>
        );
      })}
    </g>
  );
}
