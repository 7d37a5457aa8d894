/** The text alternative of the pieces a map shows: tiles, links, market cubes, oil, merchant tiles. */
import { useTranslation } from '../../i18n/useTranslation';
import type { TFunction } from 'i18next';
import { matPlace, merchantTiles } from '../../engine/rulesets/pittsburgh/data';
import type { Board, Good } from '../../engine/rulesets/pittsburgh/data/types';
import type { Cubes } from '../../engine/rulesets/pittsburgh/state';
import type { BoardPieces } from './BoardMap';
import { spaceName, useNames } from './BoardAsText';
import { ownerName } from './owners';
import { roman } from './text';
import { useAreas } from '../../i18n/areas';

const GOODS: Good[] = ['coal', 'iron', 'steel', 'coke', 'oil'];

function cubeList(t: TFunction, cubes: Cubes | undefined): string {
  return GOODS.filter((g) => (cubes?.[g] ?? 0) > 0)
    .map((g) => `${t(`board.goods.${g}`)} ${cubes?.[g]}`)
    .join(t('board.list.sep'));
}

export function PiecesAsText({ board, state }: { board: Board; state: BoardPieces }) {
  const { t } = useTranslation();
  useAreas('board');
  const name = useNames(board);
  const owner = (c: string) => ownerName(t, c);
  const sep = t('board.list.sep');
  const routeName = (id: string) => {
    const line = board.lines.find((l) => l.id === id);
    if (line) return t('board.list.line', { a: name(line.a), b: name(line.b) });
    const r = board.pipelineRoutes.find((p) => p.id === id);
    return r ? `${name(r.field)} → ${name(r.location)}` : id;
  };
  return (
    <details className="board-list">
      <summary>{t('board.list.piecesSummary')}</summary>
      <ul>
        {state.industries.map((i) => {
          const place = matPlace(i.place);
          const kind = place?.node === 'tile' ? t(`board.kinds.${place.industry}`) : i.place;
          const level = place?.node === 'tile' ? roman(place.level) : '';
          const extra = [
            i.flipped ? t('board.list.flipped') : '',
            cubeList(t, i.cubes) ? t('board.list.cubes', { list: cubeList(t, i.cubes) }) : '',
          ].filter(Boolean);
          return (
            <li key={i.space}>
              {t('board.list.industry', { owner: owner(i.owner), kind, level, place: spaceName(t, board, name, i.space) })}
              {extra.length ? `${sep}${extra.join(sep)}` : ''}
            </li>
          );
        })}
        {state.links.map((l) => (
          <li key={l.route}>
            {t('board.list.link', { owner: owner(l.owner), kind: t(`board.links.${l.kind}`), route: routeName(l.route) })}
            {cubeList(t, l.cubes) ? `${sep}${t('board.list.cubes', { list: cubeList(t, l.cubes) })}` : ''}
          </li>
        ))}
        {board.markets.map((m) => (
          <li key={m.id}>{t('board.list.market2', { name: name(m.id), list: cubeList(t, state.markets[m.id]) || '0' })}</li>
        ))}
        {board.oilFields
          .filter((f) => (state.oilFields[f.id]?.oil ?? 0) > 0)
          .map((f) => (
            <li key={f.id}>{t('board.list.field', { name: name(f.id), n: state.oilFields[f.id]?.oil ?? 0 })}</li>
          ))}
        {Object.entries(state.merchants).map(([loc, m]) => {
          const tile = merchantTiles.find((x) => x.id === m.tile);
          if (!tile) return null;
          const icons = (m.faceUp ? tile.front.icons : tile.back.icons).map((i) => t(`board.icons.${i}`)).join(sep);
          return (
            <li key={loc}>
              {t('board.list.merchantTile', { name: name(loc), icons, face: m.faceUp ? t('board.list.faceUp') : t('board.list.faceDown') })}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
