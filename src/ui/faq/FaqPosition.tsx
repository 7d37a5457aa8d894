/**
 * The live position of a FAQ entry: a lesson scenario checked by the engine and drawn with the
 * board map, with rings on what the entry talks about. Loaded lazily by the FAQ entry page.
 */
import { useMemo } from 'react';
import { BoardKey } from '../board/BoardKey';
import { useTranslation } from '../../i18n/useTranslation';
import { board2, board34, incomeTrack } from '../../engine/rulesets/pittsburgh/data';
import type { Board } from '../../engine/rulesets/pittsburgh/data/types';
import { level } from '../../engine/brass/income';
import { currentColour, type GameState } from '../../engine/rulesets/pittsburgh/state';
import { BoardMap, PiecesAsText, boardLayout, ownerName } from '../board';
import { preview, type PreviewResult } from '../../engine/rulesets/pittsburgh';
import type { Action } from '../../engine/rulesets/pittsburgh/actions/types';
import { ActionOutcome } from '../lesson/ActionOutcome';
import { useCentreScroll } from '../board/useCentreScroll';
import { FaqProjector } from './FaqProjector';
import { useProjector } from '../projector/useProjector';
import { loadPosition, type LoadedPosition } from './position';
import { useAreas } from '../../i18n/areas';
import { OpenInSandbox } from '../play/share/OpenInSandbox';
import { AddToSequence } from '../sequences/AddToSequence';

/** Middle (map units, x) of the highlighted things, so a narrow screen opens on them. */
export function centreOf(board: Board, ids: readonly string[]): number | undefined {
  const layout = boardLayout(board);
  const xs: number[] = [];
  const box = (b: { x: number; w: number }) => xs.push(b.x, b.x + b.w);
  for (const id of ids) {
    const plate = layout.plates.get(id);
    if (plate) box(plate.plate);
    for (const p of layout.plates.values()) for (const s of p.spaces) if (s.id === id) box(s.box);
    const seg = layout.lines.get(id) ?? layout.routes.get(id);
    if (seg) xs.push(seg.a.x, seg.b.x);
    const market = layout.markets.get(id);
    if (market) box(market.box);
    const field = layout.fields.get(id);
    if (field) xs.push(field.centre.x - field.rx, field.centre.x + field.rx);
  }
  return xs.length ? (Math.min(...xs) + Math.max(...xs)) / 2 : undefined;
}

function Players({ state, before }: { state: GameState; before?: boolean }) {
  const { t } = useTranslation();
  useAreas('board', 'faqAnswers');
  const name = (c: string) => ownerName(t, c);
  return (
    <>
      <h3 className="faq-position-h">{t(before ? 'faqExamples.ui.playersBefore' : 'faqAnswers.ui.players')}</h3>
      <ul className="faq-players">
        {state.turnOrder.map((c, i) => {
          const p = state.players.find((x) => x.colour === c);
          if (!p) return null;
          return (
            <li key={c}>
              {t('faqAnswers.ui.player', {
                name: name(c),
                cash: p.cash,
                space: p.incomeSpace,
                level: level(incomeTrack, p.incomeSpace),
                whiskey: p.whiskey,
                count: p.hand.length,
              })}
              {i === state.current && state.actionsLeft > 0 ? (
                <strong className="faq-to-act"> · {t('faqAnswers.ui.toAct', { name: name(c) })}</strong>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function FaqPosition({
  scenario,
  highlight,
  action,
  entryId,
  look,
}: {
  scenario: string;
  highlight: readonly string[];
  action?: Action;
  entryId?: string;
  look?: string;
}) {
  const loaded = useMemo(() => loadPosition(scenario), [scenario]);
  const { on } = useProjector();
  // On the projector the stage draws the board; the page under it does not draw it a second time.
  if (on && entryId && loaded.kind === 'ok')
    return <FaqProjector entryId={entryId} state={loaded.state} highlight={highlight} look={look ?? ''} />;
  return <PositionView loaded={loaded} name={scenario} highlight={highlight} {...(action ? { action } : {})} />;
}

/**
 * A checked position drawn with its rings, or, when the check failed, a message in the reader's
 * language. With an action (the answer's worked example), the engine previews it: the board shows
 * the position after the move (or before, when the engine refuses it) and the numbers follow.
 */
export function PositionView({
  loaded,
  name,
  highlight,
  action,
}: {
  loaded: LoadedPosition;
  name: string;
  highlight: readonly string[];
  action?: Action;
}) {
  const { t } = useTranslation();
  useAreas('board', 'faqAnswers', 'lesson');
  const start = loaded.kind === 'ok' ? loaded.state : undefined;
  const result: PreviewResult | undefined = useMemo(() => (start && action ? preview(start, action) : undefined), [start, action]);
  const state = result?.ok ? result.next : start;
  const board = state?.board === 'two' ? board2 : board34;
  const centreX = useMemo(() => centreOf(board, highlight), [board, highlight]);
  const frame = useCentreScroll(centreX, board.viewBox.width, state);

  if (loaded.kind === 'missing')
    return (
      <p className="faq-position-error" role="alert">
        {t('faqAnswers.ui.missing', { name })}
      </p>
    );
  if (loaded.kind === 'invalid')
    return (
      <p className="faq-position-error" role="alert">
        {t('faqAnswers.ui.invalid', { problem: loaded.problem })}
      </p>
    );
  const s = state ?? loaded.state;
  const after = result?.ok === true;
  return (
    <div className="faq-position" data-example={result ? (result.ok ? 'played' : 'refused') : 'position'}>
      <div
        ref={frame}
        className="board-frame"
        role="region"
        aria-label={t(after ? 'faqExamples.ui.frameAfter' : 'faqAnswers.ui.frame')}
        tabIndex={0}
      >
        <BoardMap
          board={board}
          state={s}
          highlight={highlight}
          title={t(after ? 'faqExamples.ui.mapTitleAfter' : 'faqAnswers.ui.mapTitle')}
        />
      </div>
      <p className="board-hint">{t('board.swipeHint')}</p>
      <BoardKey />
      {result ? (
        <section className="faq-example-move" aria-label={t('faqExamples.ui.moveHeading')}>
          <h3 className="faq-position-h">{t('faqExamples.ui.moveHeading')}</h3>
          <ActionOutcome start={loaded.state} result={result} learner={currentColour(loaded.state)} />
        </section>
      ) : null}
      <Players state={loaded.state} before={result !== undefined} />
      <OpenInSandbox state={loaded.state} />
      <AddToSequence state={loaded.state} />
      <PiecesAsText board={board} state={s} />
    </div>
  );
}
