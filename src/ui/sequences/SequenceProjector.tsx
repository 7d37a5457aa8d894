/**
 * A lesson sequence in projector mode: the current position's board, its note as the caption, the
 * title and "n of total" above. Right/PageDown and Left/PageUp (a clicker) step through the items;
 * the presenter window gets the note, where the position came from, and the next item.
 */
import { useTranslation } from '../../i18n/useTranslation';
import { board2, board34 } from '../../engine/rulesets/pittsburgh/data';
import type { GameState } from '../../engine/rulesets/pittsburgh';
import { useAreas } from '../../i18n/areas';
import type { SequenceItem } from '../../share/sequence';
import { BoardMap } from '../board/BoardMap';
import { ProjectorStage } from '../projector/ProjectorStage';
import { stepWithin, type Direction } from '../projector/stepping';
import { useProjector } from '../projector/useProjector';
import { sourceLabel } from './sourceLabel';

interface Props {
  title: string;
  items: readonly SequenceItem[];
  states: readonly GameState[];
  at: number;
  onAt: (index: number) => void;
}

export function SequenceProjector(props: Props) {
  const { on } = useProjector();
  return on ? <SequenceStage {...props} /> : null;
}

function SequenceStage({ title, items, states, at, onAt }: Props) {
  const { t } = useTranslation();
  useAreas('board', 'presenter');
  const index = Math.min(Math.max(0, at), Math.max(0, items.length - 1));
  const item = items[index];
  const state = states[index];
  const name = title || t('sequences.untitled');
  const onStep = (dir: Direction) => onAt(stepWithin(index, items.length, dir));
  if (!item || !state)
    return (
      <ProjectorStage
        title={name}
        caption={t('sequences.empty')}
        showing={{ page: 'sequence', title, index: 0, total: 0, note: '', source: null }}
        onStep={onStep}
      >
        <p className="projector-empty">{t('sequences.empty')}</p>
      </ProjectorStage>
    );
  const next = items[index + 1];
  const label = sourceLabel(t, item.source);
  return (
    <ProjectorStage
      title={t('sequences.projector.title', { title: name, n: index + 1, total: items.length })}
      caption={item.note.trim() || label}
      showing={{
        page: 'sequence',
        title,
        index,
        total: items.length,
        note: item.note,
        source: item.source,
        ...(next ? { next: { note: next.note, source: next.source } } : {}),
      }}
      onStep={onStep}
      side={item.note.trim() ? <p>{label}</p> : undefined}
    >
      <BoardMap board={state.board === 'two' ? board2 : board34} state={state} title={t('projector.boardTitle', { title: label })} />
    </ProjectorStage>
  );
}
