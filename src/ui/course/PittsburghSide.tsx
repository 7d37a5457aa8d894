/** The Pittsburgh half of a course lesson: the drawn board, pick → preview (Pittsburgh engine) → confirm. */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { board2, board34 } from '../../engine/rulesets/pittsburgh/data';
import type { GameState } from '../../engine/rulesets/pittsburgh/state';
import { previewPittsburgh, type CourseLesson } from '../../tutorial/course';
import { BoardMap } from '../board/BoardMap';
import { langOf } from '../board/text';
import { ActionOutcome } from '../lesson/ActionOutcome';
import { namer } from '../lesson/names';
import { boardPicks, Moves, Side, Outcome, usePickConfirm } from './TryParts';

export function PittsburghSide({ lesson, start }: { lesson: CourseLesson; start: GameState }) {
  const { t, i18n } = useTranslation();
  const side = lesson.pittsburgh;
  const n = namer(t, langOf(i18n.language), side.learner);
  const try_ = usePickConfirm();
  const option = side.options.find((o) => o.id === try_.chosen);
  const result = useMemo(() => (option ? previewPittsburgh(start, option.action) : undefined), [option, start]);
  const texts = side.options.map((o) => ({ id: o.id, text: t(`course.lessons.${lesson.id}.pittsburgh.options.${o.id}`, { ...o.claims }) }));
  const shown = try_.confirmed && result?.ok ? result.next : start;
  return (
    <Side
      side="pittsburgh"
      id={`p-${lesson.id}`}
      heading={t('app.shortTitle')}
      rule={t(`course.lessons.${lesson.id}.pittsburgh.rule`)}
      cite={t('course.rulePittsburgh', { page: side.page })}
      frameLabel={t('course.boardPittsburgh')}
      board={
        <BoardMap
          board={start.board === 'two' ? board2 : board34}
          state={shown}
          highlight={side.highlight}
          {...boardPicks(side.options, try_)}
          pickLabel={(id) => n.target(id, start)}
        />
      }
    >
      <Moves options={texts} state={try_} side="pittsburgh" />
      <Outcome state={try_} allowed={result?.ok === true}>
        {result ? <ActionOutcome start={start} result={result} learner={side.learner} /> : null}
      </Outcome>
    </Side>
  );
}
