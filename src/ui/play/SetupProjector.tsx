/**
 * `/play?projector=1` before any game is running: the setup form on the projector stage (not an
 * empty screen), so a teacher who opens a projector link can start a game there; once it starts,
 * the game's own projector view (PlayProjector) takes over.
 */
import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import type { PlaySetup } from '../../store/playStore';
import { ProjectorStage } from '../projector/ProjectorStage';
import { useProjector } from '../projector/useProjector';
import { Setup } from './Setup';

export function SetupProjector({ onStart, initialSeed }: { onStart: (s: PlaySetup) => void; initialSeed: number }) {
  const { t } = useTranslation();
  useAreas('play', 'presenter');
  const { on } = useProjector();
  if (!on) return null;
  const caption = t('projector.playSetup');
  return (
    <ProjectorStage title={t('play.title')} caption={caption} showing={{ page: 'play', caption }} onStep={() => undefined}>
      <div className="projector-setup">
        <Setup onStart={onStart} initialSeed={initialSeed} />
      </div>
    </ProjectorStage>
  );
}
