/**
 * The hint ladder of a step: 1 = the rule in words and its printed page, 2 = the pieces that matter
 * ringed on the board (LessonBoard reads the level), 3 = the move itself drawn on the board and
 * named here. Each rung counts against the lesson's par (stars).
 */
import { useTranslation } from '../../i18n/useTranslation';
import faqTopics from '../../engine/rulesets/pittsburgh/data/faq-topics.json';
import { useAreas } from '../../i18n/areas';
import { useLesson } from '../../store/LessonStoreContext';
import { AppLink } from '../AppLink';
import { langOf } from '../board/text';
import { namer } from './names';

const pageOf = (faq: string) => faqTopics.find((f) => f.id === faq)?.page;

export function HintLadder() {
  const { t, i18n } = useTranslation();
  useAreas('board', 'lesson');
  const lesson = useLesson((s) => s.lesson);
  const run = useLesson((s) => s.run);
  const hint = useLesson((s) => s.hint);
  const tally = useLesson((s) => s.tally);
  const nextHint = useLesson((s) => s.nextHint);
  if (!run) return null;
  const step = lesson.steps[run.stepIndex];
  if (!step) return null;
  const n = namer(t, langOf(i18n.language), lesson.learner);
  const page = pageOf(step.hint.faq);
  return (
    <section className="lesson-hints" aria-labelledby="lesson-hints-title">
      <div className="lesson-hints-head">
        <h3 id="lesson-hints-title">{t('lesson.coach.hintHeading')}</h3>
        {hint < 3 ? (
          <button type="button" className="lesson-hint-button" onClick={nextHint}>
            {t('lesson.coach.hintButton', { n: hint + 1 })}
          </button>
        ) : (
          <span className="lesson-hints-done">{t('lesson.coach.hintsDone')}</span>
        )}
      </div>
      <div aria-live="polite">
        {hint >= 1 ? (
          <p className="lesson-hint-rule" data-hint="1">
            <strong>{t('lesson.coach.hintRuleLabel', { label: t('lesson.coach.hintRule') })}</strong>{' '}
            {t(`lesson.coach.rules.${lesson.id}.${step.id}`)}{' '}
            <AppLink to={`/faq/${step.hint.faq}`}>{t('lesson.ui.faqLink', { q: t(`faq.q.${step.hint.faq}`) })}</AppLink>{' '}
            {page ? <span className="page-ref">{t('common.page', { page })}</span> : null}
          </p>
        ) : null}
        {hint >= 2 ? (
          <p className="lesson-hint-pieces" data-hint="2">
            {t(lesson.hideBoard ? 'lesson.coach.hintPiecesNoBoard' : 'lesson.coach.hintPieces')}
          </p>
        ) : null}
        {hint >= 3 ? (
          <p className="lesson-hint-move" data-hint="3">
            {t('lesson.coach.hintMove', {
              list: Object.values(step.solution)
                .map((id) => n.target(id, run.state))
                .join(t('lesson.coach.moveSep')),
            })}
          </p>
        ) : null}
      </div>
      <p className="lesson-tally" data-hints={tally.hints} data-wrong={tally.wrong}>
        {t('lesson.coach.tally', { hints: tally.hints, wrong: tally.wrong, par: lesson.par })} {t('lesson.coach.parNote')}
      </p>
    </section>
  );
}
