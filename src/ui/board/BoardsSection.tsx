/** "The boards" on the Components page: side switch, map, key, text alternative, and an example position. */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import samplePosition from '../../../content/boards/sample-position.json';
import { board2, board34 } from '../../engine/rulesets/pittsburgh/data';
import { validate } from '../../engine/rulesets/pittsburgh';
import type { Board } from '../../engine/rulesets/pittsburgh/data/types';
import { StatusMark } from '../StatusMark';
import { BoardAsText } from './BoardAsText';
import { BoardLegend } from './BoardLegend';
import { BoardMap, type BoardPieces } from './BoardMap';
import { PiecesAsText } from './PiecesAsText';
import { langOf, nameIn } from './text';
import { useAreas } from '../../i18n/areas';

/** The example position, checked by the engine (an invalid file shows no example rather than a wrong one). */
const sample: BoardPieces | null = (() => {
  const r = validate(samplePosition);
  return r.ok ? r.state : null;
})();

/**
 * A map in a frame that scrolls sideways when the screen is narrower than the map's minimum width.
 * `centreX` (map units): where a scrolled frame starts, so the interesting part shows first.
 */
export function MapFrame({
  board,
  state,
  label,
  title,
  centreX,
}: {
  board: Board;
  state?: BoardPieces;
  label: string;
  title?: string;
  centreX?: number;
}) {
  const { t } = useTranslation();
  useAreas('board');
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const f = frame.current;
    if (!f || centreX === undefined || f.scrollWidth <= f.clientWidth) return;
    f.scrollLeft = (centreX / board.viewBox.width) * f.scrollWidth - f.clientWidth / 2;
  }, [centreX, board]);
  return (
    <>
      <div ref={frame} className="board-frame" role="region" aria-label={label} tabIndex={0}>
        <BoardMap board={board} {...(state ? { state } : {})} {...(title ? { title } : {})} />
      </div>
      <p className="board-hint">{t('board.swipeHint')}</p>
    </>
  );
}

export function BoardsSection() {
  const { t, i18n } = useTranslation();
  useAreas('board');
  const lang = langOf(i18n.language);
  const [side, setSide] = useState<'three-four' | 'two'>('three-four');
  const board = side === 'two' ? board2 : board34;
  const name = nameIn(board.names, lang);
  const id = useId();
  return (
    <section className="board-section" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('board.heading')}</h2>
      <p>{t('board.intro')}</p>
      <fieldset className="board-switch">
        <legend>{t('board.side.label')}</legend>
        {(['three-four', 'two'] as const).map((s) => (
          <label key={s} className={side === s ? 'is-on' : undefined}>
            <input type="radio" name={`${id}-side`} value={s} checked={side === s} onChange={() => setSide(s)} />
            {s === 'two' ? t('board.side.two') : t('board.side.threeFour')}
          </label>
        ))}
      </fieldset>
      {side === 'two' ? (
        <p className="board-note">
          <StatusMark status="assumed" /> {t('board.twoNote')}
        </p>
      ) : null}
      <MapFrame board={board} label={t('board.frame', { board: name })} />
      <BoardLegend />
      <BoardAsText board={board} />
      {sample ? (
        <>
          <h3>{t('board.sample.heading')}</h3>
          <p>{t('board.sample.intro')}</p>
          <MapFrame
            board={board34}
            state={sample}
            label={t('board.frame', { board: t('board.sample.label') })}
            title={t('board.map.title', { board: t('board.sample.label') })}
            centreX={590}
          />
          <BoardLegend pieces level={4} />
          <PiecesAsText board={board34} state={sample} />
        </>
      ) : null}
    </section>
  );
}
