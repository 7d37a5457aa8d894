/** The way into projector mode: a button, and the key P anywhere on the page (not while typing). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreas } from '../../i18n/areas';
import { commandOf } from './stepping';
import { useProjector } from './useProjector';
import './projector.css';

export function ProjectorButton() {
  const { t } = useTranslation();
  useAreas('presenter');
  const { on, enter } = useProjector();
  useEffect(() => {
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
      <span aria-hidden="true">⛶ </span>
      {t('projector.enter')}
    </button>
  );
}
