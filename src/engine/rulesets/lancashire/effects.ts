/** Every effect a Lancashire action or the flow can have (recorded in order, like src/engine/rulesets/pittsburgh/effects.ts). */
import type { Kind } from './data/index.ts';
import type { Colour } from './state.ts';

export type LEffect =
  | { kind: 'discard'; player: Colour; card: string }
  | { kind: 'cash'; player: Colour; delta: number; reason: string }
  | { kind: 'income'; player: Colour; from: number; to: number; reason: string }
  | { kind: 'vp'; player: Colour; delta: number; reason: string }
  | { kind: 'build'; player: Colour; space: string; tile: Kind; level: number; over?: { owner: Colour; level: number } }
  | { kind: 'coal'; from: string; to: string; distance?: number; price: number }
  | { kind: 'iron'; from: string; price: number }
  | { kind: 'demand-fill'; track: 'coal' | 'iron'; cubes: number; earned: number }
  | { kind: 'flip'; space: string; owner: Colour }
  | { kind: 'link'; player: Colour; link: string; period: 'canal' | 'rail' }
  | { kind: 'develop'; player: Colour; tile: Kind; level: number }
  | { kind: 'sale'; mill: string; to: string; flipped: boolean }
  | { kind: 'distant-tile'; value: number; marker: number; closed: boolean }
  | { kind: 'loan'; player: Colour; amount: number }
  | { kind: 'pass'; player: Colour }
  | { kind: 'turn-end'; player: Colour }
  | { kind: 'round-end'; round: number; order: Colour[] }
  | { kind: 'period-end'; period: 'canal' | 'rail' }
  | { kind: 'game-end'; winners: Colour[] };
