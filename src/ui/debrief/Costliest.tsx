/**
 * The debrief's three costliest moves of the people at the device (lookAtMoves.ts): while the coach
 * looks, how far it has got; then each move in the log's words, about how many VP it was behind the
 * best move, the better move and why, that move drawn on the board of the moment before (ghosts, on
 * request) and "Replay from here", which opens that moment in the game's viewer (play on from there,
 * or back to the game). A game of bots alone has no move to judge.
 */
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { board2, board34 } from '../../engine/rulesets/pittsburgh/data';
import { viewFor } from '../../engine/rulesets/pittsburgh';
import { useAreas } from '../../i18n/areas';
import { useTranslation } from '../../i18n/useTranslation';
import type { LogEntry } from '../../store/playStore';
import { usePlay } from '../../store/PlayStoreContext';
import type { BotThinker } from '../../workers/strongBot';
import { BoardMap } from '../board/BoardMap';
import { useCoach } from '../coach/CoachContext';
import { betterGhosts, ReasonList, vpText } from '../coach/CoachPanel';
import { logSentence } from '../play/logSentence';
import { usePlayNamer } from '../play/usePlayNamer';
import type { JudgedMove } from './costliest';
import { movesLook, type MovesLook } from './lookAtMoves';

function progressText(t: TFunction, look: MovesLook): string {
  if (look.phase === 'done') return '';
  return t(look.phase === 'quick' ? 'debrief.costly.quick' : 'debrief.costly.deep', { k: look.done, n: look.total });
}

function CostlyMove({ move, entry }: { move: JudgedMove; entry: LogEntry }) {
  const { t } = useTranslation();
  const n = usePlayNamer();
  const view = usePlay((s) => s.view);
  const [shown, setShown] = useState(false);
  const boardId = useId();
  const frame = useRef<HTMLDivElement>(null);
  // a board wider than the screen (a phone) scrolls in its frame: bring the better move to its middle
  // (once the board is drawn and laid out: a few frames at most)
  useEffect(() => {
    if (!shown || typeof requestAnimationFrame === 'undefined') return;
    let tries = 60;
    let id = 0;
    const centre = () => {
      const f = frame.current;
      const ghost = f?.querySelector('.bm-ghost');
      if (!f || !ghost || f.scrollWidth <= f.clientWidth) {
        if (tries-- > 0) id = requestAnimationFrame(centre);
        return;
      }
      const g = ghost.getBoundingClientRect();
      f.scrollLeft += g.left + g.width / 2 - (f.getBoundingClientRect().left + f.clientWidth / 2);
    };
    id = requestAnimationFrame(centre);
    return () => cancelAnimationFrame(id);
  }, [shown]);
  const j = move.judgement;
  const before = useMemo(() => viewFor(entry.before, entry.colour), [entry]);
  const ghosts = useMemo(() => betterGhosts(t, n, before, j.best), [t, n, before, j.best]);
  const i = move.entry;
  return (
    <li className="debrief-costly-move" data-entry={i} data-look={move.look} data-best={j.best.type}>
      <p className="debrief-costly-what">{logSentence(t, n, entry, i)}</p>
      <p data-testid="debrief-costly-cost">{t('debrief.costly.cost', { vp: vpText(j.costVp) })}</p>
      <p data-testid="debrief-costly-better">{t('debrief.costly.better', { action: t(`play.actions.${j.best.type}`) })}</p>
      {j.bestReasons.length > 0 ? (
        <>
          <p>{t('debrief.costly.why')}</p>
          <ReasonList reasons={j.bestReasons} learner={entry.colour} />
        </>
      ) : null}
      <div className="debrief-costly-actions">
        {ghosts.length > 0 ? (
          <button type="button" aria-expanded={shown} aria-controls={boardId} onClick={() => setShown(!shown)}>
            {t(shown ? 'debrief.costly.hide' : 'debrief.costly.show')}
          </button>
        ) : null}
        {i > 0 ? (
          <button type="button" onClick={() => view(i - 1)}>
            {t('debrief.costly.replay')}
          </button>
        ) : null}
      </div>
      {ghosts.length > 0 ? null : <p className="play-help">{t('debrief.costly.noGhosts')}</p>}
      <div id={boardId} hidden={!shown}>
        {shown ? (
          <div
            ref={frame}
            className="board-frame debrief-costly-board"
            role="region"
            aria-label={t('debrief.costly.board', { n: i + 1 })}
            tabIndex={0}
          >
            <BoardMap
              board={before.board === 'two' ? board2 : board34}
              state={before}
              title={t('debrief.costly.board', { n: i + 1 })}
              ghosts={ghosts}
            />
          </div>
        ) : null}
      </div>
    </li>
  );
}

function Look({ log, thinker }: { log: readonly LogEntry[]; thinker: () => BotThinker }) {
  const { t } = useTranslation();
  const run = movesLook(log, thinker);
  const look = useSyncExternalStore(run.subscribe, run.get, run.get);
  const done = look.phase === 'done';
  return (
    <>
      <p>{t('debrief.costly.intro')}</p>
      <p className="debrief-costly-progress" role="status" aria-live="polite" data-testid="debrief-costly-progress">
        {progressText(t, look)}
      </p>
      {done && look.costly.length > 0 ? (
        <>
          <ol className="debrief-costly-list">
            {look.costly.map((m) => {
              const entry = log[m.entry];
              return entry ? <CostlyMove key={m.entry} move={m} entry={entry} /> : null;
            })}
          </ol>
          <p className="play-help">{t('debrief.costly.how')}</p>
        </>
      ) : null}
      {done && look.costly.length === 0 ? (
        <p data-testid="debrief-costly-none">{t(look.judged > 0 ? 'debrief.costly.none' : 'debrief.costly.failed')}</p>
      ) : null}
    </>
  );
}

export function Costliest() {
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'play', 'coach', 'debrief');
  const log = usePlay((s) => s.log);
  const thinker = useCoach((s) => s.thinker);
  const people = log.some((e) => !e.bot);
  return (
    <section className="debrief-costly" aria-labelledby="debrief-costly-title" data-testid="debrief-costly">
      <h3 id="debrief-costly-title">{t('debrief.costly.title')}</h3>
      {people ? <Look log={log} thinker={thinker} /> : <p data-testid="debrief-costly-none">{t('debrief.costly.bots')}</p>}
    </section>
  );
}
