/**
 * The owner palette, defined once: colour, the text colour on it (WCAG AA, at least 4.5:1),
 * the pattern drawn over tiles (so owners differ without colour) and the i18n key of the
 * letter shown on every tile and link. Player colours are free strings in the engine; the four
 * of newGame are listed, anything else falls back to grey with its own letter key.
 */
export interface OwnerStyle {
  colour: string;
  /** Text colour on `colour` (contrast ≥ 4.5:1). */
  text: string;
  /** Pattern over tiles: SVG pattern element id (defined in BoardDefs). */
  pattern: string;
  /** Key under board.owners for the name and the letter (B / 蓝 …). */
  key: string;
}

export const OWNERS: Record<string, OwnerStyle> = {
  blue: { colour: '#1f5fae', text: '#ffffff', pattern: 'owner-stripes', key: 'blue' },
  orange: { colour: '#f0962a', text: '#1f2328', pattern: 'owner-dots', key: 'orange' },
  green: { colour: '#2e7a36', text: '#ffffff', pattern: 'owner-cross', key: 'green' },
  purple: { colour: '#6b3fa0', text: '#ffffff', pattern: 'owner-waves', key: 'purple' },
};

const OTHER: OwnerStyle = { colour: '#5f6670', text: '#ffffff', pattern: 'owner-none', key: 'other' };

export function ownerStyle(colour: string): OwnerStyle {
  return OWNERS[colour] ?? OTHER;
}

/** Ids of the owner patterns, for BoardDefs. */
export const OWNER_PATTERNS = ['owner-stripes', 'owner-dots', 'owner-cross', 'owner-waves'] as const;
