/**
 * The sandbox in projector mode: the game's board and whose turn it is, with the last move under
 * it. Next/Back do nothing here (the game moves by its players); Escape leaves to play on.
 */
import { useTranslation } from '../../i18n/useTranslation';
import { actingColour } from '../../engine/index';
import { useAreas } from '../../i18n/areas';
import { usePlay } from '../../store/PlayStoreContext';
import { ProjectorStage } from '../projector/ProjectorStage';
import { useProjector } from '../projector/useProjector';
import { PlayBoard } from './PlayBoard';
import { usePlayNamer } from './usePlayNamer';

export function PlayProjector() {
  const { on } = useProjector();
  return on ? <PlayStage /> : null;
}

function PlayStage() {
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'play', 'presenter');
  const n = usePlayNamer();
  const state = usePlay((s) => s.state);
  const last = usePlay((s) => s.log[s.log.length - 1]);
  const logLength = usePlay((s) => s.log.length);
  const acting = actingColour(state);
  const caption =
    state.gameOver || !acting
      ? t('projector.playOver')
      : t('projector.playCaption', { round: state.round, era: state.era, who: n.owner(acting) });
  const entry = last
    ? t('play.log.entry', {
        n: logLength,
        who: n.owner(last.colour),
        action: t(`play.actions.${last.action.type}`),
        round: last.before.round,
        era: last.before.era,
      })
    : null;
  return (
    <ProjectorStage
      title={t('play.title')}
      caption={caption}
      showing={{ page: 'play', caption }}
      onStep={() => undefined}
      side={entry ? <p>{t('projector.playLast', { entry })}</p> : undefined}
    >
      <PlayBoard />
    </ProjectorStage>
  );
}
