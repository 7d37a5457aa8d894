import { useTranslation } from '../../i18n/useTranslation';
import { ASSUMED, ASSUMED_BG, FONT } from './style';
import { textWidth } from './text';

/** The "assumed" tag on the map: StatusMark's words and colours, as SVG. (x, y) = its centre. */
export function AssumedTag({ x, y, big = false }: { x: number; y: number; big?: boolean }) {
  const { t } = useTranslation();
  return <Tag x={x} y={y} text={t('common.status.assumed')} size={big ? 13 : FONT.tag} />;
}

/** A tag centred on (x, y), or with `start`, starting at x (so a long label never leaves the map on the left). */
export function Tag({ x: at, y, text, size, start = false }: { x: number; y: number; text: string; size: number; start?: boolean }) {
  const label = text.toLocaleUpperCase();
  const w = textWidth(label, size) + size * 1.2;
  const x = start ? at + w / 2 : at;
  const h = size + 6;
  return (
    <g className="bm-tag">
      <rect
        x={x - w / 2}
        y={y - h / 2}
        width={w}
        height={h}
        rx={h / 2}
        fill={ASSUMED_BG}
        stroke={ASSUMED}
        strokeWidth="1.4"
        strokeDasharray="1.5 2.2"
      />
      <text x={x} y={y + size * 0.36} textAnchor="middle" fontSize={size} fontWeight="700" fill={ASSUMED} letterSpacing="0.03em">
        {label}
      </text>
    </g>
  );
}

/** Dotted outline in the assumed colour around a box. */
export function AssumedOutline({ x, y, w, h, r }: { x: number; y: number; w: number; h: number; r: number }) {
  return (
    <rect
      x={x - 3.5}
      y={y - 3.5}
      width={w + 7}
      height={h + 7}
      rx={r + 3}
      fill="none"
      stroke={ASSUMED}
      strokeWidth="2"
      strokeDasharray="2 3"
      strokeLinecap="round"
    />
  );
}
