/** Every clickable object of a board, drawn bottom to top (a city plate under its spaces), for "why not this?" clicks in a lesson. */
import type { Board } from '../../engine/rulesets/pittsburgh/data/types';

export function boardTargets(board: Board): string[] {
  return [
    ...board.locations.map((l) => l.id),
    ...board.lines.map((l) => l.id),
    ...board.pipelineRoutes.map((r) => r.id),
    ...board.oilFields.map((f) => f.id),
    ...board.markets.map((m) => m.id),
    ...board.locations.flatMap((l) => (l.kind === 'city' ? l.spaces.map((s) => s.id) : [])),
    'vanderbilt',
  ];
}
