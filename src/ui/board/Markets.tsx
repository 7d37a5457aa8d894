import type { Board, Resource } from '../../engine/rulesets/pittsburgh/data/types';
import { CubeGlyph } from '../icons';
import { GAP, MARKET_COIN, MARKET_ROW, MARKET_SLOT, PAD, type MarketLayout } from './layout';
import { AssumedOutline } from './Marks';
import { useIconNames } from './iconNames';
import { GOLD, INK, MUTED, SPACE_EDGE, SPACE_FILL, WHITE } from './style';

/** Markets: the price on a coin, then per resource its cube and its spaces (filled from the left). */
export function Markets({
  board,
  markets,
  cubes,
}: {
  board: Board;
  markets: Map<string, MarketLayout>;
  cubes?: Record<string, Partial<Record<Resource, number>>>;
}) {
  const names = useIconNames();
  return (
    <g className="bm-markets">
      {board.markets.map((m) => {
        const l = markets.get(m.id);
        if (!l) return null;
        const b = l.box;
        const assumed = m.provenance.status === 'assumed' || m.stock.some((s) => s.provenance?.status === 'assumed');
        const coinX = b.x + PAD + MARKET_COIN / 2;
        const coinY = b.y + b.h / 2;
        return (
          <g key={m.id} data-market={m.id}>
            {assumed ? <AssumedOutline x={b.x} y={b.y} w={b.w} h={b.h} r={6} /> : null}
            <rect x={b.x} y={b.y} width={b.w} height={b.h} rx="6" fill={WHITE} stroke={MUTED} strokeWidth="1.3" />
            <circle cx={coinX} cy={coinY} r={MARKET_COIN / 2 - 1} fill={GOLD} stroke={INK} strokeWidth="1.2" />
            <text x={coinX} y={coinY + 5} textAnchor="middle" fontSize="14" fontWeight="800" fill={INK}>
              ${m.price}
            </text>
            {m.stock.map((s, row) => {
              const y = b.y + PAD + row * MARKET_ROW;
              const x0 = b.x + PAD + MARKET_COIN + GAP;
              const have = cubes?.[m.id]?.[s.resource] ?? 0;
              return (
                <g key={s.resource}>
                  <CubeGlyph good={s.resource} x={x0} y={y + 1} size={MARKET_ROW - 2} title={names.good(s.resource)} />
                  {Array.from({ length: s.slots }, (_, i) => {
                    const sx = x0 + MARKET_ROW + i * (MARKET_SLOT + 3);
                    const sy = y + (MARKET_ROW - MARKET_SLOT) / 2;
                    return (
                      <g key={i}>
                        <rect
                          x={sx}
                          y={sy}
                          width={MARKET_SLOT}
                          height={MARKET_SLOT}
                          rx="3"
                          fill={SPACE_FILL}
                          stroke={SPACE_EDGE}
                          strokeWidth="1"
                        />
                        {i < have ? (
                          <CubeGlyph good={s.resource} x={sx + 1} y={sy + 1} size={MARKET_SLOT - 2} title={names.good(s.resource)} />
                        ) : s.vpPerSlot > 0 ? (
                          <text x={sx + MARKET_SLOT / 2} y={sy + 13.5} textAnchor="middle" fontSize="12" fontWeight="800" fill="#8f1f18">
                            {s.vpPerSlot}
                          </text>
                        ) : null}
                      </g>
                    );
                  })}
                </g>
              );
            })}
          </g>
        );
      })}
    </g>
  );
}
