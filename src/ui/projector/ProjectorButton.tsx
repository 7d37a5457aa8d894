/** The way into projector mode: a button, and the key P anywhere on the page (not while typing). */
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import { commandOf } from './stepping';
import { useProjector } from './useProjector';
import './projector.css';

export function ProjectorButton() {
  const { t } = useTranslation();
  useAreas('presenter');
  const { on, enter } = useProjector();
  // A layout effect: the keys work from the moment the page shows (a passive effect can run after a key press).
  useLayoutEffect(() => {
    if (on) return;
    const onKey = (e: KeyboardEvent) => {
      // A page shortcut that already used the key (the sandbox's P = Pass) keeps it.
      if (e.defaultPrevented) return;
      if (
        commandOf({ key: e.key, ctrlKey: e.ctrlKey, metaKey: e.metaKey, altKey: e.altKey, target: e.target as HTMLElement | null }) !==
        'toggle'
      )
        return;
      e.preventDefault();
      enter();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [on, enter]);
  return (
    <button type="button" className="projector-enter" onClick={enter} title={t('projector.enterHint')} aria-keyshortcuts="p">
      {/* Our own drawn "screen" icon: the ⛶ character is missing from common fonts and showed as a box. */}
      <svg className="projector-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M1 5V1h4M11 1h4v4M15 11v4h-4M5 15H1v-4" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>{' '}
      {t('projector.enter')}
    </button>
  );
}
