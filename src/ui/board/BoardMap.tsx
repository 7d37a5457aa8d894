import { memo, useDeferredValue, useId, useMemo } from 'react';
import { drawnInHtml } from '../hydration';
import { useTranslation } from '../../i18n/useTranslation';
import type { Board } from '../../engine/rulesets/pittsburgh/data/types';
import type { GameState } from '../../engine/rulesets/pittsburgh/state';
import { Vanderbilt, QualitySlots } from './Corners';
import { CubePaths, type CubePath } from './CubePaths';
import { BoardDefs } from './Defs';
import { OilFields } from './Fields';
import { Ghosts, type Ghost } from './Ghosts';
import { Highlights, LineHighlights } from './Highlight';
import { Lakes } from './Lakes';
import { boardLayout } from './layout';
import { placeLabels, placeLinkDiscs } from './labelPlacement';
import { useBoardTextScale } from './textScale';
import { LineBonuses, PipelineRoutes, RailLines, RouteBarrels } from './Lines';
import { Tag } from './Marks';
import { Markets } from './Markets';
import { FieldPieces, IndustryPieces, LinkPieces, MerchantPieces } from './Pieces';
import { PickTargets } from './PickTargets';
import { Plates } from './Places';
import { ASSUMED, LAND } from './style';
import { langOf, nameIn } from './text';
import { useAreas } from '../../i18n/areas';

/**
 * The printed board's layers depend only on the board (its layout is computed once per board) and
 * the language: memoised, a pick or a new position re-renders the pieces and rings, not the map.
 */
const PrintedLakes = memo(Lakes);
const PrintedRoutes = memo(PipelineRoutes);
const PrintedLines = memo(RailLines);
const PrintedBonuses = memo(LineBonuses);
const PrintedBarrels = memo(RouteBarrels);
const PrintedFields = memo(OilFields);
const PrintedPlates = memo(Plates);
const PrintedDefs = memo(BoardDefs);
const PrintedVanderbilt = memo(Vanderbilt);
const MarketCubes = memo(Markets);

/** The parts of a game state the map draws. */
export type BoardPieces = Pick<GameState, 'industries' | 'links' | 'markets' | 'oilFields' | 'merchants' | 'quality'>;

export interface BoardMapProps {
  board: Board;
  /** Pieces to draw on the board; without it the printed board only (markets empty). */
  state?: BoardPieces;
  /** Ids of locations, spaces, rail lines, pipeline routes, oil fields or markets to ring. */
  highlight?: readonly string[];
  /** Accessible name; default "<board>: schematic map". */
  title?: string;
  /** Lessons: ids that can be picked (drawn as focusable buttons on top), and what to do on a pick. */
  pickable?: readonly string[];
  /** Ids picked so far (drawn solid, aria-pressed). */
  picked?: readonly string[];
  onPick?: (target: string) => void;
  /** Accessible name of a pick target (default: its id). */
  pickLabel?: (target: string) => string;
  /** Among `pickable`, targets that are refused: clickable (to say why) but faint and out of the tab order. */
  refused?: readonly string[];
  /** Among `pickable`, the targets a hint shows as the move. */
  shown?: readonly string[];
  /** Lessons: every other target, clickable (mouse) to hear why it is not part of the step. */
  others?: readonly string[];
  onOther?: (target: string) => void;
  /** Pieces not on the board, drawn see-through in a dashed outline with their own names ("what would make it legal?"). */
  ghosts?: readonly Ghost[];
  /** The routes a previewed move's cubes travel, drawn in each cube's colour. */
  cubePaths?: readonly CubePath[];
}

/** The board as SVG, in the reader's language: the printed board, then the pieces of `state`, then the focus rings. */
export function BoardMap({
  board,
  state,
  highlight,
  title,
  pickable,
  picked,
  onPick,
  pickLabel,
  refused,
  shown,
  others,
  onOther,
  ghosts,
  cubePaths,
}: BoardMapProps) {
  const { t, i18n } = useTranslation();
  useAreas('board');
  const lang = langOf(i18n.language);
  const prefix = `bm${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const layout = boardLayout(board);
  const labels = placeLabels(board, layout, lang, useBoardTextScale());
  const focus = useMemo(() => new Set(highlight ?? []), [highlight]);
  const boardName = nameIn(board.names, lang);
  const assumedBoard = board.provenance.status === 'assumed';
  const cities = board.locations.filter((l) => l.kind === 'city').length;
  let desc = t('board.map.desc', {
    cities,
    merchants: board.locations.length - cities,
    lines: board.lines.length,
    fields: board.oilFields.length,
    routes: board.pipelineRoutes.length,
    markets: board.markets.length,
  });
  if (assumedBoard) desc = `${t('board.map.descAssumed')} ${desc}`;
  if (state) desc += ` ${t('board.map.descState', { industries: state.industries.length, links: state.links.length })}`;
  const pickedSet = useMemo(() => new Set(picked ?? []), [picked]);
  const refusedSet = useMemo(() => new Set(refused ?? []), [refused]);
  const shownSet = useMemo(() => new Set(shown ?? []), [shown]);
  const interactive = onPick !== undefined && (pickable?.length ?? 0) > 0;
  const { width, height } = board.viewBox;
  // Drawn in the browser, the first render is the empty map at its final size (nothing moves later); the
  // map itself follows in a deferred render, which React splits into short slices: the page around it (a
  // lesson's goal, an answer) paints first and the phone stays responsive while the map is drawn. A map in
  // a pre-rendered page is in its HTML already, laid out before the first paint: drawn at once.
  const drawn = useDeferredValue(true, drawnInHtml());
  const svgProps = {
    className: 'board-map',
    viewBox: `0 0 ${width} ${height}`,
    role: interactive ? 'group' : 'img',
    'aria-labelledby': `${prefix}-title`,
    'aria-describedby': `${prefix}-desc`,
    'data-board': board.id,
  };
  const heading = (
    <>
      <title id={`${prefix}-title`}>{title ?? t('board.map.title', { board: boardName })}</title>
      <desc id={`${prefix}-desc`}>{desc}</desc>
    </>
  );
  if (!drawn)
    return (
      <svg {...svgProps} aria-busy="true">
        {heading}
        <rect width={width} height={height} fill={LAND} />
      </svg>
    );
  return (
    <svg {...svgProps}>
      {heading}
      <PrintedDefs prefix={prefix} />
      <rect width={width} height={height} fill={LAND} />
      <PrintedLakes />
      {assumedBoard ? (
        <rect x="3" y="3" width={width - 6} height={height - 6} rx="8" fill="none" stroke={ASSUMED} strokeWidth="3" strokeDasharray="3 5" />
      ) : null}
      <LineHighlights ids={focus} layout={layout} />
      <PrintedRoutes board={board} routes={layout.routes} />
      <PrintedLines board={board} lines={layout.lines} />
      {state ? <LinkPieces board={board} state={state} layout={layout} discs={placeLinkDiscs(board, layout, labels)} /> : null}
      <PrintedBonuses board={board} lines={layout.lines} />
      <PrintedBarrels board={board} routes={layout.routes} />
      <Highlights ids={focus} layout={layout} layer="under" />
      <PrintedFields board={board} fields={layout.fields} labels={labels} />
      <PrintedPlates board={board} plates={layout.plates} labels={labels} />
      <MarketCubes board={board} markets={layout.markets} {...(state ? { cubes: state.markets } : {})} />
      <PrintedVanderbilt board={board} />
      <QualitySlots board={board} {...(state ? { tiles: state.quality } : {})} />
      {state ? (
        <>
          <IndustryPieces state={state} layout={layout} prefix={prefix} />
          <FieldPieces board={board} state={state} layout={layout} />
          <MerchantPieces state={state} layout={layout} />
        </>
      ) : null}
      {assumedBoard ? <Tag x={10} y={102} text={t('board.assumedBoard')} size={13} start /> : null}
      <Highlights ids={focus} layout={layout} layer="over" />
      {ghosts && ghosts.length > 0 ? <Ghosts ghosts={ghosts} layout={layout} prefix={prefix} /> : null}
      {/* over the ghosts: a route ends on the edge of the ghost tile it supplies */}
      {cubePaths && cubePaths.length > 0 ? <CubePaths paths={cubePaths} layout={layout} /> : null}
      {interactive ? (
        <PickTargets
          ids={pickable ?? []}
          picked={pickedSet}
          layout={layout}
          onPick={onPick}
          label={pickLabel ?? ((id) => id)}
          refused={refusedSet}
          shown={shownSet}
          {...(others && onOther ? { others, onOther } : {})}
        />
      ) : null}
    </svg>
  );
}
