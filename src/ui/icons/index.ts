/**
 * The project's own icon set, drawn on a 24 × 24 grid. Each icon comes twice:
 * `…Icon` for inline use in text (an <svg> sized in em, decorative unless given a `title`),
 * `…Glyph` for use inside another SVG (a <g> placed with x, y and size in the parent's units).
 */
export type { GlyphProps, IconProps } from './svg';
export { IndustryGlyph, IndustryIcon } from './industry';
export { SearchIcon } from './controls';
export { CubeGlyph, CubeIcon, WhiskeyGlyph, WhiskeyIcon } from './goods';
export {
  CashGlyph,
  CashIcon,
  DevelopGlyph,
  DevelopIcon,
  IncomeGlyph,
  IncomeIcon,
  LinkGlyph,
  LinkIcon,
  StarGlyph,
  StarIcon,
  VpGlyph,
  VpIcon,
} from './rewards';
export { CUBE, INDUSTRY, INK, WHISKEY } from './palette';
