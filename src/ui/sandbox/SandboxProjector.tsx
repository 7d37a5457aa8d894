/**
 * The sandbox in projector mode, for either ruleset: the game's board, whose turn it is and every
 * player's cash and VP. Next/Back (and a clicker's keys) step through the game log: each moment
 * after a move is shown on the board, read-only, and Next from the newest moment is the game as it
 * stands; Escape leaves to play on.
 */
import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import { shownState } from '../../store/sandbox/sandboxStore';
import { ProjectorStage } from '../projector/ProjectorStage';
import { logStep, type Direction } from '../projector/stepping';
import { useProjector } from '../projector/useProjector';
import { useParts, useSandbox, useWords } from './SandboxContext';

export function SandboxProjector({ title }: { title: string }) {
  const { on } = useProjector();
  return on ? <Stage title={title} /> : null;
}

function Stage({ title }: { title: string }) {
  const { t } = useTranslation();
  useAreas('presenter');
  const w = useWords();
  const { ProjectorBoard } = useParts();
  const shown = useSandbox(shownState);
  const log = useSandbox((s) => s.log);
  const viewing = useSandbox((s) => s.viewing);
  const view = useSandbox((s) => s.view);
  const acting = w.acting(shown);
  const over = (shown as { gameOver?: unknown }).gameOver;
  const now = over || !acting ? t('projector.playOver') : w.caption(shown, w.owner(acting));
  const caption = viewing === null ? now : t('projector.playMoment', { n: viewing + 1, total: log.length });
  const last = viewing ?? log.length - 1;
  const e = log[last];
  const entry = e ? w.entry(e, last) : null;
  const onStep = (dir: Direction) => view(logStep(viewing, log.length, dir));
  return (
    <ProjectorStage
      title={title}
      caption={caption}
      showing={{ page: 'play', caption }}
      onStep={onStep}
      side={
        <>
          {entry ? <p>{t(viewing === null ? 'projector.playLast' : 'projector.playAfter', { entry })}</p> : null}
          {viewing !== null ? <p>{now}</p> : null}
          <h3>{t('projector.playScores')}</h3>
          <ul className="projector-scores" data-testid="projector-scores">
            {w.scores(shown).map((p) => (
              <li key={p.colour} data-colour={p.colour}>
                {t('projector.playScore', { who: w.owner(p.colour), cash: p.cash, vp: p.vp })}
              </li>
            ))}
          </ul>
        </>
      }
    >
      <ProjectorBoard />
    </ProjectorStage>
  );
}
