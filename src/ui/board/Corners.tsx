import { useTranslation } from '../../i18n/useTranslation';
import type { Board, Resource } from '../../engine/rulesets/pittsburgh/data/types';
import { CubeGlyph, StarGlyph } from '../icons';
import { AssumedOutline, AssumedTag } from './Marks';
import { INK, MUTED, NAVY, WHITE } from './style';
import { useAreas } from '../../i18n/areas';
import { useIconNames } from './iconNames';

const RESOURCES: Resource[] = ['coal', 'iron', 'steel', 'coke'];

/** Vanderbilt's prices, in the top-left corner. */
export function Vanderbilt({ board }: { board: Board }) {
  const { t } = useTranslation();
  useAreas('board');
  const names = useIconNames();
  const x = 10;
  const y = 10;
  return (
    <g className="bm-vanderbilt">
      <title>{t('board.vanderbiltHelp')}</title>
      <rect x={x} y={y} width="150" height="74" rx="6" fill={WHITE} stroke={NAVY} strokeWidth="1.4" />
      <text x={x + 75} y={y + 18} textAnchor="middle" fontSize="13.5" fontWeight="700" fill={NAVY}>
        {t('board.vanderbilt')}
      </text>
      {RESOURCES.map((r, i) => {
        const cx = x + 8 + (i % 2) * 72;
        const cy = y + 26 + Math.floor(i / 2) * 23;
        return (
          <g key={r}>
            <CubeGlyph good={r} x={cx} y={cy} size={20} title={names.good(r)} />
            <text x={cx + 25} y={cy + 15} fontSize="14" fontWeight="800" fill={INK}>
              ${board.vanderbilt.price[r]}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** The quality-bonus slots with the stars each needs, in the bottom-right corner. */
export function QualitySlots({ board, tiles }: { board: Board; tiles?: (string | null)[] }) {
  const { t } = useTranslation();
  useAreas('board');
  const n = board.qualitySlots.length;
  const w = 12 + n * 52;
  const x = 990 - w;
  const y = 630;
  const assumed = board.qualitySlotsProvenance?.status === 'assumed';
  return (
    <g className="bm-quality">
      {assumed ? <AssumedOutline x={x} y={y} w={w} h={60} r={6} /> : null}
      <rect x={x} y={y} width={w} height="60" rx="6" fill={WHITE} stroke={NAVY} strokeWidth="1.4" />
      <text x={x + w / 2} y={y + 16} textAnchor="middle" fontSize="13" fontWeight="700" fill={NAVY}>
        {t('board.quality')}
      </text>
      {board.qualitySlots.map((stars, i) => {
        const sx = x + 8 + i * 52;
        const filled = tiles?.[i] != null;
        return (
          <g key={i}>
            <rect
              x={sx}
              y={y + 23}
              width="46"
              height="30"
              rx="4"
              fill={filled ? '#f6e2a8' : '#f6f2e8'}
              stroke={filled ? INK : MUTED}
              strokeWidth="1.1"
            />
            <StarGlyph x={sx + 3} y={y + 28} size={20} />
            <text x={sx + 34} y={y + 43.5} textAnchor="middle" fontSize="15" fontWeight="800" fill={INK}>
              {stars}
            </text>
          </g>
        );
      })}
      {assumed && board.provenance.status !== 'assumed' ? <AssumedTag x={x + w / 2} y={y - 6} /> : null}
    </g>
  );
}
