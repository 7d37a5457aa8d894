/**
 * What the board draws while an era's end is walked step by step: the scoring counts the links and
 * industries that were on the map when the era ended, and the engine's state after the move has already
 * taken them away (links and level I tiles leave at the era's end). Until the removals step, the board
 * shows the position right after the move that ended the era — the executor's own preview of that move
 * without its flow — so a learner sees what scores; from the removals on, the position after it.
 */
import { preview, type GameState } from '../../engine/rulesets/pittsburgh';
import type { PlayStoreState } from '../../store/playStore';
import { shownState, unseenFlow } from '../../store/playStore';
import { flowStages, type StageKind } from './flowStages';

/** The step the flow panel shows for the newest unseen round end (0 when it has not moved yet). */
export function flowStepOf(s: Pick<PlayStoreState, 'log' | 'flowSeen' | 'flowStep'>): number {
  const index = unseenFlow(s);
  return index !== null && s.flowStep.index === index ? s.flowStep.step : 0;
}

/** Steps of an era's end drawn on the era's last board (before anything leaves it). */
const ON_THE_ERA_BOARD: ReadonlySet<StageKind> = new Set(['hands', 'order', 'income', 'links', 'industries']);

const lastBoards = new WeakMap<object, GameState | null>();

/** The position right after a logged move, before its flow (null if the engine refuses it again). */
function beforeFlow(entry: PlayStoreState['log'][number]): GameState | null {
  let s = lastBoards.get(entry);
  if (s === undefined) {
    const r = preview(entry.before, entry.action, undefined, { flow: false });
    s = r.ok ? r.next : null;
    lastBoards.set(entry, s);
  }
  return s;
}

/** The state the sandbox board draws: the era's last position during its scoring steps, else the shown one. */
export function boardState(s: PlayStoreState): GameState {
  const index = s.viewing === null ? unseenFlow(s) : null;
  const entry = index === null ? undefined : s.log[index];
  if (entry?.effects.some((e) => e.kind === 'era-end')) {
    const stage = flowStages(entry.effects)[flowStepOf(s)];
    if (stage && ON_THE_ERA_BOARD.has(stage.kind)) return beforeFlow(entry) ?? shownState(s);
  }
  return shownState(s);
}
