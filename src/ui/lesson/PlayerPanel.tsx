/** The learner's numbers beside the board, read from the lesson's position through the engine's viewFor: cash, income, VP, Whiskey and hand. */
import { useTranslation } from '../../i18n/useTranslation';
import { incomeTrack } from '../../engine/rulesets/pittsburgh/data';
import { level, viewFor } from '../../engine/rulesets/pittsburgh';
import { useAreas } from '../../i18n/areas';
import { useLesson } from '../../store/LessonStoreContext';
import { shownState } from '../../tutorial/runner';
import { langOf } from '../board/text';
import { namer } from './names';
import { money } from '../format';

export function PlayerPanel() {
  const { t, i18n } = useTranslation();
  useAreas('board', 'lesson');
  const lesson = useLesson((s) => s.lesson);
  const run = useLesson((s) => s.run);
  if (!run) return null;
  const shown = shownState(run);
  const me = viewFor(shown, lesson.learner).players.find((p) => p.colour === lesson.learner);
  if (!me) return null;
  const n = namer(t, langOf(i18n.language), lesson.learner);
  return (
    <section className="lesson-me" aria-labelledby="lesson-me-title">
      <h3 id="lesson-me-title">{t('lesson.coach.panelHeading')}</h3>
      <dl className="lesson-me-stats">
        <div>
          <dt>{t('lesson.coach.cash')}</dt>
          <dd data-stat="cash">{money(me.cash)}</dd>
        </div>
        <div>
          <dt>{t('lesson.coach.income')}</dt>
          <dd data-stat="income">{t('lesson.coach.incomeValue', { level: level(incomeTrack, me.incomeSpace) })}</dd>
        </div>
        <div>
          <dt>{t('lesson.coach.vp')}</dt>
          <dd data-stat="vp">{me.vp}</dd>
        </div>
        <div>
          <dt>{t('lesson.coach.whiskey')}</dt>
          <dd data-stat="whiskey">{me.whiskey}</dd>
        </div>
        <div className="lesson-me-hand">
          <dt>{t('lesson.coach.hand')}</dt>
          <dd data-stat="hand">{me.hand.length > 0 ? me.hand.map((c) => n.card(c)).join(', ') : t('lesson.coach.handEmpty')}</dd>
        </div>
      </dl>
    </section>
  );
}
