/**
 * The game so far, newest first: who did what; each entry opens to every effect in words
 * (EffectList) and can show the moment after it on the board, read-only, with "play on from here".
 */
import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import { usePlay } from '../../store/PlayStoreContext';
import { EffectList } from '../lesson/EffectList';
import { logSentence } from './logSentence';
import { usePlayNamer } from './usePlayNamer';

/** How many entries the log lists (the newest); older ones stay in the game, and in the count. */
const SHOWN = 60;

export function GameLog() {
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'play');
  const n = usePlayNamer();
  const log = usePlay((s) => s.log);
  const holder = usePlay((s) => s.holder);
  const viewing = usePlay((s) => s.viewing);
  const view = usePlay((s) => s.view);
  if (log.length === 0) return null;
  const shown = log
    .map((e, i) => ({ e, i }))
    .reverse()
    .slice(0, SHOWN);
  return (
    <details className="play-log" open={viewing !== null ? true : undefined}>
      <summary>{t('play.log.title', { count: log.length })}</summary>
      <ol className="play-log-list">
        {shown.map(({ e, i }) => (
          <li key={i} className={viewing === i ? 'is-viewing' : undefined} aria-current={viewing === i ? 'step' : undefined}>
            <details>
              <summary>{logSentence(t, n, e, i)}</summary>
              <EffectList effects={e.effects} learner={holder ?? ''} state={e.before} />
            </details>
            <button type="button" className="play-log-show" onClick={() => view(viewing === i ? null : i)} aria-pressed={viewing === i}>
              {t(viewing === i ? 'play.log.hide' : 'play.log.show', { n: i + 1 })}
            </button>
          </li>
        ))}
      </ol>
    </details>
  );
}
