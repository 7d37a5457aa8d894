/**
 * The sandbox in projector mode: the game's board, whose turn it is and every player's cash and VP.
 * Next/Back (and a clicker's keys) step through the game log: each moment after a move is shown on
 * the board, read-only, and Next from the newest moment is the game as it stands; Escape leaves to play on.
 */
import { useTranslation } from '../../i18n/useTranslation';
import { actingColour } from '../../engine/rulesets/pittsburgh';
import { useAreas } from '../../i18n/areas';
import { shownState } from '../../store/playStore';
import { usePlay } from '../../store/PlayStoreContext';
import { ProjectorStage } from '../projector/ProjectorStage';
import { logStep, type Direction } from '../projector/stepping';
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
  const shown = usePlay(shownState);
  const log = usePlay((s) => s.log);
  const viewing = usePlay((s) => s.viewing);
  const view = usePlay((s) => s.view);
  const entryText = (i: number) => {
    const e = log[i];
    return e
      ? t('play.log.entry', {
          n: i + 1,
          who: n.owner(e.colour),
          action: t(`play.actions.${e.action.type}`),
          round: e.before.round,
          era: e.before.era,
        })
      : null;
  };
  const acting = actingColour(shown);
  const now =
    shown.gameOver || !acting
      ? t('projector.playOver')
      : t('projector.playCaption', { round: shown.round, era: shown.era, who: n.owner(acting) });
  const caption = viewing === null ? now : t('projector.playMoment', { n: viewing + 1, total: log.length });
  const last = viewing ?? log.length - 1;
  const entry = last >= 0 ? entryText(last) : null;
  const onStep = (dir: Direction) => view(logStep(viewing, log.length, dir));
  return (
    <ProjectorStage
      title={t('play.title')}
      caption={caption}
      showing={{ page: 'play', caption }}
      onStep={onStep}
      side={
        <>
          {entry ? <p>{t(viewing === null ? 'projector.playLast' : 'projector.playAfter', { entry })}</p> : null}
          {viewing !== null ? <p>{now}</p> : null}
          <h3>{t('projector.playScores')}</h3>
          <ul className="projector-scores" data-testid="projector-scores">
            {shown.turnOrder.map((c) => {
              const p = shown.players.find((x) => x.colour === c);
              return p ? (
                <li key={c} data-colour={c}>
                  {t('projector.playScore', { who: n.owner(c), cash: p.cash, vp: p.vp })}
                </li>
              ) : null;
            })}
          </ul>
        </>
      }
    >
      <PlayBoard />
    </ProjectorStage>
  );
}
