/** Small pictures for the legend, drawn with the map's own parts and colours. */
import { useId, type ReactNode } from 'react';
import { CubeGlyph, DevelopGlyph, IncomeGlyph, IndustryGlyph, LinkGlyph, StarGlyph, WhiskeyGlyph } from '../icons';
import { BoardDefs, defUrl } from './Defs';
import { Derrick } from './Fields';
import { ownerStyle } from './owners';
import {
  ASSUMED,
  ASSUMED_BG,
  CITY_FILL,
  GOLD,
  INK,
  MERCHANT_EDGE,
  MERCHANT_FILL,
  NAVY,
  PIPE,
  RAIL,
  SPACE_EDGE,
  SPACE_FILL,
  WHITE,
} from './style';

function Swatch({ w = 48, children }: { w?: number; children: ReactNode }) {
  return (
    <svg className="board-swatch" viewBox={`0 0 ${w} 28`} width={w} height="28" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const rail = (
  <>
    <path d="M2 14h44" stroke={RAIL} strokeWidth="6" />
    <path d="M2 14h44" stroke="#faf7f0" strokeWidth="2.2" strokeDasharray="6 6" />
  </>
);

export const SWATCH: Record<string, () => ReactNode> = {
  city: () => (
    <Swatch>
      <rect x="3" y="3" width="42" height="22" rx="4" fill={CITY_FILL} stroke={NAVY} strokeWidth="1.6" />
      <rect x="7" y="6" width="16" height="16" rx="2" fill={SPACE_FILL} stroke={SPACE_EDGE} />
      <rect x="25" y="6" width="16" height="16" rx="2" fill={SPACE_FILL} stroke={SPACE_EDGE} />
    </Swatch>
  ),
  dedicated: () => (
    <Swatch>
      <rect x="10" y="0.5" width="27" height="27" rx="3" fill={SPACE_FILL} stroke={SPACE_EDGE} />
      <IndustryGlyph kind="coal" x={13} y={3.5} size={21} />
    </Swatch>
  ),
  mixed: () => (
    <Swatch>
      <rect x="10" y="0.5" width="27" height="27" rx="3" fill={SPACE_FILL} stroke={SPACE_EDGE} />
      <path d="M12 25.5 35 2.5" stroke={SPACE_EDGE} />
      <IndustryGlyph kind="manufacturing" x={11} y={1.5} size={14.5} />
      <IndustryGlyph kind="kerosene" x={21.5} y={12} size={14.5} />
    </Swatch>
  ),
  merchant: () => (
    <Swatch>
      <rect x="2" y="2" width="44" height="24" rx="9" fill={MERCHANT_FILL} stroke={MERCHANT_EDGE} strokeWidth="1.6" />
      <rect x="6" y="5" width="18" height="18" rx="3" fill="#fbf6ea" stroke={MERCHANT_EDGE} strokeDasharray="3 2" />
      <LinkGlyph x={27} y={6} size={16} />
    </Swatch>
  ),
  linkIcons: () => (
    <Swatch>
      <LinkGlyph x={2} y={5} size={18} />
      <LinkGlyph x={20} y={5} size={18} />
    </Swatch>
  ),
  market: () => (
    <Swatch w={64}>
      <circle cx="13" cy="14" r="12" fill={GOLD} stroke={INK} />
      <text x="13" y="18.5" textAnchor="middle" fontSize="12" fontWeight="800" fill={INK}>
        $4
      </text>
      <CubeGlyph good="coal" x={27} y={6} size={16} />
      <rect x="44" y="6" width="16" height="16" rx="2" fill={SPACE_FILL} stroke={SPACE_EDGE} />
    </Swatch>
  ),
  cokeVp: () => (
    <Swatch>
      <CubeGlyph good="coke" x={4} y={5} size={18} />
      <rect x="25" y="5" width="18" height="18" rx="3" fill={SPACE_FILL} stroke={SPACE_EDGE} />
      <text x="34" y="18.5" textAnchor="middle" fontSize="12" fontWeight="800" fill="#8f1f18">
        4
      </text>
    </Swatch>
  ),
  rail: () => <Swatch>{rail}</Swatch>,
  pipeline: () => (
    <Swatch>
      <path d="M2 14h44" stroke={PIPE} strokeWidth="3.2" strokeDasharray="9 5" />
    </Swatch>
  ),
  barrels: () => (
    <Swatch>
      <path d="M2 14h44" stroke={PIPE} strokeWidth="3.2" strokeDasharray="9 5" />
      <rect x="9" y="4" width="30" height="20" rx="6" fill={WHITE} stroke={PIPE} />
      <CubeGlyph good="oil" x={11} y={6} size={16} />
      <CubeGlyph good="oil" x={24} y={6} size={16} />
    </Swatch>
  ),
  oilField: () => (
    <Swatch>
      <ellipse cx="24" cy="14" rx="19" ry="12.5" fill="#3b2f2f" stroke={INK} />
      <g transform="translate(24 14.5) scale(0.8)">
        <Derrick colour="#f1dfb8" />
      </g>
    </Swatch>
  ),
  bonus: () => (
    <Swatch w={78}>
      <WhiskeyGlyph x={1} y={2} size={24} />
      <IncomeGlyph x={27} y={3} size={22} />
      <DevelopGlyph x={52} y={2} size={24} />
    </Swatch>
  ),
  assumed: () => (
    <Swatch>
      <path d="M2 14h44" stroke={ASSUMED} strokeWidth="15" strokeDasharray="2 3" />
      <path d="M2 14h44" stroke={ASSUMED_BG} strokeWidth="11" />
      {rail}
    </Swatch>
  ),
  vanderbilt: () => (
    <Swatch w={56}>
      <CubeGlyph good="steel" x={2} y={4} size={20} />
      <text x="26" y="19.5" fontSize="13" fontWeight="800" fill={INK}>
        $10
      </text>
    </Swatch>
  ),
  quality: () => (
    <Swatch>
      <rect x="2" y="2" width="44" height="24" rx="4" fill="#f6f2e8" stroke="#55606b" />
      <StarGlyph x={5} y={5} size={18} />
      <text x="35" y="19.5" textAnchor="middle" fontSize="14" fontWeight="800" fill={INK}>
        5
      </text>
    </Swatch>
  ),
  lightRail: () => (
    <Swatch>
      <path d="M2 14h44" stroke={INK} strokeWidth="9" />
      <path d="M2 14h44" stroke={ownerStyle('blue').colour} strokeWidth="6" />
    </Swatch>
  ),
  heavyRail: () => (
    <Swatch>
      <path d="M2 14h44" stroke={INK} strokeWidth="15" />
      <path d="M2 14h44" stroke={ownerStyle('blue').colour} strokeWidth="12" />
      <path d="M2 14h44" stroke={WHITE} strokeWidth="2.4" />
    </Swatch>
  ),
  pipelineTile: () => (
    <Swatch>
      <path d="M2 14h44" stroke={INK} strokeWidth="9" strokeDasharray="11 6" />
      <path d="M2 14h44" stroke={ownerStyle('blue').colour} strokeWidth="6" strokeDasharray="11 6" />
    </Swatch>
  ),
  cubes: () => (
    <Swatch>
      <rect x="2" y="4" width="44" height="20" rx="3" fill={WHITE} stroke={INK} strokeWidth="0.8" />
      <CubeGlyph good="iron" x={3} y={6} size={15} />
      <text x="22" y="18.5" textAnchor="end" fontSize="12" fontWeight="800" fill={INK}>
        3
      </text>
      <CubeGlyph good="steel" x={25} y={6} size={15} />
      <text x="44" y="18.5" textAnchor="end" fontSize="12" fontWeight="800" fill={INK}>
        1
      </text>
    </Swatch>
  ),
  flipped: () => (
    <Swatch>
      <circle cx="24" cy="14" r="10" fill={GOLD} stroke={INK} strokeWidth="1.2" />
      <path d="M19 14l3.5 3.5 6-7" fill="none" stroke={INK} strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </Swatch>
  ),
  focus: () => (
    <Swatch>
      <rect x="5" y="4" width="38" height="20" rx="6" fill="none" stroke={INK} strokeWidth="7" />
      <rect x="5" y="4" width="38" height="20" rx="6" fill="none" stroke={GOLD} strokeWidth="4" />
    </Swatch>
  ),
};

/** A small industry tile in an owner's colour, pattern and letter. */
export function OwnerSwatch({ colour, letter, level = 'II' }: { colour: string; letter: string; level?: string }) {
  const prefix = `sw${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const o = ownerStyle(colour);
  return (
    <svg className="board-swatch" viewBox="0 0 40 40" width="34" height="34" aria-hidden="true" focusable="false">
      <BoardDefs prefix={prefix} />
      <rect x="1" y="1" width="38" height="38" rx="4" fill={o.colour} stroke={INK} strokeWidth="1.5" />
      <rect x="1" y="1" width="38" height="38" rx="4" fill={defUrl(prefix, o.pattern)} />
      <rect x="3" y="3" width="16" height="16" rx="3" fill={o.colour} stroke={o.text} strokeWidth="0.8" />
      <text x="11" y="16" textAnchor="middle" fontSize="13" fontWeight="800" fill={o.text}>
        {letter}
      </text>
      <rect x="21" y="4" width="16" height="14" rx="3" fill={WHITE} />
      <text x="29" y="15" textAnchor="middle" fontSize="11" fontWeight="800" fill={INK}>
        {level}
      </text>
      <IndustryGlyph kind="coal" x={3} y={21} size={17} />
    </svg>
  );
}
