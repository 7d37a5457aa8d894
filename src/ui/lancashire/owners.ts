/**
 * The owner palette of Lancashire's four colours (the engine's red, yellow, green, purple): colour,
 * text colour on it (at least 4.5:1), pattern (so owners differ without colour; the patterns of
 * ../board/Defs) and the i18n key of the name and letter.
 */
import type { OwnerStyle } from '../board/owners';

export const L_OWNERS: Record<string, OwnerStyle> = {
  red: { colour: '#b3261e', text: '#ffffff', pattern: 'owner-stripes', key: 'red' },
  yellow: { colour: '#f2c230', text: '#1f2328', pattern: 'owner-dots', key: 'yellow' },
  green: { colour: '#2e7a36', text: '#ffffff', pattern: 'owner-cross', key: 'green' },
  purple: { colour: '#6b3fa0', text: '#ffffff', pattern: 'owner-waves', key: 'purple' },
};

const OTHER: OwnerStyle = { colour: '#5f6670', text: '#ffffff', pattern: 'owner-none', key: 'other' };

export const lOwnerStyle = (colour: string): OwnerStyle => L_OWNERS[colour] ?? OTHER;
