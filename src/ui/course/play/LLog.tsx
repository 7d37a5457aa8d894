/** The game log of a Lancashire game: each action with who, when and, opened, its effects in words (the engine's records). */
import { useTranslation } from '../../../i18n/useTranslation';
import type { LLogEntry } from '../../../store/lancashirePlayStore';
import { langOf } from '../../board/text';
import { LEffectList } from '../../lancashire/LEffectList';
import { actionLabel } from './labels';

export function LLog({ log }: { log: readonly LLogEntry[] }) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  return (
    <section className="play-log lplay-log" aria-labelledby="lplay-log-h">
      <h2 id="lplay-log-h">{t('lplay.log.title', { count: log.length })}</h2>
      {log.length === 0 ? <p>{t('lplay.log.empty')}</p> : null}
      <ul className="lplay-log-list">
        {log
          .map((e, i) => (
            <li key={i} data-log={i}>
              <details>
                <summary>
                  {t('lplay.log.entry', {
                    n: i + 1,
                    who: t(`lboard.owners.${e.colour}.name`),
                    bot: e.bot ? t('lplay.log.bot') : '',
                    action: actionLabel(t, lang, e.action),
                    period: t(`lancashire.periods.${e.before.period}`),
                    round: e.before.round,
                  })}
                </summary>
                <LEffectList effects={e.effects} />
              </details>
            </li>
          ))
          .reverse()}
      </ul>
    </section>
  );
}
