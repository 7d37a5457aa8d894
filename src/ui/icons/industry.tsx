import type { ReactNode } from 'react';
import type { SpaceIcon } from '../../engine/rulesets/pittsburgh/data/types';
import { INDUSTRY, INK, WHITE } from './palette';
import { InlineSvg, Place, type GlyphProps, type IconProps } from './svg';

/** A gear with 8 teeth around (12, 12), with a hole (even-odd). */
const GEAR = (() => {
  const pts: string[] = [];
  const teeth = 8;
  for (let i = 0; i < teeth * 4; i++) {
    const r = i % 4 < 2 ? 7.4 : 5.4;
    const a = ((i - 0.5) / (teeth * 4)) * 2 * Math.PI;
    pts.push(`${(12 + r * Math.cos(a)).toFixed(2)} ${(12 + r * Math.sin(a)).toFixed(2)}`);
  }
  return `M${pts.join('L')}Z M14.4 12a2.4 2.4 0 1 0-4.8 0a2.4 2.4 0 1 0 4.8 0Z`;
})();

/** A mine cart heaped with coal (white, 24 grid): Pittsburgh's and Lancashire's coal symbol. */
export function CoalCart() {
  return (
    <g fill={WHITE}>
      <path d="M7.2 10.2 8.8 7.6l2 .8 1.6-2 2 1.3 1.9-.4.9 2.9Z" />
      <path d="M5.3 11h13.4l-1.6 5H6.9Z" />
      <circle cx="9" cy="17.6" r="1.6" />
      <circle cx="15" cy="17.6" r="1.6" />
    </g>
  );
}

/** A coloured disc with a pictogram on it: the shape of every industry symbol. */
export function Badge({ bg, children, ...at }: GlyphProps & { bg: string; children: ReactNode }) {
  return (
    <Place {...at}>
      <circle cx="12" cy="12" r="11.2" fill={bg} stroke={INK} strokeWidth="0.8" />
      {children}
    </Place>
  );
}

/** White pictogram of each industry icon, on a 24 grid, drawn over its badge colour `bg`. */
function Pictogram({ kind, bg }: { kind: SpaceIcon; bg: string }) {
  switch (kind) {
    case 'coal':
      return <CoalCart />;
    case 'ironSteel': // a steel girder (I-beam)
      return <path fill={WHITE} d="M6 5.5h12v3h-4.4v7H18v3H6v-3h4.4v-7H6Z" />;
    case 'kerosene': // a kerosene lamp
      return (
        <g fill={WHITE}>
          <path d="M10.3 5.2h3.4v1.6h-3.4Z" />
          <path d="M9.8 7.6h4.4c1.9 1.4 2.2 5.1.5 7.2H9.3c-1.7-2.1-1.4-5.8.5-7.2Z" />
          <path d="M6.8 18.8h10.4l-1.7-3.2H8.5Z" />
          <path fill={bg} d="M12 9.3c-1.1 1.3-1.6 2.2-1.6 3.1a1.6 1.6 0 0 0 3.2 0c0-.9-.5-1.8-1.6-3.1Z" />
        </g>
      );
    case 'manufacturing': // a gear
      return <path fill={WHITE} fillRule="evenodd" d={GEAR} />;
    case 'automobile': // an early motor car
      return (
        <g>
          <path fill={WHITE} d="M4.3 15.6v-3.2l3.6-1.1 2.2-3.1h5l2.6 3.2 2 .8v3.4Z" />
          <path fill={bg} d="M11 9.2h1.8v2.3H9.4Z" />
          <circle cx="8.2" cy="16" r="2.2" fill={WHITE} stroke={bg} strokeWidth="1.2" />
          <circle cx="15.8" cy="16" r="2.2" fill={WHITE} stroke={bg} strokeWidth="1.2" />
        </g>
      );
    case 'skyscraper': // three towers with windows
      return (
        <g>
          <path fill={WHITE} d="M11.5 2.8h1v1.6h-1ZM9.6 4.4h4.8V19H9.6ZM5.6 10h3.2v9H5.6ZM15.2 7.6h3.2V19h-3.2Z" />
          <path
            fill={bg}
            d="M10.6 6h1v1.4h-1Zm1.8 0h1v1.4h-1Zm-1.8 2.6h1V10h-1Zm1.8 0h1V10h-1Zm-1.8 2.6h1v1.4h-1Zm1.8 0h1v1.4h-1Zm-1.8 2.6h1v1.4h-1Zm1.8 0h1v1.4h-1Z"
          />
        </g>
      );
  }
}

/** An industry icon of a board space as SVG content: a coloured disc with a white pictogram. */
export function IndustryGlyph({ kind, ...at }: GlyphProps & { kind: SpaceIcon }) {
  const bg = INDUSTRY[kind];
  return (
    <Badge bg={bg} {...at}>
      <Pictogram kind={kind} bg={bg} />
    </Badge>
  );
}

/** An industry icon inline in text. */
export function IndustryIcon({ kind, ...props }: IconProps & { kind: SpaceIcon }) {
  return (
    <InlineSvg {...props}>
      <IndustryGlyph kind={kind} />
    </InlineSvg>
  );
}
