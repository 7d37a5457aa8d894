/**
 * Ghost pieces: pieces that are NOT on the board but would change something (the sandbox's "what
 * would make it legal?"). Drawn like the real piece but see-through, inside a dashed outline, each
 * with its own accessible name; they never take clicks (the pick targets above them do).
 */
import type { PlacedIndustry, PlacedLink } from '../../engine/rulesets/pittsburgh/state';
import { along, type BoardLayout } from './layout';
import { IndustryTile, Link } from './Pieces';
import { GOLD, INK } from './style';

export type Ghost = { label: string } & ({ industry: PlacedIndustry } | { link: PlacedLink });

const OPACITY = 0.6;

export function Ghosts({ ghosts, layout, prefix }: { ghosts: readonly Ghost[]; layout: BoardLayout; prefix: string }) {
  const spaces = new Map<string, { x: number; y: number; w: number; h: number }>();
  for (const p of layout.plates.values()) for (const s of p.spaces) spaces.set(s.id, s.box);
  for (const [id, f] of layout.fields) spaces.set(id, { x: f.centre.x - 19, y: f.centre.y - 19, w: 38, h: 38 });
  return (
    <g className="bm-ghosts" pointerEvents="none">
      {ghosts.map((g) => {
        if ('industry' in g) {
          const box = spaces.get(g.industry.space);
          if (!box) return null;
          return (
            <g key={`i-${g.industry.space}`} role="img" aria-label={g.label} data-ghost={g.industry.space} className="bm-ghost">
              <g opacity={OPACITY}>
                <IndustryTile industry={g.industry} box={box} prefix={prefix} />
              </g>
              <rect
                x={box.x - 3}
                y={box.y - 3}
                width={box.w + 6}
                height={box.h + 6}
                rx="6"
                fill="none"
                stroke={INK}
                strokeWidth="2.5"
                strokeDasharray="6 4"
              />
            </g>
          );
        }
        const s = g.link.kind === 'pipeline' ? layout.routes.get(g.link.route) : layout.lines.get(g.link.route);
        if (!s) return null;
        const a = along(s, 0);
        const b = along(s, 1);
        return (
          <g key={`l-${g.link.route}`} role="img" aria-label={g.label} data-ghost={g.link.route} className="bm-ghost">
            <path
              d={`M${a.x} ${a.y}L${b.x} ${b.y}`}
              stroke={GOLD}
              strokeWidth="20"
              strokeDasharray="10 7"
              strokeLinecap="round"
              fill="none"
              opacity={0.85}
            />
            <g opacity={OPACITY}>
              <Link link={g.link} s={s} bonus={false} />
            </g>
          </g>
        );
      })}
    </g>
  );
}
