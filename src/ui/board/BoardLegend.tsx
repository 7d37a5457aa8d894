import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { OWNERS } from './owners';
import { OwnerSwatch, SWATCH } from './Swatches';
import { useAreas } from '../../i18n/areas';
import { CubeGlyph, IndustryGlyph, WhiskeyGlyph } from '../icons';
import type { Good, SpaceIcon } from '../../engine/rulesets/pittsburgh/data/types';

const INDUSTRY_KEYS: readonly SpaceIcon[] = ['coal', 'ironSteel', 'kerosene', 'manufacturing', 'automobile', 'skyscraper'];
const GOOD_KEYS: readonly Good[] = ['coal', 'iron', 'steel', 'coke', 'oil'];

/** One icon of the map with its name beside it. */
function IconItem({ name, children }: { name: string; children: ReactNode }) {
  return (
    <li>
      <span className="board-legend-pic">
        <svg className="board-swatch" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          {children}
        </svg>
      </span>
      <span>{name}</span>
    </li>
  );
}

const BOARD_KEYS = [
  'city',
  'dedicated',
  'mixed',
  'merchant',
  'linkIcons',
  'market',
  'cokeVp',
  'rail',
  'pipeline',
  'barrels',
  'oilField',
  'bonus',
  'vanderbilt',
  'quality',
  'assumed',
] as const;
const PIECE_KEYS = ['flipped', 'cubes', 'lightRail', 'heavyRail', 'pipelineTile', 'focus'] as const;

function Item({ k }: { k: string }) {
  const { t } = useTranslation();
  useAreas('board');
  const Pic = SWATCH[k];
  return (
    <li>
      <span className="board-legend-pic">{Pic ? <Pic /> : null}</span>
      <span>{t(`board.legend.${k}`)}</span>
    </li>
  );
}

/** The key to the map: the printed board, and (with `pieces`) players' pieces and the focus ring. */
export function BoardLegend({ pieces = false, level = 3 }: { pieces?: boolean; level?: 3 | 4 }) {
  const { t } = useTranslation();
  useAreas('board');
  const H = level === 3 ? 'h3' : 'h4';
  return (
    <div className="board-legend">
      <H>{pieces ? t('board.legend.piecesHeading') : t('board.legend.heading')}</H>
      <ul>
        {pieces
          ? [
              <li key="tile">
                <span className="board-legend-pic">
                  <OwnerSwatch colour="blue" letter={t('board.owners.blue.letter')} />
                </span>
                <span>{t('board.legend.tile')}</span>
              </li>,
              ...Object.entries(OWNERS).map(([colour, o]) => (
                <li key={colour}>
                  <span className="board-legend-pic">
                    <OwnerSwatch colour={colour} letter={t(`board.owners.${o.key}.letter`)} />
                  </span>
                  <span>
                    {t('board.legend.owner', { name: t(`board.owners.${o.key}.name`), letter: t(`board.owners.${o.key}.letter`) })}
                  </span>
                </li>
              )),
              ...PIECE_KEYS.map((k) => <Item key={k} k={k} />),
            ]
          : [
              ...INDUSTRY_KEYS.map((k) => (
                <IconItem key={`icon-${k}`} name={t('board.legend.industry', { name: t(`board.icons.${k}`) })}>
                  <IndustryGlyph kind={k} />
                </IconItem>
              )),
              ...GOOD_KEYS.map((g) => (
                <IconItem
                  key={`good-${g}`}
                  name={t(g === 'oil' ? 'board.legend.barrel' : 'board.legend.cube', { good: t(`board.goods.${g}`) })}
                >
                  <CubeGlyph good={g} />
                </IconItem>
              )),
              <IconItem key="whiskey" name={t('board.legend.whiskey')}>
                <WhiskeyGlyph />
              </IconItem>,
              ...BOARD_KEYS.map((k) => <Item key={k} k={k} />),
            ]}
      </ul>
    </div>
  );
}
