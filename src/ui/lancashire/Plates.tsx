/** Towns with their industry spaces, and the external locations (italic, with their link points). */
import { board, type Kind } from '../../engine/rulesets/lancashire/data/index.ts';
import { Space } from '../board/Places';
import { MapLabel } from '../board/Label';
import { CITY_FILL, FONT, INK, MERCHANT_EDGE, MERCHANT_FILL, MERCHANT_INK, NAVY } from '../board/style';
import { labelLines, type Lang } from '../board/text';
import { LinkGlyph } from '../icons/rewards';
import { KindGlyph } from './glyphs';
import type { LBoardLayout, LSpaceLayout } from './layout';

const kindGlyph = (kind: Kind, x: number, y: number, size: number) => <KindGlyph kind={kind} x={x} y={y} size={size} />;

function LSpace({ s }: { s: LSpaceLayout }) {
  return (
    <g data-space={s.id}>
      <Space box={s.box} icons={s.icons} glyph={kindGlyph} />
    </g>
  );
}

export function Plates({ layout, lang }: { layout: LBoardLayout; lang: Lang }) {
  return (
    <g className="lb-places" aria-hidden="true">
      {board.locations.map((l) => {
        const p = layout.plates.get(l.id);
        if (!p) return null;
        return (
          <g key={l.id} data-location={l.id}>
            <rect
              x={p.plate.x}
              y={p.plate.y}
              width={p.plate.w}
              height={p.plate.h}
              rx="6"
              fill={CITY_FILL}
              stroke={NAVY}
              strokeWidth="1.6"
            />
            {p.spaces.map((s) => (
              <LSpace key={s.id} s={s} />
            ))}
            <MapLabel box={p.plate} side={p.label} lines={labelLines(l.names[lang], lang)} size={FONT.place} colour={INK} />
          </g>
        );
      })}
      {board.external.map((e) => {
        const x = layout.externals.get(e.id);
        if (!x) return null;
        const { box } = x;
        return (
          <g key={e.id} data-location={e.id}>
            <rect x={box.x} y={box.y} width={box.w} height={box.h} rx="12" fill={MERCHANT_FILL} stroke={MERCHANT_EDGE} strokeWidth="1.6" />
            {Array.from({ length: e.linkPoints }, (_, i) => (
              <LinkGlyph key={i} x={box.x + 8 + i * 19} y={box.y + 8.5} size={17} />
            ))}
            {e.trade ? <KindGlyph kind="port" x={box.x + box.w - 27} y={box.y + 6} size={21} /> : null}
            <MapLabel box={box} side="below" lines={labelLines(e.names[lang], lang)} size={FONT.field} colour={MERCHANT_INK} italic />
          </g>
        );
      })}
    </g>
  );
}
