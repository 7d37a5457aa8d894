import type { Box, Side } from './layout';
import { FONT, LAND, halo } from './style';
import { textWidth } from './text';
import { useBoardTextScale } from './textScale';

const BASE_LINE_H = 16;
const MAP_W = 1000;

/** Where the first baseline of a label goes, kept inside the map's width. */
export function labelPosition(p: Box, side: Side, lines: string[], size: number, LINE_H = BASE_LINE_H) {
  const n = lines.length;
  const w = Math.max(...lines.map((l) => textWidth(l, size)));
  const cx = Math.min(Math.max(p.x + p.w / 2, w / 2 + 4), MAP_W - w / 2 - 4);
  switch (side) {
    case 'above':
      return { x: cx, y: p.y - 6 - (n - 1) * LINE_H, anchor: 'middle' as const, w };
    case 'below':
      return { x: cx, y: p.y + p.h + size + 2, anchor: 'middle' as const, w };
    case 'left':
      return { x: p.x - 6, y: p.y + p.h / 2 + size * 0.35 - ((n - 1) * LINE_H) / 2, anchor: 'end' as const, w };
    case 'right':
      return { x: p.x + p.w + 6, y: p.y + p.h / 2 + size * 0.35 - ((n - 1) * LINE_H) / 2, anchor: 'start' as const, w };
  }
}

/** A name beside a shape, on one or two lines, over a soft background so lines under it do not cut it. */
export function MapLabel({ box, side, lines, size: baseSize, colour, italic = false }: { box: Box; side: Side; lines: string[]; size: number; colour: string; italic?: boolean }) {
  const scale = useBoardTextScale();
  // Enlarged (projector mode): every name — oilfields too — at least the size of a city's name, times the scale.
  const size = scale === 1 ? baseSize : Math.max(baseSize, FONT.place) * scale;
  const LINE_H = BASE_LINE_H * scale;
  const pos = labelPosition(box, side, lines, size, LINE_H);
  return (
    <g>
      {lines.map((l, i) => {
        const w = textWidth(l, size) + 6;
        const x = pos.anchor === 'middle' ? pos.x - w / 2 : pos.anchor === 'end' ? pos.x - w + 3 : pos.x - 3;
        return <rect key={i} x={x} y={pos.y + i * LINE_H - size * 0.85} width={w} height={size * 1.1} rx="3" fill={LAND} opacity="0.88" />;
      })}
      <text className="bm-label" x={pos.x} y={pos.y} textAnchor={pos.anchor} fontSize={size} fontWeight="700" fill={colour} fontStyle={italic ? 'italic' : undefined} {...halo}>
        {lines.map((l, i) => (
          <tspan key={i} x={pos.x} dy={i === 0 ? 0 : LINE_H}>
            {l}
          </tspan>
        ))}
      </text>
    </g>
  );
}
