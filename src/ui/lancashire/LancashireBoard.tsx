import { memo, useId, useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { board } from '../../engine/rulesets/lancashire/data/index.ts';
import type { LState } from '../../engine/rulesets/lancashire/state.ts';
import { useAreas } from '../../i18n/areas';
import { BoardDefs } from '../board/Defs';
import { FONT, LAND, halo } from '../board/style';
import { langOf } from '../board/text';
import { lancashireLayout } from './layout';
import { Panels } from './Panels';
import { LinkPieces, TilePieces } from './Pieces';
import { Picks, Rings } from './Picks';
import { Plates } from './Plates';
import { Routes, VIRTUAL } from './Routes';

const PrintedRoutes = memo(Routes);
const PrintedPlates = memo(Plates);
const PrintedDefs = memo(BoardDefs);

export interface LancashireBoardProps {
  state?: LState;
  highlight?: readonly string[];
  title?: string;
  pickable?: readonly string[];
  picked?: readonly string[];
  onPick?: (id: string) => void;
  pickLabel?: (id: string) => string;
}

/**
 * The Lancashire board drawn by the project, in Pittsburgh's visual language (../board): towns
 * with their industry spaces, external locations, canal and rail routes, the virtual
 * Liverpool–Birkenhead link, the demand tracks and the Distant Market; the pieces of `state`;
 * rings and pick targets. Positions are a schematic of our own (layout.json).
 */
export function LancashireBoard({ state, highlight, title, pickable, picked, onPick, pickLabel }: LancashireBoardProps) {
  const { t, i18n } = useTranslation();
  useAreas('course');
  const lang = langOf(i18n.language);
  const prefix = `lb${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const layout = lancashireLayout();
  const pickedSet = useMemo(() => new Set(picked ?? []), [picked]);
  const spaces = board.locations.reduce((n, l) => n + l.spaces.length, 0);
  let desc = t('lboard.desc', { locations: board.locations.length, spaces, externals: board.external.length, links: board.links.length });
  if (state) desc += ` ${t('lboard.descState', { tiles: Object.keys(state.tiles).length, links: state.links.length })}`;
  const interactive = onPick !== undefined && (pickable?.length ?? 0) > 0;
  const vx = (layout.virtual.a.x + layout.virtual.b.x) / 2;
  const vy = (layout.virtual.a.y + layout.virtual.b.y) / 2;
  return (
    <svg
      className="board-map lancashire-map"
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role={interactive ? 'group' : 'img'}
      aria-labelledby={`${prefix}-title`}
      aria-describedby={`${prefix}-desc`}
      data-board="lancashire"
    >
      <title id={`${prefix}-title`}>{title ?? t('lboard.title')}</title>
      <desc id={`${prefix}-desc`}>{desc}</desc>
      <PrintedDefs prefix={prefix} />
      <rect width={layout.width} height={layout.height} fill={LAND} />
      <PrintedRoutes layout={layout} />
      {state ? <LinkPieces state={state} layout={layout} /> : null}
      <PrintedPlates layout={layout} lang={lang} />
      <text x={vx + 14} y={vy + 30} textAnchor="middle" fontSize={FONT.small} fontWeight="700" fill={VIRTUAL} {...halo} aria-hidden="true">
        {t('lboard.virtual')}
      </text>
      <Panels layout={layout} {...(state ? { state } : {})} />
      {state ? <TilePieces state={state} layout={layout} prefix={prefix} /> : null}
      <Rings ids={highlight ?? []} layout={layout} />
      {interactive ? (
        <Picks ids={pickable ?? []} picked={pickedSet} layout={layout} onPick={onPick} label={pickLabel ?? ((id) => id)} />
      ) : null}
    </svg>
  );
}
