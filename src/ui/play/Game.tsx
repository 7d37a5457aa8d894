/**
 * A running sandbox game: status line, the board with the composer beside it, the player panels
 * and the log; the hand-over screen between two people; bots move by themselves after a short
 * delay; the result when the game ends. Keys: B N D S L P choose an action, Escape backs out.
 */
import { lazy, useEffect, useLayoutEffect, useRef } from 'react';
import { LazyPart } from '../LazyPart';
import { BoardKey } from '../board/BoardKey';
import { useTranslation } from '../../i18n/useTranslation';
import { actingColour } from '../../engine/rulesets/pittsburgh';
import { useAreas } from '../../i18n/areas';
import { actingSeat, needsHandOver, unseenFlow, type PlayStore } from '../../store/playStore';
import { usePlay, usePlayStore } from '../../store/PlayStoreContext';
import { ACTION_KEYS, Composer } from './Composer';
import { FlowSteps } from './FlowSteps';
import { GameLog } from './GameLog';
import { PlayBoard } from './PlayBoard';
import { PlayMat } from './PlayMat';
import { PlayProjector } from './PlayProjector';
import { ProjectorButton } from '../projector/ProjectorButton';
import { CoachPanel, CoachToggle } from '../coach/CoachPanel';
import { Players } from './Players';
import { PositionText } from './PositionText';
import { RefusalText } from '../Refusal';
import { usePlayNamer } from './usePlayNamer';
import { money } from '../format';

// The debrief's charts load only once a game is over.
const Debrief = lazy(() => import('../debrief/Debrief'));

function HandOver() {
  const { t } = useTranslation();
  const n = usePlayNamer();
  const state = usePlay((s) => s.state);
  const take = usePlay((s) => s.takeDevice);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  const who = n.owner(actingColour(state) ?? '');
  return (
    <section className="play-handover" aria-labelledby="play-handover-title">
      <h2 id="play-handover-title">{t('play.handover.title', { who })}</h2>
      <p>{t('play.handover.body', { who })}</p>
      <button ref={button} type="button" className="btn-primary" onClick={take}>
        {t('play.handover.take', { who })}
      </button>
    </section>
  );
}

export function Result() {
  const { t } = useTranslation();
  const n = usePlayNamer();
  const result = usePlay((s) => s.state.gameOver);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  if (!result) return null;
  const winners = result.winners.map((c) => n.owner(c)).join(t('play.result.and'));
  return (
    <section className="play-result" ref={ref} tabIndex={-1} aria-labelledby="play-result-title">
      <h2 id="play-result-title">{t(result.winners.length > 1 ? 'play.result.shared' : 'play.result.winner', { winners })}</h2>
      <table>
        <caption>{t('play.result.ranking')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('play.result.place')}</th>
            <th scope="col">{t('play.result.player')}</th>
            <th scope="col">{t('play.stats.vp')}</th>
            <th scope="col">{t('play.result.incomeSpace')}</th>
            <th scope="col">{t('play.stats.cash')}</th>
          </tr>
        </thead>
        <tbody>
          {result.ranking.map((r, i) => (
            <tr key={r.colour} className={result.winners.includes(r.colour) ? 'is-winner' : ''}>
              <td>{i + 1}</td>
              <th scope="row">{n.owner(r.colour)}</th>
              <td>{r.vp}</td>
              <td>{r.incomeSpace}</td>
              <td>{money(r.cash)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="play-help">{t('play.result.tie')}</p>
    </section>
  );
}

export function Waiting() {
  const { t } = useTranslation();
  const n = usePlayNamer();
  const state = usePlay((s) => s.state);
  const error = usePlay((s) => s.error);
  const seat = usePlay((s) => actingSeat(s));
  return (
    <section className="play-waiting" aria-live="polite">
      {error ? (
        <div className="play-refusal">
          <h2>{t('play.error.title')}</h2>
          <RefusalText refusal={error} />
        </div>
      ) : seat && seat.kind !== 'human' ? (
        <p>{t('play.waiting.bot', { who: n.owner(seat.colour), count: state.actionsLeft })}</p>
      ) : null}
    </section>
  );
}

/** A read-only look at an earlier moment of the game, with the way back and "play on from here". */
function Viewing({ index }: { index: number }) {
  const { t } = useTranslation();
  const view = usePlay((s) => s.view);
  const playOn = usePlay((s) => s.playOn);
  const total = usePlay((s) => s.log.length);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [index]);
  return (
    <section className="play-viewing" ref={ref} tabIndex={-1} aria-labelledby="play-viewing-title">
      <h2 id="play-viewing-title">{t('play.viewing.title', { n: index + 1, total })}</h2>
      <p>{t('play.viewing.body')}</p>
      <div className="play-viewing-actions">
        <button type="button" className="btn-primary" onClick={() => view(null)}>
          {t('play.viewing.back')}
        </button>
        <button type="button" onClick={playOn}>
          {t('play.viewing.playOn')}
        </button>
      </div>
    </section>
  );
}

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
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'mat', 'play');
  const store = usePlayStore();
  const n = usePlayNamer();
  const state = usePlay((s) => s.state);
  const seed = usePlay((s) => s.setup.seed);
  const handOver = usePlay((s) => needsHandOver(s));
  const composing = usePlay((s) => s.choice !== null);
  const botTurn = usePlay((s) => !s.state.gameOver && s.error === null && actingSeat(s)?.kind !== 'human');
  const canUndo = usePlay((s) => s.history.length > 0);
  const canRedo = usePlay((s) => s.redoable.length > 0);
  const undo = usePlay((s) => s.undo);
  const redo = usePlay((s) => s.redo);
  const viewing = usePlay((s) => s.viewing);
  const botStep = usePlay((s) => s.botStep);
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

  // a game that starts (Start, or a reload) takes the focus from the gone setup form: to its status line,
  // unless a part of it (the hand-over) already took it
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) status.current?.focus();
  }, []);

  const acting = actingColour(state);
  return (
    <div className="play-game" data-game-over={state.gameOver ? 'true' : 'false'}>
      <div className="play-status">
        <p ref={status} tabIndex={-1} data-testid="game-status">
          <span data-testid="game-number">{t('play.status.game', { seed })}</span> ·{' '}
          {t('play.status.era', { era: state.era, round: state.round })}
          {!state.gameOver && acting ? ` · ${t('play.status.acting', { who: n.owner(acting) })}` : ''}
        </p>
        <p className="play-thinking" role="status" data-testid="bot-thinking">
          {thinking && acting ? t('play.status.thinking', { who: n.owner(acting) }) : ''}
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
              {t('play.status.undoWhy')}
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
          {state.gameOver ? null : <CoachToggle />}
        </div>
      </div>
      <PlayProjector />
      {viewing !== null ? <Viewing index={viewing} /> : null}
      {state.gameOver && viewing === null && !flowWaits ? <Result /> : null}
      {state.gameOver && viewing === null && !flowWaits ? (
        <LazyPart fallback={null}>
          <Debrief />
        </LazyPart>
      ) : null}
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
