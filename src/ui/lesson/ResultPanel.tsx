/** The panel under the goal: the engine's prediction (confirm / back), its refusal with the rule, or the success. Focus moves here on every change. */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLesson } from '../../store/LessonStoreContext';
import { AppLink } from '../AppLink';
import { RefusalText } from '../Refusal';
import { lessons } from '../content';
import { EffectList } from './EffectList';
import { starsFor } from '../../tutorial/runner';
import { Stars } from '../Stars';
import { useAreas } from '../../i18n/areas';

export function ResultPanel() {
  const { t } = useTranslation();
  useAreas('board', 'lesson');
  const lesson = useLesson((s) => s.lesson);
  const run = useLesson((s) => s.run);
  const confirm = useLesson((s) => s.confirm);
  const back = useLesson((s) => s.back);
  const proceed = useLesson((s) => s.proceed);
  const tally = useLesson((s) => s.tally);
  const panel = useRef<HTMLDivElement>(null);
  const phase = run?.phase;
  const stepIndex = run?.stepIndex;
  useEffect(() => {
    if (phase && phase !== 'pick') panel.current?.focus();
  }, [phase, stepIndex]);
  if (!run) return null;
  const step = lesson.steps[run.stepIndex];
  if (!step) return null;
  const key = `lesson.${lesson.id}.steps.${step.id}`;
  const i = lessons.findIndex((l) => l.id === lesson.id);
  const next = lessons[i + 1];

  let body = null;
  let cls = '';
  if (run.phase === 'preview' && run.effects) {
    cls = 'is-preview';
    body = (
      <>
        <h3>{t('lesson.ui.preview')}</h3>
        <p className="panel-intro">{t('lesson.ui.previewIntro')}</p>
        <p>{t(`${key}.explain`)}</p>
        <EffectList effects={run.effects} learner={lesson.learner} state={run.state} />
        <div className="panel-actions">
          <button type="button" className="btn-primary" onClick={confirm}>
            {t('lesson.ui.confirm')}
          </button>
          <button type="button" onClick={back}>
            {t('lesson.ui.back')}
          </button>
        </div>
      </>
    );
  } else if (run.phase === 'refused' && run.refusal) {
    cls = run.expected ? 'is-expected' : 'is-refused';
    body = (
      <>
        <h3>{t(run.expected ? 'lesson.ui.refusedExpected' : 'lesson.ui.refused')}</h3>
        <RefusalText
          refusal={run.refusal}
          action={run.action?.type}
          faq={lesson.steps[run.stepIndex]?.traps?.find((x) => x.refusal === run.refusal?.code)?.faq}
        />
        {run.expected ? <p>{t(`${key}.success`)}</p> : null}
        <div className="panel-actions">
          {run.expected ? (
            <button type="button" className="btn-primary" onClick={proceed}>
              {t('lesson.ui.continue')}
            </button>
          ) : null}
          <button type="button" onClick={back}>
            {t('lesson.ui.tryAgain')}
          </button>
        </div>
      </>
    );
  } else if (run.phase === 'off-goal') {
    cls = 'is-refused';
    body = (
      <>
        <h3>{t('lesson.ui.offGoal')}</h3>
        <p>{t('lesson.ui.offGoalBody')}</p>
        <div className="panel-actions">
          <button type="button" onClick={back}>
            {t('lesson.ui.undo')}
          </button>
        </div>
      </>
    );
  } else if ((run.phase === 'step-done' || run.phase === 'done') && run.effects) {
    cls = 'is-success';
    const done = run.phase === 'done';
    const stars = starsFor(lesson.par, tally.hints, tally.wrong);
    body = (
      <>
        <h3>{t(done ? 'lesson.ui.success' : 'lesson.ui.stepDone')}</h3>
        <p className="panel-success">{t(`${key}.success`)}</p>
        {done ? (
          <p className="lesson-earned">
            <Stars n={stars} label={t('lesson.coach.stars', { n: stars })} /> {t('lesson.coach.earned', { n: stars })}
          </p>
        ) : null}
        <EffectList effects={run.effects} learner={lesson.learner} state={run.state} />
        <div className="panel-actions">
          {done ? (
            next ? (
              <AppLink to={`/lessons/${next.id}`} className="btn-primary">
                {t('lesson.ui.next', { title: t(`lessons.items.${next.id}.title`) })}
              </AppLink>
            ) : (
              <>
                <AppLink to="/first-game" className="btn-primary">
                  {t('lesson.ui.firstGame')}
                </AppLink>
                <AppLink to="/lessons">{t('lesson.ui.allDone')}</AppLink>
              </>
            )
          ) : (
            <button type="button" className="btn-primary" onClick={proceed}>
              {t('lesson.ui.continue')}
            </button>
          )}
          <button type="button" onClick={back}>
            {t('lesson.ui.undo')}
          </button>
        </div>
      </>
    );
  }
  return (
    <div className={`lesson-panel ${cls}`} ref={panel} tabIndex={-1} aria-live="polite" data-phase={run.phase}>
      {body}
    </div>
  );
}
