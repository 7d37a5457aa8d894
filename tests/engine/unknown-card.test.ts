/**
 * Regression: `unknown-card` ("the card id is not a card of the game") used to be unreachable:
 * a validated hand holds only known cards, and the hand check answered first with
 * `card-not-in-hand` for any id. An id that is no card of the game now says so.
 */
import { describe, expect, it } from 'vitest';
import { base, position, refusal } from './helpers.ts';

describe('an action naming a card that does not exist', () => {
  const s = position(base());
  it('is refused with unknown-card, whatever the action', () => {
    expect(refusal(s, { type: 'loan', card: 'loc-atlantis-1' })).toBe('unknown-card');
    expect(refusal(s, { type: 'build', card: 'loc-atlantis-1', place: 'manufacturer-1', space: 'pittsburgh-2' })).toBe('unknown-card');
  });
  it('a real card that is not in hand is still card-not-in-hand', () => {
    expect(refusal(s, { type: 'loan', card: 'loc-erie-1' })).toBe('card-not-in-hand');
  });
});
