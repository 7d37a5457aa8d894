/** Colours and sizes of the drawn board (the cube and industry colours live in ../icons/palette). */
export { GOLD, INK, PAPER, WHITE } from '../icons/palette';

/** The "assumed" mark: the colours of StatusMark's .status-assumed (text 6.9:1 on its background). */
export const ASSUMED = '#8a3b00';
export const ASSUMED_BG = '#fff4d6';

export const LAND = '#f3eee1';
export const WATER = '#d3e5ef';
export const WATER_EDGE = '#a9c6d8';
export const NAVY = '#1d3557';
export const CITY_FILL = '#ffffff';
export const SPACE_FILL = '#f6f2e8';
export const SPACE_EDGE = '#8c8474';
export const MERCHANT_FILL = '#f1e4c6';
export const MERCHANT_EDGE = '#7a5a2b';
export const MERCHANT_INK = '#5c3f14';
export const RAIL = '#3a3631';
export const PIPE = '#4a3626';
export const FIELD_INK = '#4a3626';
export const MUTED = '#55606b';

/** Text sizes in map units (the map never renders narrower than 1000 px, so 1 unit ≥ 1 px). */
export const FONT = { place: 15, field: 13, small: 11.5, tag: 11.5 };

/** Halo behind text so it reads over lines. */
export const halo = { paintOrder: 'stroke', stroke: '#faf7f0', strokeWidth: 4, strokeLinejoin: 'round' } as const;
