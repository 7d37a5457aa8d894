/**
 * An FAQ entry's live position in projector mode: the board with the entry's rings, the question
 * as the caption. Next/Back go to the neighbouring FAQ entry that has a live position.
 */
import { useTranslation } from '../../i18n/useTranslation';
import { board2, board34 } from '../../engine/data';
import type { GameState } from '../../engine/state';
import { useAreas } from '../../i18n/areas';
import { BoardMap } from '../board/BoardMap';
import { faq } from '../content';
import { ProjectorStage } from '../projector/ProjectorStage';
import { neighbour, type Direction } from '../projector/stepping';
import { useProjector } from '../projector/useProjector';
import { faqLinks } from './links';

/** FAQ entries with a live position, in the FAQ's order: what the projector steps through. */
export const projectedFaqIds: string[] = faq.map((f) => f.id).filter((id) => faqLinks(id).position !== undefined);

export function FaqProjector({
  entryId,
  state,
  highlight,
  look,
}: {
  entryId: string;
  state: GameState;
  highlight: readonly string[];
  look: string;
}) {
  const { t } = useTranslation();
  useAreas('board', 'faqAnswers', 'presenter');
  const { on, goTo } = useProjector();
  if (!on) return null;
  const board = state.board === 'two' ? board2 : board34;
  const next = neighbour(projectedFaqIds, entryId, 1);
  const onStep = (dir: Direction) => {
    const to = neighbour(projectedFaqIds, entryId, dir);
    if (to) goTo(`/faq/${to}`);
  };
  const question = t(`faq.q.${entryId}`);
  return (
    <ProjectorStage
      title={t('faqAnswers.ui.onBoard')}
      caption={question}
      showing={{ page: 'faq', id: entryId, ...(next ? { next } : {}) }}
      onStep={onStep}
      side={look ? <p>{t('projector.faqLook', { text: look })}</p> : undefined}
    >
      <BoardMap board={board} state={state} highlight={highlight} title={t('projector.boardTitle', { title: question })} />
    </ProjectorStage>
  );
}
