/** The game log's sentence of one entry: "3. Blue: Build (Era 1, round 2)" (the log and the debrief say it alike). */
import type { TFunction } from 'i18next';
import type { LogEntry } from '../../store/playStore';
import type { Namer } from '../lesson/names';

/** The sentence of log entry `i` (0-based; the sentence counts from 1). */
export function logSentence(t: TFunction, n: Namer, e: Pick<LogEntry, 'colour' | 'action' | 'before'>, i: number): string {
  return t('play.log.entry', {
    n: i + 1,
    who: n.owner(e.colour),
    action: t(`play.actions.${e.action.type}`),
    round: e.before.round,
    era: e.before.era,
  });
}
