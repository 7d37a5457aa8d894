/**
 * The player mat drawn from the rules data: five printed columns read from the bottom up, each
 * place a card, the arrows between them measured and drawn over the cards.
 * With `mat` (copies left per place, from a PlayerState) emptied places are greyed and the tiles
 * the engine says are reachable now are ringed.
 */
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkCard } from './LinkCard';
import { MatArrows, type ColumnPos } from './MatArrows';
import { mat as matData, placeById, reachableIds } from './matData';
import { TileCard, type PlaceState } from './TileCard';
import { useRects } from './useRects';
import { useAreas } from '../../i18n/areas';

const paths = matData.paths ?? [];

export function PlayerMatView({ mat }: { mat?: Record<string, number> }) {
  const { t, i18n } = useTranslation();
  useAreas('mat');
  const grid = useRef<HTMLDivElement>(null);
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
    <div className="mat-frame" role="group" aria-label={t('mat.matLabel')}>
      <div className="mat-grid" ref={grid} style={{ gridTemplateColumns: `repeat(${paths.length}, auto)` }}>
        <MatArrows edges={matData.edges} where={where} measured={measured} />
        {paths.map((path) => (
          <section key={path.id} className={`mat-path mat-path-${path.id}`} aria-label={t('mat.pathLabel', { name: t(`mat.paths.${path.id}`) })}>
            <p className="mat-path-name">{t(`mat.paths.${path.id}`)}</p>
            <ol className="mat-path-places">
              {path.places.map((id) => {
                const p = placeById(id);
                if (!p) return null;
                return p.node === 'tile' ? (
                  <TileCard key={id} place={p} left={mat ? (mat[id] ?? 0) : undefined} state={stateOf(id)} />
                ) : (
                  <LinkCard key={id} place={p} gone={mat ? (mat[id] ?? 0) <= 0 : false} />
                );
              })}
            </ol>
          </section>
        ))}
      </div>
    </div>
  );
}
