/**
 * The key to the map, openable beside any board (lesson, FAQ entry, choice, sandbox): the same legend
 * as on the Components page (BoardLegend), the printed board's icons and the players' pieces. It opens
 * below its button, in the page's flow on wide screens (the board stays uncovered) and as a sheet at the
 * bottom of a phone's screen; Close or Escape shuts it and gives the focus back to the button.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import { BoardLegend } from './BoardLegend';

export function BoardKey() {
  const { t } = useTranslation();
  useAreas('board');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    }
  };
  return (
    <div className={`board-key${open ? ' is-open' : ''}`} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="board-key-toggle"
        aria-expanded={open}
        aria-controls={`${id}-key`}
        onClick={() => setOpen((o) => !o)}
      >
        {t('board.key.open')}
      </button>
      <div id={`${id}-key`} className="board-key-panel" role="region" aria-label={t('board.key.label')} hidden={!open}>
        {open ? (
          <>
            <button type="button" className="board-key-close" onClick={close}>
              {t('board.key.close')}
            </button>
            <BoardLegend />
            <BoardLegend pieces />
          </>
        ) : null}
      </div>
    </div>
  );
}
