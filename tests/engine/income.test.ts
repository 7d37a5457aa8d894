/** The income track (p.6): up by spaces, down by levels to the highest space of the new level. */
import { describe, expect, it } from 'vitest';
import { incomeTrack } from '../../src/engine/rulesets/pittsburgh/data/index.ts';
import { dropByLevels, highestSpaceOf, level, raiseBySpaces } from '../../src/engine/brass/income.ts';

describe('income track', () => {
  it.each([
    [0, -10],
    [9, -1],
    [10, 0],
    [11, 1],
    [12, 1],
    [13, 2],
    [14, 2],
    [20, 5],
    [29, 10],
    [30, 10],
    [31, 11],
    [33, 11],
    [34, 12],
    [60, 20],
    [61, 21],
    [64, 21],
    [99, 30],
  ])('space %i is level %i', (space, lvl) => {
    expect(level(incomeTrack, space)).toBe(lvl);
  });

  it.each([
    [-10, 0],
    [0, 10],
    [2, 14],
    [5, 20],
    [11, 33],
    [20, 60],
    [21, 64],
    [30, 99],
  ])('level %i has highest space %i', (lvl, space) => {
    expect(highestSpaceOf(incomeTrack, lvl)).toBe(space);
  });

  it('FAQ: space 20 (level 5) − 3 levels → level 2, space 14 (not 17)', () => {
    expect(dropByLevels(incomeTrack, 20, 3)).toBe(14);
  });
  it('FAQ: level 0 − 3 levels → level −3 (space 7)', () => {
    expect(dropByLevels(incomeTrack, 10, 3)).toBe(7);
    expect(level(incomeTrack, 7)).toBe(-3);
  });
  it('a drop from the lowest space of a level lands on the highest space of the new level', () => {
    expect(dropByLevels(incomeTrack, 13, 1)).toBe(12);
    expect(dropByLevels(incomeTrack, 31, 1)).toBe(30);
  });
  it('below level −10 is not allowed', () => {
    expect(dropByLevels(incomeTrack, 2, 3)).toBeUndefined();
    expect(dropByLevels(incomeTrack, 3, 3)).toBe(0);
  });
  it('raises by spaces, capped at the last space', () => {
    expect(raiseBySpaces(incomeTrack, 10, 4)).toBe(14);
    expect(raiseBySpaces(incomeTrack, 97, 5)).toBe(99);
  });
});
