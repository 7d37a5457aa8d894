/**
 * The interactive part of a lesson page: goal, board with pickable targets, the mat or income
 * track where the lesson needs it, and the result panel. Loaded lazily (it pulls the board, the
 * mat and the engine). One store per mounted player (createLessonStore), provided by context.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { BoardKey } from '../board/BoardKey';
import { useTranslation } from '../../i18n/useTranslation';
import { useStore } from 'zustand';
import { board34 } from '../../engine/rulesets/pittsburgh/data';
import { createLessonStore } from '../../store/lessonStore';
import { LessonStoreProvider, useLesson } from '../../store/LessonStoreContext';
import { createProgressStore } from '../../store/progress';
import { ruleMemory } from '../../store/ruleMemory';
import { isActive, pickTargets, shownState } from '../../tutorial/runner';
import { ConfirmDialog } from '../ConfirmDialog';
import { MatNotes } from '../mat/MatNotes';
import { AsideNote } from './AsideNote';
import { boardTargets } from './boardTargets';
import { HintLadder } from './HintLadder';
import { PlayerPanel } from './PlayerPanel';
import { Stars } from '../Stars';
import type { GameState } from '../../engine/rulesets/pittsburgh/state';
import { BoardMap } from '../board/BoardMap';
import { useCentreScroll } from '../board/useCentreScroll';
import { langOf } from '../board/text';
import { IncomeTrackView } from '../mat/IncomeTrack';
import { PlayerMatView } from '../mat/PlayerMatView';
import { ConflictMark, StatusMark } from '../StatusMark';
import { lessonById } from './lessonData';
import { namer } from './names';
import { ResultPanel } from './ResultPanel';
import { LessonProjector } from './LessonProjector';
import { ProjectorButton } from '../projector/ProjectorButton';
import { LessonStepInSandbox } from '../play/share/LessonStepInSandbox';
import { LessonStepToSequence } from '../sequences/LessonStepToSequence';
import { useAreas } from '../../i18n/areas';
import { StepInView } from './StepInView';
import './lesson.css';

const ALL_TARGETS = boardTargets(board34);

/** The board of the lesson, its pickable targets (options and traps) for the current step, the picks so far, and every other object (to ask why not). */
function LessonBoard({ title }: { title: string }) {
  const { t, i18n } = useTranslation();
  useAreas('board', 'lesson');
  const lesson = useLesson((s) => s.lesson);
  const run = useLesson((s) => s.run);
  const pick = useLesson((s) => s.pick);
  const explain = useLesson((s) => s.explain);
  const hint = useLesson((s) => s.hint);
  const frame = useCentreScroll(lesson.centreX, board34.viewBox.width);
  if (!run) return null;
  const step = lesson.steps[run.stepIndex];
  const shown = shownState(run);
  const active = isActive(run);
  const pickable = active && step ? pickTargets(step, 'board') : [];
  const others = active ? ALL_TARGETS.filter((id) => !pickable.includes(id)) : [];
  const n = namer(t, langOf(i18n.language), lesson.learner);
  const solution = step ? Object.values(step.solution) : [];
  // Hint 2 rings the pieces that matter; hint 3 also marks the move itself.
  const highlight = hint >= 2 && step ? [...(step.highlight ?? []), ...(hint >= 3 ? solution : [])] : [];
  return (
    <>
      <div
        ref={frame}
        className="board-frame lesson-board-frame"
        role="region"
        aria-label={t('lesson.ui.boardFrame', { title })}
        tabIndex={0}
      >
        <BoardMap
          board={board34}
          state={shown}
          highlight={highlight}
          title={t('lesson.ui.boardTitle', { title })}
          pickable={pickable}
          picked={Object.values(run.picks)}
          onPick={pick}
          pickLabel={(id) => n.target(id, shown)}
          shown={hint >= 3 ? solution : []}
          others={others}
          onOther={explain}
        />
      </div>
      <p className="board-hint">{t('board.swipeHint')}</p>
      <BoardKey />
      {active ? <p className="lesson-other-hint">{t('lesson.coach.otherHint')}</p> : null}
      <AsideNote />
    </>
  );
}

/**
 * Mat tiles and buttons the step asks for (cards, "take a loan", "score the era"). `withMat`: the mat's
 * picks too when the lesson shows the mat further down, so the pick sits beside the board and the goal.
 */
function SidePicks({ withMat = false }: { withMat?: boolean }) {
  const { t, i18n } = useTranslation();
  useAreas('board', 'lesson');
  const lesson = useLesson((s) => s.lesson);
  const run = useLesson((s) => s.run);
  const pick = useLesson((s) => s.pick);
  const hint = useLesson((s) => s.hint);
  if (!run) return null;
  const step = lesson.steps[run.stepIndex];
  const active = isActive(run);
  if (!step || !active) return null;
  const n = namer(t, langOf(i18n.language), lesson.learner);
  // On the mat itself when the lesson shows the mat; as buttons otherwise.
  const sides = (['mat', 'button'] as const).filter((on) => withMat || !(on === 'mat' && lesson.views?.includes('mat')));
  const groups = sides.map((on) => ({ on, ids: pickTargets(step, on) })).filter((g) => g.ids.length > 0);
  if (groups.length === 0) return null;
  const picked = Object.values(run.picks);
  const solution = Object.values(step.solution);
  return (
    <div className="lesson-picks">
      {groups.map((g) => (
        <fieldset key={g.on} className="lesson-pick-group">
          <legend>{g.on === 'mat' ? t('lesson.ui.matPick') : t('lesson.ui.handHeading')}</legend>
          {g.ids.map((id) => {
            const on = picked.includes(id);
            const shownMove = hint >= 3 && solution.includes(id);
            return (
              <button
                key={id}
                type="button"
                className={`lesson-pick${on ? ' is-picked' : ''}${shownMove ? ' is-shown' : ''}`}
                aria-pressed={on}
                data-pick={id}
                onClick={() => pick(id)}
              >
                {g.on === 'mat' ? n.target(id) : t(`lesson.buttons.${id}`, { defaultValue: t(`lesson.coach.buttons.${id}`) })}
              </button>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}

/**
 * The notes the mat's marks link to (#mat-note-…), folded under the mat; a link to one of them
 * unfolds them and scrolls to it, so every mark on a lesson page leads somewhere.
 */
function MatNotesFolded() {
  const { t } = useTranslation();
  useAreas('mat');
  const box = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (!target || !box.current?.contains(target)) return;
      box.current.open = true;
      target.scrollIntoView({ block: 'center' });
    };
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a.mark-link');
      if (a) window.setTimeout(open, 0);
    };
    window.addEventListener('hashchange', open);
    document.addEventListener('click', onClick);
    open();
    return () => {
      window.removeEventListener('hashchange', open);
      document.removeEventListener('click', onClick);
    };
  }, []);
  return (
    <details className="lesson-mat-notes" ref={box}>
      <summary>{t('mat.notes.heading')}</summary>
      <MatNotes />
    </details>
  );
}

function Views({ only }: { only: 'mat' | 'income' }) {
  const { t } = useTranslation();
  useAreas('board', 'lesson');
  const lesson = useLesson((s) => s.lesson);
  const run = useLesson((s) => s.run);
  const pick = useLesson((s) => s.pick);
  const hint = useLesson((s) => s.hint);
  const { i18n } = useTranslation();
  if (!run) return null;
  const step = lesson.steps[run.stepIndex];
  const active = isActive(run);
  const n = namer(t, langOf(i18n.language), lesson.learner);
  const matIds = active && step ? pickTargets(step, 'mat') : [];
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
          <PlayerMatView
            mat={me(shownState(run))?.mat ?? now.mat}
            picks={{
              ids: matIds,
              picked: Object.values(run.picks),
              shown: hint >= 3 && step ? Object.values(step.solution) : [],
              onPick: pick,
              label: (id) => n.target(id),
            }}
          />
          <MatNotesFolded />
        </section>
      ) : null}
    </>
  );
}

/** Step count, stars or tick, and Reset (asks first, in the app). The goal sits beside the board (Goal). */
function Header({ onReset, completed, stars }: { onReset: () => void; completed: boolean; stars: number | undefined }) {
  const { t } = useTranslation();
  useAreas('board', 'lesson');
  const lesson = useLesson((s) => s.lesson);
  const stepIndex = useLesson((s) => s.run?.stepIndex ?? 0);
  const [asking, setAsking] = useState(false);
  const multi = lesson.steps.length > 1;
  return (
    <>
      <div className="lesson-head">
        <h2>{t('lesson.ui.exercise')}</h2>
        {multi ? <p className="lesson-step">{t('lesson.ui.step', { n: stepIndex + 1, total: lesson.steps.length })}</p> : null}
        <div className="lesson-actions">
          <button type="button" className="lesson-reset" onClick={() => setAsking(true)}>
            {t('lesson.ui.reset')}
          </button>
          <ProjectorButton />
        </div>
      </div>
      {asking ? (
        <ConfirmDialog
          title={t('lesson.coach.resetTitle')}
          body={t('lesson.coach.resetBody')}
          yes={t('lesson.coach.resetYes')}
          no={t('lesson.coach.resetNo')}
          onYes={() => {
            setAsking(false);
            onReset();
          }}
          onNo={() => setAsking(false)}
        />
      ) : null}
      {completed ? (
        <p className="lesson-completed">
          ✓ {t('lesson.ui.completed')} {stars ? <Stars n={stars} label={t('lesson.coach.stars', { n: stars })} /> : null}
        </p>
      ) : null}
      {lesson.notes?.map((note) => (
        <aside key={note.key} className="lesson-note" role="note">
          <StatusMark status={note.status} /> {note.conflict ? <ConflictMark /> : null} <strong>{t('lesson.ui.noteHeading')}</strong>{' '}
          {t(`lesson.${lesson.id}.notes.${note.key}`)}
        </aside>
      ))}
    </>
  );
}

/** The step's goal and how to pick. */
function Goal() {
  const { t } = useTranslation();
  useAreas('board', 'lesson');
  const lesson = useLesson((s) => s.lesson);
  const stepIndex = useLesson((s) => s.run?.stepIndex ?? 0);
  const step = lesson.steps[stepIndex];
  // a new step (Continue, Reset) takes the focus to its goal: the button pressed is gone
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef(stepIndex);
  useEffect(() => {
    if (shown.current === stepIndex) return;
    shown.current = stepIndex;
    box.current?.focus({ preventScroll: true });
  }, [stepIndex]);
  const id = useId();
  if (!step) return null;
  return (
    <div className="lesson-goal" ref={box} tabIndex={-1} role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <h3 id={`${id}-title`}>{t('lesson.ui.goal')}</h3>
      <p className="lesson-goal-text" id={`${id}-text`}>
        {t(`lesson.${lesson.id}.steps.${step.id}.goal`)}
      </p>
      <p className="lesson-hint">
        {lesson.hideBoard
          ? t('lesson.ui.pickHintNoBoard')
          : t('lesson.ui.pickHint', {
              extra: step.picks.some((p) => p.on === 'mat')
                ? t('lesson.ui.pickExtraMat')
                : step.picks.some((p) => p.on === 'button')
                  ? t('lesson.ui.pickExtraButton')
                  : '',
            })}
      </p>
    </div>
  );
}

export default function LessonPlayer({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation();
  useAreas('board', 'lesson');
  const lesson = lessonById(id);
  const [progress] = useState(() => createProgressStore());
  const done = useStore(progress, (s) => s.done);
  const stars = useStore(progress, (s) => s.lessons[id]?.stars);
  const corrupted = useStore(progress, (s) => s.corrupted);
  const store = useMemo(() => {
    if (!lesson) return null;
    const p = progress.getState();
    const saved = p.lessons[lesson.id];
    return createLessonStore(lesson, {
      onDone: (x, s) => progress.getState().markDone(x, s),
      onProgress: (x, at) => progress.getState().saveAt(x, at),
      ...(saved && !p.done.includes(lesson.id) ? { resume: saved } : {}),
    });
  }, [lesson, progress]);
  const valid = store?.getState().run != null;
  useEffect(
    () =>
      // a refusal the step did not ask for: counted against its rule on the device (store/ruleMemory.ts)
      store?.subscribe((s, prev) => {
        const r = s.run;
        if (r?.phase === 'refused' && !r.expected && r.refusal && (prev.run?.phase !== 'refused' || prev.run.refusal !== r.refusal))
          ruleMemory().getState().refused(r.refusal, r.action?.type);
      }),
    [store],
  );
  useEffect(() => {
    // Opening an unfinished lesson makes it the one Home offers to continue.
    const run = store?.getState().run;
    if (!store || !run || progress.getState().done.includes(id)) return;
    progress.getState().saveAt(id, { step: run.stepIndex, ...store.getState().tally });
  }, [store, progress, id]);
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
            stars={stars}
            onReset={() => {
              progress.getState().forget(lesson.id);
              store.getState().reset();
            }}
          />
          <LessonProjector
            title={title}
            board={lesson.hideBoard ? <Views only="income" /> : <LessonBoard title={title} />}
            side={
              <>
                <SidePicks />
                <ResultPanel />
              </>
            }
          />
          <StepInView className={`lesson-layout${lesson.hideBoard ? ' no-board' : ''}`}>
            <div className="lesson-goal-area">
              <Goal />
              <SidePicks withMat />
            </div>
            <div className="lesson-main">{lesson.hideBoard ? null : <LessonBoard title={title} />}</div>
            <div className="lesson-side">
              <ResultPanel />
              <HintLadder />
              <PlayerPanel />
              <LessonStepInSandbox />
              <LessonStepToSequence />
            </div>
            <div className="lesson-views">
              <Views only="income" />
              <Views only="mat" />
            </div>
          </StepInView>
        </LessonStoreProvider>
      )}
    </section>
  );
}
