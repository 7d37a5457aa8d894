/** What lies on the Lancashire board in a state: industry tiles (owner, level, cubes, flipped) and built canals and rails. */
import { useTranslation } from '../../i18n/useTranslation';
import type { LState } from '../../engine/rulesets/lancashire/state.ts';
import { defUrl } from '../board/Defs';
import { INK, WHITE } from '../board/style';
import { roman } from '../board/text';
import { CUBE } from '../icons/palette';
import { KindGlyph } from './glyphs';
import { alongL, type LBoardLayout } from './layout';
import { lOwnerStyle } from './owners';
import { CANAL, RAIL } from './Routes';

function useOwner(colour: string) {
  const { t } = useTranslation();
  const style = lOwnerStyle(colour);
  return { ...style, letter: t(`lboard.owners.${style.key}.letter`) };
}

function Tile({ space, state, layout, prefix }: { space: string; state: LState; layout: LBoardLayout; prefix: string }) {
  const tile = state.tiles[space];
  const box = [...layout.plates.values()].flatMap((p) => p.spaces).find((s) => s.id === space)?.box;
  const owner = useOwner(tile?.owner ?? '');
  if (!tile || !box) return null;
  const { x, y, w, h } = box;
  const cube = tile.kind === 'coal' || tile.kind === 'iron' ? CUBE[tile.kind] : null;
  return (
    <g data-tile={space} data-owner={tile.owner}>
      <rect x={x} y={y} width={w} height={h} rx="4" fill={owner.colour} stroke={INK} strokeWidth={tile.flipped ? 3 : 1.5} />
      <rect x={x} y={y} width={w} height={h} rx="4" fill={defUrl(prefix, owner.pattern)} />
      <text x={x + 4} y={y + 13} fontSize="12" fontWeight="800" fill={owner.text}>
        {owner.letter}
      </text>
      <text x={x + w - 4} y={y + 13} textAnchor="end" fontSize="11" fontWeight="800" fill={owner.text}>
        {roman(tile.level)}
      </text>
      <KindGlyph kind={tile.kind} x={x + 3} y={y + h - 19} size={16} />
      {cube && tile.cubes > 0 ? (
        <g>
          <rect x={x + w - 19} y={y + h - 18} width="16" height="15" rx="2" fill={cube.base} stroke={WHITE} strokeWidth="1" />
          <text x={x + w - 11} y={y + h - 6.5} textAnchor="middle" fontSize="11" fontWeight="800" fill={WHITE}>
            {tile.cubes}
          </text>
        </g>
      ) : null}
      {tile.flipped ? <path d={`M${x + w - 14} ${y + h}L${x + w} ${y + h - 14}L${x + w} ${y + h}Z`} fill={INK} /> : null}
    </g>
  );
}

function Link({ id, owner, period, layout }: { id: string; owner: string; period: 'canal' | 'rail'; layout: LBoardLayout }) {
  const o = useOwner(owner);
  const s = layout.links.get(id);
  if (!s) return null;
  const a = alongL(s, 0.22);
  const b = alongL(s, 0.78);
  const m = alongL(s, 0.5);
  return (
    <g data-link={id} data-owner={owner}>
      <path d={`M${a.x} ${a.y}L${b.x} ${b.y}`} stroke={period === 'canal' ? CANAL : RAIL} strokeWidth="13" strokeLinecap="round" />
      <path d={`M${a.x} ${a.y}L${b.x} ${b.y}`} stroke={o.colour} strokeWidth="8" strokeLinecap="round" />
      <circle cx={m.x} cy={m.y} r="9" fill={o.colour} stroke={INK} strokeWidth="1.4" />
      <text x={m.x} y={m.y + 4} textAnchor="middle" fontSize="11" fontWeight="800" fill={o.text}>
        {o.letter}
      </text>
    </g>
  );
}

export function LinkPieces({ state, layout }: { state: LState; layout: LBoardLayout }) {
  return (
    <g className="lb-links" aria-hidden="true">
      {state.links.map((l) => (
        <Link key={l.id} id={l.id} owner={l.owner} period={l.period} layout={layout} />
      ))}
    </g>
  );
}

export function TilePieces({ state, layout, prefix }: { state: LState; layout: LBoardLayout; prefix: string }) {
  return (
    <g className="lb-tiles" aria-hidden="true">
      {Object.keys(state.tiles).map((space) => (
        <Tile key={space} space={space} state={state} layout={layout} prefix={prefix} />
      ))}
    </g>
  );
}
