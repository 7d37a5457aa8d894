/**
 * The side panels: the Coal and Iron Demand tracks (prices from the top, cubes filling from the
 * bottom) and the Distant Market (its track of bonuses and the marker). Marks: the demand tracks'
 * start and bottom end are not read in our sources (assumed / inferred), the Distant Market's
 * amount is money in one source and income spaces in the other.
 */
import { useTranslation } from '../../i18n/useTranslation';
import { game } from '../../engine/rulesets/lancashire/data/index.ts';
import type { LState } from '../../engine/rulesets/lancashire/state.ts';
import { Tag } from '../board/Marks';
import { CUBE } from '../icons/palette';
import { FONT, INK, MUTED, NAVY, WHITE } from '../board/style';
import type { LBoardLayout, LPanel } from './layout';

function Frame({ panel, title }: { panel: LPanel; title: string[] }) {
  const { box } = panel;
  return (
    <>
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx="8" fill={WHITE} stroke={NAVY} strokeWidth="1.6" />
      <text x={box.x + box.w / 2} y={box.y + 14} textAnchor="middle" fontSize={FONT.small} fontWeight="700" fill={NAVY}>
        {title.map((line, i) => (
          <tspan key={i} x={box.x + box.w / 2} dy={i === 0 ? 0 : 13}>
            {line}
          </tspan>
        ))}
      </text>
    </>
  );
}

function DemandTrack({ panel, cubes, good, title }: { panel: LPanel; cubes: number; good: 'coal' | 'iron'; title: string[] }) {
  const prices = game.demandTracks.value.prices;
  const n = prices.length;
  return (
    <g data-panel={panel.id}>
      <Frame panel={panel} title={title} />
      {panel.rows.map((r, i) => {
        const filled = i >= n - cubes; // cubes fill from the bottom
        return (
          <g key={i}>
            <text x={r.x + 4} y={r.y + 12} fontSize={FONT.small} fontWeight="700" fill={INK}>
              £{prices[i]}
            </text>
            <rect
              x={r.x + r.w - 22}
              y={r.y + 1}
              width="14"
              height="14"
              rx="2"
              fill={filled ? CUBE[good].base : WHITE}
              stroke={filled ? INK : MUTED}
              strokeWidth="1"
              strokeDasharray={filled ? undefined : '2 2'}
            />
          </g>
        );
      })}
    </g>
  );
}

function DistantMarket({ panel, state, title }: { panel: LPanel; state?: LState; title: string[] }) {
  const bonus = game.distantMarket.value.bonus;
  const marker = state?.distant.marker ?? 0;
  return (
    <g data-panel="distant">
      <Frame panel={panel} title={title} />
      {panel.rows.map((r, i) => {
        const here = state !== undefined && i === marker;
        const b = bonus[i];
        return (
          <g key={i}>
            {here ? <rect x={r.x} y={r.y} width={r.w} height={r.h} rx="3" fill="#fde7a6" stroke={INK} strokeWidth="1.4" /> : null}
            <text x={r.x + 6} y={r.y + 12} fontSize={FONT.small} fontWeight="700" fill={INK}>
              {b === undefined ? '✕' : b > 0 ? `+${b}` : String(b)}
            </text>
            {here ? <circle cx={r.x + r.w - 12} cy={r.y + r.h / 2} r="5.5" fill={NAVY} stroke={WHITE} strokeWidth="1.4" /> : null}
          </g>
        );
      })}
    </g>
  );
}

export function Panels({ layout, state }: { layout: LBoardLayout; state?: LState }) {
  const { t } = useTranslation();
  const coal = layout.panels.get('coal');
  const iron = layout.panels.get('iron');
  const distant = layout.panels.get('distant');
  if (!coal || !iron || !distant) return null;
  const lines = (key: string) => t(key).split('\n');
  return (
    <g className="lb-panels" aria-hidden="true">
      <DemandTrack panel={coal} good="coal" cubes={state?.coalDemand ?? game.demandStart.value.coal} title={lines('lboard.panels.coal')} />
      <DemandTrack panel={iron} good="iron" cubes={state?.ironDemand ?? game.demandStart.value.iron} title={lines('lboard.panels.iron')} />
      <DistantMarket panel={distant} title={lines('lboard.panels.distant')} {...(state ? { state } : {})} />
      {/* The marks come from the data: a start no source gives, two sources that disagree. */}
      {game.demandStart.provenance.status === 'assumed' ? (
        <Tag
          x={(coal.box.x + iron.box.x + iron.box.w) / 2}
          y={coal.box.y + coal.box.h + 12}
          text={t('lboard.marks.demand')}
          size={FONT.tag}
        />
      ) : null}
      {game.distantMarket.provenance.conflict ? (
        <Tag
          x={distant.box.x + distant.box.w / 2}
          y={distant.box.y + distant.box.h + 12}
          text={t('lboard.marks.distant')}
          size={FONT.tag}
        />
      ) : null}
    </g>
  );
}
