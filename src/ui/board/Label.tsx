import type { Box, Side } from './layout';
import { labelSize, labelSpot, type LabelSpot } from './labelPlacement';
import { LAND, halo } from './style';
import { useBoardTextScale } from './textScale';

const BASE_LINE_H = 16;

/** A name at a spot chosen for it (labelPlacement.ts), over a soft background so lines under it do not cut it. */
export function LabelAt({ spot, colour, italic = false }: { spot: LabelSpot; colour: string; italic?: boolean }) {
  return (
    <g>
      {spot.boxes.map((b, i) => (
        <rect key={i} x={b.x} y={b.y} width={b.w} height={b.h} rx="3" fill={LAND} opacity="0.88" />
      ))}
      <text
        className="bm-label"
        x={spot.x}
        y={spot.y}
        textAnchor={spot.anchor}
        fontSize={spot.size}
        fontWeight="700"
        fill={colour}
        fontStyle={italic ? 'italic' : undefined}
        {...halo}
      >
        {spot.lines.map((l, i) => (
          <tspan key={i} x={spot.x} dy={i === 0 ? 0 : spot.lineH}>
            {l}
          </tspan>
        ))}
      </text>
    </g>
  );
}

/** A name on a fixed side of a shape, on one or two lines (the Lancashire board, whose sides are set by hand). */
export function MapLabel({
  box,
  side,
  lines,
  size: baseSize,
  colour,
  italic = false,
}: {
  box: Box;
  side: Side;
  lines: string[];
  size: number;
  colour: string;
  italic?: boolean;
}) {
  const scale = useBoardTextScale();
  const spot = labelSpot(box, side, lines, labelSize(baseSize, scale), BASE_LINE_H * scale);
  return <LabelAt spot={spot} colour={colour} italic={italic} />;
}
