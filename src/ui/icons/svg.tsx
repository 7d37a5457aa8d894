import type { ReactNode } from 'react';

/** Where a glyph goes inside an SVG: top-left corner and size in the parent's units (a glyph is drawn on a 24 × 24 grid). */
export interface GlyphProps {
  x?: number;
  y?: number;
  /** Width and height in the parent's units (default 24). */
  size?: number;
  /** Accessible name and tooltip: one <title> for the whole glyph (not per path). */
  title?: string | undefined;
}

/** Props of an icon used inline in text: sized in em by default, hidden from assistive technology unless it has a title. */
export interface IconProps {
  /** Accessible name; without it the icon is decorative (the text next to it says what it is). */
  title?: string;
  /** CSS size (default 1.25em, so it sits in a line of text). */
  size?: string | number;
  className?: string;
}

export function Place({ x = 0, y = 0, size = 24, title, children }: GlyphProps & { children: ReactNode }) {
  const s = size / 24;
  return (
    <g transform={`translate(${x} ${y})${s === 1 ? '' : ` scale(${s})`}`}>
      {title ? <title>{title}</title> : null}
      {children}
    </g>
  );
}

export function InlineSvg({ title, size = '1.25em', className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className ? `icon ${className}` : 'icon'}
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}
