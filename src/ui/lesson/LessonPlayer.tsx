/**
 * The interactive part of a lesson page: goal, board with pickable targets, the mat or income
 * track where the lesson needs it, and the result panel. Loaded lazily (it pulls the board, the
 * mat and the engine). One store per mounted player (createLessonStore), provided by context.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { board34 } from '../../engine/data';
import { createLessonStore } from '../../store/lessonStore';
import { LessonStoreProvider, useLesson } from '../../store/LessonStoreContext';
import { createProgressStore } from '../../store/progress';
import type { GameState } from '../../engine/state';
import { BoardMap } from '../board/BoardMap';
import { langOf } from '../board/text';
import { IncomeTrackView } from '../mat/IncomeTrack';
import { PlayerMatView } from '../mat/PlayerMatView';
import { StatusMark } from '../StatusMark';
import { lessonById } from './lessonData';
import { namer } from './names';
import { ResultPanel } from './ResultPanel';
import { LessonStepInSandbox } from '../play/share/LessonStepInSandbox';
import { useAreas } from '../../i18n/areas';

/** The board of the lesson, its pickable targets for the current step, and the picks so far. */
function LessonBoard({ title }: { title: string }) {
  const { t, i18n } = useTranslation();
  useAreas('board', 'lesson');
  const lesson = useLesson((s) => s.lesson);
  const run = useLesson((s) => s.run);
  const pick = useLesson((s) => s.pick);
  const frame = useRef<HTMLDivElement>(null);
  const centreX = lesson.centreX;
  useEffect(() => {
    const f = frame.current;
    if (!f || centreX === undefined || f.scrollWidth <= f.clientWidth) return;
    f.scrollLeft = (centreX / board34.viewBox.width) * f.scrollWidth - f.clientWidth / 2;
  }, [centreX]);
  if (!run) return null;
  const step = lesson.steps[run.stepIndex];
  const shown: GameState = (run.phase === 'step-done' || run.phase === 'done' || run.phase === 'off-goal') && run.next ? run.next : run.state;
  const active = run.phase === 'pick' || run.phase === 'preview' || run.phase === 'refused';
  const pickable = active && step ? step.picks.filter((p) => p.on === 'board').flatMap((p) => p.options) : [];
  const n = namer(t, langOf(i18n.language), lesson.learner);
  const highlight = step?.highlight ?? [];
  return (
    <>
      <div ref={frame} className="board-frame lesson-board-frame" role="region" aria-label={t('lesson.ui.boardFrame', { title })} tabIndex={0}>
        <BoardMap
          board={board34}
          state={shown}
          highlight={highlight}
          title={t('lesson.ui.boardTitle', { title })}
          pickable={pickable}
          picked={Object.values(run.picks)}
          onPick={pick}
          pickLabel={(id) => n.target(id, shown)}
        />
      </div>
      <p className="board-hint">{t('board.swipeHint')}</p>
    </>
  );
}

/** Mat tiles and buttons the step asks for (cards, "take a loan", "score the era"). */
function SidePicks() {
  const { t, i18n } = useTranslation();
  useAreas('board', 'lesson');
  const lesson = useLesson((s) => s.lesson);
  const run = useLesson((s) => s.run);
  const pick = useLesson((s) => s.pick);
  if (!run) return null;
  const step = lesson.steps[run.stepIndex];
  const active = run.phase === 'pick' || run.phase === 'preview' || run.phase === 'refused';
  if (!step || !active) return null;
  const n = namer(t, langOf(i18n.language), lesson.learner);
  const slots = step.picks.filter((p) => p.on !== 'board');
  if (slots.length === 0) return null;
  return (
    <div className="lesson-picks">
      {slots.map((s) => (
        <fieldset key={s.slot} className="lesson-pick-group">
          <legend>{s.on === 'mat' ? t('lesson.ui.matPick') : t('lesson.ui.handHeading')}</legend>
          {s.options.map((id) => {
            const on = run.picks[s.slot] === id;
            return (
              <button key={id} type="button" className={`lesson-pick${on ? ' is-picked' : ''}`} aria-pressed={on} data-pick={id} onClick={() => pick(id)}>
                {s.on === 'mat' ? n.target(id) : t(`lesson.buttons.${id}`)}
              </button>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}

function Views({ only }: { only: 'mat' | 'income' }) {
  const { t } = useTranslation();
  useAreas('board', 'lesson');
  const lesson = useLesson((s) => s.lesson);
  const run = useLesson((s) => s.run);
  if (!run) return null;
  const me = (s: GameState | undefined) => s?.players.find((p) => p.colour === lesson.learner);
  const now = me(run.state);
  const after = run.phase !== 'pick' && run.phase !== 'refused' ? me(run.next) : undefined;
  return (
    <>
      {only === 'income' && lesson.views?.includes('income') && now ? (
        <section className="lesson-view">
          <h3>{t('lesson.ui.incomeHeading')}</h3>
          <IncomeTrackView from={now.incomeSpace} {...(after && after.incomeSpace !== now.incomeSpace ? { to: after.incomeSpace } : {})} />
        </section>
      ) : null}
      {only === 'mat' && lesson.views?.includes('mat') && now ? (
        <section className="lesson-view lesson-mat">
          <h3>{t('lesson.ui.matHeading')}</h3>
          <PlayerMatView mat={(run.phase === 'step-done' || run.phase === 'done') && after ? after.mat : now.mat} />
        </section>
      ) : null}
    </>
  );
}

function Header({ onReset, completed }: { onReset: () => void; completed: boolean }) {
  const { t } = useTranslation();
  useAreas('board', 'lesson');
  const lesson = useLesson((s) => s.lesson);
  const stepIndex = useLesson((s) => s.run?.stepIndex ?? 0);
  const step = lesson.steps[stepIndex];
  const multi = lesson.steps.length > 1;
  return (
    <>
      <div className="lesson-head">
        <h2>{t('lesson.ui.exercise')}</h2>
        {multi ? <p className="lesson-step">{t('lesson.ui.step', { n: stepIndex + 1, total: lesson.steps.length })}</p> : null}
        <button type="button" className="lesson-reset" onClick={onReset}>
          {t('lesson.ui.reset')}
        </button>
      </div>
      {completed ? <p className="lesson-completed">✓ {t('lesson.ui.completed')}</p> : null}
      {lesson.notes?.map((note) => (
        <aside key={note.key} className="lesson-note" role="note">
          <StatusMark status={note.status} /> <strong>{t('lesson.ui.noteHeading')}</strong> {t(`lesson.${lesson.id}.notes.${note.key}`)}
        </aside>
      ))}
      {step ? (
        <div className="lesson-goal">
          <h3>{t('lesson.ui.goal')}</h3>
          <p className="lesson-goal-text">{t(`lesson.${lesson.id}.steps.${step.id}.goal`)}</p>
          <p className="lesson-hint">
            {t('lesson.ui.pickHint', {
              extra: step.picks.some((p) => p.on === 'mat') ? t('lesson.ui.pickExtraMat') : step.picks.some((p) => p.on === 'button') ? t('lesson.ui.pickExtraButton') : '',
            })}
          </p>
        </div>
      ) : null}
    </>
  );
}

export default function LessonPlayer({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation();
  useAreas('board', 'lesson');
  const lesson = lessonById(id);
  const [progress] = useState(() => createProgressStore());
  const done = useStore(progress, (s) => s.done);
  const corrupted = useStore(progress, (s) => s.corrupted);
  const store = useMemo(() => (lesson ? createLessonStore(lesson, { onDone: (x) => progress.getState().markDone(x) }) : null), [lesson, progress]);
  const valid = store?.getState().run != null;
  if (!lesson || !store) return null;
  return (
    <section className="lesson-player" aria-label={t('lesson.ui.exercise')}>
      {corrupted ? (
        <p className="lesson-note is-warning" role="status">
          {t('lesson.ui.progressCorrupted')}
        </p>
      ) : null}
      {!valid ? (
        <p className="lesson-note is-warning" role="status">
          {t('lesson.ui.invalid')}
        </p>
      ) : (
        <LessonStoreProvider store={store}>
          <Header
            completed={done.includes(lesson.id)}
            onReset={() => {
              store.getState().reset();
              progress.getState().forget(lesson.id);
            }}
          />
          <div className="lesson-layout">
            <div className="lesson-main">
              {lesson.hideBoard ? null : <LessonBoard title={title} />}
              <SidePicks />
            </div>
            <div className="lesson-side">
              <ResultPanel />
              <LessonStepInSandbox />
            </div>
            <div className="lesson-views">
              <Views only="income" />
              <Views only="mat" />
            </div>
          </div>
        </LessonStoreProvider>
      )}
    </section>
  );
}
