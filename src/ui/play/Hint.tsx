/** "What would make it legal?" for the refused option in the notice: the engine's smallest change (src/engine/hints). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whatWouldMakeItLegal, type Hint } from '../../engine/hints/index';
import { viewFor } from '../../engine/index';
import { usePlay } from '../../store/PlayStoreContext';
import { usePlayNamer } from './usePlayNamer';

export function HintButton({ optionId }: { optionId: string }) {
  const { t } = useTranslation();
  const n = usePlayNamer();
  const state = usePlay((s) => s.state);
  const holder = usePlay((s) => s.holder);
  const draft = usePlay((s) => s.drafts[s.drafts.length - 1]);
  const [hint, setHint] = useState<{ for: string; hint: Hint | null } | null>(null);
  if (!draft || !holder) return null;
  const shown = hint?.for === optionId ? hint : null;
  const text = (h: Hint | null) =>
    h === null
      ? t('play.hint.none')
      : h.kind === 'whiskey'
        ? t('play.hint.whiskey')
        : h.kind === 'cash'
          ? t('play.hint.cash', { n: h.amount })
          : h.kind === 'train'
            ? t(h.anyone ? 'play.hint.trainAnyone' : 'play.hint.trainOwn', { line: n.route(h.line) })
            : t('play.hint.card', { card: n.card(h.card) });
  return (
    <div className="play-hint-box">
      {shown ? (
        <p className="play-hint-text">{text(shown.hint)}</p>
      ) : (
        <button
          type="button"
          onClick={() => setHint({ for: optionId, hint: whatWouldMakeItLegal(viewFor(state, holder), draft, optionId) })}
        >
          {t('play.hint.ask')}
        </button>
      )}
    </div>
  );
}
