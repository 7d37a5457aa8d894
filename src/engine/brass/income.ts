/**
 * The income track (p.6): income goes UP by spaces and DOWN by levels; after a drop the
 * marker lands on the HIGHEST space of the new level. Space 10 is level 0, not $10.
 */
import type { Provenance } from './provenance.ts';

/** A run of spaces that share the same number of spaces per level. */
export interface IncomeBand {
  firstSpace: number;
  lastSpace: number;
  firstLevel: number;
  spacesPerLevel: number;
}

export interface IncomeTrack {
  bands: IncomeBand[];
  startSpace: number;
  minLevel: number;
  maxLevel: number;
  bankruptcySpace: number;
  provenance: Provenance;
}

export function firstSpace(track: IncomeTrack): number {
  return Math.min(...track.bands.map((b) => b.firstSpace));
}

export function lastSpace(track: IncomeTrack): number {
  return Math.max(...track.bands.map((b) => b.lastSpace));
}

/** Income level shown next to a space. Spaces outside the track are clamped to it. */
export function level(track: IncomeTrack, space: number): number {
  const s = Math.min(Math.max(space, firstSpace(track)), lastSpace(track));
  for (const b of track.bands) {
    if (s >= b.firstSpace && s <= b.lastSpace) return b.firstLevel + Math.floor((s - b.firstSpace) / b.spacesPerLevel);
  }
  return track.minLevel;
}

/** Highest space of a level (levels outside the track are clamped). */
export function highestSpaceOf(track: IncomeTrack, lvl: number): number {
  const l = Math.min(Math.max(lvl, track.minLevel), track.maxLevel);
  for (const b of track.bands) {
    const levels = Math.ceil((b.lastSpace - b.firstSpace + 1) / b.spacesPerLevel);
    if (l >= b.firstLevel && l < b.firstLevel + levels) {
      return Math.min(b.firstSpace + (l - b.firstLevel + 1) * b.spacesPerLevel - 1, b.lastSpace);
    }
  }
  return track.startSpace;
}

/** Move up by spaces (income rewards); capped at the last space. */
export function raiseBySpaces(track: IncomeTrack, space: number, spaces: number): number {
  return Math.min(space + spaces, lastSpace(track));
}

/** Drop by levels; undefined when the new level would be below the minimum (the action is not allowed). */
export function dropByLevels(track: IncomeTrack, space: number, levels: number): number | undefined {
  if (levels <= 0) return space;
  const target = level(track, space) - levels;
  if (target < track.minLevel) return undefined;
  return highestSpaceOf(track, target);
}

export function isTrackSpace(track: IncomeTrack, space: number): boolean {
  return Number.isInteger(space) && space >= firstSpace(track) && space <= lastSpace(track);
}
