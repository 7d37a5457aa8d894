/** The five Lancashire industry symbols: a coloured disc with a white pictogram (like ../icons/industry). */
import type { Kind } from '../../engine/rulesets/lancashire/data/index.ts';
import { Badge, CoalCart } from '../icons/industry';
import { WHITE } from '../icons/palette';
import type { GlyphProps } from '../icons/svg';

/** Badge colour of each symbol; white on each has at least 4.5:1 contrast. */
export const KIND_COLOUR: Record<Kind, string> = {
  cotton: '#8a3f7a',
  coal: '#2b2b2b',
  iron: '#8f4511',
  port: '#1d4f7a',
  shipyard: '#0b5f5f',
};

function Pictogram({ kind, bg }: { kind: Kind; bg: string }) {
  switch (kind) {
    case 'cotton': // a bobbin wound with thread
      return (
        <g fill={WHITE}>
          <path d="M7 5h10v2.2H7ZM7 16.8h10V19H7Z" />
          <path d="M9 7.2h6v9.6H9Z" />
          <path fill={bg} d="M9 9.2h6v.9H9Zm0 2.4h6v.9H9Zm0 2.4h6v.9H9Z" />
        </g>
      );
    case 'coal':
      return <CoalCart />;
    case 'iron': // two stacked ingots
      return <path fill={WHITE} d="M6.5 12.5h11l-1.4-3.6H7.9ZM4.5 18h15l-1.4-4H5.9Z" />;
    case 'port': // an anchor
      return (
        <g fill="none" stroke={WHITE} strokeWidth="1.8" strokeLinecap="round">
          <circle cx="12" cy="6.4" r="1.6" />
          <path d="M12 8v10.4M8.6 10.6h6.8M5.8 13.2c.6 3.4 3.2 5.2 6.2 5.2s5.6-1.8 6.2-5.2" />
        </g>
      );
    case 'shipyard': // a ship's hull with a mast
      return (
        <g fill={WHITE}>
          <path d="M4.5 13.5h15l-2.4 4.6H6.9Z" />
          <path d="M11.2 4.5h1.4v8.2h-1.4Z" />
          <path d="M12.8 5.2 17.6 11h-4.8Z" />
        </g>
      );
  }
}

export function KindGlyph({ kind, ...at }: GlyphProps & { kind: Kind }) {
  const bg = KIND_COLOUR[kind];
  return (
    <Badge bg={bg} {...at}>
      <Pictogram kind={kind} bg={bg} />
    </Badge>
  );
}
