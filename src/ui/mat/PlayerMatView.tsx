/**
 * The player mat drawn from the rules data: five printed columns read from the bottom up, each
 * place a card, the arrows between them measured and drawn over the cards.
 * With `mat` (copies left per place, from a PlayerState) emptied places are greyed and the tiles
 * the engine says are reachable now are ringed.
 */
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { LinkCard } from './LinkCard';
import { MatArrows, type ColumnPos } from './MatArrows';
import { mat as matData, placeById, reachableIds } from './matData';
import { TileCard, type PlaceState } from './TileCard';
import { useRects } from './useRects';
import { useAreas } from '../../i18n/areas';

const paths = matData.paths ?? [];

/**
 * The cards change only with their own place's state: a new measurement of the arrows (which comes after
 * every layout change) or a pick elsewhere re-renders the arrows and the cards it concerns, not all of them.
 */
const Tile = memo(TileCard);
const Link = memo(LinkCard);

/** Tiles a lesson lets the learner pick on the mat. */
export interface MatPicks {
  ids: readonly string[];
  picked: readonly string[];
  /** Tiles a hint shows as the move. */
  shown?: readonly string[];
  /** Among `ids`, tiles that are refused: still clickable (to say why), drawn faint. */
  refused?: readonly string[];
  onPick: (id: string) => void;
  label: (id: string) => string;
}

/** Is the frame narrower than what it holds (then it scrolls sideways and says so)? */
function useOverflow(frame: React.RefObject<HTMLDivElement | null>) {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const f = frame.current;
    if (!f) return;
    const check = () => setOver(f.scrollWidth > f.clientWidth + 1);
    if (typeof ResizeObserver === 'undefined') {
      check();
      return;
    }
    // Checked on the observer's first report (after the browser's own layout), not here: no forced layout.
    const ro = new ResizeObserver(check);
    ro.observe(f);
    // the content too: it may grow after the frame is measured (the cards laid out, the fonts in)
    if (f.firstElementChild) ro.observe(f.firstElementChild);
    return () => ro.disconnect();
  }, [frame]);
  return over;
}

export function PlayerMatView({ mat, picks }: { mat?: Record<string, number>; picks?: MatPicks }) {
  const { t, i18n } = useTranslation();
  useAreas('mat');
  const grid = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const over = useOverflow(frame);
  const reachable = useMemo(() => (mat ? reachableIds(mat) : undefined), [mat]);
  const where = useMemo(() => {
    const m = new Map<string, ColumnPos>();
    paths.forEach((p, col) => p.places.forEach((id, index) => m.set(id, { col, index })));
    return m;
  }, []);
  const measured = useRects(grid, 'data-place', `${i18n.language}|${JSON.stringify(mat ?? null)}`);

  const stateOf = (id: string): PlaceState => {
    if (!mat) return undefined;
    if ((mat[id] ?? 0) <= 0) return 'empty';
    return reachable?.has(id) ? 'reachable' : 'waiting';
  };

  return (
    <>
      {over ? <p className="mat-scroll-hint">{t('mat.frameScrollHint')}</p> : null}
      <div
        className={`mat-frame${over ? ' is-scrolling' : ''}`}
        role="group"
        aria-label={t('mat.matLabel')}
        ref={frame}
        {...(over ? { tabIndex: 0 } : {})}
      >
        <div className="mat-grid" ref={grid}>
          <MatArrows edges={matData.edges} where={where} measured={measured} />
          {paths.map((path) => (
            <section
              key={path.id}
              className={`mat-path mat-path-${path.id}`}
              aria-label={t('mat.pathLabel', { name: t(`mat.paths.${path.id}`) })}
            >
              <p className="mat-path-name">{t(`mat.paths.${path.id}`)}</p>
              <ol className="mat-path-places">
                {path.places.map((id) => {
                  const p = placeById(id);
                  if (!p) return null;
                  const pickable = picks?.ids.includes(id) === true;
                  return p.node === 'tile' ? (
                    <Tile
                      key={id}
                      place={p}
                      left={mat ? (mat[id] ?? 0) : undefined}
                      state={stateOf(id)}
                      {...(picks && pickable
                        ? {
                            pick: {
                              picked: picks.picked.includes(id),
                              shown: picks.shown?.includes(id) === true,
                              refused: picks.refused?.includes(id) === true,
                              label: picks.label(id),
                              onPick: picks.onPick,
                            },
                          }
                        : {})}
                    />
                  ) : (
                    <Link key={id} place={p} gone={mat ? (mat[id] ?? 0) <= 0 : false} />
                  );
                })}
              </ol>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
