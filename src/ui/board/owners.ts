/**
 * The owner palette and owner names, defined once: colour, the text colour on it (WCAG AA, at
 * least 4.5:1), the pattern drawn over tiles (so owners differ without colour), the i18n key of
 * the letter shown on every tile and link, and `ownerName` (the one name table, board.owners).
 * Player colours are free strings in the engine; the four of newGame (PLAYER_COLOURS) are listed,
 * anything else falls back to grey with the "other" letter and is named with its colour word.
 */
import type { TFunction } from 'i18next';
import { PLAYER_COLOURS, type PlayerColour } from '../../engine/rulesets/pittsburgh';

export interface OwnerStyle {
  colour: string;
  /** Text colour on `colour` (contrast ≥ 4.5:1). */
  text: string;
  /** Pattern over tiles: SVG pattern element id (defined in BoardDefs). */
  pattern: string;
  /** Key under board.owners for the name and the letter (B / 蓝 …). */
  key: string;
}

export const OWNERS: Readonly<Record<PlayerColour, OwnerStyle>> = {
  blue: { colour: '#1f5fae', text: '#ffffff', pattern: 'owner-stripes', key: 'blue' },
  orange: { colour: '#f0962a', text: '#1f2328', pattern: 'owner-dots', key: 'orange' },
  green: { colour: '#2e7a36', text: '#ffffff', pattern: 'owner-cross', key: 'green' },
  purple: { colour: '#6b3fa0', text: '#ffffff', pattern: 'owner-waves', key: 'purple' },
};

const OTHER: OwnerStyle = { colour: '#5f6670', text: '#ffffff', pattern: 'owner-none', key: 'other' };

const isKnown = (colour: string): colour is PlayerColour => (PLAYER_COLOURS as readonly string[]).includes(colour);

export function ownerStyle(colour: string): OwnerStyle {
  return isKnown(colour) ? OWNERS[colour] : OTHER;
}

/**
 * A player's name in the reader's language: "Blue" / "蓝方" for the four colours of the game,
 * the colour word itself ("Teal" / "玩家Teal") for any other colour a shared or edited position holds.
 */
export function ownerName(t: TFunction, colour: string): string {
  if (isKnown(colour)) return t(`board.owners.${colour}.name`);
  const word = colour.trim();
  return word ? t('board.owners.other.named', { colour: word[0]?.toUpperCase() + word.slice(1) }) : t('board.owners.other.name');
}
