/** The Lancashire half of a course lesson: the drawn board, pick → preview (Lancashire executor) → confirm. */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { LPlayer, LState } from '../../engine/rulesets/lancashire/state.ts';
import { lancashireConflicts, previewLancashire, type CourseLesson } from '../../tutorial/course';
import { ConflictMark } from '../StatusMark';
import { langOf } from '../board/text';
import { LancashireBoard } from '../lancashire/LancashireBoard';
import { LEffectList } from '../lancashire/LEffectList';
import { targetName } from '../lancashire/names';
import { boardPicks, Moves, Side, NumberRows, Outcome, usePickConfirm } from './TryParts';

const numbers = (a: LPlayer, b: LPlayer) => [
  { key: 'cash', from: `£${a.cash}`, to: `£${b.cash}` },
  { key: 'income', from: String(a.incomeSpace), to: String(b.incomeSpace) },
  { key: 'vp', from: String(a.vp), to: String(b.vp) },
];

export function LancashireSide({ lesson, start }: { lesson: CourseLesson; start: LState }) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const side = lesson.lancashire;
  const try_ = usePickConfirm();
  const option = side.options.find((o) => o.id === try_.chosen);
  const result = useMemo(() => (option ? previewLancashire(start, option.action) : undefined), [option, start]);
  const texts = side.options.map((o) => ({ id: o.id, text: t(`course.lessons.${lesson.id}.lancashire.options.${o.id}`, { ...o.claims }) }));
  // what the moves' numbers rest on where the sources differ, said beside the moves
  const conflicts = useMemo(
    () => [
      ...new Set(
        side.options.flatMap((o) => {
          const r = previewLancashire(start, o.action);
          return r.ok ? lancashireConflicts(r.effects) : [];
        }),
      ),
    ],
    [side.options, start],
  );
  const shown = try_.confirmed && result?.ok ? result.state : start;
  const before = start.players.find((p) => p.colour === side.learner);
  const after = result?.ok ? result.state.players.find((p) => p.colour === side.learner) : undefined;
  return (
    <Side
      side="lancashire"
      id={`l-${lesson.id}`}
      heading={t('lancashire.ruleset')}
      rule={t(`course.lessons.${lesson.id}.lancashire.rule`)}
      cite={t('course.ruleLancashire', { section: t(`lancashire.sections.${side.section}`) })}
      frameLabel={t('course.boardLancashire')}
      board={
        <LancashireBoard
          state={shown}
          highlight={side.highlight}
          {...boardPicks(side.options, try_)}
          pickLabel={(id) => targetName(t, id, lang)}
        />
      }
    >
      <Moves options={texts} state={try_} side="lancashire" />
      {conflicts.length > 0 ? (
        <ul className="course-conflicts">
          {conflicts.map((c) => (
            <li key={c} data-conflict={c}>
              <ConflictMark /> {t(`lboard.conflicts.${c}`)}
            </li>
          ))}
        </ul>
      ) : null}
      <Outcome state={try_} allowed={result?.ok === true}>
        {result && !result.ok ? (
          <p className="outcome-refused" role="alert">
            <strong>{t('course.refused')}</strong> {t(`lancashire.reasons.${result.error.code}`)}
          </p>
        ) : null}
        {result?.ok && before && after ? (
          <>
            <NumberRows rows={numbers(before, after)} />
            <LEffectList effects={result.effects} />
          </>
        ) : null}
      </Outcome>
    </Side>
  );
}
