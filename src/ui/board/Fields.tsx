import type { Board } from '../../engine/rulesets/pittsburgh/data/types';
import type { FieldLayout } from './layout';
import { AssumedTag } from './Marks';
import { LabelAt } from './Label';
import type { LabelSpot } from './labelPlacement';
import { ASSUMED, FIELD_INK, INK } from './style';

/** An oil derrick, centred on (0, 0), about 24 tall. */
export function Derrick({ colour }: { colour: string }) {
  return (
    <g stroke={colour} strokeWidth="1.6" fill="none" strokeLinecap="round">
      <path d="M-6 10 0-11 6 10M-4.3 4h8.6M-2.6-2.2h5.2M-4.3 4 2.6-2.2M4.3 4-2.6-2.2" />
      <path d="M-8 10h16" strokeWidth="2" />
    </g>
  );
}

export function OilFields({ board, fields, labels }: { board: Board; fields: Map<string, FieldLayout>; labels: Map<string, LabelSpot> }) {
  const tagged = board.provenance.status !== 'assumed';
  return (
    <g className="bm-fields">
      {board.oilFields.map((f) => {
        const l = fields.get(f.id);
        if (!l) return null;
        const assumed = f.provenance.status === 'assumed';
        const label = labels.get(f.id);
        return (
          <g key={f.id} data-field={f.id}>
            {assumed ? (
              <ellipse
                cx={l.centre.x}
                cy={l.centre.y}
                rx={l.rx + 4}
                ry={l.ry + 4}
                fill="none"
                stroke={ASSUMED}
                strokeWidth="2"
                strokeDasharray="2 3"
              />
            ) : null}
            <ellipse
              className="bm-field"
              cx={l.centre.x}
              cy={l.centre.y}
              rx={l.rx}
              ry={l.ry}
              fill="#3b2f2f"
              stroke={INK}
              strokeWidth="1.2"
            />
            <g transform={`translate(${l.centre.x} ${l.centre.y + 1}) scale(0.95)`}>
              <Derrick colour="#f1dfb8" />
            </g>
            {label ? <LabelAt spot={label} colour={FIELD_INK} italic /> : null}
            {assumed && tagged ? <AssumedTag x={l.centre.x} y={l.centre.y - l.ry - 9} /> : null}
          </g>
        );
      })}
    </g>
  );
}
