/**
 * The guided first game on screen: the sandbox's board, mat, composer, players and log, with the
 * tutor beside them. What the side panel shows, first that applies: the tutor's waiting stop (a
 * stop told after the scoring waits for it), the round's end step by step (FlowSteps), the
 * learner's turn (composer and hint ladder), or the bots at work. The coach's verdict on the
 * learner's last move and the narration of the bots' moves follow. Bots wait while the tutor talks.
 */
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '../../i18n/useTranslation';
import { actingColour } from '../../engine/rulesets/pittsburgh';
import { useAreas } from '../../i18n/areas';
import { actingSeat, unseenFlow } from '../../store/playStore';
import { usePlay, usePlayStore } from '../../store/PlayStoreContext';
import type { TutorStore } from '../../store/firstGameStore';
import { AFTER_FLOW } from '../../tutorial/firstGame';
import { CoachHints, CoachPanel, CoachToggle } from '../coach/CoachPanel';
import { Composer } from '../play/Composer';
import { FlowSteps } from '../play/FlowSteps';
import { useComposerKeys } from '../play/Game';
import { GameLog } from '../sandbox/GameLog';
import { Waiting } from '../sandbox/Panels';
import { GameEnd } from '../play/GameEnd';
import { WithPittsburghParts } from '../play/WithPittsburghParts';
import { PlayBoard } from '../play/PlayBoard';
import { PlayMat } from '../play/PlayMat';
import { Players } from '../play/Players';
import { usePlayNamer } from '../play/usePlayNamer';
import { Narration } from './Narration';
import { StopPanel } from './StopPanel';

export function FirstGame({ tutor, botDelay, onStartOver }: { tutor: TutorStore; botDelay: number | null; onStartOver: () => void }) {
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'mat', 'play', 'coach', 'firstgame');
  const store = usePlayStore();
  const n = usePlayNamer();
  const state = usePlay((s) => s.state);
  const composing = usePlay((s) => s.choice !== null);
  const viewing = usePlay((s) => s.viewing);
  const flowOpen = usePlay((s) => unseenFlow(s) !== null);
  const botTurn = usePlay((s) => !s.state.gameOver && s.error === null && actingSeat(s)?.kind !== 'human');
  const canUndo = usePlay((s) => s.history.length > 0);
  const undo = usePlay((s) => s.undo);
  const botStep = usePlay((s) => s.botStep);
  const stop = useStore(tutor, (s) => s.queue[0]);
  useComposerKeys(composing, store);

  // the tutor reads every new move of the game
  useEffect(() => {
    tutor.getState().scan(store.getState().log);
    return store.subscribe((s, prev) => {
      if (s.log !== prev.log) tutor.getState().scan(s.log);
    });
  }, [store, tutor]);

  const stopNow = stop && !(AFTER_FLOW.has(stop.kind) && flowOpen) ? stop : undefined;
  const talking = stop !== undefined || flowOpen;
  useEffect(() => {
    if (!botTurn || botDelay === null || viewing !== null || talking) return;
    const timer = setTimeout(() => store.getState().botStep(), botDelay);
    return () => clearTimeout(timer);
  }, [botTurn, state, botDelay, store, viewing, talking]);

  const acting = actingColour(state);
  return (
    <WithPittsburghParts>
      <div className="play-game firstgame-game" data-game-over={state.gameOver ? 'true' : 'false'}>
        <div className="play-status">
          <p>
            {t('play.status.era', { era: state.era, round: state.round })}
            {!state.gameOver && acting ? ` · ${t('play.status.acting', { who: n.owner(acting) })}` : ''}
          </p>
          <div className="play-status-actions">
            {botTurn && botDelay === null ? (
              <button type="button" onClick={botStep} disabled={viewing !== null || talking}>
                {t('play.status.step')}
              </button>
            ) : null}
            <button type="button" onClick={undo} disabled={!canUndo}>
              {t('play.status.undo')}
            </button>
            <button type="button" onClick={onStartOver}>
              {t('firstgame.startOver')}
            </button>
            <CoachToggle />
          </div>
        </div>
        {state.gameOver && viewing === null && !flowOpen ? <GameEnd /> : null}
        <div className="play-layout">
          <div className="play-main">
            <PlayBoard />
            <p className="board-hint">{t('board.swipeHint')}</p>
            {viewing === null ? <PlayMat /> : null}
          </div>
          <div className="play-side">
            {viewing !== null ? null : stopNow ? (
              <StopPanel stop={stopNow} tutor={tutor} />
            ) : flowOpen ? (
              <FlowSteps />
            ) : composing ? (
              <>
                <p className="firstgame-your-turn">{t('firstgame.yourTurn')}</p>
                <Composer />
                <CoachHints />
              </>
            ) : (
              <Waiting />
            )}
            {viewing === null && !talking ? <CoachPanel /> : null}
            <Narration />
          </div>
          <div className="play-below">
            {/* the players' cash would give the income prediction away until it is answered */}
            {stop?.kind === 'round-end' ? null : <Players />}
            <GameLog />
          </div>
        </div>
      </div>
    </WithPittsburghParts>
  );
}
