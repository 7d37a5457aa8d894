/**
 * The mat's bridge to the shared icon set (src/ui/icons): which icon stands for which value.
 * Icons are decorative here; the text next to them (or their group's label) says what they mean.
 */
import type { ReactNode } from 'react';
import type { Good, MatTilePlace } from '../../engine/rulesets/pittsburgh/data/types';
import { CubeIcon, IndustryIcon, WhiskeyIcon } from '../icons';

export function CubeGlyph({ good }: { good: Good | 'whiskey' }) {
  return good === 'whiskey' ? <WhiskeyIcon className="mat-icon" /> : <CubeIcon good={good} className="mat-icon" />;
}

/** The icon of a tile's industry: its board-space icon (Oil City stands on an oil field: a barrel). */
export function TileIcon({ place }: { place: MatTilePlace }) {
  if (!place.spaceIcon) return <CubeIcon good="oil" className="tile-icon" size="1.6em" />;
  return <IndustryIcon kind={place.spaceIcon} className="tile-icon" size="1.6em" />;
}

/** n copies of a picture side by side. */
export function Repeat({ n, children }: { n: number; children: ReactNode }) {
  return (
    <span className="glyph-row" aria-hidden="true">
      {Array.from({ length: n }, (_, i) => (
        <span key={i}>{children}</span>
      ))}
    </span>
  );
}
