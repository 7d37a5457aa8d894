/**
 * The game so far, newest first: who did what; each entry opens to every effect in words (the
 * ruleset's Effects) and can show the moment after it on the board, read-only, with "play on from here".
 */
import { useTranslation } from '../../i18n/useTranslation';
import { useParts, useSandbox, useWords } from './SandboxContext';

/** How many entries the log lists (the newest); older ones stay in the game, and in the count. */
const SHOWN = 60;

export function GameLog() {
  const { t } = useTranslation();
  const w = useWords();
  const { Effects } = useParts();
  const log = useSandbox((s) => s.log);
  const holder = useSandbox((s) => s.holder);
  const viewing = useSandbox((s) => s.viewing);
  const view = useSandbox((s) => s.view);
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
          <li key={i} data-log={i} className={viewing === i ? 'is-viewing' : undefined} aria-current={viewing === i ? 'step' : undefined}>
            <details>
              <summary>{w.entry(e, i)}</summary>
              <Effects entry={e} holder={holder ?? ''} />
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
