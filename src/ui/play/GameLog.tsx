/** The game so far, newest first: who did what, every effect in words (EffectList). */
import { useTranslation } from 'react-i18next';
import { useAreas } from '../../i18n/areas';
import { usePlay } from '../../store/PlayStoreContext';
import { EffectList } from '../lesson/EffectList';
import { usePlayNamer } from './usePlayNamer';

export function GameLog() {
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'play');
  const n = usePlayNamer();
  const log = usePlay((s) => s.log);
  const holder = usePlay((s) => s.holder);
  if (log.length === 0) return null;
  const shown = log
    .map((e, i) => ({ e, i }))
    .reverse()
    .slice(0, 40);
  return (
    <details className="play-log">
      <summary>{t('play.log.title', { count: log.length })}</summary>
      <ol reversed>
        {shown.map(({ e, i }) => (
          <li key={i}>
            <details>
              <summary>
                {t('play.log.entry', {
                  n: i + 1,
                  who: n.owner(e.colour),
                  action: t(`play.actions.${e.action.type}`),
                  round: e.before.round,
                  era: e.before.era,
                })}
              </summary>
              <EffectList effects={e.effects} learner={holder ?? ''} state={e.before} />
            </details>
          </li>
        ))}
      </ol>
    </details>
  );
}
