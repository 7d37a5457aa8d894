/**
 * An FAQ entry's live position in projector mode: the board with the entry's rings beside the
 * answer (FaqAnswerProjector: the question as the caption, Next/Back to the neighbouring entry).
 */
import { useTranslation } from '../../i18n/useTranslation';
import { board2, board34 } from '../../engine/rulesets/pittsburgh/data';
import type { GameState } from '../../engine/rulesets/pittsburgh/state';
import { useAreas } from '../../i18n/areas';
import { BoardMap } from '../board/BoardMap';
import { useProjector } from '../projector/useProjector';
import { FaqAnswerProjector } from './FaqAnswerProjector';

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
  const { on } = useProjector();
  if (!on) return null;
  const board = state.board === 'two' ? board2 : board34;
  return (
    <FaqAnswerProjector
      entryId={entryId}
      look={look}
      board={
        <BoardMap board={board} state={state} highlight={highlight} title={t('projector.boardTitle', { title: t(`faq.q.${entryId}`) })} />
      }
    />
  );
}
