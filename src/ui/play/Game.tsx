/**
 * A running sandbox game: status line, the board with the composer beside it, the player panels
 * and the log; the hand-over screen between two people; bots move by themselves after a short
 * delay; the result when the game ends. Keys: B N D S L P choose an action, Escape backs out.
 */
import { useEffect, useLayoutEffect } from 'react';
import { BoardKey } from '../board/BoardKey';
import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import { actingSeat, needsHandOver, unseenFlow, type PlayStore } from '../../store/playStore';
import { usePlay, usePlayStore } from '../../store/PlayStoreContext';
import { ACTION_KEYS, Composer } from './Composer';
import { FlowSteps } from './FlowSteps';
import { PlayBoard } from './PlayBoard';
import { PlayMat } from './PlayMat';
import { CoachPanel, CoachToggle } from '../coach/CoachPanel';
import { Players } from './Players';
import { PositionText } from './PositionText';
import { GameLog } from '../sandbox/GameLog';
import { HandOver, Viewing, Waiting } from '../sandbox/Panels';
import { GameEnd } from './GameEnd';
import { SandboxProjector } from '../sandbox/SandboxProjector';
import { StatusBar } from '../sandbox/StatusBar';
import { WithPittsburghParts } from './WithPittsburghParts';

// The debrief's charts load only once a game is over.

/** Keys B N D S L P choose an action while the person composes a move; Escape backs out. */
export function useComposerKeys(composing: boolean, store: PlayStore) {
  // A layout effect: the keys work from the moment the page shows (a passive effect can run after a key press).
  useLayoutEffect(() => {
    if (!composing) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA')) return;
      const s = store.getState();
      if (s.viewing !== null) return; // a past moment is read-only (its own Escape is on the log)
      if (e.key === 'Escape') {
        e.preventDefault();
        s.back();
        return;
      }
      const type = ACTION_KEYS[e.key.toLowerCase()];
      if (type && s.choice?.status === 'choose' && s.choice.choice.kind === 'type') {
        const o = s.choice.choice.options.find((x) => (x.value as { type?: string }).type === type);
        if (o) {
          e.preventDefault();
          s.choose(o.id);
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [composing, store]);
}

export function Game({ botDelay, onNewGame }: { botDelay: number | null; onNewGame: () => void }) {
  return (
    <WithPittsburghParts>
      <Running botDelay={botDelay} onNewGame={onNewGame} />
    </WithPittsburghParts>
  );
}

function Running({ botDelay, onNewGame }: { botDelay: number | null; onNewGame: () => void }) {
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'mat', 'play');
  const store = usePlayStore();
  const state = usePlay((s) => s.state);
  const handOver = usePlay((s) => needsHandOver(s));
  const composing = usePlay((s) => s.choice !== null);
  const botTurn = usePlay((s) => !s.state.gameOver && s.error === null && actingSeat(s)?.kind !== 'human');
  const viewing = usePlay((s) => s.viewing);
  const thinking = usePlay((s) => s.thinking);
  // a round's end shown step by step: people read it before the game goes on (bots alone do not wait)
  const flowOpen = usePlay((s) => unseenFlow(s) !== null);
  const flowWaits = usePlay((s) => unseenFlow(s) !== null && s.seats.some((x) => x.kind === 'human'));

  // bots (and a position where nobody can act) move on by themselves after a short delay, unless paused
  useEffect(() => {
    if (!botTurn || botDelay === null || viewing !== null || flowWaits || thinking) return;
    const timer = setTimeout(() => store.getState().botStep(), botDelay);
    return () => clearTimeout(timer);
  }, [botTurn, state, botDelay, store, viewing, flowWaits, thinking]);

  useComposerKeys(composing, store);

  return (
    <div className="play-game" data-game-over={state.gameOver ? 'true' : 'false'}>
      <StatusBar botDelay={botDelay} onNewGame={onNewGame} extra={<CoachToggle />} />
      <SandboxProjector title={t('play.title')} />
      {viewing !== null ? <Viewing index={viewing} /> : null}
      {state.gameOver && viewing === null && !flowWaits ? <GameEnd /> : null}
      {handOver && viewing === null ? (
        flowOpen ? (
          <FlowSteps />
        ) : (
          <HandOver />
        )
      ) : (
        <div className="play-layout">
          <div className="play-main">
            <PlayBoard />
            <p className="board-hint">{t('board.swipeHint')}</p>
            <BoardKey />
            {viewing === null ? <PlayMat /> : null}
          </div>
          <div className="play-side">
            {viewing !== null ? null : flowOpen ? <FlowSteps /> : composing ? <Composer /> : <Waiting />}
            {viewing === null && !flowOpen ? <CoachPanel /> : null}
          </div>
          <div className="play-below">
            <Players />
            <GameLog />
            <PositionText />
          </div>
        </div>
      )}
    </div>
  );
}
