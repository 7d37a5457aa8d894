/**
 * A sandbox position one round before the game's end (era 2, round 8, one card each): both players
 * pass and era 2 is scored. Blue: a flipped Kerosene II in Detroit and a Whiskey Heavy Train
 * Canada–Detroit; Orange: a flipped Coal Mine II in Saginaw. Used by the debrief's tests (jsdom and
 * the browser, e2e/positions.ts).
 */
export const NEAR_END = {
  era: 2,
  round: 8,
  actionsLeft: 1,
  current: 'blue',
  turnOrder: ['blue', 'orange'],
  players: [
    { colour: 'blue', vp: 31, cash: 12, incomeSpace: 24, hand: ['loc-pittsburgh-1'] },
    { colour: 'orange', vp: 27, cash: 20, incomeSpace: 30, hand: ['loc-toledo-1'] },
  ],
  industries: [
    { owner: 'blue', place: 'kerosene-2', space: 'detroit-1', flipped: true },
    { owner: 'orange', place: 'coal-mine-2', space: 'saginaw-2', flipped: true },
  ],
  links: [
    { owner: 'blue', kind: 'heavyRail', type: 'whiskey', route: 'canada~detroit' },
    { owner: 'orange', kind: 'lightRail', route: 'detroit~saginaw' },
  ],
  deck: [],
  rngSeed: 11,
} as const;
