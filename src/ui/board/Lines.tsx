import type { Board, RailLine } from '../../engine/rulesets/pittsburgh/data/types';
import { CubeGlyph, DevelopGlyph, IncomeGlyph, WhiskeyGlyph } from '../icons';
import { BARRELS_AT, along, type Segment } from './layout';
import { useIconNames } from './iconNames';
import { ASSUMED, ASSUMED_BG, INK, PIPE, RAIL, WHITE } from './style';

const d = (s: Segment) => `M${s.a.x} ${s.a.y}L${s.b.x} ${s.b.y}`;

/** Dotted edges on both sides of an assumed line. */
function AssumedEdges({ s }: { s: Segment }) {
  return (
    <>
      <path d={d(s)} stroke={ASSUMED} strokeWidth="15" strokeDasharray="2 3" fill="none" />
      <path d={d(s)} stroke={ASSUMED_BG} strokeWidth="11" fill="none" />
    </>
  );
}

export function RailLines({ board, lines }: { board: Board; lines: Map<string, Segment> }) {
  return (
    <g className="bm-rails">
      {board.lines.map((line) => {
        const s = lines.get(line.id);
        if (!s) return null;
        return (
          <g key={line.id} data-line={line.id}>
            {line.provenance.status === 'assumed' ? <AssumedEdges s={s} /> : null}
            <path d={d(s)} stroke={RAIL} strokeWidth="6" fill="none" />
            <path d={d(s)} stroke="#faf7f0" strokeWidth="2.2" strokeDasharray="6 6" fill="none" />
          </g>
        );
      })}
    </g>
  );
}

export function PipelineRoutes({ board, routes }: { board: Board; routes: Map<string, Segment> }) {
  return (
    <g className="bm-pipelines">
      {board.pipelineRoutes.map((r) => {
        const s = routes.get(r.id);
        if (!s) return null;
        return (
          <g key={r.id} data-route={r.id}>
            {r.provenance.status === 'assumed' ? <AssumedEdges s={s} /> : null}
            <path d={d(s)} stroke={PIPE} strokeWidth="3.2" strokeDasharray="9 5" fill="none" />
          </g>
        );
      })}
    </g>
  );
}

/** The bonus icon printed mid-line. */
function Bonus({ line, s }: { line: RailLine; s: Segment }) {
  const names = useIconNames();
  const b = line.bonus;
  if (!b) return null;
  const c = along(s, 0.5);
  if (b.kind === 'income') {
    const text = `+${b.spaces}`;
    return (
      <g>
        <rect x={c.x - 22} y={c.y - 12} width="44" height="24" rx="12" fill={WHITE} stroke={INK} strokeWidth="1.2" />
        <IncomeGlyph x={c.x - 20} y={c.y - 10} size={20} />
        <text x={c.x + 11} y={c.y + 5} textAnchor="middle" fontSize="14" fontWeight="800" fill={INK}>
          {text}
        </text>
      </g>
    );
  }
  if (b.kind === 'develop') return <DevelopGlyph x={c.x - 13} y={c.y - 13} size={26} />;
  return (
    <g>
      <circle cx={c.x} cy={c.y} r="13" fill={WHITE} stroke={INK} strokeWidth="1.2" />
      <WhiskeyGlyph x={c.x - 10.5} y={c.y - 11} size={21} title={names.whiskey()} />
    </g>
  );
}

export function LineBonuses({ board, lines }: { board: Board; lines: Map<string, Segment> }) {
  return (
    <g className="bm-bonuses">
      {board.lines.map((line) => {
        const s = lines.get(line.id);
        return s ? <Bonus key={line.id} line={line} s={s} /> : null;
      })}
    </g>
  );
}

/** The barrel icons printed on a pipeline route. */
export function RouteBarrels({ board, routes }: { board: Board; routes: Map<string, Segment> }) {
  const names = useIconNames();
  return (
    <g className="bm-barrels">
      {board.pipelineRoutes.map((r) => {
        const s = routes.get(r.id);
        if (!s || r.barrels === 0) return null;
        const c = along(s, BARRELS_AT[r.id] ?? 0.5);
        const w = r.barrels * 13 + 8;
        return (
          <g key={r.id}>
            <rect x={c.x - w / 2} y={c.y - 10} width={w} height="20" rx="6" fill={WHITE} stroke={PIPE} strokeWidth="1.2" />
            {Array.from({ length: r.barrels }, (_, i) => (
              <CubeGlyph key={i} good="oil" x={c.x - w / 2 + 3 + i * 13} y={c.y - 8.5} size={16} title={names.good('oil')} />
            ))}
          </g>
        );
      })}
    </g>
  );
}
