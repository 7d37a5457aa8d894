import { DEVELOP, GOLD, INCOME, INK, WHITE } from './palette';
import { InlineSvg, Place, type GlyphProps, type IconProps } from './svg';

/** Income: a green tag with a rising arrow. */
export function IncomeGlyph(at: GlyphProps) {
  return (
    <Place {...at}>
      <rect x="2" y="2" width="20" height="20" rx="5" fill={INCOME} stroke={INK} strokeWidth="1" />
      <path d="M12 4.8 18.2 11.4h-4v7.4h-4.4v-7.4h-4Z" fill={WHITE} />
    </Place>
  );
}

/** Develop: a light bulb on a violet disc (an idea that takes tiles off the mat). */
export function DevelopGlyph(at: GlyphProps) {
  return (
    <Place {...at}>
      <circle cx="12" cy="12" r="11.2" fill={DEVELOP} stroke={INK} strokeWidth="0.8" />
      <path d="M12 4.2a5.4 5.4 0 0 0-3.2 9.8c.5.4.8 1 .8 1.7v.9h4.8v-.9c0-.7.3-1.3.8-1.7A5.4 5.4 0 0 0 12 4.2Z" fill="#ffe08a" />
      <path d="M9.6 17.6h4.8v1.3H9.6Zm.8 2h3.2v1.1h-3.2Z" fill={WHITE} />
    </Place>
  );
}

/** Victory points: a trophy cup. */
export function VpGlyph(at: GlyphProps) {
  return (
    <Place {...at}>
      <g stroke={INK} strokeWidth="1.1" strokeLinejoin="round">
        <path d="M7.5 5.5h-3c0 3.4 1.6 5 4 5.2M16.5 5.5h3c0 3.4-1.6 5-4 5.2" fill="none" strokeWidth="1.6" />
        <path d="M6.8 3.2h10.4v4.6a5.2 5.2 0 0 1-10.4 0Z" fill={GOLD} />
        <path d="M10.8 12.9h2.4v3.8h-2.4Z" fill={GOLD} />
        <path d="M7.6 16.7h8.8v3.6H7.6Z" fill={GOLD} />
      </g>
    </Place>
  );
}

/** Cash: a gold coin with a dollar sign. */
export function CashGlyph(at: GlyphProps) {
  return (
    <Place {...at}>
      <circle cx="12" cy="12" r="10.4" fill={GOLD} stroke={INK} strokeWidth="1.1" />
      <circle cx="12" cy="12" r="7.8" fill="none" stroke="#8a6a12" strokeWidth="0.9" />
      <path
        d="M14.6 9.2c-.4-1-1.4-1.6-2.6-1.6-1.5 0-2.6.8-2.6 2 0 2.8 5.4 1.6 5.4 4.6 0 1.3-1.2 2.2-2.8 2.2-1.3 0-2.4-.6-2.8-1.7M12 5.8v1.8m0 8.8v1.8"
        fill="none"
        stroke="#3d2e00"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </Place>
  );
}

/** A link-point icon: two chain links. */
export function LinkGlyph(at: GlyphProps) {
  return (
    <Place {...at}>
      <g transform="rotate(-45 12 12)" fill="none" strokeWidth="4.2" stroke={WHITE} opacity="0.85">
        <rect x="2.2" y="8.3" width="11.6" height="7.4" rx="3.7" />
        <rect x="10.2" y="8.3" width="11.6" height="7.4" rx="3.7" />
      </g>
      <g transform="rotate(-45 12 12)" fill="none" strokeWidth="2.4">
        <rect x="2.2" y="8.3" width="11.6" height="7.4" rx="3.7" stroke={INK} />
        <rect x="10.2" y="8.3" width="11.6" height="7.4" rx="3.7" stroke="#5a6470" />
      </g>
    </Place>
  );
}

/** A quality star. */
export function StarGlyph(at: GlyphProps) {
  return (
    <Place {...at}>
      <path
        d="m12 2.4 2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.2l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8Z"
        fill={GOLD}
        stroke={INK}
        strokeWidth="1.1"
        strokeLinejoin="round"
      />
    </Place>
  );
}

export const IncomeIcon = (p: IconProps) => (
  <InlineSvg {...p}>
    <IncomeGlyph />
  </InlineSvg>
);
export const DevelopIcon = (p: IconProps) => (
  <InlineSvg {...p}>
    <DevelopGlyph />
  </InlineSvg>
);
export const VpIcon = (p: IconProps) => (
  <InlineSvg {...p}>
    <VpGlyph />
  </InlineSvg>
);
export const CashIcon = (p: IconProps) => (
  <InlineSvg {...p}>
    <CashGlyph />
  </InlineSvg>
);
export const LinkIcon = (p: IconProps) => (
  <InlineSvg {...p}>
    <LinkGlyph />
  </InlineSvg>
);
export const StarIcon = (p: IconProps) => (
  <InlineSvg {...p}>
    <StarGlyph />
  </InlineSvg>
);
