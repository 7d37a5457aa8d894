/** The printed routes of the Lancashire board: canal routes as water bands, rail routes as tracks, the virtual link dotted. */
import { board } from '../../engine/rulesets/lancashire/data/index.ts';
import { INK } from '../icons/palette';
import type { LBoardLayout, LSegment } from './layout';

export const CANAL = '#6fa3c4';
export const RAIL = '#3a3631';
export const VIRTUAL = '#8a3b00';

const d = (s: LSegment) => `M${s.a.x} ${s.a.y}L${s.b.x} ${s.b.y}`;

export function Routes({ layout }: { layout: LBoardLayout }) {
  return (
    <g className="lb-routes" aria-hidden="true">
      {board.links.map((l) => {
        const s = layout.links.get(l.id);
        if (!s) return null;
        return (
          <g key={l.id} data-route={l.id}>
            {l.kinds.includes('canal') ? <path d={d(s)} stroke={CANAL} strokeWidth="9" strokeLinecap="round" /> : null}
            {l.kinds.includes('rail') ? (
              <>
                <path d={d(s)} stroke={RAIL} strokeWidth="2.2" />
                <path d={d(s)} stroke={RAIL} strokeWidth="6" strokeDasharray="1.6 6" />
              </>
            ) : null}
          </g>
        );
      })}
      <path d={d(layout.virtual)} stroke={VIRTUAL} strokeWidth="3" strokeDasharray="2 5" strokeLinecap="round" data-route="virtual" />
      <circle cx={(layout.virtual.a.x + layout.virtual.b.x) / 2} cy={(layout.virtual.a.y + layout.virtual.b.y) / 2} r="3" fill={INK} />
    </g>
  );
}
