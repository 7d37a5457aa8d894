/**
 * The running game's status line for either ruleset: the game number, when, who acts, a strong
 * bot thinking; Step (bots paused), Undo and Redo (with why not), New game, projector mode and the
 * ruleset's own extras (Pittsburgh: the coach). It takes the focus when a game starts.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ProjectorButton } from '../projector/ProjectorButton';
import { unseenFlow } from '../../store/sandbox/sandboxStore';
import { useSandbox, useWords, type AnySandbox } from './SandboxContext';

export function StatusBar({ botDelay, onNewGame, extra }: { botDelay: number | null; onNewGame: () => void; extra?: ReactNode }) {
  const { t } = useTranslation();
  const w = useWords();
  const state = useSandbox((s) => s.state);
  const seed = useSandbox((s) => s.setup.seed);
  const over = useSandbox((s) => Boolean(s.state.gameOver));
  const botTurn = useSandbox(
    (s) => !s.state.gameOver && s.error === null && s.seats.find((x) => x.colour === w.acting(s.state))?.kind !== 'human',
  );
  const canUndo = useSandbox((s) => s.history.length > 0);
  const canRedo = useSandbox((s) => s.redoable.length > 0);
  const undo = useSandbox((s) => s.undo);
  const redo = useSandbox((s) => s.redo);
  const viewing = useSandbox((s) => s.viewing);
  const botStep = useSandbox((s) => s.botStep);
  const thinking = useSandbox((s) => s.thinking);
  const flowWaits = useSandbox((s) => flowWaiting(s));
  // a game that starts (Start, or a reload) takes the focus from the gone setup form: to its status line,
  // unless a part of it (the hand-over) already took it
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) status.current?.focus();
  }, []);
  const acting = w.acting(state);
  return (
    <div className="play-status">
      <p ref={status} tabIndex={-1} data-testid="game-status">
        <span data-testid="game-number">{t('play.status.game', { seed })}</span> · {w.when(state)}
        {!over && acting ? ` · ${t('play.status.acting', { who: w.owner(acting) })}` : ''}
      </p>
      <p className="play-thinking" role="status" data-testid="bot-thinking">
        {thinking && acting ? t('play.status.thinking', { who: w.owner(acting) }) : ''}
      </p>
      <div className="play-status-actions">
        {botTurn && botDelay === null ? (
          <button type="button" onClick={botStep} disabled={viewing !== null || flowWaits || thinking}>
            {t('play.status.step')}
          </button>
        ) : null}
        <button type="button" onClick={undo} disabled={!canUndo} aria-describedby={canUndo ? undefined : 'play-undo-why'}>
          {t('play.status.undo')}
        </button>
        <button type="button" onClick={redo} disabled={!canRedo} aria-describedby={canRedo ? undefined : 'play-redo-why'}>
          {t('play.status.redo')}
        </button>
        {canUndo ? null : (
          <span id="play-undo-why" className="play-help">
            {w.undoWhy}
          </span>
        )}
        {canRedo ? null : (
          <span id="play-redo-why" hidden>
            {t('play.status.redoWhy')}
          </span>
        )}
        <button type="button" onClick={onNewGame}>
          {t('play.status.newGame')}
        </button>
        <ProjectorButton />
        {over ? null : extra}
      </div>
    </div>
  );
}

/** A round's end is being shown step by step to people (the bots wait until it is read). */
export function flowWaiting(s: AnySandbox): boolean {
  return unseenFlow(s) !== null && s.seats.some((x) => x.kind === 'human');
}
