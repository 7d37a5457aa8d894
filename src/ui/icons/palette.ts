/**
 * Colours of the drawn pieces, in one place. The cube colours are those of styles.css
 * (--coal, --iron, --steel, --coke, --oil, --whiskey); keep the two in step.
 */
import type { Good, SpaceIcon } from '../../engine/rulesets/pittsburgh/data/types';

export const INK = '#1f2328';
export const PAPER = '#faf7f0';
export const WHITE = '#ffffff';
export const GOLD = '#f1c453';

/** Cube and barrel colours (styles.css variables). `top`/`side` are the lit and shaded faces. */
export const CUBE: Record<Good, { base: string; top: string; side: string }> = {
  coal: { base: '#222222', top: '#5a5a5a', side: '#101010' },
  iron: { base: '#d9822b', top: '#f0a85e', side: '#a95f17' },
  steel: { base: '#8a8f98', top: '#b9bdc4', side: '#64686f' },
  coke: { base: '#b3261e', top: '#dc5a50', side: '#7f1a14' },
  oil: { base: '#3b2f2f', top: '#6b5656', side: '#241c1c' },
};
export const WHISKEY = '#a0522d';

/** Badge colour of each industry icon; white pictograms on them have at least 4.5:1 contrast. */
export const INDUSTRY: Record<SpaceIcon, string> = {
  coal: '#2b2b2b',
  ironSteel: '#55606b',
  kerosene: '#0b6a6a',
  manufacturing: '#845214',
  automobile: '#a3304a',
  skyscraper: '#1d3557',
};

export const INCOME = '#1b6e3f';
export const DEVELOP = '#5b3f8c';
