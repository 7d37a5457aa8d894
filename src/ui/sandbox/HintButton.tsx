/**
 * "What would make it legal?" for the refused option in the notice: the button, then the engine's
 * smallest change (the ruleset's hint, asked through the store) in the ruleset's words.
 */
import { useTranslation } from '../../i18n/useTranslation';
import { useSandbox, useWords } from './SandboxContext';

export function HintButton() {
  const { t } = useTranslation();
  const w = useWords();
  const notice = useSandbox((s) => s.notice);
  const askHint = useSandbox((s) => s.askHint);
  if (!notice) return null;
  const hint = notice.hint;
  return (
    <div className="play-hint-box">
      {hint === undefined ? (
        <button type="button" onClick={askHint}>
          {t('play.hint.ask')}
        </button>
      ) : (
        <>
          <p className="play-hint-text">{w.hint(hint)}</p>
          {w.hintOnBoard(hint) ? <p className="play-help">{t('play.hint.ghostNote')}</p> : null}
        </>
      )}
    </div>
  );
}
