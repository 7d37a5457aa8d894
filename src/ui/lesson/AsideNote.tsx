/** The answer to a click on the board outside the step's picks: the engine's refusal with its rule, FAQ and page, or what the step is about. Announced politely. */
import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import { useLesson } from '../../store/LessonStoreContext';
import { langOf } from '../board/text';
import { namer } from './names';
import { RuleSource } from '../Refusal';

export function AsideNote() {
  const { t, i18n } = useTranslation();
  useAreas('board', 'lesson');
  const lesson = useLesson((s) => s.lesson);
  const run = useLesson((s) => s.run);
  const aside = useLesson((s) => s.aside);
  const n = namer(t, langOf(i18n.language), lesson.learner);
  let body = null;
  if (aside && run) {
    const target = n.target(aside.target, run.state);
    const about = t(`lesson.coach.about.${lesson.id}`);
    const refusal = aside.refusal;
    if (refusal) {
      body = (
        <>
          {t('lesson.coach.asideRefused', { target })} <strong>{t(`reasons.${refusal.code}`)}</strong>{' '}
          <RuleSource refusal={refusal} {...(aside.action ? { action: aside.action.type } : {})} />
        </>
      );
    } else body = t(aside.legal ? 'lesson.coach.asideLegal' : 'lesson.coach.asideOther', { target, about });
  }
  return (
    <p className="lesson-aside" aria-live="polite" data-aside={aside?.target ?? ''} data-code={aside?.refusal?.code ?? ''}>
      {body}
    </p>
  );
}
