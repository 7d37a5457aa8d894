/**
 * A choice in projector mode: option A's result, then option B's, then the comparison table.
 * Every number still comes from the engine's two previews, computed once by ChoiceView.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { PreviewResult } from '../../engine/rulesets/pittsburgh';
import { board34 } from '../../engine/rulesets/pittsburgh/data';
import type { GameState } from '../../engine/rulesets/pittsburgh/state';
import { useAreas } from '../../i18n/areas';
import { BoardMap } from '../board/BoardMap';
import { EffectList } from '../lesson/EffectList';
import { IncomeTrackView } from '../mat/IncomeTrack';
import { ProjectorStage } from '../projector/ProjectorStage';
import { CHOICE_STAGES, stepWithin, type Direction } from '../projector/stepping';
import { useProjector } from '../projector/useProjector';
import type { Choice, ChoiceOption } from './choiceData';

export interface ProjectedOutcome {
  option: ChoiceOption;
  result: PreviewResult;
}

export function ChoiceProjector(props: {
  choice: Choice;
  start: GameState;
  outcomes: readonly [ProjectedOutcome, ProjectedOutcome];
  compare: ReactNode;
}) {
  const { on } = useProjector();
  return on ? <ChoiceStageView {...props} /> : null;
}

function ChoiceStageView({
  choice,
  start,
  outcomes,
  compare,
}: {
  choice: Choice;
  start: GameState;
  outcomes: readonly [ProjectedOutcome, ProjectedOutcome];
  compare: ReactNode;
}) {
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'choice', 'presenter');
  const [index, setIndex] = useState(0);
  const stage = CHOICE_STAGES[index] ?? 'a';
  const outcome = stage === 'b' ? outcomes[1] : outcomes[0];
  const label = t(`choice.${choice.id}.options.${outcome.option.id}`);
  const shown = outcome.result.ok ? outcome.result.next : start;
  const me = (s: GameState) => s.players.find((p) => p.colour === choice.learner);
  const before = me(start);
  const after = me(shown);
  const caption =
    stage === 'compare' ? t('projector.choiceCompare') : t(stage === 'a' ? 'projector.choiceA' : 'projector.choiceB', { option: label });
  let body: ReactNode;
  if (stage === 'compare') body = <div className="projector-wide">{compare}</div>;
  else if (choice.view === 'board')
    body = (
      <BoardMap board={board34} state={shown} highlight={outcome.option.highlight} title={t('choice.ui.boardTitle', { option: label })} />
    );
  else
    body = before ? (
      <div className="projector-wide">
        <IncomeTrackView
          from={before.incomeSpace}
          {...(after && after.incomeSpace !== before.incomeSpace ? { to: after.incomeSpace } : {})}
        />
      </div>
    ) : null;
  return (
    <ProjectorStage
      title={t(`choices.items.${choice.id}`)}
      caption={caption}
      showing={{ page: 'choice', id: choice.id, stage }}
      onStep={(dir: Direction) => setIndex((i) => stepWithin(i, CHOICE_STAGES.length, dir))}
      side={
        stage === 'compare' ? undefined : outcome.result.ok ? (
          <EffectList effects={outcome.result.effects} learner={choice.learner} state={start} />
        ) : (
          <p role="alert">{t(`reasons.${outcome.result.error.code}`)}</p>
        )
      }
    >
      {body}
    </ProjectorStage>
  );
}
