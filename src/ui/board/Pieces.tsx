/** What lies on the board in a game state: industry tiles, links, oil, merchant tiles. */
import { useTranslation } from '../../i18n/useTranslation';
import { matPlace, merchantTiles } from '../../engine/rulesets/pittsburgh/data';
import type { Board, Good, Point } from '../../engine/rulesets/pittsburgh/data/types';
import type { Cubes, GameState, PlacedIndustry, PlacedLink } from '../../engine/rulesets/pittsburgh/state';
import { CubeGlyph, IndustryGlyph } from '../icons';
import { defUrl } from './Defs';
import { along, linkDiscAt, type BoardLayout, type Segment } from './layout';
import { ownerStyle } from './owners';
import { AssumedOutline } from './Marks';
import { Derrick } from './Fields';
import { GOLD, INK, WHITE } from './style';
import { roman } from './text';
import { useAreas } from '../../i18n/areas';
import { useIconNames } from './iconNames';

const GOODS: Good[] = ['coal', 'iron', 'steel', 'coke', 'oil'];

/** One owner letter in the reader's language, in the owner's colours. */
function useOwner(colour: string) {
  const { t } = useTranslation();
  useAreas('board');
  const style = ownerStyle(colour);
  return { ...style, letter: t(`board.owners.${style.key}.letter`) };
}

/** Cube counts side by side ("cube n" per good) on a white strip. */
function CubeCounts({ cubes, x, y, w, h }: { cubes: Cubes; x: number; y: number; w: number; h: number }) {
  const names = useIconNames();
  const goods = GOODS.filter((g) => (cubes[g] ?? 0) > 0);
  if (goods.length === 0) return null;
  const cellW = w / goods.length;
  const size = Math.min(h - 3, cellW - 9, 15);
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="3" fill={WHITE} stroke={INK} strokeWidth="0.8" />
      {goods.map((g, i) => (
        <g key={g}>
          <CubeGlyph good={g} x={x + i * cellW + 1} y={y + (h - size) / 2} size={size} title={names.good(g)} />
          <text x={x + (i + 1) * cellW - 2} y={y + h / 2 + 4.3} textAnchor="end" fontSize="12" fontWeight="800" fill={INK}>
            {cubes[g]}
          </text>
        </g>
      ))}
    </g>
  );
}

/** An industry tile on a square: owner colour and pattern, owner letter, level, industry; tick when flipped. */
export function IndustryTile({
  industry,
  box,
  prefix,
}: {
  industry: PlacedIndustry;
  box: { x: number; y: number; w: number; h: number };
  prefix: string;
}) {
  const owner = useOwner(industry.owner);
  const names = useIconNames();
  const place = matPlace(industry.place);
  const level = place && place.node === 'tile' ? roman(place.level) : '';
  const icon = place && place.node === 'tile' ? place.spaceIcon : null;
  const { x, y, w, h } = box;
  const hasCubes = Object.values(industry.cubes).some((n) => (n ?? 0) > 0);
  return (
    <g data-industry={industry.space} data-owner={industry.owner}>
      <rect x={x} y={y} width={w} height={h} rx="4" fill={owner.colour} stroke={INK} strokeWidth="1.5" />
      <rect x={x} y={y} width={w} height={h} rx="4" fill={defUrl(prefix, owner.pattern)} />
      <g className="bm-owner-mark">
        <title>{names.owner(owner.key)}</title>
        <rect x={x + 2} y={y + 2} width="16" height="16" rx="3" fill={owner.colour} stroke={owner.text} strokeWidth="0.8" />
        <text x={x + 10} y={y + 15} textAnchor="middle" fontSize="13" fontWeight="800" fill={owner.text}>
          {owner.letter}
        </text>
      </g>
      <rect x={x + w - 19} y={y + 3} width="17" height="14" rx="3" fill={WHITE} />
      <text x={x + w - 10.5} y={y + 14} textAnchor="middle" fontSize={11} fontWeight="800" fill={INK}>
        {level}
      </text>
      {hasCubes ? (
        <CubeCounts cubes={industry.cubes} x={x + 2} y={y + 20} w={w - 4} h={h - 22} />
      ) : icon ? (
        <IndustryGlyph kind={icon} x={x + 2} y={y + h - 19} size={17} title={names.industry(icon)} />
      ) : (
        <g transform={`translate(${x + 10.5} ${y + h - 10.5}) scale(0.6)`}>
          <circle r="14" fill="#3b2f2f" />
          <Derrick colour="#f1dfb8" />
        </g>
      )}
      {industry.flipped ? (
        <g>
          <circle cx={x + w - 9.5} cy={y + h - 9.5} r="8" fill={GOLD} stroke={INK} strokeWidth="1.2" />
          <path
            d={`M${x + w - 13.5} ${y + h - 9.5}l3 3 5-6`}
            fill="none"
            stroke={INK}
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      ) : null}
    </g>
  );
}

const d = (s: Segment) => {
  const a = along(s, 0);
  const b = along(s, 1);
  return `M${a.x} ${a.y}L${b.x} ${b.y}`;
};

/** A link tile on its line or route: light rail thin, heavy rail thick with a white centre, pipeline dashed. */
export function Link({ link, s, bonus, disc }: { link: PlacedLink; s: Segment; bonus: boolean; disc?: Point | undefined }) {
  const owner = useOwner(link.owner);
  const names = useIconNames();
  const path = d(s);
  const at = disc ?? linkDiscAt(s, bonus);
  return (
    <g data-link={link.route} data-owner={link.owner} data-kind={link.kind}>
      <title>{names.link(link.kind)}</title>
      {link.kind === 'lightRail' ? (
        <>
          <path d={path} stroke={INK} strokeWidth="9" fill="none" />
          <path d={path} stroke={owner.colour} strokeWidth="6" fill="none" />
        </>
      ) : link.kind === 'heavyRail' ? (
        <>
          <path d={path} stroke={INK} strokeWidth="15" fill="none" />
          <path d={path} stroke={owner.colour} strokeWidth="12" fill="none" />
          <path d={path} stroke={WHITE} strokeWidth="2.4" fill="none" />
        </>
      ) : (
        <>
          <path d={path} stroke={INK} strokeWidth="9" strokeDasharray="11 6" fill="none" />
          <path d={path} stroke={owner.colour} strokeWidth="6" strokeDasharray="11 6" fill="none" />
        </>
      )}
      <g className="bm-owner-mark">
        <title>{names.owner(owner.key)}</title>
        <circle className="bm-link-disc" cx={at.x} cy={at.y} r="10" fill={owner.colour} stroke={INK} strokeWidth="1.3" />
        <text x={at.x} y={at.y + 4.5} textAnchor="middle" fontSize="13" fontWeight="800" fill={owner.text}>
          {owner.letter}
        </text>
      </g>
      {link.cubes && Object.values(link.cubes).some((n) => (n ?? 0) > 0) ? (
        <CubeCounts cubes={link.cubes} x={along(s, 0.76).x - 13} y={along(s, 0.76).y - 10} w={26} h={20} />
      ) : null}
    </g>
  );
}

/** The link tiles of a state; `discs` (placeLinkDiscs) says where each shows its owner disc, clear of the names. */
export function LinkPieces({
  board,
  state,
  layout,
  discs,
}: {
  board: Board;
  state: Pick<GameState, 'links'>;
  layout: BoardLayout;
  discs?: Map<string, Point>;
}) {
  const withBonus = new Set(board.lines.filter((l) => l.bonus).map((l) => l.id));
  const withBarrels = new Set(board.pipelineRoutes.filter((r) => r.barrels > 0).map((r) => r.id));
  return (
    <g className="bm-links">
      {state.links.map((link) => {
        const s = link.kind === 'pipeline' ? layout.routes.get(link.route) : layout.lines.get(link.route);
        return s ? (
          <Link
            key={link.route}
            link={link}
            s={s}
            bonus={withBonus.has(link.route) || withBarrels.has(link.route)}
            disc={discs?.get(link.route)}
          />
        ) : null;
      })}
    </g>
  );
}

export function IndustryPieces({ state, layout, prefix }: { state: Pick<GameState, 'industries'>; layout: BoardLayout; prefix: string }) {
  const spaces = new Map<string, { x: number; y: number; w: number; h: number }>();
  for (const p of layout.plates.values()) for (const s of p.spaces) spaces.set(s.id, s.box);
  for (const [id, f] of layout.fields) spaces.set(id, { x: f.centre.x - 19, y: f.centre.y - 19, w: 38, h: 38 });
  return (
    <g className="bm-industries">
      {state.industries.map((ind) => {
        const box = spaces.get(ind.space);
        return box ? <IndustryTile key={ind.space} industry={ind} box={box} prefix={prefix} /> : null;
      })}
    </g>
  );
}

/** Oil on each field (a barrel and the count) and a face-down tile not yet revealed. */
export function FieldPieces({
  board,
  state,
  layout,
}: {
  board: Board;
  state: Pick<GameState, 'oilFields' | 'industries'>;
  layout: BoardLayout;
}) {
  const names = useIconNames();
  return (
    <g className="bm-field-pieces">
      {board.oilFields.map((f) => {
        const st = state.oilFields[f.id];
        const l = layout.fields.get(f.id);
        if (!st || !l) return null;
        const onCity = state.industries.some((i) => i.space === f.id);
        return (
          <g key={f.id}>
            {st.tile && !st.revealed ? (
              <g>
                <rect
                  x={l.centre.x - l.rx - 10}
                  y={l.centre.y - l.ry - 9}
                  width="18"
                  height="20"
                  rx="3"
                  fill="#5c4a3a"
                  stroke={INK}
                  strokeWidth="1.2"
                />
                <text x={l.centre.x - l.rx - 1} y={l.centre.y - l.ry + 6} textAnchor="middle" fontSize="13" fontWeight="800" fill={WHITE}>
                  ?
                </text>
              </g>
            ) : null}
            {st.oil > 0 && !onCity ? (
              <g>
                <rect x={l.centre.x - 17} y={l.centre.y - 11} width="34" height="22" rx="8" fill="#f6ead0" stroke={INK} strokeWidth="1" />
                <CubeGlyph good="oil" x={l.centre.x - 16} y={l.centre.y - 9} size={18} title={names.good('oil')} />
                <text x={l.centre.x + 8} y={l.centre.y + 5.5} textAnchor="middle" fontSize="15" fontWeight="800" fill={INK}>
                  {st.oil}
                </text>
              </g>
            ) : null}
            {st.oil > 0 && onCity ? <CubeCounts cubes={{ oil: st.oil }} x={l.centre.x + 20} y={l.centre.y - 11} w={30} h={22} /> : null}
          </g>
        );
      })}
    </g>
  );
}

/** Merchant tiles in their slots: gold face (bonus still there) or red face (used), with the icons they buy. */
export function MerchantPieces({ state, layout }: { state: Pick<GameState, 'merchants'>; layout: BoardLayout }) {
  const names = useIconNames();
  return (
    <g className="bm-merchant-tiles">
      {Object.entries(state.merchants).map(([loc, m]) => {
        const slot = layout.plates.get(loc)?.slot;
        const tile = merchantTiles.find((mt) => mt.id === m.tile);
        if (!slot || !tile) return null;
        const icons = m.faceUp ? tile.front.icons : tile.back.icons;
        const size = icons.length > 1 ? 17 : 24;
        return (
          <g key={loc} data-merchant-tile={tile.id}>
            {tile.provenance.status === 'assumed' ? <AssumedOutline x={slot.x} y={slot.y} w={slot.w} h={slot.h} r={5} /> : null}
            <rect
              x={slot.x}
              y={slot.y}
              width={slot.w}
              height={slot.h}
              rx="5"
              fill={m.faceUp ? GOLD : '#b3261e'}
              stroke={INK}
              strokeWidth="1.4"
            />
            {icons.map((icon, i) => (
              <IndustryGlyph
                key={icon}
                kind={icon}
                x={icons.length > 1 ? slot.x + 2 + i * (slot.w - size - 4) : slot.x + (slot.w - size) / 2}
                y={icons.length > 1 ? slot.y + 2 + i * (slot.h - size - 4) : slot.y + (slot.h - size) / 2}
                size={size}
                title={names.industry(icon)}
              />
            ))}
          </g>
        );
      })}
    </g>
  );
}
