import type { Good } from '../../engine/rulesets/pittsburgh/data/types';
import { CUBE, INK, WHISKEY } from './palette';
import { InlineSvg, Place, type GlyphProps, type IconProps } from './svg';

/** A cube (coal, iron, steel, coke) seen from above at an angle, or an oil barrel; thin dark outline. */
export function CubeGlyph({ good, ...at }: GlyphProps & { good: Good }) {
  const c = CUBE[good];
  if (good === 'oil') {
    return (
      <Place {...at}>
        <path d="M6.2 3.5h11.6c1.6 2.8 1.6 14.2 0 17H6.2c-1.6-2.8-1.6-14.2 0-17Z" fill={c.base} stroke={INK} strokeWidth="1.1" />
        <path d="M5.4 8.3h13.2M5.4 15.7h13.2" stroke={c.top} strokeWidth="1.6" />
        <path d="M8.4 5.5c-.7 3-.7 10 0 13" stroke={c.top} strokeWidth="1" fill="none" opacity="0.8" />
      </Place>
    );
  }
  return (
    <Place {...at}>
      <g stroke={INK} strokeWidth="1.1" strokeLinejoin="round">
        <path d="M12 3.2 20.6 7.6 12 12 3.4 7.6Z" fill={c.top} />
        <path d="M3.4 7.6 12 12v9.2l-8.6-4.4Z" fill={c.base} />
        <path d="M20.6 7.6v9.2L12 21.2V12Z" fill={c.side} />
      </g>
    </Place>
  );
}

export function CubeIcon({ good, ...props }: IconProps & { good: Good }) {
  return (
    <InlineSvg {...props}>
      <CubeGlyph good={good} />
    </InlineSvg>
  );
}

/** A whiskey bottle. */
export function WhiskeyGlyph(at: GlyphProps) {
  return (
    <Place {...at}>
      <path d="M10.1 1.6h3.8v2h-3.8Z" fill="#5e3b1c" stroke={INK} strokeWidth="0.8" />
      <path
        d="M10.2 3.6h3.6v3.6c0 .7 3.2 1.8 3.2 4.8v8.4a1.6 1.6 0 0 1-1.6 1.6H8.6A1.6 1.6 0 0 1 7 20.4V12c0-3 3.2-4.1 3.2-4.8Z"
        fill={WHISKEY}
        stroke={INK}
        strokeWidth="1.1"
      />
      <path d="M8.6 12.6h6.8v4.6H8.6Z" fill="#f6e7c8" />
    </Place>
  );
}

export function WhiskeyIcon(props: IconProps) {
  return (
    <InlineSvg {...props}>
      <WhiskeyGlyph />
    </InlineSvg>
  );
}
